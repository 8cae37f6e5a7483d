import { lazy } from 'react';
import type { PageMap } from '../../lib/routes.ts';

export const profilePages = {
  profile: lazy(() => import('./ProfilePage.tsx')),
} satisfies PageMap;
