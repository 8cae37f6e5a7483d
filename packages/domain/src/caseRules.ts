/**
 * The rules every case must keep before it is stored or made into papers (docs/product/rules.md). The server
 * applies them on every save and every render and answers a broken rule with its message; the wizard's screens
 * call the same functions to help the user keep them. Each rule names its anchor in docs/product/rules.md.
 */
import type { Case, ChargeEntry, PastDueRentItem } from './entities.ts';
import { chargePeriodDisplay, chargeRange, isIncurredAfter } from './charges.ts';
import { formatMonthYear, isValidIsoDate, type IsoDate } from './dates.ts';
import { dueDaysForCycle, rentPeriodDisplay } from './rentPeriods.ts';
import { CASE_STATUSES, isKnownCaseStatus, statusStep, VERIFIED_COMPLAINT_STEPS } from './wizard.ts';

/** The rules, each with its anchor in docs/product/rules.md. */
export const CASE_RULES = {
  additionalChargesPermitted: 'additional-charges-permitted',
  datesIncurred: 'dates-incurred',
  statusOrder: 'status-order',
  leaseTerms: 'lease-terms',
} as const;
export type CaseRule = keyof typeof CASE_RULES;

/** A broken rule: which, the field it concerns, and what the user reads (naming the field and the fix). */
export interface RuleViolation {
  rule: CaseRule;
  field: string;
  message: string;
}

/** The additional-charge lists and how the wizard names them. */
export const CHARGE_LISTS = {
  lateCharges: 'Late Charges',
  utilities: 'Utilities',
  fees: 'Fees',
  otherCharges: 'Other Charges',
} as const;
export type ChargeList = keyof typeof CHARGE_LISTS;
const CHARGE_LIST_NAMES = Object.keys(CHARGE_LISTS) as ChargeList[];

export const RULE_MESSAGES = {
  chargesNotPermitted:
    'Additional Charges: late charges, utilities, fees and other charges can be claimed only when the lease allows them. Answer Yes on the Additional Charges step, or unselect those charges.',
  chargeInFuture: (list: string, period: string) =>
    `${list}, ${period}: Dates incurred cannot be in the future. Choose a date period that has already begun.`,
  judgmentInFuture:
    'Judgment date: the date the judgment for possession was entered cannot be in the future. Enter the date the court entered it.',
  rentNotDue: (period: string) =>
    `Past Due Rent, ${period}: this rent is not due yet, so it cannot be claimed. Unselect the period.`,
  unknownStatus: (status: string) =>
    `Case status "${status}" is not a step of the wizard. Send the status of a wizard step, or leave the status out.`,
  statusBack: (stored: string, sent: string) =>
    `The case has already reached "${stored}"; a save cannot move it back to "${sent}". Send that step or a later one, or leave the status out.`,
  leaseStart: 'Lease Details, lease start date: enter the date the lease began.',
  rentAmount: 'Lease Details, rent amount: enter the rent the lease sets (0 is allowed).',
  dueDay: {
    Monthly: 'Lease Details, rent due by: choose the one day of the month the rent is due (1 to 31).',
    Weekly: 'Lease Details, rent due by: choose the one weekday the rent is due (Sunday to Saturday).',
    'Semi-monthly':
      'Lease Details, rent due by: Please select two (2) dates. A semi-monthly rent is due on two different days of the month.',
  },
  rentCycle: 'Lease Details, rent cycle: choose Monthly, Weekly or Semi-monthly.',
} as const;

/** The lease fields the lease rule reads; the cycle may come from storage as any text. */
export type LeaseTermsInput = Pick<Case, 'leaseStartDate' | 'rentDueBy' | 'rentAmount'> & { rentCycle: string };

/** One problem with the lease terms: the field, and whether it is missing or does not fit the cycle. */
export interface LeaseIssue {
  field: 'leaseStartDate' | 'rentCycle' | 'rentDueBy' | 'rentAmount';
  problem: 'missing' | 'doesNotFitCycle';
  message: string;
}

function dueDayMessage(rentCycle: string): string {
  return rentCycle === 'Weekly' || rentCycle === 'Semi-monthly'
    ? RULE_MESSAGES.dueDay[rentCycle]
    : RULE_MESSAGES.dueDay.Monthly;
}

/**
 * The lease rule (docs/product/rules.md#lease-terms): a lease has a start date, a rent cycle, a due day that fits
 * the cycle and a rent amount. With `complete` false (a case still before its lease step) only what is given is
 * checked: a due day given must fit the cycle.
 */
export function leaseTermsIssues(terms: LeaseTermsInput, complete: boolean): LeaseIssue[] {
  const issues: LeaseIssue[] = [];
  const cycleKnown =
    terms.rentCycle === 'Monthly' || terms.rentCycle === 'Weekly' || terms.rentCycle === 'Semi-monthly';
  if (complete && !isValidIsoDate(terms.leaseStartDate))
    issues.push({ field: 'leaseStartDate', problem: 'missing', message: RULE_MESSAGES.leaseStart });
  if (!cycleKnown) issues.push({ field: 'rentCycle', problem: 'missing', message: RULE_MESSAGES.rentCycle });
  const given = (terms.rentDueBy ?? '').trim() !== '';
  if (cycleKnown && (given || complete) && !dueDaysForCycle(terms.rentCycle, terms.rentDueBy)) {
    issues.push({
      field: 'rentDueBy',
      problem: given ? 'doesNotFitCycle' : 'missing',
      message: dueDayMessage(terms.rentCycle),
    });
  }
  if (complete && terms.rentAmount == null)
    issues.push({ field: 'rentAmount', problem: 'missing', message: RULE_MESSAGES.rentAmount });
  return issues;
}

/** The case fields the rules read (a stored row or a case from a browser). */
export type RuleCase = LeaseTermsInput &
  Pick<
    Case,
    | 'status'
    | 'additionalChargesPermitted'
    | 'pastDueRent'
    | 'lateCharges'
    | 'utilities'
    | 'fees'
    | 'otherCharges'
    | 'judgmentDate'
  >;

export interface RuleContext {
  /** Today in New Jersey. */
  today: IsoDate;
  /** The status stored before this save; null for a new case or for papers. */
  storedStatus: string | null;
  /** True when papers are made: they need the whole lease, whatever step the case is at. */
  forPapers: boolean;
}

/** The step's label a status stands for, for messages. */
function stepLabel(status: string): string {
  return VERIFIED_COMPLAINT_STEPS[statusStep(status)]?.label ?? status;
}

/** Additional charges are claimed only when the lease allows them (docs/product/rules.md#additional-charges-permitted). */
function chargesPermitted(c: RuleCase): RuleViolation[] {
  if (c.additionalChargesPermitted === true) return [];
  const claimed = CHARGE_LIST_NAMES.find((list) => c[list].some((entry) => entry.selected));
  return claimed
    ? [{ rule: 'additionalChargesPermitted', field: claimed, message: RULE_MESSAGES.chargesNotPermitted }]
    : [];
}

/**
 * The four additional-charge lists with every entry unselected: what a case keeps when the lease does not allow
 * additional charges (docs/product/rules.md#additional-charges-permitted). The entries stay, so a Yes later
 * brings them back to choose from.
 */
export function unclaimedCharges(c: Pick<RuleCase, ChargeList>): Pick<RuleCase, ChargeList> {
  const unselect = (entries: ChargeEntry[]) => entries.map((entry) => ({ ...entry, selected: false }));
  return {
    lateCharges: unselect(c.lateCharges),
    utilities: unselect(c.utilities),
    fees: unselect(c.fees),
    otherCharges: unselect(c.otherCharges),
  };
}

/** Dates incurred, and the judgment's date, are not in the future (docs/product/rules.md#dates-incurred). */
function datesIncurred(c: RuleCase, today: IsoDate): RuleViolation[] {
  const violations: RuleViolation[] = [];
  for (const list of CHARGE_LIST_NAMES) {
    for (const entry of c[list]) {
      if (isIncurredAfter(entry.timePeriod, today)) {
        violations.push({
          rule: 'datesIncurred',
          field: list,
          message: RULE_MESSAGES.chargeInFuture(CHARGE_LISTS[list], chargePeriodDisplay(entry.timePeriod)),
        });
      }
    }
  }
  for (const item of c.pastDueRent) {
    if (item.selected && item.timePeriod > today) {
      violations.push({
        rule: 'datesIncurred',
        field: 'pastDueRent',
        message: RULE_MESSAGES.rentNotDue(
          rentPeriodDisplay(c.rentCycle, item.timePeriod) || formatMonthYear(item.timePeriod),
        ),
      });
    }
  }
  if (c.judgmentDate && c.judgmentDate > today)
    violations.push({ rule: 'datesIncurred', field: 'judgmentDate', message: RULE_MESSAGES.judgmentInFuture });
  return violations;
}

/** The status is known and never moves back to an earlier step (docs/product/rules.md#status-order). */
function statusOrder(c: RuleCase, storedStatus: string | null): RuleViolation[] {
  if (!isKnownCaseStatus(c.status))
    return [{ rule: 'statusOrder', field: 'status', message: RULE_MESSAGES.unknownStatus(c.status) }];
  if (storedStatus !== null && statusStep(c.status) < statusStep(storedStatus)) {
    return [
      {
        rule: 'statusOrder',
        field: 'status',
        message: RULE_MESSAGES.statusBack(stepLabel(storedStatus), stepLabel(c.status)),
      },
    ];
  }
  return [];
}

/** From the Past Due Rent step on (the lease step is done), and for papers, the whole lease is needed. */
function leaseComplete(c: RuleCase, forPapers: boolean): boolean {
  return forPapers || (isKnownCaseStatus(c.status) && statusStep(c.status) >= statusStep(CASE_STATUSES.pastDueRent));
}

/** Every rule the case breaks, in the order of the wizard's steps; empty when it keeps them all. */
export function caseRuleViolations(c: RuleCase, context: RuleContext): RuleViolation[] {
  const lease = leaseTermsIssues(c, leaseComplete(c, context.forPapers)).map((issue): RuleViolation => ({
    rule: 'leaseTerms',
    field: issue.field,
    message: issue.message,
  }));
  return [
    ...statusOrder(c, context.storedStatus),
    ...lease,
    ...datesIncurred(c, context.today),
    ...chargesPermitted(c),
  ];
}

/** A charge with its period in order (a backwards range swapped) and its label computed from the period. */
function labelledCharge(entry: ChargeEntry): ChargeEntry {
  const range = Array.isArray(entry.timePeriod) ? chargeRange(entry.timePeriod) : null;
  const timePeriod: ChargeEntry['timePeriod'] = range ? [range.start, range.end] : entry.timePeriod;
  return { ...entry, timePeriod, timePeriodDisplay: chargePeriodDisplay(timePeriod) };
}

function labelledRent(item: PastDueRentItem, rentCycle: string): PastDueRentItem {
  return { ...item, timePeriodDisplay: rentPeriodDisplay(rentCycle, item.timePeriod) };
}

/**
 * The case with every period label computed from its period, never taken from what was sent
 * (docs/product/rules.md#period-labels): rent periods by the lease's cycle, charges by their month or range.
 */
export function withComputedLabels<T extends Pick<RuleCase, 'rentCycle' | 'pastDueRent' | ChargeList>>(c: T): T {
  return {
    ...c,
    pastDueRent: c.pastDueRent.map((item) => labelledRent(item, c.rentCycle)),
    lateCharges: c.lateCharges.map(labelledCharge),
    utilities: c.utilities.map(labelledCharge),
    fees: c.fees.map(labelledCharge),
    otherCharges: c.otherCharges.map(labelledCharge),
  };
}
