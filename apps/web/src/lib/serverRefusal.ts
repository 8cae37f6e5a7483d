/**
 * A server's refusal in words (docs/decisions/0034-the-web-one-way.md): a 400 names the fields it refuses in its
 * details ({ path: '/dateFiled' or 'plan.0.amount', message }); each refusal is shown on the field it names, and the
 * form's own line carries only what no field of the form shows, never a raw validation path.
 */
import { ApiError, FALLBACK_ERROR_MESSAGE } from './api.ts';

export interface FieldRefusal {
  /** The field as react-hook-form names it ('dateFiled', 'plan.0.amount'), or null for the whole request. */
  field: string | null;
  message: string;
}

/** '/plan/0/amount' and 'plan.0.amount' are the field 'plan.0.amount'; '/' or '' is no field. */
function fieldOfPath(path: string): string | null {
  const field = path.replace(/^\/+/, '').replaceAll('/', '.');
  return field === '' ? null : field;
}

/** The refusals a failed call carries: one per field the server names, else its message without the status line. */
export function refusalsOf(error: unknown): FieldRefusal[] {
  if (!(error instanceof Error)) return [{ field: null, message: FALLBACK_ERROR_MESSAGE }];
  const body = error instanceof ApiError ? error.body : undefined;
  if (body && typeof body === 'object') {
    const details = 'details' in body && Array.isArray(body.details) ? (body.details as unknown[]) : [];
    const named = details.flatMap((d): FieldRefusal[] =>
      d && typeof d === 'object' && 'path' in d && 'message' in d && typeof d.message === 'string'
        ? [{ field: fieldOfPath(String(d.path)), message: d.message }]
        : [],
    );
    if (named.length > 0) return named;
    if ('error' in body && typeof body.error === 'string') return [{ field: null, message: body.error }];
  }
  return [{ field: null, message: error.message || FALLBACK_ERROR_MESSAGE }];
}

/**
 * Puts each refusal on the form's field it names (`show`), and returns the message for the form's own line: the
 * refusals of fields the form does not hold, in words, or null when every one is shown on its field.
 */
export function showRefusal(
  error: unknown,
  fields: readonly string[],
  show: (field: string, message: string) => void,
): string | null {
  const rest: string[] = [];
  for (const { field, message } of refusalsOf(error)) {
    const shown = field !== null && fields.find((f) => field === f || field.startsWith(`${f}.`));
    if (shown) show(field, message);
    else rest.push(message);
  }
  return rest.length > 0 ? rest.join(' ') : null;
}

/** A failed call's refusal in words, for a place that shows it whole (a removal, a paper), or null. */
export function refusalText(error: unknown): string | null {
  return error
    ? refusalsOf(error)
        .map((r) => r.message)
        .join(' ')
    : null;
}
