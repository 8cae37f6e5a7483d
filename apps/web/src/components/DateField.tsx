/**
 * A date typed as people type it (docs/product/screens.md#typed-dates): the domain's parseTypedDate reads it, the
 * field says what it understood, and a date it cannot read is explained once the field is left, not while typing.
 */
import { useState, type Ref } from 'react';
import { TextField } from '@mui/material';
import { formatLongDate, parseTypedDate, type IsoDate } from '@rentfile/domain';

export const DATE_HINT = 'Month/day/year, such as 03/01/2024';

interface Props {
  label: string;
  required?: boolean;
  /** What was typed, kept by the caller so a draft can hold a date not yet whole. */
  text: string;
  onTextChange: (text: string) => void;
  /** Called with the date read from the text, or null while it cannot be read. */
  onChange: (value: IsoDate | null) => void;
  onBlur?: () => void;
  /** A message from the form's own rules (for example a date that cannot be true for this field). */
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

export function DateField({ label, required, text, onTextChange, onChange, onBlur, error, inputRef }: Props) {
  const [left, setLeft] = useState(false);
  const parsed = text.trim() ? parseTypedDate(text) : null;
  const readError = left && parsed && !parsed.ok ? parsed.error.message : null;
  const message = readError ?? error ?? null;
  const understood = parsed?.ok ? `Read as ${formatLongDate(parsed.value)}` : DATE_HINT;
  return (
    <TextField
      label={label}
      required={required}
      value={text}
      inputRef={inputRef}
      onChange={(e) => {
        const next = e.target.value.slice(0, 12);
        onTextChange(next);
        const result = next.trim() ? parseTypedDate(next) : null;
        onChange(result?.ok ? result.value : null);
      }}
      onBlur={() => {
        setLeft(true);
        onBlur?.();
      }}
      error={message !== null}
      helperText={message ?? understood}
      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
    />
  );
}
