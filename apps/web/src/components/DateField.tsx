/**
 * A date typed as people type it (docs/product/screens.md#typed-dates): the domain's parseTypedDate reads it (or
 * parseTypedMonth, for a month), the field says what it understood, and a date it cannot read is explained once
 * the field is left, not while typing.
 */
import { useCallback, useRef, useState, type Ref } from 'react';
import { TextField } from '@mui/material';
import { formatLongDate, formatMonthYear, parseTypedDate, parseTypedMonth, type IsoDate } from '@rentfile/domain';

export const DATE_HINT = 'Month/day/year, such as 03/01/2024';
export const MONTH_HINT = 'Month/year, such as 03/2024';

interface Props {
  label: string;
  required?: boolean;
  /** A month ('YYYY-MM') instead of a day. */
  month?: boolean;
  /** What was typed, kept by the caller so a draft can hold a date not yet whole. */
  text: string;
  onTextChange: (text: string) => void;
  /** Called with the date (or month) read from the text, or null while it cannot be read. */
  onChange?: (value: IsoDate | null) => void;
  onBlur?: () => void;
  /** A message from the form's own rules (for example a date that cannot be true for this field). */
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  fullWidth?: boolean;
}

export function DateField({
  label,
  required,
  month = false,
  text,
  onTextChange,
  onChange,
  onBlur,
  error,
  inputRef,
  fullWidth,
}: Props) {
  const [left, setLeft] = useState(false);
  const read = (typed: string) => (typed.trim() ? (month ? parseTypedMonth(typed) : parseTypedDate(typed)) : null);
  const parsed = read(text);
  const readError = left && parsed && !parsed.ok ? parsed.error.message : null;
  const message = readError ?? error ?? null;
  const understood = parsed?.ok
    ? `Read as ${month ? formatMonthYear(parsed.value) : formatLongDate(parsed.value)}`
    : month
      ? MONTH_HINT
      : DATE_HINT;
  return (
    <TextField
      label={label}
      required={required}
      fullWidth={fullWidth}
      value={text}
      inputRef={inputRef}
      onChange={(e) => {
        const next = e.target.value.slice(0, 12);
        onTextChange(next);
        const result = read(next);
        onChange?.(result?.ok ? result.value : null);
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

/**
 * A DateField's text in a form whose draft keeps the date as typed, whole or not (a wizard step's draftExtra):
 * state for the field, and a ref for the draft, which is kept during the change, before React renders again.
 * `text(initial)` is what the field shows: `initial` (the restored draft's text or the saved date) until something
 * is typed. `draftText()` is what the field shows, undefined while it was never shown.
 */
export function useDateText() {
  const shownRef = useRef<string | null>(null);
  const [typed, setTyped] = useState<string | null>(null);
  const onTextChange = useCallback((next: string) => {
    shownRef.current = next;
    setTyped(next);
  }, []);
  const draftText = useCallback(() => shownRef.current ?? undefined, []);
  const text = (initial: string) => {
    // Set once, on the first render that shows the field (a ref's lazy initialisation).
    shownRef.current ??= initial;
    return typed ?? initial;
  };
  return { text, onTextChange, draftText };
}
