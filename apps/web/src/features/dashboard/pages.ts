import { lazy } from 'react';
import type { PageMap } from '../../app/pages.ts';

export const dashboardPages = {
  main: lazy(() => import('./DashboardPage.tsx')),
} satisfies PageMap;
