import { LIST_LIMITS } from './entities.ts';

/**
 * How much one case may hold of what the landlord records after filing (issue 34, decision 0011): each court date
 * schedules reminder e-mails, and 200 dates on one case had made 400. The limits sit far above any real case (a
 * case is adjourned a few times; a payment plan runs monthly for a year or two), so only abuse meets them.
 */
export const CASE_MAX_COURT_DATES = 40;
export const CASE_MAX_PAYMENTS = 120;

/**
 * The tenants one case may name: the most a save may send (LIST_LIMITS), and the most the case may hold, since a save
 * adds the tenants it names to those the case has (a save past 20 had answered 500).
 */
export const CASE_MAX_TENANTS = LIST_LIMITS.tenants;

export const CASE_LIMIT_MESSAGES = {
  tenants: `A case may name at most ${CASE_MAX_TENANTS} tenants. Remove a tenant before adding another.`,
  courtDates: `A case may hold at most ${CASE_MAX_COURT_DATES} court dates. Correct or remove a date that was entered by mistake instead of adding another.`,
  payments: `A case may hold at most ${CASE_MAX_PAYMENTS} payments. Record several payments of one period as one, or remove one entered by mistake.`,
} as const;

/** Why a case that holds `count` of a kind may not take another, or null. */
export function caseLimitRefusal(kind: keyof typeof CASE_LIMIT_MESSAGES, count: number): string | null {
  const max = { courtDates: CASE_MAX_COURT_DATES, payments: CASE_MAX_PAYMENTS, tenants: CASE_MAX_TENANTS }[kind];
  return count >= max ? CASE_LIMIT_MESSAGES[kind] : null;
}
