import { lazyPage, type PageMap } from '../../lib/routes.ts';

export const orderDetailsPages = {
  'order-details': lazyPage(() => import('./OrderDetailsPage.tsx')),
} satisfies PageMap;
