/** The outcome of the case: what the court decided, on which date, and a consent's terms with its payment plan. */
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import type { CourtView } from '@rentfile/contract';
import {
  centsToInput,
  CONSENT_TERMS,
  CONSENT_TERMS_LABELS,
  formatDateUs,
  formatLongDate,
  OUTCOME_KINDS,
  OUTCOME_LABELS,
} from '@rentfile/domain';
import {
  FormActions,
  FormCheckbox,
  FormChoiceField,
  FormDateField,
  formError,
  FormMoneyField,
  optionalTypedDate,
  submitThrough,
  typedAmount,
  typedDate,
} from '../../../components/form/index.ts';
import { useSaveOutcome } from '../../../lib/queries/courtChanges.ts';

const row = z.object({ dueDate: z.string(), amount: z.string() });

/**
 * The form as typed, read into what the server is sent for the kind chosen: only that kind's facts
 * (docs/product/rules.md#after-filing), so a plan row of a judgment, hidden, holds nothing back.
 */
const outcomeForm = z
  .object({
    kind: z.enum(OUTCOME_KINDS),
    date: typedDate,
    byDefault: z.boolean(),
    servicememberCounselAppointed: z.boolean(),
    terms: z.enum(CONSENT_TERMS),
    moveOutDate: z.string(),
    plan: z.array(row),
  })
  .transform((v, ctx) => {
    const read = <S extends z.ZodType>(schema: S, value: unknown, path: (string | number)[]): z.output<S> | null => {
      const parsed = schema.safeParse(value);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path });
      return null;
    };
    switch (v.kind) {
      case 'judgment_for_possession':
        return {
          kind: v.kind,
          date: v.date,
          byDefault: v.byDefault,
          servicememberCounselAppointed: v.byDefault && v.servicememberCounselAppointed,
        };
      case 'no_appearance':
        return { kind: v.kind, date: v.date, servicememberCounselAppointed: v.servicememberCounselAppointed };
      case 'consent': {
        const rows = v.terms === 'vacate_without_plan' ? [] : v.plan;
        const plan = rows.flatMap((r, i) =>
          r.dueDate.trim() || r.amount.trim()
            ? [
                {
                  dueDate: read(typedDate, r.dueDate, ['plan', i, 'dueDate']),
                  amount: read(typedAmount, r.amount, ['plan', i, 'amount']),
                },
              ]
            : [],
        );
        return {
          kind: v.kind,
          date: v.date,
          terms: v.terms,
          moveOutDate: v.terms === 'pay_and_stay' ? null : read(optionalTypedDate, v.moveOutDate, ['moveOutDate']),
          plan,
        };
      }
      default:
        return { kind: v.kind, date: v.date };
    }
  });
type Values = z.input<typeof outcomeForm>;

const DATE_LABELS: Partial<Record<Values['kind'], string>> = {
  judgment_for_possession: 'Judgment date',
  no_appearance: 'Trial date missed',
};

export function OutcomeForm({ view }: { view: CourtView }) {
  const save = useSaveOutcome(view.caseId);
  const current = view.outcome;
  const form = useForm<Values, unknown, z.output<typeof outcomeForm>>({
    resolver: zodResolver(outcomeForm),
    defaultValues: {
      kind: current?.kind ?? 'judgment_for_possession',
      date: formatDateUs(current?.date),
      byDefault: current?.kind === 'judgment_for_possession' ? current.byDefault : false,
      servicememberCounselAppointed:
        current?.kind === 'judgment_for_possession' || current?.kind === 'no_appearance'
          ? current.servicememberCounselAppointed
          : false,
      terms: current?.kind === 'consent' ? current.terms : 'pay_and_stay',
      moveOutDate: current?.kind === 'consent' ? formatDateUs(current.moveOutDate) : '',
      plan:
        current?.kind === 'consent' && current.plan.length > 0
          ? current.plan.map((p) => ({ dueDate: formatDateUs(p.dueDate), amount: centsToInput(p.amount) }))
          : [{ dueDate: '', amount: '' }],
    },
  });
  const plan = useFieldArray({ control: form.control, name: 'plan' });
  const [kind, byDefault, terms] = useWatch({ control: form.control, name: ['kind', 'byDefault', 'terms'] });
  const consent = kind === 'consent';
  const submit = submitThrough(form, (outcome) => save.mutateAsync(outcome as never));
  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Outcome">
      {current && (
        <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
          Recorded: {OUTCOME_LABELS[current.kind]} on {formatLongDate(current.date)}
          {view.earliestWarrantDate
            ? `. The warrant of removal can be requested from ${formatLongDate(view.earliestWarrantDate)}.`
            : ''}
        </Alert>
      )}
      <Stack direction={{ mobile: 'column', tablet: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <FormChoiceField
          control={form.control}
          name="kind"
          label="Outcome"
          options={OUTCOME_KINDS}
          labels={OUTCOME_LABELS}
        />
        <FormDateField control={form.control} name="date" label={DATE_LABELS[kind] ?? 'Date'} required />
        {kind === 'judgment_for_possession' && (
          <FormCheckbox control={form.control} name="byDefault" label="By default (the tenant did not appear)" />
        )}
        {(kind === 'no_appearance' || (kind === 'judgment_for_possession' && byDefault)) && (
          <FormCheckbox
            control={form.control}
            name="servicememberCounselAppointed"
            label="The court appointed an attorney for a defendant in military service"
          />
        )}
        {consent && (
          <FormChoiceField
            control={form.control}
            name="terms"
            label="Terms"
            options={CONSENT_TERMS}
            labels={CONSENT_TERMS_LABELS}
          />
        )}
        {consent && terms !== 'pay_and_stay' && (
          <FormDateField control={form.control} name="moveOutDate" label="Move-out date" />
        )}
      </Stack>
      {consent && terms !== 'vacate_without_plan' && (
        <Box role="group" aria-label="Payment plan" sx={{ mt: 2 }}>
          <Typography sx={{ fontWeight: 600, mb: 1 }}>Payment plan</Typography>
          <Stack spacing={1}>
            {plan.fields.map((row, i) => (
              <Stack
                key={row.id}
                direction="row"
                spacing={1}
                useFlexGap
                alignItems="flex-start"
                sx={{ flexWrap: 'wrap' }}
              >
                <FormDateField control={form.control} name={`plan.${i}.dueDate`} label={`Payment ${i + 1} due`} />
                <FormMoneyField control={form.control} name={`plan.${i}.amount`} label={`Payment ${i + 1} amount`} />
                {plan.fields.length > 1 && (
                  <Button color="secondary" onClick={() => plan.remove(i)} aria-label={`Remove payment ${i + 1}`}>
                    Remove
                  </Button>
                )}
              </Stack>
            ))}
          </Stack>
          <Button color="secondary" sx={{ mt: 1 }} onClick={() => plan.append({ dueDate: '', amount: '' })}>
            Add a payment
          </Button>
        </Box>
      )}
      <FormActions label="Record the outcome" busy={save.isPending} error={formError(form)} />
    </Box>
  );
}
