/** The court record: the docket number and date filed the court gave, where hearings are held, opposing counsel. */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Box, Stack } from '@mui/material';
import type { CourtView } from '@rentfile/contract';
import { docketNumberSchema, formatDateUs } from '@rentfile/domain';
import {
  FormActions,
  formError,
  FormDateField,
  FormTextField,
  optionalText,
  submitThrough,
  typedDate,
} from '../../../components/form/index.ts';
import { useSaveCourtRecord } from '../../../lib/queries/courtChanges.ts';

const recordForm = z.object({
  docketNo: docketNumberSchema,
  dateFiled: typedDate,
  courtLocation: optionalText,
  opposingCounsel: optionalText,
});

export function RecordForm({ view }: { view: CourtView }) {
  const save = useSaveCourtRecord(view.caseId);
  const form = useForm<z.input<typeof recordForm>, unknown, z.output<typeof recordForm>>({
    resolver: zodResolver(recordForm),
    defaultValues: {
      docketNo: view.record?.docketNo ?? '',
      dateFiled: view.record ? formatDateUs(view.record.dateFiled) : '',
      courtLocation: view.record?.courtLocation ?? '',
      opposingCounsel: view.record?.opposingCounsel?.name ?? '',
    },
  });
  const submit = submitThrough(form, ({ opposingCounsel, ...record }) =>
    save.mutateAsync({
      ...record,
      opposingCounsel: opposingCounsel ? { name: opposingCounsel, firm: null, phone: null, email: null } : null,
    }),
  );
  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Court record">
      <Stack direction={{ mobile: 'column', tablet: 'row' }} spacing={2} sx={{ flexWrap: 'wrap' }} useFlexGap>
        <Box sx={{ flex: { tablet: '1 1 220px' } }}>
          <FormTextField
            control={form.control}
            name="docketNo"
            label="Docket number"
            required
            helper="As the court gave it, e.g. ESX-LT-001234-26"
          />
        </Box>
        <Box sx={{ flex: { tablet: '1 1 220px' } }}>
          <FormDateField control={form.control} name="dateFiled" label="Date filed" required fullWidth />
        </Box>
        <Box sx={{ flex: { tablet: '1 1 220px' } }}>
          <FormTextField
            control={form.control}
            name="courtLocation"
            label="Court location (if not the county office)"
          />
        </Box>
        <Box sx={{ flex: { tablet: '1 1 220px' } }}>
          <FormTextField control={form.control} name="opposingCounsel" label="Opposing counsel (if any)" />
        </Box>
      </Stack>
      <FormActions
        label={view.record ? 'Save the court record' : 'Record the filing'}
        busy={save.isPending}
        error={formError(form)}
      />
    </Box>
  );
}
