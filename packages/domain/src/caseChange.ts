/**
 * One change to a case (decision 0033): what a save's body does to the case, the same for the server's save and a
 * guest's case kept in the browser. The fields sent are copied onto the case (derived and server-owned fields are
 * ignored), the property's address copied, the status stamped, the derived fields computed (period labels, legal
 * fees, suit amount, Section 8 subsidy), and the rules a save applies checked (docs/product/rules.md): the case rules,
 * the claim contradictions the change brings in (decision 0027) and the papers' own fields. Pure: the caller stores
 * the case answered, or shows the refusal.
 */
import { CASE_RULES, caseRuleViolations, withComputedLabels, type RuleCase } from './caseRules.ts';
import { claimContradictions, section8Subsidy, type ClaimCase } from './claimRules.ts';
import { CASE_STATUSES } from './wizard.ts';
import { statusDateToday, todayInNewJersey } from './dates.ts';
import type { Case, Property } from './entities.ts';
import { caseMoney } from './fees.ts';
import { paperFieldErrors } from './paperRules.ts';
import { confirmedBySave } from './reportFacts.ts';

/**
 * The fields a change never takes from what is sent: the domain computes them, or the server owns them. The legal
 * fees are taken for their attorney fee only: the court fees beside it are recomputed from the tenants (caseMoney).
 */
export const DERIVED_CASE_FIELDS = [
  'suitAmount',
  'section8Subsidy',
  'initialSuitAmount',
  'reportFacts',
  'id',
  'clientId',
  'updated_at',
] as const;

/** The property's fields a case keeps its own copy of. */
export const CASE_PROPERTY_COPY_FIELDS = [
  'streetAddress',
  'unitNo',
  'city',
  'state',
  'zipcode',
  'county',
  'deedNames',
] as const;
export type CasePropertyCopy = Pick<Case, (typeof CASE_PROPERTY_COPY_FIELDS)[number]>;

/** The copy of a property a case takes (its address, county and owner names). */
export function casePropertyCopy(
  property: Pick<Property, (typeof CASE_PROPERTY_COPY_FIELDS)[number]> | CasePropertyCopy,
): CasePropertyCopy {
  return {
    streetAddress: property.streetAddress ?? null,
    unitNo: property.unitNo ?? null,
    city: property.city ?? null,
    state: property.state,
    zipcode: property.zipcode ?? null,
    county: property.county ?? null,
    deedNames: property.deedNames,
  };
}

/** What a change works on: the case's fields the rules and the derived fields read. */
export type ChangeableCase = RuleCase &
  ClaimCase &
  Pick<
    Case,
    | 'status'
    | 'submitted'
    | 'section8'
    | 'legalFeesPermitted'
    | 'otherCharges'
    | 'legalFees'
    | 'verifier'
    | 'scraChecked'
    | 'scraCheckDate'
    | 'caresNoticeDate'
  > & {
    statusDate?: string | null | undefined;
    suitAmount: number;
    initialSuitAmount?: number | null | undefined;
    section8Subsidy?: number | null | undefined;
    reportFacts: Case['reportFacts'];
  };

export interface CaseChange<C> {
  /**
   * The fields sent (a save's body): a field not given (undefined) is left as it is; the derived and server-owned
   * fields (DERIVED_CASE_FIELDS) are ignored. None: the change only recomputes the case (a tenant taken off it).
   */
  fields?: Partial<C> | undefined;
  /** The status the save writes (else the one in the fields, if any). */
  status?: string | undefined;
  submitted?: boolean | undefined;
  /** The property's copy the case takes (a case linked to its property and not yet submitted). */
  property?: CasePropertyCopy | null | undefined;
  /**
   * The save sent the tenants apart from the fields (the server links them on their own): a save of them confirms a
   * report's tenants as a save of the fields confirms the others.
   */
  tenantsSent?: boolean | undefined;
}

export interface ChangeContext {
  /** The case's tenants as they will be stored (the court fees count the defendants). */
  tenants: Case['tenants'];
  /** Now (tests); the day the rules and the status date read is today in New Jersey. */
  now?: Date | undefined;
  /** A case being created: every contradiction in it is new, and no status comes before it. */
  created?: boolean | undefined;
  /**
   * The status the case had, for the statusOrder rule: by default the one stored (none for a case being created);
   * null when a correction reopens a signed case (decision 0026).
   */
  storedStatus?: string | null | undefined;
}

/** A rule a change breaks: its page in docs/product/rules.md, the field, and what the user reads. */
export interface ChangeViolation {
  rule: string;
  field: string;
  message: string;
}

/** A refused change: the message shown (the first broken rule's, or every paper error) and each broken rule. */
export interface ChangeRefusal {
  message: string;
  violations: ChangeViolation[];
}

export type ChangeResult<C> = { ok: true; case: C } | { ok: false; refusal: ChangeRefusal };

const refused = <C>(message: string, violations: ChangeViolation[]): ChangeResult<C> => ({
  ok: false,
  refusal: { message, violations },
});

function sentFields<C>(fields: Partial<C> | undefined): Partial<C> {
  const derived = new Set<string>(DERIVED_CASE_FIELDS);
  return Object.fromEntries(
    Object.entries(fields ?? {}).filter(([k, v]) => v !== undefined && !derived.has(k)),
  ) as Partial<C>;
}

/** docs/product/data-and-rules.md#case-status: a complete case is submitted; statusDate is today unless given. */
function statusStamp<C extends ChangeableCase>(change: CaseChange<C>, now: Date | undefined): Partial<ChangeableCase> {
  const status = change.status ?? change.fields?.status;
  const submitted =
    status === CASE_STATUSES.complete ? true : (change.submitted ?? change.fields?.submitted ?? undefined);
  return {
    ...(status !== undefined ? { status } : {}),
    ...(submitted !== undefined ? { submitted } : {}),
    statusDate: change.fields?.statusDate?.trim() || statusDateToday(now),
  };
}

/**
 * The case `stored` with the change applied, its derived fields computed, or the refusal of the first rule it breaks
 * (docs/product/rules.md). A contradiction the
 * case already had does not refuse a change (a case stored before a rule can be corrected step by step); the
 * complaint's date is checked only by a change of it (the signing).
 */
export function applyCaseChange<C extends ChangeableCase>(
  stored: C,
  change: CaseChange<C>,
  context: ChangeContext,
): ChangeResult<C> {
  const sent = sentFields(change.fields);
  const saved = [...Object.keys(sent), ...(change.tenantsSent ? ['tenants'] : [])];
  const facts =
    !context.created && change.fields && stored.reportFacts.some((f) => !f.confirmed)
      ? { reportFacts: confirmedBySave(stored.reportFacts, saved) }
      : {};
  const merged = {
    ...stored,
    ...sent,
    ...facts,
    ...(change.property ? casePropertyCopy(change.property) : {}),
    ...(change.fields ? statusStamp(change, context.now) : {}),
  } as C;
  const today = todayInNewJersey(context.now);
  const storedStatus =
    context.storedStatus !== undefined ? context.storedStatus : context.created ? null : stored.status;
  const violations = caseRuleViolations(merged, { storedStatus, forPapers: false, today });
  if (violations[0])
    return refused(
      violations[0].message,
      violations.map((v) => ({
        rule: `docs/product/rules.md#${CASE_RULES[v.rule]}`,
        field: v.field,
        message: v.message,
      })),
    );
  const next = withComputedLabels({ ...merged, section8Subsidy: section8Subsidy(merged) });
  // The claim agrees with its own facts (issue 31): a change that brings in a contradiction changes nothing.
  const known = new Set(context.created ? [] : claimContradictions(stored, null, today).map((i) => i.message));
  const signs = context.created === true || stored.vcDateDrafted !== next.vcDateDrafted;
  const brought = claimContradictions(next, null, today).filter(
    (i) => !known.has(i.message) && (signs || i.field !== 'vcDateDrafted'),
  );
  if (brought[0])
    return refused(
      brought[0].message,
      brought.map((i) => ({ rule: 'docs/product/rules.md#claim-consistency', field: i.field, message: i.message })),
    );
  // The papers' own fields (issue 15).
  const paperErrors = paperFieldErrors(next, today);
  if (paperErrors.length > 0) return refused(paperErrors.join(' '), []);
  const money = caseMoney({ ...next, tenants: context.tenants });
  const initial =
    next.initialSuitAmount == null && next.status === CASE_STATUSES.complete
      ? { initialSuitAmount: money.suitAmount }
      : {};
  return { ok: true, case: { ...next, legalFees: money.legalFees, suitAmount: money.suitAmount, ...initial } };
}
