/** Who may file which way (docs/product/rules.md#filing-system): kept apart from filingPlan.ts, which the app's shell loads. */
import { FILING_PLANS, filingPlanOf, type FilingPlan } from './filingPlan.ts';

/**
 * The ways of filing open to whoever files (docs/product/rules.md#filing-system): an attorney of record files
 * landlord/tenant papers electronically through eCourts only ("Attorneys are now required to use eCourts for landlord
 * tenant cases", https://njcourts.gov/public/news-media/top-news/landlord-tenant-services-and-resources); a
 * self-represented landlord through JEDS, by mail or in person.
 */
export function filingPlansFor(hasAttorney: boolean): readonly FilingPlan[] {
  return hasAttorney ? ['E-FILE'] : FILING_PLANS;
}

/** The way of filing that applies: an attorney's is always electronic (eCourts), whatever was chosen before. */
export function effectiveFilingPlan(plan: string | null | undefined, hasAttorney: boolean): FilingPlan | null {
  return hasAttorney ? 'E-FILE' : filingPlanOf(plan);
}

/**
 * eCourts takes each document as a separate attachment, PDF or Word, of at most 7 MB, and shows a Transaction ID
 * once the filing is received (eCourts FAQ, https://www.njcourts.gov/pl/node/493016).
 */
export const ECOURTS_MAX_BYTES = 7 * 1024 * 1024;
