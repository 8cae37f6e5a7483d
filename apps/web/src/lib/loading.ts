/** The global loading flag (docs/product/data-and-rules.md#calls): API calls made with { loading: true } count up while they run. */
import { useSyncExternalStore } from 'react';
import { createStore } from './store.ts';

const pending = createStore(0);

export function startLoading(): () => void {
  pending.set((n) => n + 1);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    pending.set((n) => Math.max(0, n - 1));
  };
}

export function useIsLoading(): boolean {
  return useSyncExternalStore(
    pending.subscribe,
    () => pending.get() > 0,
    () => false,
  );
}
