/**
 * Shows a first view at once and the app only after the sign-in client has initialised (docs/product/data-and-rules.md#sign-in-and-guests): a
 * provider callback (code and state) is completed, guest data is migrated, and the browser goes to the
 * saved redirect url (or the case's step after a migration).
 */
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { Box, CircularProgress } from '@mui/material';
import { ApiError } from '../api.ts';
import { OFFLINE_MESSAGE, setError } from '../globalError.tsx';
import { getAccessToken, clearCredentials } from '../credentials.ts';
import { useSession } from '../session.tsx';
import { authConfig, completeSignin, isSigninCallback } from './authClient.ts';
import { hasGuestData, migrateGuestData } from './guestData.ts';

type Phase = 'starting' | 'ready';

async function initialise(): Promise<string | null> {
  if (!isSigninCallback()) {
    // A failure here means offline. The sign-in client itself is loaded only when a sign-in page needs it.
    await authConfig();
    if (getAccessToken()) return migrateGuestData();
    return null;
  }
  let target: string;
  try {
    target = await completeSignin();
  } catch (err) {
    // Spec §8: a login callback error is shown in an alert, then the user is logged out.
    window.alert(err instanceof Error ? err.message : String(err));
    clearCredentials();
    return '/';
  }
  return (await migrateGuestData()) ?? target;
}

export function AuthGate({ children }: { children: ReactNode }) {
  const { refresh, settle } = useSession();
  const [phase, setPhase] = useState<Phase>('starting');

  useEffect(() => {
    let cancelled = false;
    // Without a provider callback or guest data to move, initialising changes neither the token nor the client: the
    // client asked for as the app started is waited for, not asked for again (one call less before a page).
    const mayChangeClient = isSigninCallback() || hasGuestData();
    let failed = false;
    initialise()
      .then(
        (target) => {
          if (target && target !== window.location.pathname + window.location.search)
            window.history.replaceState(null, '', target);
          else if (isSigninCallback()) window.history.replaceState(null, '', window.location.pathname);
        },
        // A refused call says why (docs/product/data-and-rules.md#errors response error); no answer at all means offline.
        (err: unknown) => {
          failed = true;
          if (err instanceof ApiError && err.kind === 'response') setError(err.message);
          else setError(OFFLINE_MESSAGE, 'offline');
        },
      )
      .then(() => (failed || mayChangeClient ? refresh() : settle()))
      .finally(() => {
        // The whole app renders now: as a transition, in short slices, so the page stays responsive meanwhile.
        if (!cancelled) startTransition(() => setPhase('ready'));
      });
    return () => {
      cancelled = true;
    };
  }, [refresh, settle]);

  if (phase === 'starting') {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '100vh' }}>
        <CircularProgress aria-label="Signing in" color="secondary" />
      </Box>
    );
  }
  return <>{children}</>;
}
