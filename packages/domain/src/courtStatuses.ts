/**
 * The kinds of court dates and the statuses a case takes after filing (docs/product/rules.md#after-filing), apart
 * from the after-filing schemas (afterFiling.ts): the dashboard shows them without loading zod.
 */

export const COURT_DATE_KINDS = ['case_management_conference', 'trial'] as const;
export type CourtDateKind = (typeof COURT_DATE_KINDS)[number];
export const COURT_DATE_LABELS: Record<CourtDateKind, string> = {
  case_management_conference: 'Case management conference',
  trial: 'Trial',
};

/** Statuses written after filing (docs/product/data-and-rules.md#case-status wor-{substep}, co-{...}). */
export const COURT_STATUSES = {
  awaitingDates: 'wor-court-dates',
  awaitingOutcome: 'wor-trial-outcome',
  judgment: 'wor-warrant',
  warrantRequested: 'wor-warrant-requested',
  consent: 'co-payment-plan',
  breach: 'co-breach',
  dismissed: 'co-dismissed',
  withdrawn: 'co-withdrawn',
} as const;

/** Statuses of a case that ended without a judgment: the dashboard shows it Closed. */
export const CLOSED_COURT_STATUSES: ReadonlyArray<string> = [COURT_STATUSES.dismissed, COURT_STATUSES.withdrawn];
