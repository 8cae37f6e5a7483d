import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { InputAdornment, TextField } from '@mui/material';

export interface FormMoneyFieldProps<F extends FieldValues, T = F> {
  control: Control<F, unknown, T>;
  name: FieldPath<F>;
  label: string;
  required?: boolean;
}

/** An amount in dollars, typed as people type it ('1,250', '$80.5'); the form's schema reads it (typedAmount). */
export function FormMoneyField<F extends FieldValues, T = F>({
  control,
  name,
  label,
  required,
}: FormMoneyFieldProps<F, T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          name={field.name}
          inputRef={field.ref}
          value={(field.value as string | undefined) ?? ''}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={field.onBlur}
          label={label}
          required={required}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? ' '}
          slotProps={{
            htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
            input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
          }}
        />
      )}
    />
  );
}
