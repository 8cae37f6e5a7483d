import { useId, type ChangeEvent } from 'react';
import { FormControl, FormHelperText, InputAdornment, InputLabel, OutlinedInput } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';

interface Props {
  label: string;
  /** What the search looks at, under the field. */
  helperText: string;
  value: string;
  onChange: (value: string) => void;
}

/**
 * The search box of a list page (a searchbox named by its label, described by its helper text). What an outlined
 * TextField renders, put together from its parts: TextField also brings MUI's Select and its menu, which a list page
 * does not show at first.
 */
export function SearchField({ label, helperText, value, onChange }: Props) {
  const id = useId();
  const labelId = `${id}-label`;
  const helperId = `${id}-helper-text`;
  return (
    <FormControl sx={{ width: { mobile: '100%', tablet: 420 } }}>
      <InputLabel htmlFor={id} id={labelId}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        type="search"
        label={label}
        value={value}
        onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value)}
        aria-describedby={helperId}
        startAdornment={
          <InputAdornment position="start">
            <SearchIcon />
          </InputAdornment>
        }
      />
      <FormHelperText id={helperId}>{helperText}</FormHelperText>
    </FormControl>
  );
}
