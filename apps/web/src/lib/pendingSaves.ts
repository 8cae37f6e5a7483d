/**
 * Saves never lost (issue 36): the saves the wizard has asked for and not yet finished, and the autosaves waiting for
 * their pause. Before the product leaves the page or the screen (sign-in, registration: Redirecting) it awaits
 * flushPendingSaves(), which starts every waiting autosave at once and waits for every save; while one is pending
 * the browser warns before the tab is closed or reloaded (warnWhilePending).
 */

/** Autosaves waiting for their pause: each starts its save now when flushed (and answers it). */
const waiting = new Set<() => Promise<unknown>>();
/** Saves started and not finished. */
const running = new Set<Promise<unknown>>();

/** Keeps a save until it ends (either way); answers it. */
export function trackSave<T>(save: Promise<T>): Promise<T> {
  running.add(save);
  const done = () => running.delete(save);
  save.then(done, done);
  return save;
}

/** An autosave waiting for its pause; the returned function withdraws it (it ran, or its screen went). */
export function waitingSave(start: () => Promise<unknown>): () => void {
  waiting.add(start);
  return () => waiting.delete(start);
}

export function hasPendingSaves(): boolean {
  return waiting.size > 0 || running.size > 0;
}

/** Starts every waiting autosave now and waits until every save has ended; a failed save does not throw here. */
export async function flushPendingSaves(): Promise<void> {
  const starts = [...waiting];
  waiting.clear();
  for (const start of starts) trackSave(start());
  while (running.size > 0) await Promise.allSettled([...running]);
}

/** The browser's "leave the page?" while a save is pending; answers the function that removes it. */
export function warnWhilePending(): () => void {
  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    if (!hasPendingSaves()) return;
    void flushPendingSaves();
    event.preventDefault();
    // Older browsers show the warning only when returnValue is set.
    event.returnValue = '';
  };
  window.addEventListener('beforeunload', onBeforeUnload);
  return () => window.removeEventListener('beforeunload', onBeforeUnload);
}
