import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { z } from 'zod';
import { contactInfoFormSchema, NEW_JERSEY, PHONE_TYPES, US_STATES, type ContactInfo } from '@rentfile/domain';
import { FormTextField } from './FormTextField.tsx';

type FormInput = z.input<typeof contactInfoFormSchema>;
type FormOutput = z.output<typeof contactInfoFormSchema>;

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

const STATE_NAMES = US_STATES.map((s) => s.name);

interface Props {
  /** The contact to edit, or null to add one. */
  contact: ContactInfo | null;
  /** While true (a save under way), the dialog cannot be saved or closed. */
  busy?: boolean;
  /** Saves the contact as the domain's contact schema reads it (the edited contact's id kept); the caller closes. */
  onSave: (contact: ContactInfo) => Promise<void> | void;
  onClose: () => void;
}

/**
 * The one contact dialog, of the wizard's Contact Information and the profile's contacts (docs/product/data-and-rules.md#validation
 * contact rules): names, street, city, state, zip and a valid e-mail required, checked with the domain's
 * contactInfoFormSchema. Shown while mounted: the caller renders it when a contact is being added or edited.
 */
export function ContactDialog({ contact, busy = false, onSave, onClose }: Props) {
  const titleId = useId();
  const { control, handleSubmit, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(contactInfoFormSchema),
    mode: 'onTouched',
    defaultValues: contact
      ? { ...EMPTY, ...contact, phoneType: (contact.phoneType as FormInput['phoneType']) ?? null }
      : EMPTY,
  });
  const submit = handleSubmit((values) => onSave({ ...values, ...(contact?.id ? { id: contact.id } : {}) }));
  const saving = busy || formState.isSubmitting;

  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
      slotProps={{ paper: { sx: { maxWidth: 800 } } }}
    >
      <DialogTitle id={titleId}>{contact ? 'Edit contact' : 'Add a contact'}</DialogTitle>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          // The dialog is rendered inside a wizard step's form: its submit must not reach that one.
          e.stopPropagation();
          void submit(e);
        }}
      >
        <DialogContent
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { mobile: '1fr', tablet: '1fr 1fr' },
            pt: '8px !important',
          }}
        >
          <FormTextField control={control} name="firstName" label="First name" required autoComplete="given-name" />
          <FormTextField control={control} name="lastName" label="Last name" required autoComplete="family-name" />
          <FormTextField control={control} name="company" label="Company" autoComplete="organization" />
          <FormTextField control={control} name="email" label="E-mail" required type="email" autoComplete="email" />
          <FormTextField
            control={control}
            name="streetAddress"
            label="Street address"
            required
            autoComplete="address-line1"
          />
          <FormTextField control={control} name="unitNo" label="Unit" autoComplete="address-line2" />
          <FormTextField control={control} name="city" label="City" required autoComplete="address-level2" />
          <FormTextField control={control} name="state" label="State" required options={STATE_NAMES} />
          <FormTextField control={control} name="zipcode" label="Zip code" required autoComplete="postal-code" />
          <FormTextField control={control} name="phone" label="Phone" type="tel" autoComplete="tel-national" phone />
          <FormTextField
            control={control}
            name="phoneType"
            label="Phone type"
            options={PHONE_TYPES}
            emptyOption="None"
          />
          <FormTextField control={control} name="ext" label="Ext." autoComplete="tel-extension" />
          <FormTextField control={control} name="cell" label="Cell phone" type="tel" phone />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} variant="outlined" color="secondary" disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="secondary" disabled={saving}>
            Save contact
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
