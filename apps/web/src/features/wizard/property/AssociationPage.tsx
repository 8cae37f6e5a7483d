import PersonIcon from '@mui/icons-material/Person';
import BadgeIcon from '@mui/icons-material/Badge';
import { useCallback } from 'react';
import { associationFormSchema, type ClientType } from '@rentfile/domain';
import { ChoiceButtons } from '../frame/ChoiceButtons.tsx';
import { useWizardCase } from '../frame/WizardContext.tsx';
import { WizardStep } from '../frame/WizardStep.tsx';
import { useStepForm, type StepSave } from '../frame/useStepForm.ts';

/** Association to Owner (route vc-property-association-to-owner): owner or agent; choosing advances at once. */
export default function AssociationPage() {
  const wizard = useWizardCase();
  const entity = wizard.property?.ownershipType === 'Limited Liability Company' || wizard.property?.ownershipType === 'Corporation';
  const choices = [
    {
      value: 'owner' as const,
      label: entity ? 'I am a member of the owner' : 'I am the owner',
      description: entity ? 'You are a member or officer of the company on the deed.' : 'Your name is on the deed.',
      icon: <PersonIcon fontSize="large" />,
    },
    { value: 'agent' as const, label: 'I am an agent or property manager', description: 'You act for the owner.', icon: <BadgeIcon fontSize="large" /> },
  ];
  const current = wizard.property?.clientType ?? null;
  const { saveProperty } = wizard;
  const { choose } = useStepForm({
    schema: associationFormSchema,
    entity: 'property',
    next: 'vc-client-contact',
    defaultValues: { clientType: current as ClientType },
    save: useCallback<StepSave<{ clientType: ClientType }>>((parsed) => saveProperty(parsed, 'associationToOwner'), [saveProperty]),
  });
  return (
    <WizardStep title="Association to Owner" intro="How are you related to the owner of the property?" onContinue={current ? undefined : null}>
      <ChoiceButtons label="Your role" choices={choices} value={current} onChoose={(clientType) => void choose({ clientType })} />
    </WizardStep>
  );
}
