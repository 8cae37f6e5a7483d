import { lazyPage, type PageMap } from '../../lib/routes.ts';

export const homePages = {
  welcome: lazyPage(() => import('./WelcomePage.tsx')),
} satisfies PageMap;
