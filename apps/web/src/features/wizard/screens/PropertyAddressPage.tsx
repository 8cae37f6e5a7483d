import { useCallback } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, MenuItem, TextField } from '@mui/material';
import type { z } from 'zod';
import { NEW_JERSEY, propertyAddressFormSchema } from '@rentfile/domain';
import { useCities, useCounties } from '../../../lib/queries/reference.ts';
import { useWizardCase } from '../frame/WizardContext.tsx';
import { WizardStep } from '../frame/WizardStep.tsx';
import { useFormDraft, useStepDraft } from '../frame/useStepDraft.ts';

type Form = z.input<typeof propertyAddressFormSchema>;

/** Property Address (route vc-property-address, spec §5): county, then its cities; street, unit, NJ zip. */
export default function PropertyAddressPage() {
  const wizard = useWizardCase();
  const p = wizard.property;
  const draft = useStepDraft<Form>('property');
  const { control, handleSubmit, watch, setValue, trigger, getValues } = useForm<Form>({
    resolver: zodResolver(propertyAddressFormSchema),
    mode: 'onTouched',
    defaultValues: {
      county: p?.county ?? '',
      countyId: p?.countyId ?? null,
      city: p?.city ?? '',
      municipalCode: p?.municipalCode ?? null,
      streetAddress: p?.streetAddress ?? '',
      unitNo: p?.unitNo ?? '',
      zipcode: p?.zipcode ?? '',
      ...draft.restored,
      state: NEW_JERSEY,
    },
  });
  useFormDraft(watch, draft.keep);
  const county = watch('county');
  const counties = useCounties();
  const cities = useCities(county);
  const { saveProperty } = wizard;

  const save = useCallback(async (values: Form) => {
    const parsed = propertyAddressFormSchema.parse(values);
    await saveProperty(parsed, 'address');
  }, [saveProperty]);
  const onLeave = useCallback(async () => {
    if (await trigger()) await save(getValues());
  }, [trigger, save, getValues]);

  const submit = handleSubmit(async (values) => {
    await save(values);
    wizard.goTo('vc-property-owner');
  });

  return (
    <WizardStep title="Property Address" intro="Where is the rented property?" onContinue={submit} onLeave={onLeave}>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', tablet: '1fr 1fr' } }}>
        <Controller
          control={control}
          name="county"
          render={({ field, fieldState }) => (
            <TextField
              select
              label="County"
              required
              value={field.value}
              inputRef={field.ref}
              onBlur={field.onBlur}
              onChange={(e) => {
                const name = e.target.value;
                field.onChange(name);
                setValue('countyId', counties.data?.find((c) => c.countyName === name)?.countyId ?? null);
                setValue('city', '');
                setValue('municipalCode', null);
              }}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            >
              {(counties.data ?? []).map((c) => (
                <MenuItem key={c.countyId} value={c.countyName}>
                  {c.countyName}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          control={control}
          name="city"
          render={({ field, fieldState }) => (
            <TextField
              select
              label="City"
              required
              disabled={!county}
              value={cities.data?.some((c) => c.cityName === field.value) ? field.value : ''}
              inputRef={field.ref}
              onBlur={field.onBlur}
              onChange={(e) => {
                field.onChange(e.target.value);
                setValue('municipalCode', cities.data?.find((c) => c.cityName === e.target.value)?.municipalCode ?? null);
              }}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            >
              {(cities.data ?? []).map((c) => (
                <MenuItem key={`${c.municipalCode}-${c.cityName}`} value={c.cityName}>
                  {c.cityName}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          control={control}
          name="streetAddress"
          render={({ field, fieldState }) => (
            <TextField {...field} label="Street Address" required autoComplete="address-line1" error={Boolean(fieldState.error)} helperText={fieldState.error?.message} />
          )}
        />
        <Controller
          control={control}
          name="unitNo"
          render={({ field }) => <TextField {...field} value={field.value ?? ''} label="Unit" autoComplete="address-line2" />}
        />
        <TextField label="State" value={NEW_JERSEY} slotProps={{ input: { readOnly: true } }} helperText="Cases are filed in New Jersey" />
        <Controller
          control={control}
          name="zipcode"
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              label="Zip Code"
              required
              autoComplete="postal-code"
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            />
          )}
        />
      </Box>
    </WizardStep>
  );
}
