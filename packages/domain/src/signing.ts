/**
 * Signed means frozen (docs/product/rules.md#signed-papers, decision 0026): a complaint is signed by one server
 * operation, which issues its papers; from then on the facts of the claim change only by correcting the papers
 * (before filing) and signing again, never by an ordinary save.
 */
import type { Case } from './entities.ts';
import { CASE_STATUSES, statusPosition, statusStep } from './wizard.ts';

export const SIGNING_MESSAGES = {
  signOnReview:
    'A save cannot sign the complaint. Sign it on Review & Sign with the Submit button: the papers are checked and issued there.',
  frozen: (facts: string) =>
    `The complaint is signed, so ${facts} can no longer be changed in place. To correct it before it is filed, choose “Correct the papers” on the case page, make the change, and sign again on Review & Sign.`,
  filed:
    'The complaint was filed with the court, so its papers can no longer be corrected. The papers that follow read the claim as it was filed.',
  notSigned: 'The complaint is not signed yet: change it in the wizard and sign it on Review & Sign.',
  nameMissing: 'Review & Sign, your full name: type your full name to sign the complaint.',
  closed: 'This case is closed, so its papers can no longer be corrected.',
} as const;

/** What the wizard shows on a step of a signed complaint: its answers are on the signed papers. */
export const SIGNED_CASE_TEXT =
  'This complaint is signed, so these answers can no longer be changed here. To correct the papers before filing, choose “Correct the papers” on the case page.';

/** A case whose complaint is signed: submitted, or at the end of the complaint's steps (or past them, in court). */
export function isSignedCase(c: Pick<Case, 'status' | 'actions' | 'submitted'>): boolean {
  return c.submitted || statusPosition(c) >= statusStep(CASE_STATUSES.complete);
}

/**
 * The case's fields that reach no signed paper: the court's record and the progress written after filing, the
 * filing plan, the status and the server's own columns. Every other field is a fact of the claim.
 */
export const AFTER_SIGNING_FIELDS: ReadonlySet<string> = new Set([
  'status',
  'statusDate',
  'submitted',
  'isDeleted',
  'actions',
  'docketNo',
  'vcDateFiled',
  'trialAction',
  'trialDate',
  'trialTime',
  'trialType',
  'judgmentDate',
  'filingPlan',
  'initialSuitAmount',
  'tenantsSaved',
]);

/** The screen's words for the facts of the claim, by field. */
const FACT_LABELS: Record<string, string> = {
  propertyId: 'the property',
  deedNames: 'the owners',
  streetAddress: 'the premises',
  unitNo: 'the premises',
  city: 'the premises',
  state: 'the premises',
  zipcode: 'the premises',
  county: 'the premises',
  attorneyId: 'the attorney of record',
  attorneyFirstName: 'the attorney of record',
  attorneyLastName: 'the attorney of record',
  tenants: 'the tenants',
  tenantType: 'the tenants',
  tenantInfoCorrect: 'the tenants',
  tenantMailingAddress: 'the tenants',
  tenantCompanyName: 'the tenants',
  leaseTypeTitle: 'the lease details',
  leaseTypeCategory: 'the lease details',
  leaseStartDate: 'the lease details',
  rentCycle: 'the lease details',
  rentDueBy: 'the lease details',
  rentAmount: 'the lease details',
  section8: 'the Section 8 details',
  section8Type: 'the Section 8 details',
  section8Subsidy: 'the Section 8 details',
  section8TenantPortion: 'the Section 8 details',
  publicHousingOfficeSection8: 'the Section 8 details',
  pastDueRent: 'the past due rent',
  additionalChargesPermitted: 'the additional charges',
  lateCharges: 'the additional charges',
  utilities: 'the additional charges',
  fees: 'the additional charges',
  otherCharges: 'the additional charges',
  legalFeesPermitted: 'the legal fees',
  legalFees: 'the legal fees',
  suitAmount: 'the amount claimed',
  statements: 'the complaint’s statements',
  verifier: 'the signature',
  signatureText: 'the signature',
  signatureImage: 'the signature',
  vcDateDrafted: 'the signature',
  scraChecked: 'the military status check',
  scraCheckDate: 'the military status check',
  caresNoticeDate: 'the CARES Act notice',
};

/**
 * The facts of the claim among the changed fields, in the screen's words (each named once), or an empty list when
 * the change reaches no signed paper.
 */
export function claimFactsChanged(changedFields: ReadonlyArray<string>): string[] {
  const labels = changedFields
    .filter((f) => !AFTER_SIGNING_FIELDS.has(f))
    .map((f) => FACT_LABELS[f] ?? 'the lease registration and documents');
  return [...new Set(labels)];
}

/** 'a', 'a and b', 'a, b and c'. */
function spoken(items: ReadonlyArray<string>): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The refusal of a save that would change the facts of a signed claim, or null when it changes none. */
export function frozenClaimRefusal(changedFields: ReadonlyArray<string>): string | null {
  const facts = claimFactsChanged(changedFields);
  return facts.length > 0 ? SIGNING_MESSAGES.frozen(spoken(facts)) : null;
}

/** A value as JSON with its objects' keys in order: the same inputs always give the same text (and content hash). */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v,
  );
}

/**
 * The claim as filed: the facts of the case as they were signed, with what the court's record and progress wrote on
 * the case since (docket number, date filed, trial action and dates, judgment date: the fields that reach no
 * signed paper). The papers that follow a filing read this, never the live case.
 */
export function claimAsFiled<T extends object>(issued: T, live: Partial<Record<keyof T, unknown>>): T {
  const after = Object.fromEntries(
    Object.entries(live).filter(([field]) => AFTER_SIGNING_FIELDS.has(field) && field !== 'submitted'),
  );
  return { ...issued, ...after };
}
