import { lazy } from 'react';
import type { PageMap } from '../../lib/routes.ts';

export const dashboardPages = {
  main: lazy(() => import('./DashboardPage.tsx')),
} satisfies PageMap;
