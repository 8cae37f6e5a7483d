import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { DateField } from '../DateField.tsx';

export interface FormDateFieldProps<F extends FieldValues, T = F> {
  control: Control<F, unknown, T>;
  name: FieldPath<F>;
  label: string;
  required?: boolean;
  fullWidth?: boolean;
}

/**
 * The forgiving date field (components/DateField.tsx) in a react-hook-form: the form holds the text as typed
 * ('11/27/2026' stays '11/27/2026'), the form's schema reads it (typedDate), and a refusal, the form's or the
 * server's, is shown under the field in words.
 */
export function FormDateField<F extends FieldValues, T = F>({
  control,
  name,
  label,
  required,
  fullWidth,
}: FormDateFieldProps<F, T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateField
          label={label}
          required={required}
          fullWidth={fullWidth}
          text={(field.value as string | undefined) ?? ''}
          onTextChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
