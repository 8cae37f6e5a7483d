import { useState, type KeyboardEvent } from 'react';
import { InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { centsToInput, isBlockedAmountKey, parseAmountOf, type Cents } from '@rentfile/domain';

type Props = Omit<TextFieldProps, 'value' | 'onChange' | 'error'> & {
  /** The amount in cents; null (or undefined) when empty. */
  value: Cents | null | undefined;
  /** The amount the text stands for: null when the text is empty or is not an amount. */
  onChange(value: Cents | null): void;
  /** An error to show when the typed text itself is fine (e.g. 'Item is required'). */
  errorText?: string | null;
  /** The accessible name when no visible label is given (e.g. inside a table row). */
  ariaLabel?: string;
};

/** The amount a text stands for: null when it is empty or is not an amount. */
function amountOf(field: string, text: string): Cents | null {
  if (text.trim() === '') return null;
  const parsed = parseAmountOf(field, text);
  return parsed.ok ? parsed.value : null;
}

/**
 * The one money field: an amount typed in dollars and kept in integer cents (docs/product/data-and-rules.md#entities,
 * docs/product/data-and-rules.md#validation). The minus and comma keys are blocked; the text stays as typed and is
 * read with the domain's parseAmountOf, so a text that is not an amount keeps its text, reports null and shows the
 * domain's message naming the field. Zero is a valid amount.
 */
export function AmountField({ value, onChange, errorText, ariaLabel, onBlur, helperText, label, ...rest }: Props) {
  const field = typeof label === 'string' ? label : (ariaLabel ?? 'Amount');
  const [text, setText] = useState(() => (value == null ? '' : centsToInput(value)));
  const [parseError, setParseError] = useState<string | null>(null);
  const [lastValue, setLastValue] = useState(value ?? null);

  // A value changed from outside (e.g. a restored draft) replaces the text unless the text already stands for it.
  if ((value ?? null) !== lastValue) {
    setLastValue(value ?? null);
    if (amountOf(field, text) !== (value ?? null)) {
      setText(value == null ? '' : centsToInput(value));
      setParseError(null);
    }
  }

  const change = (next: string) => {
    setText(next);
    const parsed = next.trim() === '' ? null : parseAmountOf(field, next);
    setParseError(parsed && !parsed.ok ? parsed.error.message : null);
    onChange(parsed?.ok ? parsed.value : null);
  };

  const shown = parseError ?? errorText ?? null;
  return (
    <TextField
      {...rest}
      label={label}
      value={text}
      onChange={(e) => change(e.target.value)}
      onKeyDown={(e: KeyboardEvent<HTMLDivElement>) => {
        if (isBlockedAmountKey(e.key)) e.preventDefault();
      }}
      onBlur={(e) => {
        if (value != null && amountOf(field, text) === value) setText(centsToInput(value));
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
