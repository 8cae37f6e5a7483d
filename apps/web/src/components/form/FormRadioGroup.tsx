import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup } from '@mui/material';

export interface FormRadioGroupProps<F extends FieldValues, T, V extends string> {
  control: Control<F, unknown, T>;
  name: FieldPath<F>;
  label: string;
  options: readonly V[];
  labels: Record<V, string>;
  row?: boolean;
}

/** A choice among a few values, every one in sight: a labelled group of radio buttons, its refusal under it. */
export function FormRadioGroup<F extends FieldValues, T, V extends string>({
  control,
  name,
  label,
  options,
  labels,
  row,
}: FormRadioGroupProps<F, T, V>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormControl component="fieldset" error={Boolean(fieldState.error)}>
          <FormLabel component="legend">{label}</FormLabel>
          <RadioGroup
            name={field.name}
            row={row}
            value={(field.value as string | null | undefined) ?? ''}
            onChange={(e) => field.onChange(e.target.value)}
            onBlur={field.onBlur}
          >
            {options.map((o) => (
              <FormControlLabel key={o} value={o} control={<Radio />} label={labels[o]} />
            ))}
          </RadioGroup>
          {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}
