import { MenuItem, TextField } from '@mui/material';

const ALL = '';

/** LandlordFilter's select (loaded with the first account that has two landlords or more). */
export default function LandlordSelect({
  landlords,
  value,
  onChange,
}: {
  landlords: string[];
  value: string;
  onChange: (owner: string) => void;
}) {
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
