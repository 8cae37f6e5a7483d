import { lazy } from 'react';
import type { PageMap, WizardRouteName } from '../../lib/routes.ts';

/** The wizard's step screens by route name, one folder per part of the flow, each loaded on first visit. */
export const wizardPages = {
  'vc-before-creating': lazy(() => import('./start/BeforeCreatingPage.tsx')),
  'vc-intro': lazy(() => import('./start/IntroPage.tsx')),
  'vc-select-property': lazy(() => import('./property/SelectPropertyPage.tsx')),
  'vc-property-type': lazy(() => import('./property/PropertyTypePage.tsx')),
  'vc-property-address': lazy(() => import('./property/PropertyAddressPage.tsx')),
  'vc-property-owner': lazy(() => import('./property/PropertyOwnerPage.tsx')),
  'vc-property-association-to-owner': lazy(() => import('./property/AssociationPage.tsx')),
  'vc-client-contact': lazy(() => import('./property/ContactPage.tsx')),
  'vc-tenants': lazy(() => import('./tenants/TenantsPage.tsx')),
  'vc-lease-details': lazy(() => import('./lease-details/LeaseDetailsPage.tsx')),
  'vc-past-due-rent': lazy(() => import('./past-due-rent/PastDueRentPage.tsx')),
  'vc-additional-charges': lazy(() => import('./additional-charges/AdditionalChargesPage.tsx')),
  'vc-additional-charges-extended': lazy(() => import('./additional-charges/ExtendedChargesPage.tsx')),
  'vc-confirmation': lazy(() => import('./confirmation/ConfirmationPage.tsx')),
  'vc-legal-fees': lazy(() => import('./legal-fees/LegalFeesPage.tsx')),
  'vc-suit-summary': lazy(() => import('./suit-summary/SuitSummaryPage.tsx')),
  'vc-lease-registration': lazy(() => import('./lease-registration/LeaseRegistrationPage.tsx')),
  'vc-documents': lazy(() => import('./documents/DocumentsPage.tsx')),
  'vc-signature': lazy(() => import('./signature/SignaturePage.tsx')),
  'vc-filing': lazy(() => import('./filing/FilingPage.tsx')),
} satisfies Record<WizardRouteName, PageMap[WizardRouteName]>;
