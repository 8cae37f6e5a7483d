import { lazy } from 'react';
import type { PageMap } from '../../lib/routes.ts';

export const homePages = {
  welcome: lazy(() => import('./WelcomePage.tsx')),
} satisfies PageMap;
