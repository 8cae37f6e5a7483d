import { useCallback } from 'react';
import type { z } from 'zod';
import { Stack } from '@mui/material';
import { propertyOwnerFormSchema } from '@rentfile/domain';
import { DeedOwnerFields, ownerDefaults } from '../../../components/property/DeedOwnerFields.tsx';
import { AttorneyOfRecordChoice } from '../frame/AttorneyOfRecordChoice.tsx';
import { useWizardCase } from '../frame/WizardContext.tsx';
import { WizardStep } from '../frame/WizardStep.tsx';
import { useStepForm, type StepSave } from '../frame/useStepForm.ts';

/**
 * Deed Information (route vc-property-owner, docs/product/data-and-rules.md#validation): one or more owner names and the
 * entity type; an owner that must be represented gets its attorney of record here (issue 36).
 */
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
      <Stack spacing={3}>
        <DeedOwnerFields form={form} />
        <AttorneyOfRecordChoice
          ownershipType={form.watch('ownershipType')}
          attorneyId={wizard.caseInfo?.attorneyId ?? null}
          signedIn={wizard.signedIn}
          onChoose={(attorneyId) => void wizard.saveCase({ attorneyId })}
        />
      </Stack>
    </WizardStep>
  );
}
