import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import type { z } from 'zod';
import { addOfficeFormSchema, NEW_JERSEY } from '@rentfile/domain';
import { queryKeys } from '../../../lib/queryKeys.ts';
import type { WizardRepository } from '../store/repository.ts';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { PAPER, type Office } from './OfficeDialogs.tsx';

type AddForm = z.input<typeof addOfficeFormSchema>;
const EMPTY: AddForm = {
  housingAuthority: '',
  address: '',
  city: '',
  state: NEW_JERSEY,
  zipcode: '',
  phone: '',
  email: '',
};

/** Add a public housing office (docs/product/data-and-rules.md#validation add-office form), POST /api/socialServiceOffices. */
export default function AddOfficeDialog({
  open,
  onClose,
  onAdded,
  repository,
}: {
  open: boolean;
  onClose: () => void;
  onAdded: (office: Office) => void;
  repository: WizardRepository;
}) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const { control, handleSubmit, reset, formState } = useForm<AddForm>({
    resolver: zodResolver(addOfficeFormSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  useEffect(() => {
    if (open) reset(EMPTY);
  }, [open, reset]);
  const submit = handleSubmit(async (values) => {
    const office = await repository.addOffice({ ...addOfficeFormSchema.parse(values), address2: null });
    await queryClient.invalidateQueries({ queryKey: queryKeys.offices });
    onAdded(office);
  });
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth slotProps={PAPER}>
      <DialogTitle id={titleId}>Add Public Housing Office</DialogTitle>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.stopPropagation();
          void submit(e).catch(() => undefined);
        }}
      >
        <DialogContent
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', tablet: '1fr 1fr' }, pt: '8px !important' }}
        >
          <Box sx={{ gridColumn: { tablet: 'span 2' } }}>
            <FormTextField control={control} required name="housingAuthority" label="Housing Authority" />
          </Box>
          <Box sx={{ gridColumn: { tablet: 'span 2' } }}>
            <FormTextField control={control} required name="address" label="Address" />
          </Box>
          <FormTextField control={control} required name="city" label="City" />
          <TextField label="State" value={NEW_JERSEY} slotProps={{ input: { readOnly: true } }} />
          <FormTextField control={control} required name="zipcode" label="Zip Code" />
          <FormTextField control={control} required name="phone" label="Phone" phone type="tel" />
          <Box sx={{ gridColumn: { tablet: 'span 2' } }}>
            <FormTextField control={control} required name="email" label="E-mail" type="email" />
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} color="secondary">
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="secondary" disabled={formState.isSubmitting}>
            Add Office
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
