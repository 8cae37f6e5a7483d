import { Controller, useWatch, type Control } from 'react-hook-form';
import { Checkbox, ListItemText, MenuItem, TextField } from '@mui/material';
import type { z } from 'zod';
import { parseRentDueBy, WEEKDAYS, type leaseDetailsFormSchema } from '@rentfile/domain';

type Form = z.input<typeof leaseDetailsFormSchema>;
type Parsed = z.output<typeof leaseDetailsFormSchema>;
const DAYS = Array.from({ length: 31 }, (_, i) => String(i + 1));

/** Lease Details' "Rent due by": two days of the month (semi-monthly), a weekday (weekly) or a day of the month. */
export function RentDueByField({
  control,
  rentCycle,
}: {
  control: Control<Form, unknown, Parsed>;
  rentCycle: Form['rentCycle'];
}) {
  const dueDays = parseRentDueBy(useWatch({ control, name: 'rentDueBy' })).map(String);
  return (
    <Controller
      control={control}
      name="rentDueBy"
      render={({ field, fieldState }) =>
        rentCycle === 'Semi-monthly' ? (
          <TextField
            select
            label="Rent due by (two days of the month)"
            required
            value={dueDays}
            onBlur={field.onBlur}
            onChange={(e) => {
              const picked = (
                typeof e.target.value === 'string' ? e.target.value.split(',') : (e.target.value as string[])
              ).filter(Boolean);
              if (picked.length > 2) return;
              field.onChange(picked.length ? [...picked].sort((a, b) => Number(a) - Number(b)).join(',') : null);
            }}
            slotProps={{
              select: {
                multiple: true,
                renderValue: (v) => (v as string[]).map((d) => `Day ${d}`).join(' and '),
              },
            }}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? 'Choose two days'}
          >
            {DAYS.map((d) => (
              <MenuItem key={d} value={d} disabled={dueDays.length >= 2 && !dueDays.includes(d)}>
                <Checkbox checked={dueDays.includes(d)} size="small" />
                <ListItemText primary={`Day ${d}`} />
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <TextField
            select
            label="Rent due by"
            required
            value={field.value ?? ''}
            onBlur={field.onBlur}
            onChange={(e) => field.onChange(e.target.value)}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          >
            {rentCycle === 'Weekly'
              ? WEEKDAYS.map((w, i) => (
                  <MenuItem key={w} value={String(i)}>
                    {w}
                  </MenuItem>
                ))
              : DAYS.map((d) => (
                  <MenuItem key={d} value={d}>
                    Day {d} of the month
                  </MenuItem>
                ))}
          </TextField>
        )
      }
    />
  );
}
