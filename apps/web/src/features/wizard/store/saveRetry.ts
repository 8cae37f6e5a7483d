/**
 * Saves that survive a passing fault (issue 10): the wizard's save mutation (frame/WizardContext.tsx) is tried
 * again when the answer is 5xx, 408 or 429 or there is no answer, after 1, 2 and 4 s, with the banner saying the
 * entries are kept. Other failures (a refused edit, a validation message) are shown at once. The screen keeps
 * what was typed either way; Continue tries again.
 */
import { ApiError, TOKEN_ERROR_BODIES } from '../../../lib/api.ts';
import { clearError, getError, setError } from '../../../lib/globalError.tsx';

/** The pauses before each new try (about 7 s in all before the failure is left to the user). */
export const SAVE_RETRY_DELAYS_MS: readonly number[] = [1_000, 2_000, 4_000];

export const SAVE_RETRYING_TEXT = 'Your entries are kept on this screen and are being saved again…';
export const SAVE_FAILED_TEXT = 'Your entries are kept on this screen: press Continue to try again.';

/** A failure that may pass by itself: no answer, a server error, a timeout or too many requests. */
export function isTransientFailure(err: unknown): boolean {
  if (!(err instanceof ApiError)) return false;
  if (err.kind === 'network') return true;
  return (
    err.kind === 'response' && err.status !== null && (err.status >= 500 || err.status === 408 || err.status === 429)
  );
}

/**
 * The mutation's retry policy (TanStack Query calls it after each failure, `failures` counting the earlier ones):
 * reports the failure in the banner and answers whether to try again. A cancelled call says nothing; a token error
 * has already ended the session; an error that is not the API's is not retried and reaches the error boundary.
 */
export function retrySave(failures: number, err: unknown): boolean {
  if (
    !(err instanceof ApiError) ||
    err.kind === 'aborted' ||
    (err.status === 401 && (TOKEN_ERROR_BODIES as readonly unknown[]).includes(err.body))
  )
    return false;
  const type = err.kind === 'network' ? 'network' : 'response';
  const again = isTransientFailure(err) && failures < SAVE_RETRY_DELAYS_MS.length;
  if (again) setError(`${err.message}. ${SAVE_RETRYING_TEXT}`, type);
  else setError(isTransientFailure(err) ? `${err.message}. ${SAVE_FAILED_TEXT}` : err.message, type);
  return again;
}

/**
 * Once a save that was being tried again goes through, its notice is stale: it is taken down (any other message
 * stays until the screen changes or it is dismissed).
 */
export function saveWentThrough(): void {
  const shown = getError()?.message ?? '';
  if (shown.endsWith(SAVE_RETRYING_TEXT) || shown.endsWith(SAVE_FAILED_TEXT)) clearError();
}

/** The pause before try number `failures + 1`. */
export const saveRetryDelay = (failures: number): number =>
  SAVE_RETRY_DELAYS_MS[Math.min(failures, SAVE_RETRY_DELAYS_MS.length - 1)] ?? 1_000;
