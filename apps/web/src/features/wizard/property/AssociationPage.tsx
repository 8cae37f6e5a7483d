import PersonIcon from '@mui/icons-material/Person';
import BadgeIcon from '@mui/icons-material/Badge';
import { useCallback } from 'react';
import { associationFormSchema, type ClientType, type OwnershipType } from '@rentfile/domain';
import { ChoiceButtons } from '../frame/ChoiceButtons.tsx';
import { useWizardCase } from '../frame/WizardContext.tsx';
import { WizardStep } from '../frame/WizardStep.tsx';
import { useStepForm, type StepSave } from '../frame/useStepForm.ts';

const COMPANY = {
  label: 'I am a member of the owner',
  description: 'You are a member or officer of the company on the deed.',
};
const PERSON = { label: 'I am the owner', description: 'Your name is on the deed.' };
/** How the owner choice reads for each ownership type: the person on the deed, or one who acts for the owner. */
const OWNER_CHOICE: Record<OwnershipType, { label: string; description: string }> = {
  Individual: PERSON,
  'General Partnership': PERSON,
  'Limited Liability Company': COMPANY,
  Corporation: COMPANY,
  'Limited Partnership': {
    label: 'I am a general partner of the owner',
    description: 'You are a general partner of the partnership on the deed.',
  },
  Trust: { label: 'I am a trustee of the owner', description: 'You are a trustee of the trust on the deed.' },
};

/** Association to Owner (route vc-property-association-to-owner): owner or agent; choosing advances at once. */
export default function AssociationPage() {
  const wizard = useWizardCase();
  const choices = [
    {
      value: 'owner' as const,
      ...OWNER_CHOICE[wizard.property?.ownershipType ?? 'Individual'],
      icon: <PersonIcon fontSize="large" />,
    },
    {
      value: 'agent' as const,
      label: 'I am an agent or property manager',
      description: 'You act for the owner.',
      icon: <BadgeIcon fontSize="large" />,
    },
  ];
  const current = wizard.property?.clientType ?? null;
  const { saveProperty } = wizard;
  const { choose } = useStepForm({
    schema: associationFormSchema,
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
        choices={choices}
        value={current}
        onChoose={(clientType) => void choose({ clientType })}
      />
    </WizardStep>
  );
}
