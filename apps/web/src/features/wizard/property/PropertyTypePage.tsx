import ApartmentIcon from '@mui/icons-material/Apartment';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { useCallback } from 'react';
import { propertyTypeFormSchema, type PropertyType } from '@rentfile/domain';
import { ChoiceButtons } from '../frame/ChoiceButtons.tsx';
import { useWizardCase } from '../frame/WizardContext.tsx';
import { WizardStep } from '../frame/WizardStep.tsx';
import { useStepForm, type StepSave } from '../frame/useStepForm.ts';

const CHOICES = [
  {
    value: 'Residential' as const,
    label: 'Residential',
    description: 'A home, apartment or other dwelling.',
    icon: <ApartmentIcon fontSize="large" />,
  },
  {
    value: 'Commercial' as const,
    label: 'Commercial',
    description: 'A store, office or other business premises.',
    icon: <StorefrontIcon fontSize="large" />,
  },
];

/** Property Type (route vc-property-type): choosing advances at once (docs/product/data-and-rules.md#wizard). */
export default function PropertyTypePage() {
  const wizard = useWizardCase();
  const current = wizard.property?.propertyType ?? null;
  const { saveProperty } = wizard;
  const { choose } = useStepForm({
    schema: propertyTypeFormSchema,
    entity: 'property',
    next: 'vc-property-address',
    defaultValues: { propertyType: current as PropertyType },
    save: useCallback<StepSave<{ propertyType: PropertyType }>>(
      (parsed) => saveProperty(parsed, 'type'),
      [saveProperty],
    ),
  });
  return (
    <WizardStep title="Property Type" intro="What kind of property is it?" onContinue={current ? undefined : null}>
      <ChoiceButtons
        label="Property type"
        choices={CHOICES}
        value={current}
        onChoose={(propertyType) => void choose({ propertyType })}
      />
    </WizardStep>
  );
}
