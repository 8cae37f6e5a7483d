import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { TextField } from '@mui/material';
import { formatPhone } from '@rentfile/domain';

export interface FormTextFieldProps<F extends FieldValues> {
  control: Control<F>;
  name: FieldPath<F>;
  label: string;
  required?: boolean;
  type?: string;
  autoComplete?: string;
  /** Formats what is typed as a US phone number (domain formatPhone). */
  phone?: boolean;
}

/** The one text field of a react-hook-form: its value, its validation message under it, an empty text for null. */
export function FormTextField<F extends FieldValues>({ control, name, label, required, type, autoComplete, phone }: FormTextFieldProps<F>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
          value={(field.value as string | null | undefined) ?? ''}
          onChange={(e) => field.onChange(phone ? formatPhone(e.target.value) : e.target.value)}
          label={label}
          required={required}
          type={type}
          autoComplete={autoComplete}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          fullWidth
        />
      )}
    />
  );
}
