import { useId } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Grid, MenuItem, TextField } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Control } from 'react-hook-form';
import {
  contactInfoFormSchema,
  formatPhone,
  NEW_JERSEY,
  PHONE_TYPES,
  US_STATES,
  type ContactInfo,
} from '@rentfile/domain';
import type { z } from 'zod';

type FormInput = z.input<typeof contactInfoFormSchema>;
type FormOutput = z.output<typeof contactInfoFormSchema>;

interface FieldProps {
  control: Control<FormInput, unknown, FormOutput>;
  name: keyof FormInput;
  label: string;
  required?: boolean;
  type?: string;
  autoComplete?: string;
  phone?: boolean;
  select?: readonly string[];
}

function Field({
  control,
  name,
  label,
  required = false,
  type = 'text',
  autoComplete,
  phone = false,
  select,
}: FieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          value={field.value ?? ''}
          onChange={(e) => field.onChange(phone ? formatPhone(e.target.value) : e.target.value)}
          label={label}
          required={required}
          type={type}
          fullWidth
          select={Boolean(select)}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? ' '}
          slotProps={{ htmlInput: { autoComplete, ...(phone ? { inputMode: 'tel' } : {}) } }}
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

const EMPTY: FormInput = {
  firstName: '',
  lastName: '',
  company: '',
  streetAddress: '',
  unitNo: '',
  city: '',
  state: NEW_JERSEY,
  zipcode: '',
  phone: '',
  phoneType: null,
  ext: '',
  cell: '',
  email: '',
};

interface Props {
  /** The contact to edit, or null to add one. */
  contact: (ContactInfo & { id: number }) | null;
  busy: boolean;
  onSave: (contact: ContactInfo) => void;
  onCancel: () => void;
}

/** The contact-info edit dialog (docs/product/data-and-rules.md#wizard dialogs, docs/product/data-and-rules.md#validation contact rules). */
export function ContactInfoDialog({ contact, busy, onSave, onCancel }: Props) {
  const titleId = useId();
  const { control, handleSubmit } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(contactInfoFormSchema),
    defaultValues: contact
      ? { ...EMPTY, ...contact, phoneType: (contact.phoneType as FormInput['phoneType']) ?? null }
      : EMPTY,
    mode: 'onTouched',
  });
  const submit = handleSubmit((values) =>
    onSave({
      ...values,
      company: values.company || null,
      unitNo: values.unitNo || null,
      ext: values.ext || null,
      ...(contact ? { id: contact.id } : {}),
    }),
  );
  return (
    <Dialog
      open
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      slotProps={{ paper: { sx: { maxWidth: 800 } } }}
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id={titleId}>{contact ? 'Edit contact' : 'Add a contact'}</DialogTitle>
        <DialogContent>
          <Grid container columnSpacing={2} sx={{ pt: 1 }}>
            <Grid size={{ mobile: 12, tablet: 6 }}>
              <Field control={control} name="firstName" label="First name" required autoComplete="given-name" />
            </Grid>
            <Grid size={{ mobile: 12, tablet: 6 }}>
              <Field control={control} name="lastName" label="Last name" required autoComplete="family-name" />
            </Grid>
            <Grid size={12}>
              <Field control={control} name="company" label="Company" autoComplete="organization" />
            </Grid>
            <Grid size={{ mobile: 12, tablet: 8 }}>
              <Field
                control={control}
                name="streetAddress"
                label="Street address"
                required
                autoComplete="address-line1"
              />
            </Grid>
            <Grid size={{ mobile: 12, tablet: 4 }}>
              <Field control={control} name="unitNo" label="Unit" autoComplete="address-line2" />
            </Grid>
            <Grid size={{ mobile: 12, tablet: 5 }}>
              <Field control={control} name="city" label="City" required autoComplete="address-level2" />
            </Grid>
            <Grid size={{ mobile: 12, tablet: 4 }}>
              <Field control={control} name="state" label="State" required select={US_STATES.map((s) => s.name)} />
            </Grid>
            <Grid size={{ mobile: 12, tablet: 3 }}>
              <Field control={control} name="zipcode" label="Zip" required autoComplete="postal-code" />
            </Grid>
            <Grid size={{ mobile: 12, tablet: 5 }}>
              <Field control={control} name="phone" label="Phone" phone autoComplete="tel-national" />
            </Grid>
            <Grid size={{ mobile: 6, tablet: 4 }}>
              <Field control={control} name="phoneType" label="Phone type" select={PHONE_TYPES} />
            </Grid>
            <Grid size={{ mobile: 6, tablet: 3 }}>
              <Field control={control} name="ext" label="Ext." autoComplete="tel-extension" />
            </Grid>
            <Grid size={{ mobile: 12, tablet: 5 }}>
              <Field control={control} name="cell" label="Cell phone" phone />
            </Grid>
            <Grid size={{ mobile: 12, tablet: 7 }}>
              <Field control={control} name="email" label="E-mail" required type="email" autoComplete="email" />
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} variant="outlined" color="secondary" disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="secondary" disabled={busy}>
            Save contact
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
