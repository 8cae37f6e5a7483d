/** The screens of part two of the wizard (Past Due Rent to Filing), by route name, loaded on first visit. */
import { lazy } from 'react';

export const partTwoPages = {
  'vc-past-due-rent': lazy(() => import('./PastDueRentPage.tsx')),
  'vc-additional-charges': lazy(() => import('./AdditionalChargesPage.tsx')),
  'vc-additional-charges-extended': lazy(() => import('./ExtendedChargesPage.tsx')),
  'vc-confirmation': lazy(() => import('./ConfirmationPage.tsx')),
  'vc-legal-fees': lazy(() => import('./LegalFeesPage.tsx')),
  'vc-suit-summary': lazy(() => import('./SuitSummaryPage.tsx')),
  'vc-signature': lazy(() => import('./SignaturePage.tsx')),
  'vc-filing': lazy(() => import('./FilingPage.tsx')),
} as const;
