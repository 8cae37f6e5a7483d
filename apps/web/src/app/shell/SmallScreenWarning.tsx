import { lazy, useState } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMatches } from 'react-router';
import { OpenedOnce } from '../../components/OpenedOnce.tsx';
import { DESKTOP_MIN_WIDTH_EXCLUSIVE } from '../theme.ts';

const DISMISSED_KEY = 'rentfile.ignoreWidthCheck';

/** The dialog itself, loaded only on a small screen. */
const SmallScreenDialog = lazy(() => import('./SmallScreenDialog.tsx'));

function wasDismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

function fitsPhone(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && 'fitsPhone' in handle && handle.fitsPhone === true;
}

/**
 * On a screen that is not a desktop (width 900 or less, docs/product/screens.md#layout) asks for a desktop device, once per session,
 * except on screens marked as fitting a phone in the route table.
 */
export function SmallScreenWarning() {
  const small = useMediaQuery(`(max-width: ${DESKTOP_MIN_WIDTH_EXCLUSIVE}px)`, { noSsr: true });
  const [dismissed, setDismissed] = useState(wasDismissed);
  const onPhoneReadyScreen = useMatches().some((m) => fitsPhone(m.handle));
  const open = small && !dismissed && !onPhoneReadyScreen;

  const continueAnyway = () => {
    try {
      sessionStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Storage may be unavailable (private mode); the warning then stays dismissed for this page only.
    }
    setDismissed(true);
  };

  return (
    <OpenedOnce open={open}>
      <SmallScreenDialog open={open} onContinue={continueAnyway} />
    </OpenedOnce>
  );
}
