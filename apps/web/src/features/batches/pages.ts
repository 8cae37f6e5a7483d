import { lazy } from 'react';
import type { PageMap } from '../../lib/routes.ts';

export const batchesPages = {
  'batch-new': lazy(() => import('./ImportReportPage.tsx')),
  batch: lazy(() => import('./BatchPage.tsx')),
} satisfies PageMap;
