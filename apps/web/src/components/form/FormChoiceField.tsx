import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { MenuItem, TextField } from '@mui/material';

export interface FormChoiceFieldProps<F extends FieldValues, T, V extends string> {
  control: Control<F, unknown, T>;
  name: FieldPath<F>;
  label: string;
  /** The domain's values, each shown with its label. */
  options: readonly V[];
  labels: Record<V, string>;
}

/** A choice among the domain's values in a drop-down, each shown with its label. */
export function FormChoiceField<F extends FieldValues, T, V extends string>({
  control,
  name,
  label,
  options,
  labels,
}: FormChoiceFieldProps<F, T, V>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          name={field.name}
          inputRef={field.ref}
          value={field.value as string}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={field.onBlur}
          label={label}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          sx={{ minWidth: { tablet: 240 }, maxWidth: '100%' }}
        >
          {options.map((o) => (
            <MenuItem key={o} value={o}>
              {labels[o]}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
