import { useEffect, useRef } from 'react';

/**
 * Saves what was entered shortly after it changes (not on the first render), so a reload keeps it. The save
 * keeps the case's status; continue still saves explicitly with the step's status. Failures are already shown
 * in the banner by the API wrapper.
 */
export function useAutoSave<T>(value: T, save: (value: T) => Promise<unknown>, enabled = true, delayMs = 500): void {
  const first = useRef(true);
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  }, [save]);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!enabled) return;
    const timer = setTimeout(() => {
      void saveRef.current(value).catch(() => undefined);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [value, enabled, delayMs]);
}
