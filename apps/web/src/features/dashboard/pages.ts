import { lazyPage, type PageMap } from '../../lib/routes.ts';

export const dashboardPages = {
  main: lazyPage(() => import('./DashboardPage.tsx')),
} satisfies PageMap;
