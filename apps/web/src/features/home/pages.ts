import { lazy } from 'react';
import type { PageMap } from '../../app/pages.ts';

export const homePages = {
  welcome: lazy(() => import('./WelcomePage.tsx')),
} satisfies PageMap;
