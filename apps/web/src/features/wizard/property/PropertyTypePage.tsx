import { useCallback } from 'react';
import type { PropertyType } from '@rentfile/domain';
import { ChoiceButtons } from '../../../components/ChoiceButtons.tsx';
import { PROPERTY_TYPE_CHOICES } from '../../../components/property/propertyChoices.tsx';
import { useWizardCase } from '../frame/WizardContext.tsx';
import { WizardStep } from '../frame/WizardStep.tsx';
import { formSchema } from '../frame/formSchemas.ts';
import { useStepForm, type StepSave } from '../frame/useStepForm.ts';

/** Property Type (route vc-property-type): choosing advances at once (docs/product/data-and-rules.md#wizard). */
export default function PropertyTypePage() {
  const wizard = useWizardCase();
  const current = wizard.property?.propertyType ?? null;
  const { saveProperty } = wizard;
  const { choose } = useStepForm({
    schema: formSchema('propertyTypeFormSchema'),
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
        choices={PROPERTY_TYPE_CHOICES}
        value={current}
        onChoose={(propertyType) => void choose({ propertyType })}
      />
    </WizardStep>
  );
}
