import { useEffect, useId, useRef } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
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
  type Property,
  type propertyOwnerFormSchema,
} from '@rentfile/domain';

export type OwnerFormValues = z.input<typeof propertyOwnerFormSchema>;
export type OwnerForm = UseFormReturn<OwnerFormValues, unknown, z.output<typeof propertyOwnerFormSchema>>;

/** The deed form's values from a saved property: one empty name to fill in when there is none. */
export function ownerDefaults(p: Property | null | undefined): OwnerFormValues {
  return {
    deedNames: p?.deedNames.length ? p.deedNames : [''],
    ownershipType: p?.ownershipType ?? undefined,
  } as OwnerFormValues;
}

/**
 * The owners on the deed and the entity type (Deed Information in the wizard and on the stand-alone property
 * screens, docs/product/data-and-rules.md#validation). An added name takes the focus; after a removal, the one before.
 */
export function DeedOwnerFields({ form }: { form: OwnerForm }) {
  const { control, watch, setValue, getValues, setFocus } = form;
  const names = watch('deedNames');
  const representationNotice = ownerRepresentationNotice(watch('ownershipType'));
  const typeLabelId = useId();

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
      { shouldValidate: false, shouldDirty: true },
    );
  };
  const add = () => {
    focusName.current = getValues('deedNames').length;
    setValue('deedNames', [...getValues('deedNames'), ''], { shouldDirty: true });
  };

  return (
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
            <FormLabel id={typeLabelId}>Entity type</FormLabel>
            <RadioGroup
              aria-labelledby={typeLabelId}
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
  );
}
