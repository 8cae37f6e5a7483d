import { Alert, Button, Grid, MenuItem, Stack, TextField } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Control } from 'react-hook-form';
import { attorneySchema, formatPhone, NEW_JERSEY, US_STATES, type AttorneyInput } from '@rentfile/domain';
import type { z } from 'zod';

type FormInput = z.input<typeof attorneySchema>;
type FormOutput = z.output<typeof attorneySchema>;

interface FieldProps {
  control: Control<FormInput, unknown, FormOutput>;
  name: Exclude<keyof FormInput, 'id'>;
  label: string;
  required?: boolean;
  autoComplete?: string;
  helper?: string;
  phone?: boolean;
  select?: readonly string[];
  idPrefix: string;
}

function Field({ control, name, label, required = false, autoComplete, helper = ' ', phone = false, select, idPrefix }: FieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          id={`${idPrefix}-${name}`}
          value={field.value ?? ''}
          onChange={(e) => field.onChange(phone ? formatPhone(e.target.value) : e.target.value)}
          label={label}
          required={required}
          fullWidth
          select={Boolean(select)}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helper}
          slotProps={{ htmlInput: { autoComplete, ...(phone ? { inputMode: 'tel' } : {}), ...(name === 'attorneyId' ? { inputMode: 'numeric' } : {}) } }}
        >
          {select?.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

const EMPTY: FormInput = { firstName: '', lastName: '', attorneyId: '', firm: '', streetAddress: '', unitNo: '', city: '', state: NEW_JERSEY, zipcode: '', phone: '', email: '' };

interface Props {
  /** The attorney to edit, or null for a new one. */
  attorney: (AttorneyInput & { id?: number }) | null;
  /** Prefix of the fields' ids (two forms can be on one page). */
  idPrefix: string;
  submitLabel: string;
  busy: boolean;
  /** The server's refusal of the last save, if any. */
  error: string | null;
  onSave: (attorney: AttorneyInput) => void;
  onCancel?: () => void;
}

/**
 * An attorney's details as the caption's filer block prints them (R. 1:4-1(b); docs/product/rules.md#representation):
 * name, New Jersey attorney ID, firm, office street address, phone and e-mail, checked by the domain's attorneySchema.
 */
export function AttorneyForm({ attorney, idPrefix, submitLabel, busy, error, onSave, onCancel }: Props) {
  const { control, handleSubmit } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(attorneySchema),
    defaultValues: attorney ? { ...EMPTY, ...attorney, firm: attorney.firm ?? '', unitNo: attorney.unitNo ?? '' } : EMPTY,
    mode: 'onTouched',
  });
  const submit = handleSubmit((values) => onSave({ ...values, firm: values.firm || null, unitNo: values.unitNo || null, ...(attorney?.id ? { id: attorney.id } : {}) }));
  const f = { control, idPrefix };
  return (
    <Stack component="form" onSubmit={(e) => void submit(e)} noValidate spacing={1}>
      <Grid container columnSpacing={2}>
        <Grid size={{ mobile: 12, tablet: 6 }}>
          <Field {...f} name="firstName" label="First name" required autoComplete="given-name" />
        </Grid>
        <Grid size={{ mobile: 12, tablet: 6 }}>
          <Field {...f} name="lastName" label="Last name" required autoComplete="family-name" />
        </Grid>
        <Grid size={{ mobile: 12, tablet: 6 }}>
          <Field {...f} name="attorneyId" label="New Jersey attorney ID" required helper="Nine digits, as on your annual registration." />
        </Grid>
        <Grid size={{ mobile: 12, tablet: 6 }}>
          <Field {...f} name="firm" label="Firm" autoComplete="organization" />
        </Grid>
        <Grid size={{ mobile: 12, tablet: 8 }}>
          <Field {...f} name="streetAddress" label="Office street address" required autoComplete="address-line1" helper="A street address: the court does not accept a post office box." />
        </Grid>
        <Grid size={{ mobile: 12, tablet: 4 }}>
          <Field {...f} name="unitNo" label="Suite" autoComplete="address-line2" />
        </Grid>
        <Grid size={{ mobile: 12, tablet: 5 }}>
          <Field {...f} name="city" label="City" required autoComplete="address-level2" />
        </Grid>
        <Grid size={{ mobile: 12, tablet: 4 }}>
          <Field {...f} name="state" label="State" required select={US_STATES.map((s) => s.name)} />
        </Grid>
        <Grid size={{ mobile: 12, tablet: 3 }}>
          <Field {...f} name="zipcode" label="Zip" required autoComplete="postal-code" />
        </Grid>
        <Grid size={{ mobile: 12, tablet: 5 }}>
          <Field {...f} name="phone" label="Office phone" required phone autoComplete="tel-national" />
        </Grid>
        <Grid size={{ mobile: 12, tablet: 7 }}>
          <Field {...f} name="email" label="E-mail" required autoComplete="email" />
        </Grid>
      </Grid>
      {error && <Alert severity="error">{error}</Alert>}
      <Stack direction="row" spacing={1} justifyContent="flex-end">
        {onCancel && (
          <Button color="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        )}
        <Button type="submit" variant="contained" color="secondary" disabled={busy}>
          {submitLabel}
        </Button>
      </Stack>
    </Stack>
  );
}
