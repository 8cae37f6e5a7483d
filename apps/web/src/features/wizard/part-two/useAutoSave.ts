import { useEffect, useRef } from 'react';

/**
 * Saves what was entered shortly after it changes (not on the first render), so a reload keeps it. The save
 * keeps the case's status; continue still saves explicitly with the step's status. Failures are already shown
 * in the banner by the save itself. One save at a time: a change made while one is on its way (or being tried
 * again after a failure) is saved when it ends, only the latest one, so an outage does not pile up saves.
 */
export function useAutoSave<T>(value: T, save: (value: T) => Promise<unknown>, enabled = true, delayMs = 500): void {
  const first = useRef(true);
  const saveRef = useRef(save);
  const saving = useRef(false);
  const next = useRef<{ value: T } | null>(null);
  useEffect(() => {
    saveRef.current = save;
  }, [save]);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!enabled) return;
    const run = (v: T) => {
      if (saving.current) {
        next.current = { value: v };
        return;
      }
      saving.current = true;
      void saveRef
        .current(v)
        .catch(() => undefined)
        .finally(() => {
          saving.current = false;
          const queued = next.current;
          next.current = null;
          if (queued) run(queued.value);
        });
    };
    const timer = setTimeout(() => run(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, enabled, delayMs]);
}
