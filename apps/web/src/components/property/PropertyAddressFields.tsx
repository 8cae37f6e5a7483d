import { Controller, type UseFormReturn } from 'react-hook-form';
import { Box, MenuItem, TextField } from '@mui/material';
import type { z } from 'zod';
import { NEW_JERSEY, type Property, type propertyAddressFormSchema } from '@rentfile/domain';
import { SearchableSelect } from '../SearchableSelect.tsx';
import { useCities, useCounties } from '../../lib/queries/reference.ts';

export type AddressForm = UseFormReturn<
  z.input<typeof propertyAddressFormSchema>,
  unknown,
  z.output<typeof propertyAddressFormSchema>
>;

/** The address form's values from a saved property (empty ones for a new property). */
export function addressDefaults(p: Property | null | undefined): z.input<typeof propertyAddressFormSchema> {
  return {
    county: p?.county ?? '',
    countyId: p?.countyId ?? null,
    city: p?.city ?? '',
    municipalCode: p?.municipalCode ?? null,
    streetAddress: p?.streetAddress ?? '',
    unitNo: p?.unitNo ?? '',
    zipcode: p?.zipcode ?? '',
    state: NEW_JERSEY,
  };
}

/**
 * The property's address (Property Address in the wizard and on the stand-alone property screens): county, then its
 * municipality (searched as one types); street, unit, NJ zip.
 */
export function PropertyAddressFields({ form }: { form: AddressForm }) {
  const { control, watch, setValue } = form;
  const county = watch('county');
  const counties = useCounties();
  const cities = useCities(county);

  return (
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
          <SearchableSelect
            label="City"
            required
            disabled={!county}
            options={cities.data ?? []}
            value={cities.data?.find((c) => c.cityName === field.value) ?? null}
            optionLabel={(c) => c.cityName}
            optionKey={(c) => `${c.municipalCode}-${c.cityName}`}
            inputRef={field.ref}
            onBlur={field.onBlur}
            onChange={(c) => {
              field.onChange(c?.cityName ?? '');
              setValue('municipalCode', c?.municipalCode ?? null);
            }}
            noOptionsText={`No municipality of ${county} County matches`}
            error={Boolean(fieldState.error)}
            helperText={
              fieldState.error?.message ?? (county ? 'Type to search the municipalities of the county' : undefined)
            }
          />
        )}
      />
      <Controller
        control={control}
        name="streetAddress"
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            label="Street Address"
            required
            autoComplete="address-line1"
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="unitNo"
        render={({ field }) => (
          <TextField {...field} value={field.value ?? ''} label="Unit" autoComplete="address-line2" />
        )}
      />
      <TextField
        label="State"
        value={NEW_JERSEY}
        slotProps={{ input: { readOnly: true } }}
        helperText="Cases are filed in New Jersey"
      />
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
  );
}
