import { MenuItem, TextField } from '@mui/material';

const ALL = '';

/**
 * Filter by landlord, for an attorney or manager whose account holds the properties of many landlord clients
 * (issue 18). Shown only when there are two landlords or more: with one there is nothing to choose.
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
  if (landlords.length < 2) return null;
  return (
    <TextField
      select
      label="Landlord"
      value={landlords.includes(value) ? value : ALL}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: { tablet: 240 } }}
      helperText=" "
    >
      <MenuItem value={ALL}>All landlords</MenuItem>
      {landlords.map((name) => (
        <MenuItem key={name} value={name}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );
}
