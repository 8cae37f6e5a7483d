import { lazy } from 'react';
import type { PageMap } from '../../app/pages.ts';

export const caseViewPages = {
  'case-view': lazy(() => import('./CaseOverviewPage.tsx')),
} satisfies PageMap;
