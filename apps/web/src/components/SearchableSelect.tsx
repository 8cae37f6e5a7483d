import { Autocomplete, TextField } from '@mui/material';
import type { Ref } from 'react';
import { searchList } from '@rentfile/domain';

interface Props<T> {
  label: string;
  options: readonly T[];
  /** The option shown as chosen, or null. */
  value: T | null;
  onChange: (option: T | null) => void;
  onBlur?: () => void;
  /** The text of an option: what is shown and what is searched (the domain's searchList). */
  optionLabel: (option: T) => string;
  optionKey: (option: T) => string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  inputRef?: Ref<HTMLInputElement>;
  noOptionsText?: string;
}

/**
 * A choice from a long list (municipalities, housing offices) that is searched as one types: a combobox whose list
 * narrows by the domain's searchList, opened with the arrow keys, chosen with Enter, left with Escape.
 */
export function SearchableSelect<T>({
  label,
  options,
  value,
  onChange,
  onBlur,
  optionLabel,
  optionKey,
  required,
  disabled,
  error,
  helperText,
  inputRef,
  noOptionsText,
}: Props<T>) {
  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_, option) => onChange(option)}
      onBlur={onBlur}
      getOptionLabel={optionLabel}
      getOptionKey={optionKey}
      isOptionEqualToValue={(a, b) => optionKey(a) === optionKey(b)}
      filterOptions={(list, state) => searchList(list, state.inputValue, optionLabel)}
      autoHighlight
      disabled={disabled}
      noOptionsText={noOptionsText ?? 'Nothing matches what you typed'}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={error}
          helperText={helperText}
          inputRef={inputRef}
        />
      )}
    />
  );
}
