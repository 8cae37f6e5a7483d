import { useCallback } from 'react';
import { Typography } from '@mui/material';
import { navigation, unclaimedCharges, type Case } from '@rentfile/domain';
import { useStepAction } from '../../../lib/queries/wizardSaves.ts';
import { useWizardCase } from '../frame/WizardContext.tsx';
import { WizardStep } from '../frame/WizardStep.tsx';
import { formSchema } from '../frame/formSchemas.ts';
import { useStepForm, type StepSave } from '../frame/useStepForm.ts';
import { StepLoading } from '../frame/StepLoading.tsx';
import { YesNoChoice } from '../frame/YesNoChoice.tsx';

/**
 * Additional Charges (docs/product/data-and-rules.md#wizard): the yes/no question; a click saves the answer and advances at once, to the
 * extended charges on yes, else to the Section 8 confirmation or Legal Fees (the domain's navigation table).
 * Answering no keeps charges entered earlier but leaves them out of the suit amount (the domain's unclaimedCharges:
 * the server refuses a selected charge without a yes, docs/product/rules.md#additional-charges-permitted).
 */
export default function AdditionalChargesPage() {
  const { caseInfo } = useWizardCase();
  if (!caseInfo) return <StepLoading title="Additional Charges" />;
  return <AdditionalCharges caseInfo={caseInfo} />;
}

function AdditionalCharges({ caseInfo }: { caseInfo: Case }) {
  const { saveCase, goTo } = useWizardCase();
  const answering = useStepAction();
  const { choose } = useStepForm({
    schema: formSchema('additionalChargesFormSchema'),
    next: null,
    defaultValues: { additionalChargesPermitted: caseInfo.additionalChargesPermitted as boolean },
    save: useCallback<StepSave<{ additionalChargesPermitted: boolean }>>(
      async ({ additionalChargesPermitted: answer }, status) => {
        const changes: Partial<Case> = answer
          ? { additionalChargesPermitted: true }
          : { additionalChargesPermitted: false, ...unclaimedCharges(caseInfo) };
        const saved = await saveCase(changes, status);
        const next = navigation('vc-additional-charges', { case: saved }).continue;
        if (next) goTo(next);
      },
      [caseInfo, saveCase, goTo],
    ),
  });
  const answer = (additionalChargesPermitted: boolean) => {
    if (answering.isPending) return;
    answering.mutate(() => choose({ additionalChargesPermitted }));
  };

  return (
    <WizardStep title="Additional Charges" onContinue={null}>
      <Typography id="additional-charges-question" variant="h2" component="p" sx={{ mb: 1 }}>
        Besides rent, does the tenant owe late charges, utilities or other fees?
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Only claim charges your lease calls additional rent.
        {caseInfo.section8 ? ' Late charges are not claimed from a Section 8 tenant.' : ''}
      </Typography>
      <YesNoChoice
        labelledBy="additional-charges-question"
        value={caseInfo.additionalChargesPermitted}
        onChoose={answer}
        disabled={answering.isPending}
      />
    </WizardStep>
  );
}
