import type { ReactNode } from 'react';
import { Alert, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { pathTo } from '../../../lib/routes.ts';

/**
 * A guest's notice where a file would be attached: "Sign in" goes to the sign-in page, which finishes the pending
 * saves before the browser leaves (lib/pendingSaves.ts), and the guest's case is moved to the account after it.
 */
export function SignInToAttach({ what, children }: { what: string; children?: ReactNode }) {
  return (
    <Alert severity="info">
      <Link component={RouterLink} to={pathTo('login')} color="secondary">
        Sign in
      </Link>{' '}
      to attach {what}: a case started without an account is kept in this browser only.{children}
    </Alert>
  );
}
