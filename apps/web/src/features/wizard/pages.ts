import { lazyPage, type PageMap, type WizardRouteName } from '../../lib/routes.ts';

/** The wizard's step screens by route name, one folder per part of the flow, each loaded on first visit. */
export const wizardPages = {
  'vc-before-creating': lazyPage(() => import('./start/BeforeCreatingPage.tsx')),
  'vc-intro': lazyPage(() => import('./start/IntroPage.tsx')),
  'vc-select-property': lazyPage(() => import('./property/SelectPropertyPage.tsx')),
  'vc-property-type': lazyPage(() => import('./property/PropertyTypePage.tsx')),
  'vc-property-address': lazyPage(() => import('./property/PropertyAddressPage.tsx')),
  'vc-property-owner': lazyPage(() => import('./property/PropertyOwnerPage.tsx')),
  'vc-property-association-to-owner': lazyPage(() => import('./property/AssociationPage.tsx')),
  'vc-client-contact': lazyPage(() => import('./property/ContactPage.tsx')),
  'vc-tenants': lazyPage(() => import('./tenants/TenantsPage.tsx')),
  'vc-lease-details': lazyPage(() => import('./lease-details/LeaseDetailsPage.tsx')),
  'vc-past-due-rent': lazyPage(() => import('./past-due-rent/PastDueRentPage.tsx')),
  'vc-additional-charges': lazyPage(() => import('./additional-charges/AdditionalChargesPage.tsx')),
  'vc-additional-charges-extended': lazyPage(() => import('./additional-charges/ExtendedChargesPage.tsx')),
  'vc-confirmation': lazyPage(() => import('./confirmation/ConfirmationPage.tsx')),
  'vc-legal-fees': lazyPage(() => import('./legal-fees/LegalFeesPage.tsx')),
  'vc-suit-summary': lazyPage(() => import('./suit-summary/SuitSummaryPage.tsx')),
  'vc-lease-registration': lazyPage(() => import('./lease-registration/LeaseRegistrationPage.tsx')),
  'vc-documents': lazyPage(() => import('./documents/DocumentsPage.tsx')),
  'vc-signature': lazyPage(() => import('./signature/SignaturePage.tsx')),
  'vc-filing': lazyPage(() => import('./filing/FilingPage.tsx')),
} satisfies Record<WizardRouteName, PageMap[WizardRouteName]>;
