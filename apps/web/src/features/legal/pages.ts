import { lazyPage, type PageMap } from '../../lib/routes.ts';

export const legalPages = {
  terms: lazyPage(() => import('./TermsPage.tsx')),
  privacy: lazyPage(() => import('./PrivacyPage.tsx')),
} satisfies PageMap;
