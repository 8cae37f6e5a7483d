import { useCallback } from 'react';
import { Alert, Box, FormControlLabel, Radio, RadioGroup, Typography } from '@mui/material';
import {
  attorneyFee,
  attorneyFeeOnAnswer,
  caseMoney,
  isLegalFeesHidden,
  legalFeesFormSchema,
  type Case,
  type LegalFeeItem,
} from '@rentfile/domain';
import type { z } from 'zod';
import { useWizardCase, type SaveOptions } from '../frame/WizardContext.tsx';
import { WizardStep } from '../frame/WizardStep.tsx';
import { useStepForm, type StepSave } from '../frame/useStepForm.ts';
import { AmountField } from '../frame/AmountField.tsx';
import { StepLoading } from '../frame/StepLoading.tsx';

type Answer = z.output<typeof legalFeesFormSchema>;

export default function LegalFeesPage() {
  const { caseInfo } = useWizardCase();
  if (!caseInfo) return <StepLoading title="Legal Fees" />;
  return <LegalFees caseInfo={caseInfo} />;
}

/** The case's legal-fee list with this attorney fee (domain caseMoney: court fees recomputed, as the server does). */
function legalFeesWith(c: Case, legalFeesPermitted: boolean, fee: number): LegalFeeItem[] {
  return caseMoney({ ...c, legalFeesPermitted, legalFees: [{ type: 'Attorney Fee', amount: fee, selected: true }] })
    .legalFees;
}

/**
 * Legal Fees (docs/product/data-and-rules.md#wizard, docs/product/data-and-rules.md#charges, docs/product/data-and-rules.md#validation): does the lease let the landlord claim attorney fees? No sets the fee to 0;
 * yes clears the field, which is then required (zero is valid). Hidden for Section 8 voucher cases (§4.5).
 */
function LegalFees({ caseInfo }: { caseInfo: Case }) {
  const wizard = useWizardCase();
  const { saveCase } = wizard;
  const { form, onContinue, onLeave } = useStepForm({
    schema: legalFeesFormSchema,
    next: 'vc-suit-summary',
    defaultValues: {
      legalFeesPermitted: caseInfo.legalFeesPermitted as boolean,
      attorneyFee:
        caseInfo.legalFeesPermitted === true ? attorneyFee(caseInfo) : caseInfo.legalFeesPermitted === false ? 0 : null,
    },
    save: useCallback<StepSave<Answer>>(
      (parsed, status) =>
        saveCase(
          {
            legalFeesPermitted: parsed.legalFeesPermitted,
            legalFees: legalFeesWith(caseInfo, parsed.legalFeesPermitted, parsed.attorneyFee ?? 0),
          },
          status,
        ),
      [caseInfo, saveCase],
    ),
    autosave: {
      save: useCallback(
        (values: Answer, options: SaveOptions) => {
          const permitted = values.legalFeesPermitted as boolean | null;
          if (permitted === null || (permitted && values.attorneyFee == null)) return undefined;
          return saveCase(
            { legalFeesPermitted: permitted, legalFees: legalFeesWith(caseInfo, permitted, values.attorneyFee ?? 0) },
            null,
            options,
          );
        },
        [caseInfo, saveCase],
      ),
    },
  });
  const permitted = form.watch('legalFeesPermitted') as boolean | null;
  const fee = form.watch('attorneyFee') ?? null;
  const showErrors = form.formState.isSubmitted;
  const parsed = legalFeesFormSchema.safeParse({ legalFeesPermitted: permitted, attorneyFee: fee });
  const errorOf = (field: string) =>
    parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === field)?.message;
  const setFee = (value: number | null) => form.setValue('attorneyFee', value, { shouldDirty: true });

  if (isLegalFeesHidden(caseInfo)) {
    return (
      <WizardStep title="Legal Fees" onContinue={() => wizard.goTo('vc-suit-summary')}>
        <Alert severity="info">Attorney fees are not claimed from a Section 8 voucher tenant.</Alert>
      </WizardStep>
    );
  }

  const answerError = showErrors ? errorOf('legalFeesPermitted') : undefined;
  return (
    <WizardStep title="Legal Fees" onContinue={onContinue} onLeave={onLeave}>
      <Typography id="legal-fees-question" variant="h2" component="p" sx={{ mb: 1 }}>
        Does your lease allow you to charge the tenant your attorney fees as rent?
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Attorney fees can be claimed only if the lease calls them additional rent, and only when an attorney represents
        you in this case (you choose the attorney of record on Review &amp; Sign). The court fees you pay to file are
        added on the next screen.
      </Typography>
      <RadioGroup
        row
        aria-labelledby="legal-fees-question"
        value={permitted === null ? '' : permitted ? 'yes' : 'no'}
        onChange={(e) => {
          const answer = e.target.value === 'yes';
          form.setValue('legalFeesPermitted', answer, { shouldDirty: true });
          setFee(attorneyFeeOnAnswer(answer));
        }}
      >
        <FormControlLabel value="yes" control={<Radio />} label="Yes" />
        <FormControlLabel value="no" control={<Radio />} label="No" />
      </RadioGroup>
      {answerError && (
        <Typography color="error" variant="body2" role="alert">
          {answerError}
        </Typography>
      )}
      {permitted && (
        <Box sx={{ mt: 2, maxWidth: 280 }}>
          <AmountField
            label="Attorney fee"
            required
            fullWidth
            value={fee}
            onChange={setFee}
            errorText={showErrors ? (errorOf('attorneyFee') ?? null) : null}
            helperText="Enter 0.00 if you have none yet."
          />
        </Box>
      )}
    </WizardStep>
  );
}
