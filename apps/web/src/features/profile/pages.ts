import { lazy } from 'react';
import type { PageMap } from '../../app/pages.ts';

export const profilePages = {
  profile: lazy(() => import('./ProfilePage.tsx')),
} satisfies PageMap;
