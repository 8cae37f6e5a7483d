import { useCallback, useMemo, useState } from 'react';
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
import { useWizardCase } from '../frame/WizardContext.tsx';
import { WizardStep } from '../frame/WizardStep.tsx';
import { useKeepDraft, useStepDraft } from '../frame/useStepDraft.ts';
import { AmountField } from './AmountField.tsx';
import { StepLoading } from './StepLoading.tsx';
import { useAutoSave } from './useAutoSave.ts';

export default function LegalFeesPage() {
  const { caseInfo } = useWizardCase();
  if (!caseInfo) return <StepLoading title="Legal Fees" />;
  return <LegalFees caseInfo={caseInfo} />;
}

/** The case's legal-fee list with this attorney fee (domain caseMoney: court fees recomputed, as the server does). */
function legalFeesWith(c: Case, legalFeesPermitted: boolean, fee: number): LegalFeeItem[] {
  return caseMoney({ ...c, legalFeesPermitted, legalFees: [{ type: 'Attorney Fee', amount: fee, selected: true }] }).legalFees;
}

/**
 * Legal Fees (spec §2.7, §4.7, §5): does the lease let the landlord claim attorney fees? No sets the fee to 0;
 * yes clears the field, which is then required (zero is valid). Hidden for Section 8 voucher cases (§4.5).
 */
function LegalFees({ caseInfo }: { caseInfo: Case }) {
  const wizard = useWizardCase();
  const { saveCase } = wizard;
  const draft = useStepDraft<{ permitted: boolean | null; fee: number | null }>('case');
  const [permitted, setPermitted] = useState<boolean | null>(draft.restored ? draft.restored.permitted : caseInfo.legalFeesPermitted);
  const [fee, setFee] = useState<number | null>(() => {
    if (draft.restored) return draft.restored.fee;
    return caseInfo.legalFeesPermitted === true ? attorneyFee(caseInfo) : caseInfo.legalFeesPermitted === false ? 0 : null;
  });
  const [showErrors, setShowErrors] = useState(false);

  const parsed = legalFeesFormSchema.safeParse({ legalFeesPermitted: permitted, attorneyFee: fee });
  const errorOf = (field: string) => (parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === field)?.message);

  const changes = useCallback(() => {
    if (permitted === null) return null;
    return { legalFeesPermitted: permitted, legalFees: legalFeesWith(caseInfo, permitted, fee ?? 0) };
  }, [caseInfo, permitted, fee]);

  const onLeave = useCallback(async () => {
    const c = changes();
    if (c && (permitted === false || fee !== null)) await saveCase(c, null);
  }, [changes, permitted, fee, saveCase]);

  const answer = useMemo(() => ({ permitted, fee }), [permitted, fee]);
  useKeepDraft(answer, draft.keep);
  useAutoSave(answer, async () => onLeave(), permitted === false || fee !== null);

  const onContinue = async () => {
    const c = changes();
    if (!parsed.success || !c) {
      setShowErrors(true);
      return;
    }
    await saveCase(c);
    wizard.goTo('vc-suit-summary');
  };

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
        Attorney fees can be claimed only if the lease calls them additional rent. The court fees you pay to file are added on
        the next screen.
      </Typography>
      <RadioGroup
        row
        aria-labelledby="legal-fees-question"
        value={permitted === null ? '' : permitted ? 'yes' : 'no'}
        onChange={(e) => {
          const answer = e.target.value === 'yes';
          setPermitted(answer);
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
