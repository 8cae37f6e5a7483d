import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Checkbox, FormControlLabel } from '@mui/material';

/** A yes/no answer of a react-hook-form. */
export function FormCheckbox<F extends FieldValues, T = F>({
  control,
  name,
  label,
}: {
  control: Control<F, unknown, T>;
  name: FieldPath<F>;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Checkbox
              name={field.name}
              inputRef={field.ref}
              checked={Boolean(field.value)}
              onChange={(e) => field.onChange(e.target.checked)}
            />
          }
          label={label}
        />
      )}
    />
  );
}
