import { useCallback } from 'react';
import type { z } from 'zod';
import type { propertyAddressFormSchema } from '@rentfile/domain';
import { addressDefaults, PropertyAddressFields } from '../../../components/property/PropertyAddressFields.tsx';
import { useWizardCase } from '../frame/WizardContext.tsx';
import { WizardStep } from '../frame/WizardStep.tsx';
import { formSchema } from '../frame/formSchemas.ts';
import { useStepForm, type StepSave } from '../frame/useStepForm.ts';

/** Property Address (route vc-property-address): county, then its municipality (searched as one types); street, unit, NJ zip. */
export default function PropertyAddressPage() {
  const wizard = useWizardCase();
  const { saveProperty } = wizard;
  const { form, onContinue, onLeave } = useStepForm({
    schema: formSchema('propertyAddressFormSchema'),
    entity: 'property',
    next: 'vc-property-owner',
    save: useCallback<StepSave<z.output<typeof propertyAddressFormSchema>>>(
      (parsed) => saveProperty(parsed, 'address'),
      [saveProperty],
    ),
    defaultValues: addressDefaults(wizard.property),
  });

  return (
    <WizardStep
      title="Property Address"
      intro="Where is the rented property?"
      onContinue={onContinue}
      onLeave={onLeave}
    >
      <PropertyAddressFields form={form} />
    </WizardStep>
  );
}
