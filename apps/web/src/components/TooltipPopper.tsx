import { lazy, Suspense, useState } from 'react';
import type { PopperProps } from '@mui/material/Popper';

const Popper = lazy(() => import('@mui/material/Popper'));

/**
 * The popup of MUI's Tooltip, whose code (Popper and popper.js) loads when a tooltip first opens: the build gives
 * it to MUI's Tooltip in place of Popper (vite.config.ts, lazyTooltipPopper). The Tooltip and the element it
 * describes render at once as before; a tooltip never opened needs no popup. Once opened it stays mounted, so that
 * it closes with its transition.
 */
export default function TooltipPopper(props: PopperProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Popper {...props} />
    </Suspense>
  );
}
