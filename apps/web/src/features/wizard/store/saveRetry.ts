/**
 * Saves that survive a passing fault (issue 10): an answer of 5xx, 408 or 429, or no answer at all, is tried again
 * after a pause, with the banner saying the entries are kept. Other failures (a refused edit, a validation
 * message) are shown at once. The screen keeps what was typed either way; continue tries again.
 */
import { ApiError, TOKEN_ERROR_BODIES } from '../../../lib/api.ts';
import { setError } from '../../../lib/globalError.tsx';

/** The pauses before each new try (about 7 s in all before the failure is left to the user). */
export const SAVE_RETRY_DELAYS_MS: readonly number[] = [1_000, 2_000, 4_000];

export const SAVE_RETRYING_TEXT = 'Your entries are kept on this screen and are being saved again…';
export const SAVE_FAILED_TEXT = 'Your entries are kept on this screen: press Continue to try again.';

/** A failure that may pass by itself: no answer, a server error, a timeout or too many requests. */
export function isTransientFailure(err: unknown): boolean {
  if (!(err instanceof ApiError)) return false;
  if (err.kind === 'network') return true;
  return err.kind === 'response' && err.status !== null && (err.status >= 500 || err.status === 408 || err.status === 429);
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs a save (an API call made with showError: false) until it succeeds, trying a transient failure again after
 * each delay; reports every failure in the banner and throws the last one.
 */
export async function saveWithRetry<T>(save: () => Promise<T>, delays: readonly number[] = SAVE_RETRY_DELAYS_MS): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await save();
    } catch (err) {
      // A cancelled call says nothing; a token error has already ended the session.
      if (!(err instanceof ApiError) || err.kind === 'aborted' || (err.status === 401 && (TOKEN_ERROR_BODIES as readonly unknown[]).includes(err.body))) throw err;
      const type = err.kind === 'network' ? 'network' : 'response';
      const delay = delays[attempt];
      if (!isTransientFailure(err) || delay === undefined) {
        setError(isTransientFailure(err) ? `${err.message}. ${SAVE_FAILED_TEXT}` : err.message, type);
        throw err;
      }
      setError(`${err.message}. ${SAVE_RETRYING_TEXT}`, type);
      await pause(delay);
    }
  }
}
