import { lazy } from 'react';
import type { PageMap } from '../../app/pages.ts';
import type { WizardRouteName } from '../../app/routes.ts';
import { partTwoPages } from './part-two/pages.ts';

export const wizardPages = {
  'vc-before-creating': lazy(() => import('./screens/BeforeCreatingPage.tsx')),
  'vc-intro': lazy(() => import('./screens/IntroPage.tsx')),
  'vc-select-property': lazy(() => import('./screens/SelectPropertyPage.tsx')),
  'vc-property-type': lazy(() => import('./screens/PropertyTypePage.tsx')),
  'vc-property-address': lazy(() => import('./screens/PropertyAddressPage.tsx')),
  'vc-property-owner': lazy(() => import('./screens/PropertyOwnerPage.tsx')),
  'vc-property-association-to-owner': lazy(() => import('./screens/AssociationPage.tsx')),
  'vc-client-contact': lazy(() => import('./screens/ContactPage.tsx')),
  'vc-tenants': lazy(() => import('./screens/TenantsPage.tsx')),
  'vc-lease-details': lazy(() => import('./screens/LeaseDetailsPage.tsx')),
  ...partTwoPages,
} satisfies Record<WizardRouteName, PageMap[WizardRouteName]>;
