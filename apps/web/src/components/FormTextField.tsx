import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { MenuItem, TextField } from '@mui/material';
import { formatPhone } from '@rentfile/domain';

export interface FormTextFieldProps<F extends FieldValues, T = F> {
  control: Control<F, unknown, T>;
  name: FieldPath<F>;
  label: string;
  required?: boolean;
  type?: string;
  autoComplete?: string;
  /** Formats what is typed as a US phone number (domain formatPhone). */
  phone?: boolean;
  /** The input's id, where two forms on one page hold fields of the same name. */
  id?: string;
  /** Shown under the field while it has no error (' ' keeps the line's space so the form does not jump). */
  helper?: string;
  /** Makes the field a choice among these values. */
  options?: readonly string[];
  /** With options: a first choice with this label that stands for no value (null), e.g. 'None'. */
  emptyOption?: string;
  /** The keyboard a phone shows (e.g. 'numeric' for an ID of digits). */
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
}

/** The one text field of a react-hook-form: its value, its validation message under it, an empty text for null. */
export function FormTextField<F extends FieldValues, T = F>({
  control,
  name,
  label,
  required,
  type,
  autoComplete,
  phone,
  id,
  helper,
  options,
  emptyOption,
  inputMode,
}: FormTextFieldProps<F, T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          id={id}
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
          value={(field.value as string | null | undefined) ?? ''}
          onChange={(e) => {
            const text = e.target.value;
            field.onChange(phone ? formatPhone(text) : emptyOption !== undefined && text === '' ? null : text);
          }}
          label={label}
          required={required}
          type={type}
          autoComplete={autoComplete}
          select={Boolean(options)}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helper}
          slotProps={{ htmlInput: { inputMode: inputMode ?? (phone ? 'tel' : undefined) } }}
          fullWidth
        >
          {emptyOption !== undefined && <MenuItem value="">{emptyOption}</MenuItem>}
          {options?.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
