import { useCallback, useEffect, useRef } from 'react';
import { Controller } from 'react-hook-form';
import {
  Alert,
  Button,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  IconButton,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import type { z } from 'zod';
import {
  joinNames,
  ownerRepresentationNotice,
  OWNERSHIP_TYPE_LABELS,
  OWNERSHIP_TYPES,
  propertyOwnerFormSchema,
} from '@rentfile/domain';
import { useWizardCase } from '../frame/WizardContext.tsx';
import { WizardStep } from '../frame/WizardStep.tsx';
import { useStepForm, type StepSave } from '../frame/useStepForm.ts';

type Form = z.input<typeof propertyOwnerFormSchema>;

/** Deed Information (route vc-property-owner, docs/product/data-and-rules.md#validation): one or more owner names and the entity type. */
export default function PropertyOwnerPage() {
  const wizard = useWizardCase();
  const p = wizard.property;
  const { saveProperty } = wizard;
  const { form, onContinue, onLeave } = useStepForm({
    schema: propertyOwnerFormSchema,
    entity: 'property',
    next: 'vc-property-association-to-owner',
    save: useCallback<StepSave<z.output<typeof propertyOwnerFormSchema>>>(
      (parsed) => saveProperty(parsed, 'owner'),
      [saveProperty],
    ),
    defaultValues: {
      deedNames: p?.deedNames.length ? p.deedNames : [''],
      ownershipType: p?.ownershipType ?? undefined,
    } as Form,
  });
  const { control, watch, setValue, getValues, setFocus } = form;
  const names = watch('deedNames');
  const representationNotice = ownerRepresentationNotice(watch('ownershipType'));

  // After adding or removing a name the focus goes to the new name, or to the one before the removed one.
  const focusName = useRef<number | null>(null);
  useEffect(() => {
    if (focusName.current === null) return;
    setFocus(`deedNames.${focusName.current}`);
    focusName.current = null;
  }, [names.length, setFocus]);
  const remove = (index: number) => {
    focusName.current = Math.max(0, index - 1);
    setValue(
      'deedNames',
      getValues('deedNames').filter((_, i) => i !== index),
      { shouldValidate: false },
    );
  };
  const add = () => {
    focusName.current = getValues('deedNames').length;
    setValue('deedNames', [...getValues('deedNames'), '']);
  };

  return (
    <WizardStep
      title="Deed Information"
      intro="Enter each owner exactly as the name appears on the deed."
      onContinue={onContinue}
      onLeave={onLeave}
    >
      <Stack spacing={3}>
        <Stack spacing={2}>
          {names.map((_, index) => (
            <Stack key={index} direction="row" spacing={1} alignItems="flex-start">
              <Controller
                control={control}
                name={`deedNames.${index}`}
                render={({ field: { ref, ...field }, fieldState }) => (
                  <TextField
                    {...field}
                    inputRef={ref}
                    label={names.length > 1 ? `Owner name ${index + 1}` : 'Owner name'}
                    required
                    fullWidth
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message}
                  />
                )}
              />
              {names.length > 1 && (
                <IconButton aria-label={`Remove owner name ${index + 1}`} onClick={() => remove(index)} sx={{ mt: 1 }}>
                  <DeleteOutlineIcon />
                </IconButton>
              )}
            </Stack>
          ))}
          <div>
            <Button startIcon={<AddIcon />} color="secondary" onClick={add}>
              Add another owner
            </Button>
          </div>
          {names.filter((n) => n.trim()).length > 1 && (
            <Typography variant="body2" color="text.secondary">
              On the papers: {joinNames(names)}
            </Typography>
          )}
        </Stack>
        <Controller
          control={control}
          name="ownershipType"
          render={({ field, fieldState }) => (
            <FormControl error={Boolean(fieldState.error)} required>
              <FormLabel id="ownership-type-label">Entity type</FormLabel>
              <RadioGroup
                aria-labelledby="ownership-type-label"
                value={field.value ?? ''}
                onChange={(e) => field.onChange(e.target.value)}
                onBlur={field.onBlur}
              >
                {OWNERSHIP_TYPES.map((t) => (
                  <FormControlLabel key={t} value={t} control={<Radio />} label={OWNERSHIP_TYPE_LABELS[t]} />
                ))}
              </RadioGroup>
              {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
            </FormControl>
          )}
        />
        {representationNotice && (
          <Alert severity="info" role="status">
            {representationNotice}
          </Alert>
        )}
      </Stack>
    </WizardStep>
  );
}
