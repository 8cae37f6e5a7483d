import { TextField } from '@mui/material';

interface Props {
  label: string;
  query: string;
  onQuery: (query: string) => void;
  /** How many entries the query leaves, of how many, and what they are called ('contacts'). */
  matched: number;
  total: number;
  noun: string;
  /** What may be typed, shown while nothing is. */
  hint: string;
}

/**
 * The search box over a pick list (docs/product/screens.md#searchable-lists): its helper text says how many entries
 * match, in a status region, so a screen reader hears the count change as one types.
 */
export function ListSearchField({ label, query, onQuery, matched, total, noun, hint }: Props) {
  return (
    <TextField
      type="search"
      label={label}
      value={query}
      onChange={(e) => onQuery(e.target.value)}
      helperText={query.trim() ? `${matched} of ${total} ${noun} match` : hint}
      slotProps={{ formHelperText: { role: 'status' } }}
      sx={{ maxWidth: 420 }}
    />
  );
}
