import { useCallback } from 'react';
import type { z } from 'zod';
import { propertyOwnerFormSchema } from '@rentfile/domain';
import { DeedOwnerFields, ownerDefaults } from '../../../components/property/DeedOwnerFields.tsx';
import { useWizardCase } from '../frame/WizardContext.tsx';
import { WizardStep } from '../frame/WizardStep.tsx';
import { useStepForm, type StepSave } from '../frame/useStepForm.ts';

/** Deed Information (route vc-property-owner, docs/product/data-and-rules.md#validation): one or more owner names and the entity type. */
export default function PropertyOwnerPage() {
  const wizard = useWizardCase();
  const { saveProperty } = wizard;
  const { form, onContinue, onLeave } = useStepForm({
    schema: propertyOwnerFormSchema,
    entity: 'property',
    next: 'vc-property-association-to-owner',
    save: useCallback<StepSave<z.output<typeof propertyOwnerFormSchema>>>(
      (parsed) => saveProperty(parsed, 'owner'),
      [saveProperty],
    ),
    defaultValues: ownerDefaults(wizard.property),
  });

  return (
    <WizardStep
      title="Deed Information"
      intro="Enter each owner exactly as the name appears on the deed."
      onContinue={onContinue}
      onLeave={onLeave}
    >
      <DeedOwnerFields form={form} />
    </WizardStep>
  );
}
