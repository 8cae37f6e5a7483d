import { useEffect, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import type { z } from 'zod';
import { contactInfoFormSchema, NEW_JERSEY, PHONE_TYPES, US_STATES, type ContactInfo } from '@rentfile/domain';
import { FormTextField } from '../../../components/FormTextField.tsx';

type Form = z.input<typeof contactInfoFormSchema>;

const EMPTY: Form = {
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

/** Add or edit a contact (docs/product/data-and-rules.md#validation contact rules): names, street, city, state, zip and a valid e-mail required. */
export function ContactDialog({
  open,
  contact,
  onClose,
  onSave,
}: {
  open: boolean;
  contact: ContactInfo | null;
  onClose: () => void;
  onSave: (contact: ContactInfo) => Promise<void>;
}) {
  const titleId = useId();
  const { control, handleSubmit, reset, formState } = useForm<Form>({
    resolver: zodResolver(contactInfoFormSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  useEffect(() => {
    if (open)
      reset(contact ? { ...EMPTY, ...contact, phoneType: (contact.phoneType as Form['phoneType']) ?? null } : EMPTY);
  }, [open, contact, reset]);

  const submit = handleSubmit(async (values) => {
    const parsed = contactInfoFormSchema.parse(values);
    await onSave({ ...parsed, ...(contact?.id ? { id: contact.id } : {}) });
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
      slotProps={{ paper: { sx: { minWidth: 375, maxWidth: 800 } } }}
    >
      <DialogTitle id={titleId}>{contact ? 'Edit Contact' : 'Add Contact'}</DialogTitle>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.stopPropagation();
          void submit(e);
        }}
      >
        <DialogContent
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', tablet: '1fr 1fr' }, pt: '8px !important' }}
        >
          <FormTextField control={control} name="firstName" label="First Name" required autoComplete="given-name" />
          <FormTextField control={control} name="lastName" label="Last Name" required autoComplete="family-name" />
          <FormTextField control={control} name="company" label="Company" autoComplete="organization" />
          <FormTextField control={control} name="email" label="E-mail" required type="email" autoComplete="email" />
          <FormTextField
            control={control}
            name="streetAddress"
            label="Street Address"
            required
            autoComplete="address-line1"
          />
          <FormTextField control={control} name="unitNo" label="Unit" autoComplete="address-line2" />
          <FormTextField control={control} name="city" label="City" required autoComplete="address-level2" />
          <Controller
            control={control}
            name="state"
            render={({ field, fieldState }) => (
              <TextField
                select
                label="State"
                required
                value={field.value ?? NEW_JERSEY}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              >
                {US_STATES.map((s) => (
                  <MenuItem key={s.code} value={s.name}>
                    {s.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <FormTextField control={control} name="zipcode" label="Zip Code" required autoComplete="postal-code" />
          <FormTextField control={control} name="phone" label="Phone" type="tel" autoComplete="tel" phone />
          <Controller
            control={control}
            name="phoneType"
            render={({ field }) => (
              <TextField
                select
                label="Phone Type"
                value={field.value ?? ''}
                onChange={(e) => field.onChange(e.target.value || null)}
              >
                <MenuItem value="">None</MenuItem>
                {PHONE_TYPES.map((t) => (
                  <MenuItem key={t} value={t}>
                    {t}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <FormTextField control={control} name="ext" label="Ext" />
          <FormTextField control={control} name="cell" label="Cell" type="tel" phone />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} color="secondary">
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="secondary" disabled={formState.isSubmitting}>
            Save Contact
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
