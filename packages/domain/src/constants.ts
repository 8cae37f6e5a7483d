/** Business constants and limits of docs/product/data-and-rules.md#constants, and the user-visible texts of docs/product/data-and-rules.md#routes and docs/product/data-and-rules.md#errors used exactly. */
import { addDays, type IsoDate, todayInNewJersey } from './dates.ts';

/** Table page size for cases and properties (docs/product/screens.md#dashboard, docs/product/data-and-rules.md#properties-page, docs/product/data-and-rules.md#constants). */
export const TABLE_PAGE_SIZE = 5;
/** The eviction banner reappears 7 or more days after closing (docs/product/screens.md#dashboard, docs/product/data-and-rules.md#constants). */
export const EVICTION_BANNER_REAPPEAR_DAYS = 7;
/** Password minimum length (docs/product/data-and-rules.md#validation, docs/product/data-and-rules.md#constants). */
export const PASSWORD_MIN_LENGTH = 8;
/** All adults of this age and over on the lease must be added as tenants (docs/product/data-and-rules.md#validation, docs/product/data-and-rules.md#constants). */
export const TENANT_AGE_THRESHOLD = 18;
/** Software fee during the beta, in cents (docs/product/data-and-rules.md#product, docs/product/data-and-rules.md#constants). */
export const SOFTWARE_FEE = 0;
/** Liability cap of the terms, in cents (docs/product/data-and-rules.md#terms-page, docs/product/data-and-rules.md#constants). */
export const LIABILITY_CAP = 500_00;
/**
 * The version of the terms of service a sign-up accepts (decision 0039): the month they took effect (the terms page's
 * "Effective September 2021"). Change it with the terms, so that an account's acceptance names the text it accepted.
 */
export const TERMS_VERSION = '2021-09';
/** Said when a sign-up does not accept the terms (the server's refusal; the form's box is required too). */
export const TERMS_REQUIRED_MESSAGE = 'To create an account, accept the Terms of Service.';
/** Phone digits are capped at 10 (docs/product/data-and-rules.md#constants). */
export const PHONE_MAX_DIGITS = 10;
/** Dialog width bounds in px (docs/product/data-and-rules.md#constants). */
export const DIALOG_WIDTH = { min: 375, max: 800 } as const;
/** Breakpoints in px (docs/product/data-and-rules.md#constants); desktop is unbounded, and 'desktop' in the top bar sense is a width above 900 (docs/product/screens.md#top-bar). */
export const BREAKPOINTS = { mobile: 450, tablet: 900, laptop: 1250 } as const;
/** Theme colours (docs/product/data-and-rules.md#constants). */
export const COLOURS = { primary: '#4DCCC4', secondary: '#003A60', accent: '#F86624', alert: '#FA7274' } as const;
/** Terms page smooth scroll (docs/product/data-and-rules.md#terms-page, docs/product/data-and-rules.md#constants). */
export const TERMS_SCROLL = { durationMs: 1000, offset: -100 } as const;
/** PDF preview timing (docs/product/data-and-rules.md#signature-and-filing, docs/product/data-and-rules.md#constants): render after 2 s; the bar fills about 1% per 120 ms. */
export const PDF_PREVIEW = { delayMs: 2000, progressStepMs: 120, progressStepPercent: 1 } as const;
/** Session storage keys of the guest flow (docs/product/data-and-rules.md#sign-in-and-guests, docs/product/data-and-rules.md#constants). */
export const GUEST_STORAGE_KEYS = ['case', 'property', 'userData', 'guestOrder'] as const;

/**
 * True when the evictions banner shows (docs/product/screens.md#dashboard): never closed, or closed 7 or more days ago (New Jersey dates).
 * closedAt is the stored closedEvictionBannerTime, an ISO instant or date.
 */
export function showEvictionBanner(closedAt: string | null | undefined, now: Date = new Date()): boolean {
  if (!closedAt) return true;
  const closed = new Date(closedAt);
  if (Number.isNaN(closed.getTime())) return true;
  const reopensOn: IsoDate = addDays(todayInNewJersey(closed), EVICTION_BANNER_REAPPEAR_DAYS);
  return todayInNewJersey(now) >= reopensOn;
}

/** Texts of the spec used exactly (docs/product/screens.md#top-bar, docs/product/screens.md#dashboard, docs/product/data-and-rules.md#lease-details, docs/product/data-and-rules.md#calls, docs/product/data-and-rules.md#errors). */
export const TEXTS = {
  quitForm: { title: 'Quit the form?', no: 'No, Go Back.', yes: 'Yes, Quit.' },
  deleteConfirm: 'Delete this record? This process can not be undone.',
  offline: 'You seem to be offline.',
  nonResponseError: 'Error accured',
  passwordChanged: 'Your password has been successfully changed.',
  noPropertyFound: 'No property found.',
  section8UpcomingFeature: {
    title: 'Upcoming Feature',
    text: 'you may proceed only if the tenant is enrolled in the Section 8 Housing Voucher program',
    quit: 'Quit Form.',
    proceed: 'Continue',
  },
  continueAnyway: 'Continue anyway',
  emptyCases: 'Begin your first case',
  emptyProperties: 'Set up a property',
  proSe: 'Pro Se',
} as const;
