import { useCallback } from 'react';
import { Alert } from '@mui/material';
import type { z } from 'zod';
import {
  complaintStatementsSchema,
  confirmationFormSchema,
  statementContradictions,
  type Case,
  type ComplaintStatements,
} from '@rentfile/domain';
import { useWizardCase, type SaveOptions } from '../frame/WizardContext.tsx';
import { WizardStep } from '../frame/WizardStep.tsx';
import { useStepForm, type StepSave } from '../frame/useStepForm.ts';
import { allStatementsAnswered, STATEMENTS_MESSAGE } from '../frame/statements.ts';
import { StatementsFields } from '../frame/StatementsFields.tsx';
import { StepLoading } from '../frame/StepLoading.tsx';

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
  const { saveCase, property } = useWizardCase();
  const { form, onContinue, onLeave } = useStepForm({
    schema: confirmationFormSchema,
    next: 'vc-suit-summary',
    defaultValues: { statements: caseInfo.statements },
    save: useCallback<StepSave<{ statements: ComplaintStatements }>>(
      (parsed, status) => saveCase({ statements: parsed.statements, confirmation: true }, status),
      [saveCase],
    ),
    autosave: {
      save: useCallback(
        (values: z.input<typeof confirmationFormSchema>, options: SaveOptions) =>
          saveCase({ statements: complaintStatementsSchema.parse(values.statements) }, null, options),
        [saveCase],
      ),
    },
  });
  const statements = complaintStatementsSchema.parse(form.watch('statements'));
  const showErrors = form.formState.isSubmitted;
  const complete = allStatementsAnswered(statements);

  return (
    <WizardStep
      title="Confirmation"
      intro="The verified complaint answers these questions. Answer each one truthfully; you sign the complaint under penalty of law."
      onContinue={onContinue}
      onLeave={onLeave}
    >
      <StatementsFields
        value={statements}
        onChange={(key, answer) =>
          form.setValue('statements', { ...form.getValues('statements'), [key]: answer }, { shouldDirty: true })
        }
        showErrors={showErrors}
        contradicted={statementContradictions(
          { ...caseInfo, statements },
          { propertyType: property?.propertyType ?? null },
        )}
      />
      {showErrors && !complete && (
        <Alert severity="error" sx={{ mt: 3 }}>
          {STATEMENTS_MESSAGE}
        </Alert>
      )}
    </WizardStep>
  );
}
