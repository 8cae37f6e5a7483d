import { lazy } from 'react';
import type { PageMap } from '../../lib/routes.ts';

export const propertiesPages = {
  properties: lazy(() => import('./PropertiesPage.tsx')),
  'property-new': lazy(() => import('./NewPropertyPage.tsx')),
} satisfies PageMap;
