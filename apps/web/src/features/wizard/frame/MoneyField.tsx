import { useState } from 'react';
import { InputAdornment, TextField } from '@mui/material';
import { centsToInput, parseAmount, type Cents } from '@rentfile/domain';

interface Props {
  label: string;
  value: Cents | null | undefined;
  onChange: (value: Cents | null) => void;
  onBlur?: () => void;
  error?: string;
  required?: boolean;
  helperText?: string;
}

/**
 * An amount typed in dollars and kept in integer cents (domain parseAmount). The minus and comma keys are
 * blocked (docs/product/data-and-rules.md#validation); zero is a valid amount. A typed text that is not an amount shows the parser's message.
 */
export function MoneyField({ label, value, onChange, onBlur, error, required, helperText }: Props) {
  const [text, setText] = useState(() => (value == null ? '' : centsToInput(value)));
  const [parseError, setParseError] = useState<string | null>(null);
  return (
    <TextField
      label={label}
      required={required}
      value={text}
      onKeyDown={(e) => {
        if (e.key === '-' || e.key === ',') e.preventDefault();
      }}
      onChange={(e) => {
        const next = e.target.value.replace(/[-,]/g, '');
        setText(next);
        if (next.trim() === '') {
          setParseError(null);
          onChange(null);
          return;
        }
        const parsed = parseAmount(next);
        setParseError(parsed.ok ? null : parsed.error.message);
        onChange(parsed.ok ? parsed.value : null);
      }}
      onBlur={onBlur}
      error={Boolean(parseError ?? error)}
      helperText={parseError ?? error ?? helperText}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
        htmlInput: { inputMode: 'decimal' },
      }}
    />
  );
}
