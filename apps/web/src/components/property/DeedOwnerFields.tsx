import { useEffect, useId, useRef } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import {
  Alert,
  Box,
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
  type OwnerContact,
  type Property,
  type propertyOwnerFormSchema,
} from '@rentfile/domain';
import { FormTextField } from '../FormTextField.tsx';

export type OwnerFormValues = z.input<typeof propertyOwnerFormSchema>;
export type OwnerForm = UseFormReturn<OwnerFormValues, unknown, z.output<typeof propertyOwnerFormSchema>>;

/** An owner's address, phone and e-mail not entered yet (the state proposed as New Jersey). */
const NO_CONTACT: OwnerContact = {
  streetAddress: '',
  unitNo: '',
  city: '',
  state: 'New Jersey',
  zipcode: '',
  phone: '',
  email: '',
};

/** The deed form's values from a saved property: one empty name to fill in when there is none. */
export function ownerDefaults(p: Property | null | undefined): OwnerFormValues {
  const deedNames = p?.deedNames.length ? p.deedNames : [''];
  return {
    deedNames,
    ownerContacts: deedNames.map((_, i) => ({ ...NO_CONTACT, ...p?.ownerContacts[i] })),
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
    const keep = <T,>(list: T[]) => list.filter((_, i) => i !== index);
    setValue('ownerContacts', keep(getValues('ownerContacts') ?? []), { shouldValidate: false, shouldDirty: true });
    setValue('deedNames', keep(getValues('deedNames')), { shouldValidate: false, shouldDirty: true });
  };
  const add = () => {
    focusName.current = getValues('deedNames').length;
    const contacts = getValues('ownerContacts') ?? [];
    setValue(
      'ownerContacts',
      getValues('deedNames')
        .map((_, i) => contacts[i] ?? NO_CONTACT)
        .concat(NO_CONTACT),
      { shouldDirty: true },
    );
    setValue('deedNames', [...getValues('deedNames'), ''], { shouldDirty: true });
  };

  return (
    <Stack spacing={3}>
      <Stack spacing={2}>
        {names.length > 1 && (
          <Typography variant="body2" color="text.secondary">
            Each owner is a plaintiff: the papers print each one with their own mailing address, phone and e-mail.
          </Typography>
        )}
        {names.map((name, index) => (
          <Stack key={index} spacing={2}>
            <Stack direction="row" spacing={1} alignItems="flex-start">
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
            {names.length > 1 && <OwnerContactFields form={form} index={index} name={name} />}
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

/**
 * One co-owner's own mailing address, phone and e-mail (docs/product/rules.md#plaintiffs), in a group named by the
 * owner so each field's label says whose it is.
 */
function OwnerContactFields({ form, index, name }: { form: OwnerForm; index: number; name: string }) {
  const { control } = form;
  const who = `Owner ${index + 1}`;
  const field = (key: keyof OwnerContact) => `ownerContacts.${index}.${key}` as const;
  return (
    <Box
      component="fieldset"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, m: 0, px: { mobile: 1.5, tablet: 2 }, pb: 2 }}
    >
      <Typography component="legend" variant="body2" sx={{ px: 0.5 }}>
        Mailing address, phone and e-mail of {name.trim() || `owner ${index + 1}`}
      </Typography>
      <Stack spacing={2} sx={{ mt: 1 }}>
        <FormTextField
          control={control}
          name={field('streetAddress')}
          label={`${who} street address`}
          required
          autoComplete="off"
        />
        <FormTextField control={control} name={field('unitNo')} label={`${who} unit or apartment`} autoComplete="off" />
        <Stack direction={{ mobile: 'column', tablet: 'row' }} spacing={2}>
          <FormTextField control={control} name={field('city')} label={`${who} city`} required autoComplete="off" />
          <FormTextField control={control} name={field('state')} label={`${who} state`} required autoComplete="off" />
          <FormTextField
            control={control}
            name={field('zipcode')}
            label={`${who} ZIP code`}
            required
            inputMode="numeric"
            autoComplete="off"
          />
        </Stack>
        <Stack direction={{ mobile: 'column', tablet: 'row' }} spacing={2}>
          <FormTextField control={control} name={field('phone')} label={`${who} phone`} phone autoComplete="off" />
          <FormTextField
            control={control}
            name={field('email')}
            label={`${who} e-mail`}
            type="email"
            inputMode="email"
            autoComplete="off"
          />
        </Stack>
      </Stack>
    </Box>
  );
}
