import { Controller, type Control, type ControllerProps, type FieldPath, type FieldValues } from 'react-hook-form';
import { PasswordField } from '../PasswordField.tsx';

/** A password of a react-hook-form, its refusal (the form's or the server's) under it. */
export function FormPasswordField<F extends FieldValues, T = F>({
  control,
  name,
  label,
  autoComplete,
  autoFocus,
  describedBy,
  rules,
}: {
  control: Control<F, unknown, T>;
  name: FieldPath<F>;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  autoFocus?: boolean;
  /** The id of what describes the field (its rules). */
  describedBy?: string;
  /** A check of the form's own beyond its schema (a confirmation that must match). */
  rules?: ControllerProps<F, FieldPath<F>, T>['rules'];
}) {
  return (
    <Controller
      control={control}
      name={name}
      rules={rules}
      render={({ field, fieldState }) => (
        <PasswordField
          label={label}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          name={field.name}
          inputRef={field.ref}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? ' '}
          slotProps={describedBy ? { htmlInput: { 'aria-describedby': describedBy } } : undefined}
        />
      )}
    />
  );
}
