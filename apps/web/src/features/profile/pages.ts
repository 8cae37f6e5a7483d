import { lazyPage, type PageMap } from '../../lib/routes.ts';

export const profilePages = {
  profile: lazyPage(() => import('./ProfilePage.tsx')),
} satisfies PageMap;
