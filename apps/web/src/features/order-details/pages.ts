import { lazy } from 'react';
import type { PageMap } from '../../app/pages.ts';

export const orderDetailsPages = {
  'order-details': lazy(() => import('./OrderDetailsPage.tsx')),
} satisfies PageMap;
