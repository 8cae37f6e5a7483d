import { useId } from 'react';
import { FormControl, FormHelperText, InputLabel, NativeSelect, OutlinedInput } from '@mui/material';

const ALL = '';

/**
 * Filter by landlord, for an attorney or manager whose account holds the properties of many landlord clients
 * (issue 18). Shown only when there are two landlords or more: with one there is nothing to choose. The browser's
 * own select (NativeSelect in an outlined field): MUI's Select would bring Menu, Popover and Modal to the lists'
 * first paint (docs/decisions/0006-web-loading.md).
 */
export function LandlordFilter({
  landlords,
  value,
  onChange,
}: {
  landlords: string[];
  value: string;
  onChange: (owner: string) => void;
}) {
  const id = useId();
  if (landlords.length < 2) return null;
  return (
    <FormControl sx={{ minWidth: { tablet: 240 } }}>
      <InputLabel htmlFor={id} shrink>
        Landlord
      </InputLabel>
      <NativeSelect
        id={id}
        value={landlords.includes(value) ? value : ALL}
        onChange={(e) => onChange(e.target.value)}
        input={<OutlinedInput label="Landlord" notched />}
      >
        <option value={ALL}>All landlords</option>
        {landlords.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </NativeSelect>
      <FormHelperText> </FormHelperText>
    </FormControl>
  );
}
