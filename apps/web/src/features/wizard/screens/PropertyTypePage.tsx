import ApartmentIcon from '@mui/icons-material/Apartment';
import StorefrontIcon from '@mui/icons-material/Storefront';
import type { PropertyType } from '@rentfile/domain';
import { ChoiceButtons } from '../frame/ChoiceButtons.tsx';
import { useWizardCase } from '../frame/WizardContext.tsx';
import { WizardStep } from '../frame/WizardStep.tsx';

const CHOICES = [
  { value: 'Residential' as const, label: 'Residential', description: 'A home, apartment or other dwelling.', icon: <ApartmentIcon fontSize="large" /> },
  { value: 'Commercial' as const, label: 'Commercial', description: 'A store, office or other business premises.', icon: <StorefrontIcon fontSize="large" /> },
];

/** Property Type (route vc-property-type): choosing advances at once (spec §2.7). */
export default function PropertyTypePage() {
  const wizard = useWizardCase();
  const current = wizard.property?.propertyType ?? null;
  const choose = async (propertyType: PropertyType) => {
    await wizard.saveProperty({ propertyType }, 'type');
    wizard.goTo('vc-property-address');
  };
  return (
    <WizardStep title="Property Type" intro="What kind of property is it?" onContinue={current ? undefined : null}>
      <ChoiceButtons label="Property type" choices={CHOICES} value={current} onChoose={(v) => void choose(v).catch(() => undefined)} />
    </WizardStep>
  );
}
