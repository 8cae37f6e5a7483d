import { useCallback } from 'react';
import type { ClientType } from '@rentfile/domain';
import { ChoiceButtons } from '../../../components/ChoiceButtons.tsx';
import { ownerRoleChoices } from '../../../components/property/propertyChoices.tsx';
import { useWizardCase } from '../frame/WizardContext.tsx';
import { WizardStep } from '../frame/WizardStep.tsx';
import { formSchema } from '../frame/formSchemas.ts';
import { useStepForm, type StepSave } from '../frame/useStepForm.ts';

/** Association to Owner (route vc-property-association-to-owner): owner or agent; choosing advances at once. */
export default function AssociationPage() {
  const wizard = useWizardCase();
  const current = wizard.property?.clientType ?? null;
  const { saveProperty } = wizard;
  const { choose } = useStepForm({
    schema: formSchema('associationFormSchema'),
    entity: 'property',
    next: 'vc-client-contact',
    defaultValues: { clientType: current as ClientType },
    save: useCallback<StepSave<{ clientType: ClientType }>>(
      (parsed) => saveProperty(parsed, 'associationToOwner'),
      [saveProperty],
    ),
  });
  return (
    <WizardStep
      title="Association to Owner"
      intro="How are you related to the owner of the property?"
      onContinue={current ? undefined : null}
    >
      <ChoiceButtons
        label="Your role"
        choices={ownerRoleChoices(wizard.property?.ownershipType)}
        value={current}
        onChoose={(clientType) => void choose({ clientType })}
      />
    </WizardStep>
  );
}
