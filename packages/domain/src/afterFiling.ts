/**
 * After filing (docs/product/rules.md#after-filing): the case's court record (docket number, date filed, court
 * dates with their adjournments, the court's location, opposing counsel), the outcome, the payments received
 * after filing and a consent judgment's payment plan; the status and first action each of them writes, so the
 * dashboard's next step and the resume route come from one place (wizard.ts resumeRoute, caseStage.ts).
 */
import { z } from 'zod';
import type { CaseAction, Cents } from './entities.ts';
import { formatLongDate, isValidIsoDate, type IsoDate } from './dates.ts';
import { courtClosedReason } from './courtDays.ts';
import { inputText } from './input.ts';
import { MAX_CENTS, sumCents } from './money.ts';
import { ACTION_IDS } from './wizard.ts';
import { COURT_DATE_KINDS, COURT_STATUSES } from './courtStatuses.ts';

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date as YYYY-MM-DD')
  .refine(isValidIsoDate, 'Enter a real calendar date');
const amount = z
  .number()
  .int('Enter the amount in cents')
  .positive('Enter an amount above $0.00')
  .max(MAX_CENTS, 'The amount is too large');

export const AFTER_FILING_MESSAGES = {
  docketNo: 'Enter the docket number as the court gave it, e.g. ESX-LT-001234-26',
  time: 'Enter the time as HH:MM (24-hour), e.g. 09:00',
  futureFiled: 'The date filed cannot be in the future.',
  futureOutcome: 'The date of the outcome cannot be in the future.',
  futurePayment: 'A payment cannot be received in the future.',
  beforeFiling: 'A court date cannot be before the date filed.',
  planOrder: 'List the payment plan by due date, each date once.',
  planNeeded: 'A consent judgment with a payment plan needs at least one payment date and amount.',
  moveOutNeeded: 'Enter the date the tenant agreed to move out.',
  notFiled: 'Record the docket number and the date filed before court dates, outcomes or payments.',
  adjournedKept: "An adjourned court date stays in the case's history: change or remove the date that replaced it.",
  replacementKept:
    'This date replaced an adjourned one: correct it rather than remove it, so the adjournment stays in the history.',
} as const;

/**
 * Whether a recorded court date may be corrected or removed (docs/product/rules.md#after-filing): a date that was
 * adjourned is history and stays as it is; a date that replaced an adjourned one may be corrected, not removed.
 */
export function courtDateChangeRefusal(
  date: { adjournedToId: number | null },
  replacesAdjourned: boolean,
  change: 'correct' | 'remove',
): string | null {
  if (date.adjournedToId !== null) return AFTER_FILING_MESSAGES.adjournedKept;
  if (change === 'remove' && replacesAdjourned) return AFTER_FILING_MESSAGES.replacementKept;
  return null;
}

/**
 * A Special Civil Part landlord/tenant docket number: the county's venue code, LT, a sequence number and the
 * two-digit year (e.g. ESX-LT-001234-26); the venue code is optional because some notices print it apart.
 */
export const DOCKET_NUMBER_PATTERN = /^([A-Z]{3}-)?LT-\d{1,6}-\d{2}$/;

export const docketNumberSchema = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase().replace(/\s+/g, ''))
  .pipe(z.string().regex(DOCKET_NUMBER_PATTERN, AFTER_FILING_MESSAGES.docketNo));

export const opposingCounselSchema = z.object({
  name: inputText(200).min(1, "Enter the opposing counsel's name"),
  firm: inputText(200).nullable().default(null),
  phone: inputText(40).nullable().default(null),
  email: z.string().trim().max(200).email('Enter a valid e-mail address').nullable().default(null),
});
export type OpposingCounsel = z.infer<typeof opposingCounselSchema>;

/** The court record entered once the complaint is filed. */
export const courtRecordSchema = z.object({
  docketNo: docketNumberSchema,
  dateFiled: isoDate,
  /** Where hearings are held when not the county's Special Civil Part office (a courtroom, a virtual room). */
  courtLocation: inputText(300).nullable().default(null),
  opposingCounsel: opposingCounselSchema.nullable().default(null),
});
export type CourtRecordInput = z.infer<typeof courtRecordSchema>;

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, AFTER_FILING_MESSAGES.time);

/** A court date to set, or the new date of an adjournment. */
export const courtDateInputSchema = z.object({
  kind: z.enum(COURT_DATE_KINDS),
  date: isoDate,
  time,
  virtual: z.boolean().default(false),
});
export type CourtDateInput = z.infer<typeof courtDateInputSchema>;

export const adjournmentSchema = z.object({
  date: isoDate,
  time,
  reason: inputText(300).nullable().default(null),
});
export type AdjournmentInput = z.infer<typeof adjournmentSchema>;

/** A stored court date: an adjourned one keeps its place in the history and names the date that replaced it. */
export interface CourtDate extends CourtDateInput {
  id: number;
  adjournedToId: number | null;
  adjournmentReason: string | null;
}

export const installmentSchema = z.object({ dueDate: isoDate, amount });
export type Installment = z.infer<typeof installmentSchema>;

export const CONSENT_TERMS = ['pay_and_stay', 'vacate_with_plan', 'vacate_without_plan'] as const;
export type ConsentTerms = (typeof CONSENT_TERMS)[number];
export const CONSENT_TERMS_LABELS: Record<ConsentTerms, string> = {
  pay_and_stay: 'Tenant pays and stays',
  vacate_with_plan: 'Tenant vacates, with a payment plan',
  vacate_without_plan: 'Tenant vacates, without a payment plan',
};

export const OUTCOME_KINDS = ['no_appearance', 'judgment_for_possession', 'consent', 'dismissed', 'withdrawn'] as const;
export type OutcomeKind = (typeof OUTCOME_KINDS)[number];
export const OUTCOME_LABELS: Record<OutcomeKind, string> = {
  no_appearance: 'The tenant did not appear: default requested',
  judgment_for_possession: 'Judgment for possession',
  consent: 'Settled: consent to enter judgment',
  dismissed: 'Dismissed',
  withdrawn: 'Withdrawn',
};

const plan = z
  .array(installmentSchema)
  .max(60, 'A payment plan can list at most 60 payments')
  .refine(
    (items) => items.every((item, i) => i === 0 || items[i - 1]!.dueDate < item.dueDate),
    AFTER_FILING_MESSAGES.planOrder,
  );

/**
 * The outcome of the case. An adjournment is not an outcome: it moves a court date and keeps the old one in the
 * history (adjournmentSchema). The tenant's not appearing is recorded before the default judgment it asks for (the
 * Certification by Landlord is made then); `servicememberCounselAppointed` records that the court appointed an
 * attorney for a defendant in military service, without which no default judgment is entered (50 U.S.C. 3931(b)(2)).
 */
export const outcomeSchema = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('no_appearance'),
      date: isoDate,
      servicememberCounselAppointed: z.boolean().default(false),
    }),
    z.object({
      kind: z.literal('judgment_for_possession'),
      date: isoDate,
      byDefault: z.boolean().default(false),
      servicememberCounselAppointed: z.boolean().default(false),
    }),
    z.object({
      kind: z.literal('consent'),
      date: isoDate,
      terms: z.enum(CONSENT_TERMS),
      plan: plan.default([]),
      moveOutDate: isoDate.nullable().default(null),
    }),
    z.object({ kind: z.literal('dismissed'), date: isoDate }),
    z.object({ kind: z.literal('withdrawn'), date: isoDate }),
  ])
  .superRefine((o, ctx) => {
    if (o.kind !== 'consent') return;
    if (o.terms !== 'vacate_without_plan' && o.plan.length === 0)
      ctx.addIssue({ code: 'custom', path: ['plan'], message: AFTER_FILING_MESSAGES.planNeeded });
    if (o.terms !== 'pay_and_stay' && !o.moveOutDate)
      ctx.addIssue({ code: 'custom', path: ['moveOutDate'], message: AFTER_FILING_MESSAGES.moveOutNeeded });
  });
export type Outcome = z.infer<typeof outcomeSchema>;

export const paymentInputSchema = z.object({
  receivedOn: isoDate,
  amount,
  note: inputText(200).nullable().default(null),
});
export type PaymentInput = z.infer<typeof paymentInputSchema>;
export interface Payment extends PaymentInput {
  id: number;
}

/** Why a date the court set is refused: the courts were closed that day (docs/product/rules.md#court-days). */
function closedDayRefusal(what: string, date: IsoDate): string | null {
  const closed = courtClosedReason(date);
  return closed
    ? `${what}: ${formatLongDate(date)} is ${closed}, when the New Jersey courts are closed. Enter the court day on the court's notice.`
    : null;
}

/**
 * Why a court record cannot be saved as of today, or null (docs/product/rules.md#court-days): the date filed is a
 * court day, not in the future and not before the date of the complaint.
 */
export function courtRecordRefusal(
  input: CourtRecordInput,
  today: IsoDate,
  complaintDate: IsoDate | null,
): string | null {
  if (input.dateFiled > today) return AFTER_FILING_MESSAGES.futureFiled;
  if (complaintDate && input.dateFiled < complaintDate)
    return `The date filed cannot be before the date of the complaint (${formatLongDate(complaintDate)}).`;
  return closedDayRefusal('Date filed', input.dateFiled);
}

/** Why a court date cannot be set on a case filed on `dateFiled`, or null: on a court day, not before the filing. */
export function courtDateRefusal(date: IsoDate, dateFiled: IsoDate | null): string | null {
  if (!dateFiled) return AFTER_FILING_MESSAGES.notFiled;
  if (date < dateFiled) return AFTER_FILING_MESSAGES.beforeFiling;
  return closedDayRefusal('Court date', date);
}

/** What the record says about a defendant in military service, for the default path's refusal. */
export interface MilitaryRecord {
  /** The case reports a defendant in military service (the complaint's statement). */
  tenantInMilitary: boolean;
}

export const SERVICEMEMBER_DEFAULT_MESSAGE =
  'A defendant is reported in military service: no default judgment may be entered until the court has appointed an attorney for the servicemember (50 U.S.C. 3931(b)(2)). Once the court has, record it with the outcome ("The court appointed an attorney for the servicemember").';

/** True when the outcome asks for, or records, a judgment by default. */
export function isDefaultPath(outcome: Outcome | null): boolean {
  return outcome?.kind === 'no_appearance' || (outcome?.kind === 'judgment_for_possession' && outcome.byDefault);
}

/** Refused while the default path runs against a defendant in military service without appointed counsel. */
export function servicememberDefaultRefusal(outcome: Outcome | null, military: MilitaryRecord): string | null {
  if (!military.tenantInMilitary || !isDefaultPath(outcome)) return null;
  return outcome && 'servicememberCounselAppointed' in outcome && outcome.servicememberCounselAppointed
    ? null
    : SERVICEMEMBER_DEFAULT_MESSAGE;
}

/**
 * Why an outcome cannot be recorded as of today, or null (docs/product/rules.md#after-filing, #court-days): it
 * happened, on or after filing; a judgment, a consent, a dismissal or the tenant's not appearing is on a court day,
 * and a judgment or a non-appearance is not before the trial date standing; a default judgment against a defendant in
 * military service waits for the court's appointment of counsel.
 */
export function outcomeRefusal(
  outcome: Outcome,
  dateFiled: IsoDate | null,
  today: IsoDate,
  context: { trialDate?: IsoDate | null; military?: MilitaryRecord } = {},
): string | null {
  if (!dateFiled) return AFTER_FILING_MESSAGES.notFiled;
  if (outcome.date > today) return AFTER_FILING_MESSAGES.futureOutcome;
  if (outcome.date < dateFiled) return 'The date of the outcome cannot be before the date filed.';
  const judged = outcome.kind === 'judgment_for_possession' || outcome.kind === 'no_appearance';
  if (judged && context.trialDate && outcome.date < context.trialDate)
    return `The date of the ${outcome.kind === 'no_appearance' ? 'trial the tenant missed' : 'judgment'} cannot be before the trial date (${formatLongDate(context.trialDate)}).`;
  if (outcome.kind === 'judgment_for_possession' && outcome.byDefault && context.military?.tenantInMilitary)
    if (!outcome.servicememberCounselAppointed) return SERVICEMEMBER_DEFAULT_MESSAGE;
  return outcome.kind === 'withdrawn' ? null : closedDayRefusal('Date of the outcome', outcome.date);
}

/**
 * The judgment a warrant of removal enforces, from the court record (docs/product/rules.md#post-judgment): a judgment
 * for possession, or a consent whose breach is certified (the consent is the judgment, so its date is the judgment's).
 */
export function enforcedJudgment(
  outcome: Outcome | null,
  breachCertified: boolean,
): { date: IsoDate; byDefault: boolean; breach: boolean } | null {
  if (outcome?.kind === 'judgment_for_possession')
    return { date: outcome.date, byDefault: outcome.byDefault, breach: false };
  if (outcome?.kind === 'consent' && breachCertified) return { date: outcome.date, byDefault: false, breach: true };
  return null;
}

/** Why a payment cannot be recorded as of today, or null (received on or after filing, not in the future). */
export function paymentRefusal(payment: PaymentInput, dateFiled: IsoDate | null, today: IsoDate): string | null {
  if (!dateFiled) return AFTER_FILING_MESSAGES.notFiled;
  if (payment.receivedOn > today) return AFTER_FILING_MESSAGES.futurePayment;
  if (payment.receivedOn < dateFiled) return 'Record only payments received on or after the date filed.';
  return null;
}

/** The court dates still standing (not adjourned), soonest first. */
export function currentCourtDates<T extends Pick<CourtDate, 'date' | 'time' | 'adjournedToId'>>(
  dates: ReadonlyArray<T>,
): T[] {
  return dates
    .filter((d) => d.adjournedToId === null)
    .sort((a, b) => `${a.date}T${a.time}`.localeCompare(`${b.date}T${b.time}`));
}

/** The balance left after the payments received since filing (never below zero). */
export function balanceAfterPayments(suitAmount: Cents, payments: ReadonlyArray<Pick<PaymentInput, 'amount'>>): Cents {
  return Math.max(0, suitAmount - sumCents(payments.map((p) => p.amount)));
}

/** A plan payment not made in full by its due date. */
export interface MissedPayment {
  dueDate: IsoDate;
  amountDue: Cents;
  /** The part of this payment still unpaid by its due date. */
  shortBy: Cents;
}

/** One installment of a consent's plan with the payments applied to it (docs/product/rules.md#consent-breach). */
export interface InstallmentAllocation {
  dueDate: IsoDate;
  amount: Cents;
  /** What the payments received so far paid of it. */
  paid: Cents;
  /** The day of the last payment applied to it, or null when none was. */
  paidOn: IsoDate | null;
  /** What the payments received by its due date paid of it. */
  paidByDue: Cents;
  /** What is still unpaid of it today. */
  balance: Cents;
}

/** The plan with every payment applied, and the totals the breach certification states. */
export interface PlanAllocation {
  installments: InstallmentAllocation[];
  /** The installments due on or before today, in total. */
  dueByToday: Cents;
  /** Every payment received on or after the consent's date. */
  received: Cents;
  /** What is unpaid of the installments due on or before today (never below zero). */
  balanceDue: Cents;
  /** What was received beyond the whole plan (not applied to any installment). */
  unapplied: Cents;
  /** The installments not paid in full by their due date, due before today (a payment due today is not missed yet). */
  missed: MissedPayment[];
}

/**
 * Applies the payments received on or after the consent's date to its plan (docs/product/rules.md#consent-breach):
 * in the order received, each payment goes to the oldest installment not yet paid in full, so a payment made early
 * pays the first installment, a late payment pays the oldest one still open, and what exceeds the whole plan is left
 * unapplied. The plan records no other order of application, so none is assumed.
 */
export function planAllocation(
  planItems: ReadonlyArray<Installment>,
  payments: ReadonlyArray<Pick<PaymentInput, 'receivedOn' | 'amount'>>,
  consentDate: IsoDate,
  today: IsoDate,
): PlanAllocation {
  const rows: InstallmentAllocation[] = [...planItems]
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate))
    .map((i) => ({ dueDate: i.dueDate, amount: i.amount, paid: 0, paidOn: null, paidByDue: 0, balance: i.amount }));
  const counted = payments
    .filter((p) => p.receivedOn >= consentDate && p.receivedOn <= today)
    .sort((a, b) => a.receivedOn.localeCompare(b.receivedOn));
  let unapplied = 0;
  for (const p of counted) {
    let left = p.amount;
    for (const row of rows) {
      if (left === 0) break;
      const part = Math.min(left, row.balance);
      if (part === 0) continue;
      row.paid += part;
      row.balance -= part;
      row.paidOn = p.receivedOn;
      if (p.receivedOn <= row.dueDate) row.paidByDue += part;
      left -= part;
    }
    unapplied += left;
  }
  const due = rows.filter((r) => r.dueDate <= today);
  return {
    installments: rows,
    dueByToday: sumCents(due.map((r) => r.amount)),
    received: sumCents(counted.map((p) => p.amount)),
    balanceDue: sumCents(due.map((r) => r.balance)),
    unapplied,
    missed: rows
      .filter((r) => r.dueDate < today && r.paidByDue < r.amount)
      .map((r) => ({ dueDate: r.dueDate, amountDue: r.amount, shortBy: r.amount - r.paidByDue })),
  };
}

/** The plan payments missed by `today`: planAllocation's missed installments. */
export function missedPayments(
  planItems: ReadonlyArray<Installment>,
  payments: ReadonlyArray<Pick<PaymentInput, 'receivedOn' | 'amount'>>,
  consentDate: IsoDate,
  today: IsoDate,
): MissedPayment[] {
  return planAllocation(planItems, payments, consentDate, today).missed;
}

/** What the case's status, first action and trial fields become once something after filing is recorded. */
export interface CourtProgress {
  status: string;
  /** The first action (resume route and progress, docs/product/data-and-rules.md#action-ids); null leaves the actions as they are. */
  action: CaseAction | null;
  trialAction: string | null;
  judgmentDate: IsoDate | null;
  trialDate: IsoDate | null;
  trialTime: string | null;
  /** True when the case has ended without a judgment for possession (dismissed, withdrawn). */
  closed: boolean;
}

export interface CourtProgressInput {
  filed: boolean;
  dates: ReadonlyArray<Pick<CourtDate, 'kind' | 'date' | 'time' | 'adjournedToId'>>;
  outcome: Outcome | null;
  /** The landlord has certified the tenant's breach of the consent (the certification was made). */
  breachCertified: boolean;
  warrantRequested: boolean;
}

const JUDGMENT_TRIAL_ACTION = 'Request for Warrant of Removal: Judgment for Possession';
const DEFAULT_TRIAL_ACTION = 'Request for Warrant of Removal: Default Judgment';
const CONSENT_TRIAL_ACTIONS: Record<ConsentTerms, string> = {
  pay_and_stay: 'Executed Consent to Enter Judgment: Tenant Pays and Stays',
  vacate_with_plan: 'Executed Consent to Enter Judgment: Tenant Vacates with Payment Plan',
  vacate_without_plan: 'Executed Consent to Enter Judgment: Tenant Vacates without Payment Plan',
};
const BREACH_TRIAL_ACTIONS: Record<ConsentTerms, string> = {
  pay_and_stay: 'Request for Warrant of Removal: Breach of Consent - Pay and Stay',
  vacate_with_plan: 'Request for Warrant of Removal: Vacate with Payment Plan',
  vacate_without_plan: 'Request for Warrant of Removal: Vacate without Payment Plan',
};

const action = (actionId: number, clientRouteName: string, actionStringId: string, name: string): CaseAction => ({
  actionId,
  clientRouteName,
  actionStringId,
  name,
});

/**
 * The case's status and first action from what has been recorded after filing (docs/product/data-and-rules.md#case-status, docs/product/data-and-rules.md#action-ids;
 * docs/product/rules.md#after-filing): a trial date with its time is action 41 and resumes at the trial action;
 * a consent is action 51 and resumes at the court outcome; a judgment for possession, or a certified breach of a
 * consent, is action 61 with one of the five trial actions that offer the warrant papers, and resumes at the
 * warrant of removal. The judgment date of a breached consent is the consent's date: the consent is the judgment.
 */
export function courtProgress(input: CourtProgressInput): CourtProgress | null {
  if (!input.filed) return null;
  const trial = currentCourtDates(input.dates.filter((d) => d.kind === 'trial'))[0] ?? null;
  const base = {
    trialDate: trial?.date ?? null,
    trialTime: trial?.time ?? null,
    trialAction: null,
    judgmentDate: null,
    closed: false,
  };
  const o = input.outcome;
  if (o?.kind === 'dismissed' || o?.kind === 'withdrawn') {
    return {
      ...base,
      status: o.kind === 'dismissed' ? COURT_STATUSES.dismissed : COURT_STATUSES.withdrawn,
      action: null,
      closed: true,
    };
  }
  if (o?.kind === 'judgment_for_possession') {
    return {
      ...base,
      status: input.warrantRequested ? COURT_STATUSES.warrantRequested : COURT_STATUSES.judgment,
      action: action(
        ACTION_IDS.warrantOfRemoval,
        'warrant-of-removal',
        'requestWarrantOfRemoval',
        'Request Warrant Of Removal',
      ),
      trialAction: o.byDefault ? DEFAULT_TRIAL_ACTION : JUDGMENT_TRIAL_ACTION,
      judgmentDate: o.date,
    };
  }
  if (o?.kind === 'consent') {
    if (input.breachCertified) {
      return {
        ...base,
        status: input.warrantRequested ? COURT_STATUSES.warrantRequested : COURT_STATUSES.breach,
        action: action(
          ACTION_IDS.warrantOfRemoval,
          'warrant-of-removal',
          'requestWarrantOfRemoval',
          'Request Warrant Of Removal',
        ),
        trialAction: BREACH_TRIAL_ACTIONS[o.terms],
        judgmentDate: o.date,
      };
    }
    return {
      ...base,
      status: COURT_STATUSES.consent,
      action: action(ACTION_IDS.trialOutcome, 'wor-court-outcome', 'consentJudgment', 'Consent to Enter Judgment'),
      trialAction: CONSENT_TRIAL_ACTIONS[o.terms],
    };
  }
  if (trial || o?.kind === 'no_appearance')
    return {
      ...base,
      status: COURT_STATUSES.awaitingOutcome,
      action: action(ACTION_IDS.trialDateWithTime, 'wor-trial-action', 'trialDate', 'Trial Date'),
    };
  return { ...base, status: COURT_STATUSES.awaitingDates, action: null };
}

/** The kinds of event the case's timeline records. */
export const CASE_EVENT_KINDS = [
  'case_created',
  'step_completed',
  'paper_made',
  'papers_signed',
  'papers_reopened',
  'filed',
  'court_date_set',
  'court_date_adjourned',
  'court_date_corrected',
  'court_date_removed',
  'outcome_recorded',
  'payment_received',
  'payment_corrected',
  'payment_removed',
  'breach_certified',
  'warrant_requested',
] as const;
export type CaseEventKind = (typeof CASE_EVENT_KINDS)[number];

/** The court dates due from `today` through `days` days later (the dashboard's "due in the next 14 days"). */
export function isDueWithin(date: IsoDate, today: IsoDate, lastDay: IsoDate): boolean {
  return date >= today && date <= lastDay;
}
