import { lazy } from 'react';
import type { PageMap } from '../../lib/routes.ts';

const PropertyStepsPage = lazy(() => import('./steps/PropertyStepsPage.tsx'));

export const propertiesPages = {
  properties: lazy(() => import('./PropertiesPage.tsx')),
  'property-new': PropertyStepsPage,
  'property-edit': PropertyStepsPage,
} satisfies PageMap;
