import { lazyPage, type PageMap } from '../../lib/routes.ts';

export const caseViewPages = {
  'case-view': lazyPage(() => import('./CaseOverviewPage.tsx')),
} satisfies PageMap;
