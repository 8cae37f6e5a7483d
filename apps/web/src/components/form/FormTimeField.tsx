import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { TextField } from '@mui/material';

/** A time of day ('HH:MM'), the phone's own time picker, its label always above the value. */
export function FormTimeField<F extends FieldValues, T = F>({
  control,
  name,
  label,
  required,
}: {
  control: Control<F, unknown, T>;
  name: FieldPath<F>;
  label: string;
  required?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          type="time"
          name={field.name}
          inputRef={field.ref}
          value={(field.value as string | undefined) ?? ''}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={field.onBlur}
          label={label}
          required={required}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      )}
    />
  );
}
