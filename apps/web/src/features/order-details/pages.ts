import { lazy } from 'react';
import type { PageMap } from '../../lib/routes.ts';

export const orderDetailsPages = {
  'order-details': lazy(() => import('./OrderDetailsPage.tsx')),
} satisfies PageMap;
