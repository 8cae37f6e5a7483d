/**
 * The claim held to the case's own facts (docs/product/rules.md#claim-consistency, issue 31): what the complaint
 * claims must agree with the lease it states, the date it bears, the registration it certifies, the subsidy it
 * describes and the notices it says are attached. One rule set, read in two ways:
 * - claimContradictions: facts that contradict each other. The server refuses a save that brings in a new one (a
 *   save may hold a half-finished step, never a contradiction that would reach a paper).
 * - claimReadinessErrors: the contradictions plus what a signed package needs and a draft may still lack (a claim of
 *   more than $0.00, the housing agency, the registration date). paperReadinessErrors applies it before any signed
 *   paper is made, and the screens show the same messages on the step where the field is.
 */
import type { Case, Property } from './entities.ts';
import { formatLongDate, formatMonthYear, isValidIsoDate, parseIsoDate, weekdayOf, type IsoDate } from './dates.ts';
import { formatCurrency, sumCents } from './money.ts';
import { countedCharges } from './charges.ts';
import { attorneyFee } from './fees.ts';
import { dueDateInMonth, dueDaysForCycle, rentPeriodDisplay } from './rentPeriods.ts';
import { SUBSIDY_TYPES } from './lists.ts';
import { rentScheduleText } from './pleadings/facts.ts';
import type { DocumentKind } from './documents.ts';

/** The wizard's steps a claim rule sends the landlord to (the screens show the message there). */
export const CLAIM_STEPS = {
  pastDueRent: 'Past Due Rent',
  leaseDetails: 'Lease Details',
  leaseRegistration: 'Lease and Registration',
  signature: 'Review & Sign',
} as const;
export type ClaimStep = (typeof CLAIM_STEPS)[keyof typeof CLAIM_STEPS];

/** A claim rule broken: the field, the step where it is answered, and the message naming the field and the fix. */
export interface ClaimIssue {
  field: string;
  step: ClaimStep;
  message: string;
}

/** The notices a complaint can attach (a notice to cease, a notice to quit, the CARES Act notice to vacate). */
const NOTICE_KINDS: ReadonlyArray<DocumentKind> = ['notice-to-cease', 'notice-to-quit', 'cares-notice'];

/** Public housing (SUBSIDY_TYPES 1): a non-payment case follows the housing authority's written 30-day notice (docs/product/rules.md#claim-consistency). */
const PUBLIC_HOUSING = 1;
/** The programs whose housing agency gets a copy of the complaint: public housing and Section 8. */
const AGENCY_PROGRAMS: ReadonlyArray<number> = [1, 2, 3];

export const CLAIM_RULE_MESSAGES = {
  nothingClaimed:
    'Past Due Rent: the complaint would claim $0.00. Tick each rent period the tenant has not paid and enter the amount owed, more than $0.00.',
  rentTwice: (period: string) =>
    `Past Due Rent, ${period}: this period is claimed twice. Claim each rent period once, with the whole amount owed for it.`,
  rentBeforeLease: (period: string, start: string) =>
    `Past Due Rent, ${period}: this rent is before the lease began on ${start}. Unselect it, or correct the lease start date on Lease Details.`,
  rentOffDueDate: (period: string, schedule: string) =>
    `Past Due Rent, ${period}: the lease's rent is due ${schedule}, and this date is not one of them. Unselect it, or correct the rent due day on Lease Details.`,
  rentAboveLease: (period: string, amount: number, rent: number, subsidized: boolean) =>
    `Past Due Rent, ${period}: ${formatCurrency(amount)} is more than ${subsidized ? "the tenant's portion of the rent" : 'the rent'} on Lease Details (${formatCurrency(rent)}). Lower it to what is unpaid for that period. RentFile cannot record a change of rent with its date, so a period cannot be claimed above the rent the lease states now.`,
  complaintBeforeRent: (dated: string, due: string) =>
    `Review & Sign: the complaint is dated ${dated}, before the rent due on ${due} that it claims as due and unpaid. Sign the complaint on or after ${due}, or unselect that period on Past Due Rent.`,
  complaintInFuture: (dated: string) =>
    `Review & Sign: the complaint is dated ${dated}, a day that has not come yet. Date the complaint today or earlier.`,
  section8Sum: (rent: number, subsidy: number, portion: number) =>
    `Lease Details: the full rent amount (${formatCurrency(rent)}) must equal the subsidy paid by the housing authority (${formatCurrency(subsidy)}) plus the monthly tenant portion (${formatCurrency(portion)}). Correct the full rent amount or the monthly tenant portion.`,
  section8Portion:
    "Lease Details, monthly tenant portion: enter the tenant's portion of the rent; only that portion can be claimed from a subsidized tenant.",
  agencyMissing: (program: string) =>
    `Lease Details, public housing office: a ${program} tenancy gets a copy of the complaint at its housing agency. Choose the public housing office on Lease Details.`,
  publicHousingNotice:
    'Review & Sign, notices attached: a public housing tenant sued for non-payment must first get the housing authority\'s written notice, at least 30 days before the complaint is filed (24 CFR 966.4, HUD\'s rule of December 13, 2024). Attach that notice on the Documents step and answer Yes to "notices attached".',
  noticesNotAttached:
    "Review & Sign, notices attached: the complaint says the housing authority's notice of termination is attached, and no notice is in the package. Attach it on the Documents step.",
  registeredWithoutDate:
    'Lease and Registration: you answered that the rental is registered. Enter the date the registration statement was filed.',
  registrationInFuture:
    'Lease and Registration: the date the registration statement was filed cannot be in the future. Enter the date it was filed.',
  categoryDisagrees: (category: string, propertyType: string) =>
    `Lease Details, "Lease for": the lease is for ${category} use but the property's type is ${propertyType}. A residential tenancy files a Landlord Case Information Statement and a Certification of Lease and Registration; a commercial one does not. Choose what is true under "Lease for" on Lease Details, or correct the property's type.`,
} as const;

/** The case fields the claim rules read (a stored row's lease category and cycle may be any text). */
export type ClaimCase = {
  leaseTypeCategory: string;
  rentCycle: string;
  section8Type?: number | null | undefined;
} & Pick<
  Case,
  | 'leaseStartDate'
  | 'rentDueBy'
  | 'rentAmount'
  | 'section8'
  | 'section8Subsidy'
  | 'section8TenantPortion'
  | 'publicHousingOfficeSection8'
  | 'pastDueRent'
  | 'lateCharges'
  | 'utilities'
  | 'fees'
  | 'otherCharges'
  | 'legalFees'
  | 'legalFeesPermitted'
  | 'statements'
  | 'vcDateDrafted'
  | 'clrsExemption'
>;

/** The property fields the claim rules read; null when a save does not know them (the case's own facts are checked). */
export type ClaimProperty = Pick<Property, 'propertyType' | 'registrationFiled' | 'registrationDocsFiledDate'> | null;

/** The documents the package attaches, by kind; null when not known (the notices rule is then left to the papers). */
export type ClaimDocuments = ReadonlyArray<{ kind: string }> | null;

const commercial = (c: Pick<ClaimCase, 'leaseTypeCategory'>, p: ClaimProperty) =>
  c.leaseTypeCategory === 'Commercial' || p?.propertyType === 'Commercial';

/** A subsidized residential tenancy: only the tenant's portion is rent (Community Realty Mgmt. v. Harris). */
const subsidized = (c: ClaimCase, p: ClaimProperty) => c.section8 && !commercial(c, p);

/** The rent one period may claim at most: the tenant's portion for a subsidized tenancy, else the lease's rent. */
function rentCeiling(c: ClaimCase, p: ClaimProperty): number | null {
  return (subsidized(c, p) ? c.section8TenantPortion : c.rentAmount) ?? null;
}

/** Whether a date is one of the lease's due dates (docs/product/data-and-rules.md#lease-details). */
export function isLeaseDueDate(c: Pick<ClaimCase, 'rentCycle' | 'rentDueBy'>, date: IsoDate): boolean {
  const days = dueDaysForCycle(c.rentCycle, c.rentDueBy);
  const parts = parseIsoDate(date);
  if (!days || !parts) return true;
  if (c.rentCycle === 'Weekly') return weekdayOf(date) === days[0];
  return days.some((day) => dueDateInMonth(parts.year, parts.month, day) === date);
}

const periodOf = (c: Pick<ClaimCase, 'rentCycle'>, date: IsoDate) =>
  rentPeriodDisplay(c.rentCycle, date) || formatMonthYear(date);

/** The rent rows claimed: each on a due date, on or after the lease start, once, and not above the rent. */
function rentRowIssues(c: ClaimCase, p: ClaimProperty): ClaimIssue[] {
  const issues: ClaimIssue[] = [];
  const add = (message: string) => issues.push({ field: 'pastDueRent', step: CLAIM_STEPS.pastDueRent, message });
  const seen = new Set<string>();
  const ceiling = rentCeiling(c, p);
  const start = isValidIsoDate(c.leaseStartDate) ? c.leaseStartDate : null;
  const selected = c.pastDueRent.filter((r) => r.selected).sort((a, b) => a.timePeriod.localeCompare(b.timePeriod));
  for (const row of selected) {
    const period = periodOf(c, row.timePeriod);
    if (seen.has(row.timePeriod)) {
      add(CLAIM_RULE_MESSAGES.rentTwice(period));
      continue;
    }
    seen.add(row.timePeriod);
    if (start && row.timePeriod < start) add(CLAIM_RULE_MESSAGES.rentBeforeLease(period, formatLongDate(start)));
    else if (!isLeaseDueDate(c, row.timePeriod))
      add(CLAIM_RULE_MESSAGES.rentOffDueDate(formatLongDate(row.timePeriod), rentScheduleText(c)));
    if (ceiling !== null && row.amount > ceiling)
      add(CLAIM_RULE_MESSAGES.rentAboveLease(period, row.amount, ceiling, subsidized(c, p)));
  }
  return issues;
}

/** The complaint's date is on or after every due date it claims, and not in the future. */
function complaintDateIssues(c: ClaimCase, today: IsoDate): ClaimIssue[] {
  const dated = c.vcDateDrafted;
  if (!dated || !isValidIsoDate(dated)) return [];
  const issue = (message: string): ClaimIssue => ({ field: 'vcDateDrafted', step: CLAIM_STEPS.signature, message });
  if (dated > today) return [issue(CLAIM_RULE_MESSAGES.complaintInFuture(formatLongDate(dated)))];
  const latest = c.pastDueRent
    .filter((r) => r.selected)
    .map((r) => r.timePeriod)
    .sort()
    .at(-1);
  return latest && latest > dated
    ? [issue(CLAIM_RULE_MESSAGES.complaintBeforeRent(formatLongDate(dated), formatLongDate(latest)))]
    : [];
}

/**
 * The Section 8 subsidy: the full rent less the tenant's portion (the housing authority pays the rest). Computed by
 * every change of a case (applyCaseChange), never taken from what a browser sends (decision 0033).
 */
export function section8Subsidy(c: Pick<Case, 'section8' | 'rentAmount' | 'section8TenantPortion'>): number | null {
  return c.section8 && c.rentAmount != null && c.section8TenantPortion != null
    ? c.rentAmount - c.section8TenantPortion
    : null;
}

/** Section 8 figures add up: the full rent is the housing authority's subsidy plus the tenant's portion. */
function section8SumIssues(c: ClaimCase, p: ClaimProperty): ClaimIssue[] {
  if (!subsidized(c, p)) return [];
  const { rentAmount: rent, section8Subsidy: subsidy, section8TenantPortion: portion } = c;
  if (rent == null || subsidy == null || portion == null || rent === subsidy + portion) return [];
  return [
    {
      field: 'section8Subsidy',
      step: CLAIM_STEPS.leaseDetails,
      message: CLAIM_RULE_MESSAGES.section8Sum(rent, subsidy, portion),
    },
  ];
}

/** The lease category and the property's type agree (a contradiction is asked about, never guessed). */
function categoryIssues(c: ClaimCase, p: ClaimProperty): ClaimIssue[] {
  if (!p?.propertyType || p.propertyType === c.leaseTypeCategory) return [];
  return [
    {
      field: 'leaseTypeCategory',
      step: CLAIM_STEPS.leaseDetails,
      message: CLAIM_RULE_MESSAGES.categoryDisagrees(c.leaseTypeCategory, p.propertyType),
    },
  ];
}

/** The registration date is not in the future (the server applies it on every save of a property too). */
export function registrationDateIssues(p: ClaimProperty, today: IsoDate): ClaimIssue[] {
  const date = p?.registrationDocsFiledDate;
  return date && date > today
    ? [
        {
          field: 'registrationDocsFiledDate',
          step: CLAIM_STEPS.leaseRegistration,
          message: CLAIM_RULE_MESSAGES.registrationInFuture,
        },
      ]
    : [];
}

/**
 * The facts of the claim that contradict each other (docs/product/rules.md#claim-consistency): rent rows off the
 * lease's due dates, before its start, claimed twice or above its rent; a complaint dated before the rent it claims
 * or in the future; Section 8 figures that do not add up; a registration filed in the future; a lease category the
 * property's type contradicts. With no property (a save of the case alone) the case's own facts are checked.
 */
export function claimContradictions(c: ClaimCase, p: ClaimProperty, today: IsoDate): ClaimIssue[] {
  return [
    ...rentRowIssues(c, p),
    ...complaintDateIssues(c, today),
    ...section8SumIssues(c, p),
    ...categoryIssues(c, p),
    ...registrationDateIssues(p, today),
  ];
}

/** The 9A total the complaint claims: the rent rows, and for a tenancy that is not subsidized the charges and the attorney fee. */
export function claimedTotal(c: ClaimCase, p: ClaimProperty): number {
  const rent = sumCents(c.pastDueRent.filter((r) => r.selected).map((r) => r.amount));
  if (subsidized(c, p)) return rent;
  return (
    rent +
    sumCents(
      countedCharges(c)
        .filter((e) => e.selected)
        .map((e) => e.amount),
    ) +
    attorneyFee(c)
  );
}

/**
 * Every claim rule a signed package must keep (docs/product/rules.md#claim-consistency): the contradictions, a
 * total of more than $0.00, the tenant's portion and the housing agency of a subsidized tenancy, a registration
 * answered yes with its date, and for public housing the notice of termination answered and attached (documents
 * null: what is attached is not checked here).
 */
export function claimReadinessErrors(
  c: ClaimCase,
  p: NonNullable<ClaimProperty>,
  today: IsoDate,
  documents: ClaimDocuments,
): ClaimIssue[] {
  const issues: ClaimIssue[] = [];
  if (claimedTotal(c, p) <= 0)
    issues.push({ field: 'pastDueRent', step: CLAIM_STEPS.pastDueRent, message: CLAIM_RULE_MESSAGES.nothingClaimed });
  issues.push(...claimContradictions(c, p, today));
  if (subsidized(c, p)) {
    if (c.section8TenantPortion == null)
      issues.push({
        field: 'section8TenantPortion',
        step: CLAIM_STEPS.leaseDetails,
        message: CLAIM_RULE_MESSAGES.section8Portion,
      });
    const program = c.section8Type ?? 2;
    if (AGENCY_PROGRAMS.includes(program) && !c.publicHousingOfficeSection8?.housingAuthority?.trim())
      issues.push({
        field: 'publicHousingOfficeSection8',
        step: CLAIM_STEPS.leaseDetails,
        message: CLAIM_RULE_MESSAGES.agencyMissing(SUBSIDY_TYPES[program as keyof typeof SUBSIDY_TYPES]),
      });
    const noticeInPackage = documents?.some((d) => NOTICE_KINDS.includes(d.kind as DocumentKind)) ?? true;
    if (program === PUBLIC_HOUSING && c.statements.noticesAttached !== true)
      issues.push({
        field: 'statements.noticesAttached',
        step: CLAIM_STEPS.signature,
        message: CLAIM_RULE_MESSAGES.publicHousingNotice,
      });
    else if (program === PUBLIC_HOUSING && !noticeInPackage)
      issues.push({
        field: 'statements.noticesAttached',
        step: CLAIM_STEPS.signature,
        message: CLAIM_RULE_MESSAGES.noticesNotAttached,
      });
  }
  const registered = !commercial(c, p) && c.statements.landlordRegistered === true && !c.clrsExemption;
  if (registered && !(p.registrationFiled && p.registrationDocsFiledDate))
    issues.push({
      field: 'registrationDocsFiledDate',
      step: CLAIM_STEPS.leaseRegistration,
      message: CLAIM_RULE_MESSAGES.registeredWithoutDate,
    });
  return issues;
}

/** The messages of the issues a step shows (the same words the server refuses with). */
export function claimMessagesFor(issues: ReadonlyArray<ClaimIssue>, step: ClaimStep): string[] {
  return issues.filter((i) => i.step === step).map((i) => i.message);
}

/**
 * What a step of the wizard shows for the case as the screen holds it, in the words the server refuses with: every
 * claim rule a signed package needs when the property is known, else the case's own contradictions and its total.
 */
export function claimStepMessages(c: ClaimCase, p: ClaimProperty, today: IsoDate, step: ClaimStep): string[] {
  const issues: ClaimIssue[] = p
    ? claimReadinessErrors(c, p, today, null)
    : [
        ...(claimedTotal(c, null) <= 0
          ? [{ field: 'pastDueRent', step: CLAIM_STEPS.pastDueRent, message: CLAIM_RULE_MESSAGES.nothingClaimed }]
          : []),
        ...claimContradictions(c, null, today),
      ];
  return claimMessagesFor(issues, step);
}
