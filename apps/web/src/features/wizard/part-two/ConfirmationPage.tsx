import { useCallback, useState } from 'react';
import { Alert } from '@mui/material';
import type { Case, ComplaintStatements } from '@rentfile/domain';
import { useWizardCase } from '../frame/WizardContext.tsx';
import { WizardStep } from '../frame/WizardStep.tsx';
import { useKeepDraft, useStepDraft } from '../frame/useStepDraft.ts';
import { allStatementsAnswered, STATEMENTS_MESSAGE } from './statements.ts';
import { StatementsFields } from './StatementsFields.tsx';
import { StepLoading } from './StepLoading.tsx';
import { useAutoSave } from './useAutoSave.ts';

export default function ConfirmationPage() {
  const { caseInfo } = useWizardCase();
  if (!caseInfo) return <StepLoading title="Confirmation" />;
  return <Confirmation caseInfo={caseInfo} />;
}

/**
 * Confirmation (route confirmation, name vc-confirmation): a Section 8 case answers the complaint's statements
 * here, where the navigation table sends it after the charges, then goes on to the Suit Summary.
 */
function Confirmation({ caseInfo }: { caseInfo: Case }) {
  const wizard = useWizardCase();
  const { saveCase } = wizard;
  const draft = useStepDraft<ComplaintStatements>('case');
  const [statements, setStatements] = useState<ComplaintStatements>(draft.restored ?? caseInfo.statements);
  useKeepDraft(statements, draft.keep);
  const [showErrors, setShowErrors] = useState(false);
  const complete = allStatementsAnswered(statements);

  const onLeave = useCallback(async () => {
    await saveCase({ statements }, null);
  }, [saveCase, statements]);

  useAutoSave(statements, (value) => saveCase({ statements: value }, null));

  const onContinue = async () => {
    if (!complete) {
      setShowErrors(true);
      return;
    }
    await saveCase({ statements, confirmation: true });
    wizard.goTo('vc-suit-summary');
  };

  return (
    <WizardStep
      title="Confirmation"
      intro="The verified complaint answers these questions. Answer each one truthfully; you sign the complaint under penalty of law."
      onContinue={onContinue}
      onLeave={onLeave}
    >
      <StatementsFields value={statements} onChange={(key, answer) => setStatements((s) => ({ ...s, [key]: answer }))} showErrors={showErrors} />
      {showErrors && !complete && (
        <Alert severity="error" sx={{ mt: 3 }}>
          {STATEMENTS_MESSAGE}
        </Alert>
      )}
    </WizardStep>
  );
}
