import { MenuItem, TextField } from '@mui/material';

interface Props {
  label: string;
  /** The file's header row; a blank header is named by its position. */
  headers: readonly string[];
  /** The 0-based column chosen, or null for none. */
  value: number | null;
  onChange: (column: number | null) => void;
  required?: boolean;
}

/**
 * The column of an imported file that holds one field (a ledger's, a delinquency report's): a select among the
 * file's headers, or "Not in this file".
 */
export function ColumnSelect({ label, headers, value, onChange, required }: Props) {
  return (
    <TextField
      select
      size="small"
      required={required}
      label={label}
      value={value === null ? '' : String(value)}
      onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">Not in this file</MenuItem>
      {headers.map((header, index) => (
        <MenuItem key={index} value={String(index)}>
          {header || `Column ${index + 1}`}
        </MenuItem>
      ))}
    </TextField>
  );
}
