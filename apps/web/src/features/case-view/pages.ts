import { lazy } from 'react';
import type { PageMap } from '../../lib/routes.ts';

export const caseViewPages = {
  'case-view': lazy(() => import('./CaseOverviewPage.tsx')),
} satisfies PageMap;
