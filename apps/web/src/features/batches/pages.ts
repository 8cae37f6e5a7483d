import { lazyPage, type PageMap } from '../../lib/routes.ts';

export const batchesPages = {
  'batch-new': lazyPage(() => import('./ImportReportPage.tsx')),
  batch: lazyPage(() => import('./BatchPage.tsx')),
} satisfies PageMap;
