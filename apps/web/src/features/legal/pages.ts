import { lazy } from 'react';
import type { PageMap } from '../../lib/routes.ts';

export const legalPages = {
  terms: lazy(() => import('./TermsPage.tsx')),
  privacy: lazy(() => import('./PrivacyPage.tsx')),
} satisfies PageMap;
