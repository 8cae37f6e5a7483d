import { lazyPage, type PageMap } from '../../lib/routes.ts';

const PropertyStepsPage = lazyPage(() => import('./steps/PropertyStepsPage.tsx'));

export const propertiesPages = {
  properties: lazyPage(() => import('./PropertiesPage.tsx')),
  'property-new': PropertyStepsPage,
  'property-edit': PropertyStepsPage,
} satisfies PageMap;
