import { useId } from 'react';
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
  refusal,
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
  /** A refusal known while typing (a password easy to guess), shown before the form's own. */
  refusal?: string | null;
}) {
  const id = useId();
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
          id={id}
          error={Boolean(refusal ?? fieldState.error)}
          helperText={refusal ?? fieldState.error?.message ?? ' '}
          slotProps={{
            htmlInput: { 'aria-describedby': [describedBy, `${id}-helper-text`].filter(Boolean).join(' ') },
          }}
        />
      )}
    />
  );
}
