import { useState, type KeyboardEvent } from 'react';
import { InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { centsToInput, isBlockedAmountKey, parseAmount } from '@rentfile/domain';

type Props = Omit<TextFieldProps, 'value' | 'onChange' | 'error'> & {
  /** The amount in cents; null when empty. */
  value: number | null;
  onChange(value: number | null): void;
  /** An error to show when the typed text itself is fine (e.g. 'Item is required'). */
  errorText?: string | null;
  /** The accessible name when no visible label is given (e.g. inside a table row). */
  ariaLabel?: string;
};

/**
 * An amount typed in dollars and stored in cents (docs/product/data-and-rules.md#entities money, docs/product/data-and-rules.md#validation): the minus and comma keys are blocked,
 * the text is read with the domain's parseAmount and its message shown when it cannot be read.
 */
export function AmountField({ value, onChange, errorText, ariaLabel, onBlur, helperText, ...rest }: Props) {
  const [text, setText] = useState(() => (value === null ? '' : centsToInput(value)));
  const [parseError, setParseError] = useState<string | null>(null);
  const [lastValue, setLastValue] = useState(value);

  // A value changed from outside (e.g. 'no' sets the attorney fee to 0) replaces the text.
  if (value !== lastValue) {
    setLastValue(value);
    const current = text.trim() === '' ? null : parseAmount(text);
    const same = current === null ? value === null : current.ok && current.value === value;
    if (!same) {
      setText(value === null ? '' : centsToInput(value));
      setParseError(null);
    }
  }

  const change = (next: string) => {
    setText(next);
    if (next.trim() === '') {
      setParseError(null);
      setLastValue(null);
      onChange(null);
      return;
    }
    const parsed = parseAmount(next);
    if (parsed.ok) {
      setParseError(null);
      setLastValue(parsed.value);
      onChange(parsed.value);
    } else {
      setParseError(parsed.error.message);
    }
  };

  const shown = parseError ?? errorText ?? null;
  return (
    <TextField
      {...rest}
      value={text}
      onChange={(e) => change(e.target.value)}
      onKeyDown={(e: KeyboardEvent<HTMLDivElement>) => {
        if (isBlockedAmountKey(e.key)) e.preventDefault();
      }}
      onBlur={(e) => {
        if (value !== null && !parseError) setText(centsToInput(value));
        onBlur?.(e);
      }}
      error={Boolean(shown)}
      helperText={shown ?? helperText}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
        htmlInput: { inputMode: 'decimal', autoComplete: 'off', ...(ariaLabel ? { 'aria-label': ariaLabel } : {}) },
      }}
    />
  );
}
