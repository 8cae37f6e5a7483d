import { Suspense, useState, type ReactNode } from 'react';

/**
 * A menu or dialog whose code loads when it is first opened: not rendered until open is first true, then kept
 * mounted so that it closes with its transition.
 */
export function OpenedOnce({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened && !open) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
