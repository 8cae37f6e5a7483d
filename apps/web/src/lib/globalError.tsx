/**
 * The global error (docs/product/screens.md#layout, docs/product/data-and-rules.md#errors): one message shown in the dismissible banner under the top bar.
 * Set from anywhere: the API wrapper (plain module) and components (useGlobalError).
 */
import { useSyncExternalStore } from 'react';
import { createStore } from './store.ts';

/** offline: the navigation check; response: an HTTP error answer; network: no answer at all; app: anything else. */
export type GlobalErrorType = 'offline' | 'response' | 'network' | 'app';

export interface GlobalError {
  message: string;
  type: GlobalErrorType;
}

/** The message of docs/product/data-and-rules.md#errors shown when a navigation is attempted while offline. */
export const OFFLINE_MESSAGE = 'You seem to be offline.';

const errorStore = createStore<GlobalError | null>(null);

export function setError(message: string, type: GlobalErrorType = 'app'): void {
  errorStore.set({ message, type });
}

export function clearError(): void {
  errorStore.set(null);
}

export function getError(): GlobalError | null {
  return errorStore.get();
}

/** The current global error and the setters, for components. */
export function useGlobalError(): {
  error: GlobalError | null;
  setError: typeof setError;
  clearError: typeof clearError;
} {
  const error = useSyncExternalStore(errorStore.subscribe, errorStore.get, errorStore.get);
  return { error, setError, clearError };
}
