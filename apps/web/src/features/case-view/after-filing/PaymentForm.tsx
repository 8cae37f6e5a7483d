/** A payment received after filing, recorded or corrected. */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Box, Stack, Typography } from '@mui/material';
import type { CourtView } from '@rentfile/contract';
import { centsToInput, formatDateUs } from '@rentfile/domain';
import {
  FormActions,
  FormDateField,
  formError,
  FormMoneyField,
  FormTextField,
  optionalText,
  submitThrough,
  typedAmount,
  typedDate,
} from '../../../components/form/index.ts';
import { useSavePayment } from '../../../lib/queries/courtChanges.ts';

export type Payment = CourtView['payments'][number];

const paymentForm = z.object({ receivedOn: typedDate, amount: typedAmount, note: optionalText });

export function PaymentForm({
  caseId,
  correcting,
  onDone,
  onCancel,
}: {
  caseId: number;
  correcting: Payment | null;
  onDone: () => void;
  onCancel?: () => void;
}) {
  const save = useSavePayment(caseId);
  const form = useForm<z.input<typeof paymentForm>, unknown, z.output<typeof paymentForm>>({
    resolver: zodResolver(paymentForm),
    defaultValues: correcting
      ? {
          receivedOn: formatDateUs(correcting.receivedOn),
          amount: centsToInput(correcting.amount),
          note: correcting.note ?? '',
        }
      : { receivedOn: '', amount: '', note: '' },
  });
  const submit = submitThrough(
    form,
    (payment) => save.mutateAsync({ ...payment, paymentId: correcting?.id ?? null }),
    () => {
      form.reset({ receivedOn: form.getValues('receivedOn'), amount: '', note: '' });
      onDone();
    },
  );
  const title = correcting ? 'Correct the payment' : 'Record a payment';
  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={title}>
      {correcting && <Typography sx={{ fontWeight: 600, mb: 1 }}>{title}</Typography>}
      <Stack
        direction={{ mobile: 'column', tablet: 'row' }}
        spacing={2}
        useFlexGap
        alignItems={{ tablet: 'flex-start' }}
      >
        <FormDateField control={form.control} name="receivedOn" label="Received on" required />
        <FormMoneyField control={form.control} name="amount" label="Amount received" required />
        <Box sx={{ flex: { tablet: 1 } }}>
          <FormTextField control={form.control} name="note" label="Note (optional)" />
        </Box>
      </Stack>
      <FormActions
        label={correcting ? 'Save the correction' : 'Record the payment'}
        busy={save.isPending}
        error={formError(form)}
        onCancel={onCancel}
      />
    </Box>
  );
}
