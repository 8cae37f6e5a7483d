/**
 * The court date's forms, one per action: set a date (or correct one entered by mistake: the same facts) and
 * adjourn a standing date to a new one, which keeps the old one in the history.
 */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Box, Stack, Typography } from '@mui/material';
import type { CourtDateView } from '@rentfile/contract';
import {
  COURT_DATE_KINDS,
  COURT_DATE_LABELS,
  courtDateInputSchema,
  adjournmentSchema,
  formatDateUs,
} from '@rentfile/domain';
import {
  FormActions,
  formError,
  FormChoiceField,
  FormDateField,
  FormTextField,
  FormTimeField,
  optionalText,
  submitThrough,
  typedDate,
} from '../../../components/form/index.ts';
import { useAddCourtDate, useAdjournCourtDate, useCorrectCourtDate } from '../../../lib/queries/courtChanges.ts';

const row = {
  direction: { mobile: 'column', tablet: 'row' },
  spacing: 2,
  useFlexGap: true,
  sx: { flexWrap: 'wrap' },
} as const;

const dateForm = courtDateInputSchema.pick({ kind: true, time: true }).extend({ date: typedDate });

/** Sets a court date, or corrects the one given (`correcting`), entered by mistake. */
export function CourtDateForm({
  caseId,
  correcting,
  onDone,
  onCancel,
}: {
  caseId: number;
  correcting: CourtDateView | null;
  onDone: () => void;
  onCancel?: () => void;
}) {
  const add = useAddCourtDate(caseId);
  const correct = useCorrectCourtDate(caseId);
  const form = useForm<z.input<typeof dateForm>, unknown, z.output<typeof dateForm>>({
    resolver: zodResolver(dateForm),
    defaultValues: correcting
      ? { kind: correcting.kind, date: formatDateUs(correcting.date), time: correcting.time }
      : { kind: 'trial', date: '', time: '09:00' },
  });
  const submit = submitThrough(
    form,
    (values) =>
      correcting
        ? correct.mutateAsync({ ...values, dateId: correcting.id, virtual: correcting.virtual })
        : add.mutateAsync({ ...values, virtual: false }),
    () => {
      form.reset();
      onDone();
    },
  );
  const title = correcting ? 'Correct the court date' : 'Set a court date';
  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={title}>
      <Typography sx={{ fontWeight: 600, mb: 1 }}>{title}</Typography>
      <Stack {...row}>
        <FormChoiceField
          control={form.control}
          name="kind"
          label="Kind"
          options={COURT_DATE_KINDS}
          labels={COURT_DATE_LABELS}
        />
        <FormDateField control={form.control} name="date" label="Date" required />
        <FormTimeField control={form.control} name="time" label="Time" required />
      </Stack>
      <FormActions
        label={correcting ? 'Save the correction' : 'Add the date'}
        busy={add.isPending || correct.isPending}
        error={formError(form)}
        onCancel={onCancel}
      />
    </Box>
  );
}

const adjournForm = adjournmentSchema.pick({ time: true }).extend({ date: typedDate, reason: optionalText });

/** Adjourns a standing court date to a new one. */
export function AdjournForm({
  caseId,
  dateId,
  onDone,
  onCancel,
}: {
  caseId: number;
  dateId: number;
  onDone: () => void;
  onCancel: () => void;
}) {
  const adjourn = useAdjournCourtDate(caseId);
  const form = useForm<z.input<typeof adjournForm>, unknown, z.output<typeof adjournForm>>({
    resolver: zodResolver(adjournForm),
    defaultValues: { date: '', time: '09:00', reason: '' },
  });
  const submit = submitThrough(form, (values) => adjourn.mutateAsync({ ...values, dateId }), onDone);
  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Adjourn to a new date">
      <Typography sx={{ fontWeight: 600, mb: 1 }}>Adjourn to a new date</Typography>
      <Stack {...row}>
        <FormDateField control={form.control} name="date" label="Date" required />
        <FormTimeField control={form.control} name="time" label="Time" required />
        <FormTextField control={form.control} name="reason" label="Reason (optional)" />
      </Stack>
      <FormActions label="Adjourn" busy={adjourn.isPending} error={formError(form)} onCancel={onCancel} />
    </Box>
  );
}
