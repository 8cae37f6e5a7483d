import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { showRefusal } from '../../lib/serverRefusal.ts';

/** Where a form keeps the server's refusal that none of its fields shows (react-hook-form drops it at the next submit). */
export const SERVER_ERROR = 'root.server' as const;

/**
 * A form's submit: the values the form's schema read are sent (a mutation of lib/queries); a refusal of the server
 * is shown on each field it names and the rest on the form's own line (formError), in words.
 */
export function submitThrough<I extends FieldValues, O, R>(
  form: UseFormReturn<I, unknown, O>,
  send: (values: O) => Promise<R>,
  onDone?: (result: R, values: O) => void,
) {
  return form.handleSubmit(async (values) => {
    try {
      const result = await send(values);
      onDone?.(result, values);
    } catch (error) {
      const fields = Object.keys(form.getValues());
      const rest = showRefusal(error, fields, (field, message) => form.setError(field as Path<I>, { message }));
      if (rest) form.setError(SERVER_ERROR, { message: rest });
    }
  });
}

/** The server's refusal the form's own line shows, or null. */
export function formError<I extends FieldValues, O>(form: UseFormReturn<I, unknown, O>): string | null {
  return form.formState.errors.root?.server?.message ?? null;
}
