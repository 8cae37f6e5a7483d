import { cloneElement, lazy, startTransition, Suspense, useLayoutEffect, useRef, useState, type FocusEvent, type ReactElement, type Ref } from 'react';

/** MUI's Tooltip with Popper: nothing shows them before the pointer or the keyboard reaches the element. */
const Tooltip = lazy(() => import('@mui/material/Tooltip'));

interface ChildProps {
  ref?: Ref<HTMLElement>;
  onMouseEnter?: () => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
}

/**
 * MUI's Tooltip, its code loaded when the pointer first enters the element or the keyboard first focuses it. The
 * element names itself (aria-label), so nothing is missing before. The switch is a transition, so the element stays
 * on screen while the code loads; the Tooltip then renders it anew, which the browser hovers again, and a keyboard
 * focus lost that way is given back to it (the Tooltip opens on that focus).
 */
export function LazyTooltip({ title, children }: { title: string; children: ReactElement<ChildProps> }) {
  const [loadedBy, setLoadedBy] = useState<'pointer' | 'keyboard' | null>(null);
  const element = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (loadedBy === 'keyboard' && focusLost) element.current?.focus();
  }, [loadedBy]);
  const load = (by: 'pointer' | 'keyboard') => startTransition(() => setLoadedBy(by));
  return (
    <Suspense fallback={children}>
      {loadedBy === null ? (
        cloneElement(children, {
          onMouseEnter: () => load('pointer'),
          onFocus: (event) => {
            if (event.currentTarget.matches(':focus-visible')) load('keyboard');
          },
        })
      ) : (
        <Tooltip title={title}>{cloneElement(children, { ref: element })}</Tooltip>
      )}
    </Suspense>
  );
}
