import { lazy } from 'react';
import type { PageMap } from '../../lib/routes.ts';

export const authPages = {
  login: lazy(() => import('./LoginPage.tsx')),
  register: lazy(() => import('./RegisterPage.tsx')),
  'verify-email': lazy(() => import('./VerifyEmailPage.tsx')),
  unauthorized: lazy(() => import('./UnauthorizedPage.tsx')),
  'change-password': lazy(() => import('./ChangePasswordPage.tsx')),
  'as-user': lazy(() => import('./AsUserPage.tsx')),
  'as-user-find': lazy(() => import('./AsUserFindPage.tsx')),
} satisfies PageMap;
