import { lazy } from 'react';
import type { PageMap } from '../../app/pages.ts';

export const propertiesPages = {
  properties: lazy(() => import('./PropertiesPage.tsx')),
  'property-new': lazy(() => import('./NewPropertyPage.tsx')),
} satisfies PageMap;
