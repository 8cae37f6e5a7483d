import { lazyPage, type PageMap } from '../../lib/routes.ts';

export const authPages = {
  login: lazyPage(() => import('./LoginPage.tsx')),
  register: lazyPage(() => import('./RegisterPage.tsx')),
  'verify-email': lazyPage(() => import('./VerifyEmailPage.tsx')),
  unauthorized: lazyPage(() => import('./UnauthorizedPage.tsx')),
  'change-password': lazyPage(() => import('./ChangePasswordPage.tsx')),
  'as-user': lazyPage(() => import('./AsUserPage.tsx')),
  'as-user-find': lazyPage(() => import('./AsUserFindPage.tsx')),
} satisfies PageMap;
