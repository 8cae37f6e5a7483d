/**
 * Spec §4.9, §6: a signed-out visitor on a page for signed-in users is sent to /login, the path saved so the
 * sign-in returns there; at the site's root (the dashboard) the visitor is shown the front door instead. Pages open to guests (the wizard), the sign-in pages, terms and privacy stay open.
 */
import { useEffect } from 'react';
import { useLocation, useMatches, useNavigate } from 'react-router';
import { pathTo, type RouteHandle } from '../routes.ts';
import { useSession } from '../session.tsx';
import { justLoggedOut, savePath } from './authClient.ts';

function accessOf(handle: unknown): RouteHandle['access'] | undefined {
  return typeof handle === 'object' && handle !== null && 'access' in handle
    ? (handle as RouteHandle).access
    : undefined;
}

export function RequireSignIn() {
  const { status } = useSession();
  const matches = useMatches();
  const location = useLocation();
  const navigate = useNavigate();
  const access = [...matches]
    .reverse()
    .map((m) => accessOf(m.handle))
    .find(Boolean);

  useEffect(() => {
    if (status !== 'signedOut' || access !== 'signedIn') return;
    // A stranger at the site's root meets the front door; a visitor who has just logged out, the sign-in page.
    if (location.pathname === pathTo('main') && !location.search && !justLoggedOut()) {
      void navigate(pathTo('welcome'), { replace: true });
      return;
    }
    savePath(location.pathname + location.search);
    void navigate(pathTo('login'), { replace: true });
  }, [status, access, location.pathname, location.search, navigate]);

  return null;
}
