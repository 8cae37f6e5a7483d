/**
 * Unsaved entries of a form kept in this tab's session storage (docs/product/data-and-rules.md#constants: local storage holds only the token), so a
 * reload does not lose what was typed. Every key starts with DRAFT_PREFIX; log out clears them all.
 */
export const DRAFT_PREFIX = 'draft:';

export function readDraft<T>(key: string): T | null {
  const raw = sessionStorage.getItem(DRAFT_PREFIX + key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(DRAFT_PREFIX + key, JSON.stringify(value));
  } catch {
    // A full or unavailable storage only loses the draft, never the form.
  }
}

export function removeDraft(key: string): void {
  sessionStorage.removeItem(DRAFT_PREFIX + key);
}

/** Removes every draft (log out). */
export function clearDrafts(): void {
  const keys: string[] = [];
  for (let i = 0; i < sessionStorage.length; i += 1) {
    const key = sessionStorage.key(i);
    if (key?.startsWith(DRAFT_PREFIX)) keys.push(key);
  }
  for (const key of keys) sessionStorage.removeItem(key);
}
