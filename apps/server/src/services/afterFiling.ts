/**
 * After filing (issue 22; docs/product/rules.md#after-filing): the court record, court dates with their
 * adjournments, the outcome and the payments of one of the client's cases. Every change is checked with the
 * domain's rules, writes the case's status and first action (courtProgress) so the dashboard and the resume route
 * follow, lands on the case's timeline with who made it, and schedules the court dates' reminders.
 */
import {
  addDays,
  balanceAfterPayments,
  CONSENT_TERMS_LABELS,
  currentCourtDates,
  enforcedJudgment,
  planAllocation,
  sumCents,
  type PlanAllocation,
  COURT_DATE_LABELS,
  caseLimitRefusal,
  courtDateChangeRefusal,
  courtDateRefusal,
  courtProgress,
  courtRecordRefusal,
  earliestWarrantDate,
  formatCurrency,
  formatLongDate,
  OUTCOME_LABELS,
  outcomeRefusal,
  paymentRefusal,
  pleadings,
  statusDateToday,
  statusPosition,
  streetWithUnit,
  todayInNewJersey,
  type AdjournmentInput,
  type CaseEventKind,
  type CourtDateInput,
  type CourtDateKind,
  type CourtRecordInput,
  type Outcome,
  type PaymentInput,
} from '@rentfile/domain';
import type { CaseEvent, CourtView, UpcomingCourtDate } from '@rentfile/contract';
import type { Db } from '../db/client.ts';
import { badRequest, notFound } from '../errors.ts';
import * as repo from '../repositories/afterFiling.ts';
import { writeCaseCourtColumns } from '../repositories/cases.ts';
import type { ClientRef } from '../repositories/clients.ts';
import type { Actor } from './actor.ts';
import { getCase } from './cases.ts';
import { courtAddressOf } from './calendar.ts';
import { cancelCourtDateReminders, scheduleCourtDateReminders } from './reminders.ts';


const DONE_POSITION = statusPosition({ status: 'verifiedComplaintComplete', actions: [] });

export function icsUrlOf(caseId: number, courtDateId: number): string {
  return `/api/cases/${caseId}/court-dates/${courtDateId}/event.ics`;
}

interface Loaded {
  caseInfo: Awaited<ReturnType<typeof getCase>>;
  record: repo.CourtRecordRow | undefined;
  dates: repo.CourtDateRow[];
  payments: repo.PaymentRow[];
}

async function load(db: Db, client: ClientRef, caseId: number): Promise<Loaded> {
  const caseInfo = await getCase(db, client, caseId);
  // One after another: inside a transaction the queries share one connection.
  const record = await repo.findCourtRecord(db, client.id, caseId);
  const dates = await repo.listCourtDates(db, client.id, caseId);
  const payments = await repo.listPayments(db, client.id, caseId);
  return { caseInfo, record, dates, payments };
}

/** A consent's plan with the payments applied (planAllocation), or null without a consent. */
function allocationOf(outcome: Outcome | null, payments: repo.PaymentRow[], today: string): PlanAllocation | null {
  return outcome?.kind === 'consent' ? planAllocation(outcome.plan, payments, outcome.date, today) : null;
}

/**
 * The court record every post-judgment paper reads (null before filing): the docket number, the outcome, the plan
 * with the payments applied, the payments since filing and the amount as filed (`claimedAsFiled`, from
 * filedClaimTotal in services/pleadings.ts).
 */
export async function afterFilingFacts(
  db: Db,
  client: ClientRef,
  caseId: number,
  today: string,
  claimedAsFiled: number,
): Promise<pleadings.AfterFilingFacts | null> {
  const record = await repo.findCourtRecord(db, client.id, caseId);
  if (!record) return null;
  const payments = await repo.listPayments(db, client.id, caseId);
  const outcome = record.outcome ?? null;
  return {
    docketNo: record.docketNo,
    dateFiled: record.dateFiled,
    outcome,
    breachCertified: Boolean(record.breachCertifiedAt),
    allocation: allocationOf(outcome, payments, today),
    paidSinceFiling: sumCents(payments.map((p) => p.amount)),
    claimedAsFiled,
  };
}

function toView(db: Db, l: Loaded, today: string): Promise<CourtView> {
  const outcome = l.record?.outcome ?? null;
  const allocation = allocationOf(outcome, l.payments, today);
  const judgment = enforcedJudgment(outcome, Boolean(l.record?.breachCertifiedAt));
  return courtAddressOf(db, l.caseInfo.county ?? null).then((courtAddress) => ({
    caseId: l.caseInfo.id,
    record: l.record
      ? {
          docketNo: l.record.docketNo,
          dateFiled: l.record.dateFiled,
          courtLocation: l.record.courtLocation,
          opposingCounsel: l.record.opposingCounsel ?? null,
        }
      : null,
    courtAddress,
    dates: l.dates.map((d) => ({
      id: d.id,
      kind: d.kind as CourtDateKind,
      date: d.date,
      time: d.time,
      virtual: d.virtual,
      adjournedToId: d.adjournedToId,
      adjournmentReason: d.adjournmentReason,
      icsUrl: icsUrlOf(l.caseInfo.id, d.id),
    })),
    outcome,
    payments: l.payments.map((p) => ({ id: p.id, receivedOn: p.receivedOn, amount: p.amount, note: p.note })),
    suitAmount: l.caseInfo.suitAmount ?? 0,
    balance: balanceAfterPayments(l.caseInfo.suitAmount ?? 0, l.payments),
    missedPayments: allocation?.missed ?? [],
    installments: allocation?.installments ?? [],
    tenantCurrent: allocation && allocation.installments.length > 0 ? allocation.missed.length === 0 : null,
    // The day the warrant request itself allows (warrantWaitHasPassed), from the judgment on the court record.
    earliestWarrantDate: judgment ? earliestWarrantDate(judgment.date) : null,
    breachCertified: Boolean(l.record?.breachCertifiedAt),
    warrantRequested: Boolean(l.record?.warrantRequestedAt),
    status: l.caseInfo.status,
  }));
}

export async function getCourtView(db: Db, client: ClientRef, caseId: number, now = new Date()): Promise<CourtView> {
  return toView(db, await load(db, client, caseId), todayInNewJersey(now));
}

/** Writes the case's status, first action and court columns from what is now recorded (courtProgress). */
async function applyProgress(db: Db, client: ClientRef, caseId: number): Promise<void> {
  const l = await load(db, client, caseId);
  if (!l.record) return;
  const progress = courtProgress({
    filed: true,
    dates: l.dates.map((d) => ({ ...d, kind: d.kind as CourtDateKind })),
    outcome: l.record.outcome ?? null,
    breachCertified: Boolean(l.record.breachCertifiedAt),
    warrantRequested: Boolean(l.record.warrantRequestedAt),
  })!;
  const later = l.caseInfo.actions.filter((a) => a.actionId >= 181);
  await writeCaseCourtColumns(db, client.id, caseId, {
    docketNo: l.record.docketNo,
    vcDateFiled: l.record.dateFiled,
    status: progress.status,
    statusDate: statusDateToday(),
    actions: progress.action ? [progress.action, ...later] : later,
    trialAction: progress.trialAction,
    trialDate: progress.trialDate,
    trialTime: progress.trialTime,
    judgmentDate: progress.judgmentDate,
  });
}

export async function recordEvent(
  db: Db,
  client: ClientRef,
  caseId: number,
  kind: CaseEventKind,
  summary: string,
  actor: Actor,
): Promise<void> {
  await repo.insertEvent(db, client.id, caseId, { kind, summary, actorName: actor.name });
}

function refuse(message: string | null): void {
  if (message) throw badRequest(message);
}

/** Saves the docket number, date filed, location and opposing counsel; the first save marks the case filed. */
export async function saveCourtRecord(
  db: Db,
  client: ClientRef,
  caseId: number,
  input: CourtRecordInput,
  actor: Actor,
  now = new Date(),
): Promise<CourtView> {
  const today = todayInNewJersey(now);
  await db.transaction(async (tx) => {
    const caseInfo = await getCase(tx, client, caseId);
    if (statusPosition(caseInfo) < DONE_POSITION)
      throw badRequest(
        'Sign the Verified Complaint before recording the filing: the court record follows the papers filed.',
      );
    refuse(courtRecordRefusal(input, today, caseInfo.vcDateDrafted ?? null));
    const before = await repo.findCourtRecord(tx, client.id, caseId);
    await repo.upsertCourtRecord(tx, client.id, caseId, input);
    if (!before)
      await recordEvent(
        tx,
        client,
        caseId,
        'filed',
        `Filed on ${formatLongDate(input.dateFiled)}, docket number ${input.docketNo}`,
        actor,
      );
    else if (before.docketNo !== input.docketNo || before.dateFiled !== input.dateFiled)
      await recordEvent(
        tx,
        client,
        caseId,
        'filed',
        `Court record changed: docket number ${input.docketNo}, filed on ${formatLongDate(input.dateFiled)}`,
        actor,
      );
    await applyProgress(tx, client, caseId);
  });
  return getCourtView(db, client, caseId, now);
}

async function filedRecord(db: Db, client: ClientRef, caseId: number): Promise<repo.CourtRecordRow> {
  await getCase(db, client, caseId);
  const record = await repo.findCourtRecord(db, client.id, caseId);
  if (!record) throw badRequest(courtDateRefusal('2000-01-01', null)!);
  return record;
}

const paymentLine = (p: { amount: number; receivedOn: string }) =>
  `${formatCurrency(p.amount)} received on ${formatLongDate(p.receivedOn)}`;

const dateLine = (kind: CourtDateKind, date: string, time: string) =>
  `${COURT_DATE_LABELS[kind]} on ${formatLongDate(date)} at ${time}`;

export async function addCourtDate(
  db: Db,
  client: ClientRef,
  caseId: number,
  input: CourtDateInput,
  actor: Actor,
  now = new Date(),
): Promise<CourtView> {
  await db.transaction(async (tx) => {
    const record = await filedRecord(tx, client, caseId);
    refuse(courtDateRefusal(input.date, record.dateFiled));
    refuse(caseLimitRefusal('courtDates', (await repo.listCourtDates(tx, client.id, caseId)).length));
    const row = await repo.insertCourtDate(tx, client.id, caseId, input);
    await recordEvent(
      tx,
      client,
      caseId,
      'court_date_set',
      `${dateLine(input.kind, input.date, input.time)} set`,
      actor,
    );
    await scheduleCourtDateReminders(tx, client.id, row);
    await applyProgress(tx, client, caseId);
  });
  return getCourtView(db, client, caseId, now);
}

export async function adjournCourtDate(
  db: Db,
  client: ClientRef,
  caseId: number,
  dateId: number,
  input: AdjournmentInput,
  actor: Actor,
  now = new Date(),
): Promise<CourtView> {
  await db.transaction(async (tx) => {
    const record = await filedRecord(tx, client, caseId);
    const old = await repo.findCourtDate(tx, client.id, caseId, dateId);
    if (!old) throw notFound('Court date');
    if (old.adjournedToId !== null)
      throw badRequest('This court date was adjourned already: adjourn the date that replaced it.');
    refuse(courtDateRefusal(input.date, record.dateFiled));
    refuse(caseLimitRefusal('courtDates', (await repo.listCourtDates(tx, client.id, caseId)).length));
    const kind = old.kind as CourtDateKind;
    const row = await repo.insertCourtDate(tx, client.id, caseId, {
      kind,
      date: input.date,
      time: input.time,
      virtual: old.virtual,
    });
    if (!(await repo.markAdjourned(tx, client.id, old.id, row.id, input.reason)))
      throw badRequest('This court date was adjourned already: adjourn the date that replaced it.');
    await cancelCourtDateReminders(tx, client.id, old.id);
    await scheduleCourtDateReminders(tx, client.id, row);
    await recordEvent(
      tx,
      client,
      caseId,
      'court_date_adjourned',
      `${dateLine(kind, old.date, old.time)} adjourned to ${formatLongDate(input.date)} at ${input.time}${input.reason ? ` (${input.reason})` : ''}`,
      actor,
    );
    await applyProgress(tx, client, caseId);
  });
  return getCourtView(db, client, caseId, now);
}

async function standingDate(
  db: Db,
  client: ClientRef,
  caseId: number,
  dateId: number,
  change: 'correct' | 'remove',
): Promise<repo.CourtDateRow> {
  const old = await repo.findCourtDate(db, client.id, caseId, dateId);
  if (!old) throw notFound('Court date');
  refuse(courtDateChangeRefusal(old, await repo.replacesAdjourned(db, client.id, old.id), change));
  return old;
}

/** Corrects a standing court date (a mistake, not an adjournment); its reminders follow the new date. */
export async function correctCourtDate(
  db: Db,
  client: ClientRef,
  caseId: number,
  dateId: number,
  input: CourtDateInput,
  actor: Actor,
  now = new Date(),
): Promise<CourtView> {
  await db.transaction(async (tx) => {
    const record = await filedRecord(tx, client, caseId);
    const old = await standingDate(tx, client, caseId, dateId, 'correct');
    refuse(courtDateRefusal(input.date, record.dateFiled));
    const row = await repo.updateCourtDate(tx, client.id, caseId, old.id, input);
    if (!row) throw badRequest(courtDateChangeRefusal({ adjournedToId: 0 }, false, 'correct')!);
    await cancelCourtDateReminders(tx, client.id, row.id);
    await scheduleCourtDateReminders(tx, client.id, row);
    await recordEvent(
      tx,
      client,
      caseId,
      'court_date_corrected',
      `${dateLine(old.kind as CourtDateKind, old.date, old.time)} corrected to: ${dateLine(input.kind, input.date, input.time)}`,
      actor,
    );
    await applyProgress(tx, client, caseId);
  });
  return getCourtView(db, client, caseId, now);
}

/** Removes a court date recorded by mistake (never an adjourned one, nor one that replaced it). */
export async function removeCourtDate(
  db: Db,
  client: ClientRef,
  caseId: number,
  dateId: number,
  actor: Actor,
  now = new Date(),
): Promise<CourtView> {
  await db.transaction(async (tx) => {
    await filedRecord(tx, client, caseId);
    const old = await standingDate(tx, client, caseId, dateId, 'remove');
    if (!(await repo.deleteCourtDate(tx, client.id, caseId, old.id)))
      throw badRequest(courtDateChangeRefusal({ adjournedToId: 0 }, false, 'remove')!);
    await recordEvent(
      tx,
      client,
      caseId,
      'court_date_removed',
      `${dateLine(old.kind as CourtDateKind, old.date, old.time)} removed`,
      actor,
    );
    await applyProgress(tx, client, caseId);
  });
  return getCourtView(db, client, caseId, now);
}

function outcomeSummary(o: Outcome): string {
  const on = `on ${formatLongDate(o.date)}`;
  const counsel =
    'servicememberCounselAppointed' in o && o.servicememberCounselAppointed
      ? '; the court appointed an attorney for the servicemember'
      : '';
  if (o.kind === 'no_appearance') return `The tenant did not appear at the trial ${on}: default requested${counsel}`;
  if (o.kind === 'judgment_for_possession')
    return `${o.byDefault ? 'Default judgment' : 'Judgment'} for possession entered ${on}${counsel}`;
  if (o.kind === 'consent') {
    const plan =
      o.plan.length > 0
        ? `, ${o.plan.length} payment${o.plan.length === 1 ? '' : 's'} totalling ${formatCurrency(o.plan.reduce((s, p) => s + p.amount, 0))}`
        : '';
    return `Consent to enter judgment ${on}: ${CONSENT_TERMS_LABELS[o.terms].toLowerCase()}${plan}${o.moveOutDate ? `, move out by ${formatLongDate(o.moveOutDate)}` : ''}`;
  }
  return `${OUTCOME_LABELS[o.kind]} ${on}`;
}

export async function saveOutcome(
  db: Db,
  client: ClientRef,
  caseId: number,
  outcome: Outcome,
  actor: Actor,
  now = new Date(),
): Promise<CourtView> {
  await db.transaction(async (tx) => {
    const record = await filedRecord(tx, client, caseId);
    const caseInfo = await getCase(tx, client, caseId);
    const trial = currentCourtDates(
      (await repo.listCourtDates(tx, client.id, caseId)).filter((d) => d.kind === 'trial'),
    )[0];
    refuse(
      outcomeRefusal(outcome, record.dateFiled, todayInNewJersey(now), {
        trialDate: trial?.date ?? null,
        military: { tenantInMilitary: caseInfo.statements.tenantInMilitary === true },
      }),
    );
    await repo.setOutcome(tx, client.id, caseId, outcome);
    await recordEvent(tx, client, caseId, 'outcome_recorded', outcomeSummary(outcome), actor);
    await applyProgress(tx, client, caseId);
  });
  return getCourtView(db, client, caseId, now);
}

export async function addPayment(
  db: Db,
  client: ClientRef,
  caseId: number,
  payment: PaymentInput,
  actor: Actor,
  now = new Date(),
): Promise<CourtView> {
  await db.transaction(async (tx) => {
    const record = await filedRecord(tx, client, caseId);
    refuse(paymentRefusal(payment, record.dateFiled, todayInNewJersey(now)));
    refuse(caseLimitRefusal('payments', (await repo.listPayments(tx, client.id, caseId)).length));
    await repo.insertPayment(tx, client.id, caseId, payment);
    await recordEvent(tx, client, caseId, 'payment_received', `Payment of ${paymentLine(payment)}`, actor);
  });
  return getCourtView(db, client, caseId, now);
}

export async function correctPayment(
  db: Db,
  client: ClientRef,
  caseId: number,
  paymentId: number,
  payment: PaymentInput,
  actor: Actor,
  now = new Date(),
): Promise<CourtView> {
  await db.transaction(async (tx) => {
    const record = await filedRecord(tx, client, caseId);
    const old = await repo.findPayment(tx, client.id, caseId, paymentId);
    if (!old) throw notFound('Payment');
    refuse(paymentRefusal(payment, record.dateFiled, todayInNewJersey(now)));
    if (!(await repo.updatePayment(tx, client.id, caseId, old.id, payment))) throw notFound('Payment');
    await recordEvent(
      tx,
      client,
      caseId,
      'payment_corrected',
      `Payment of ${paymentLine(old)} corrected to ${paymentLine(payment)}`,
      actor,
    );
  });
  return getCourtView(db, client, caseId, now);
}

export async function removePayment(
  db: Db,
  client: ClientRef,
  caseId: number,
  paymentId: number,
  actor: Actor,
  now = new Date(),
): Promise<CourtView> {
  await db.transaction(async (tx) => {
    await filedRecord(tx, client, caseId);
    const old = await repo.findPayment(tx, client.id, caseId, paymentId);
    if (!old || !(await repo.deletePayment(tx, client.id, caseId, old.id))) throw notFound('Payment');
    await recordEvent(tx, client, caseId, 'payment_removed', `Payment of ${paymentLine(old)} removed`, actor);
  });
  return getCourtView(db, client, caseId, now);
}

/**
 * After a post-judgment paper is stored: the certification of breach records the breach (the case then offers the
 * warrant), the warrant request records that the warrant was requested. Each lands on the timeline.
 */
export async function afterPostJudgmentPaper(
  db: Db,
  client: ClientRef,
  caseId: number,
  templateName: string,
  actor: Actor,
): Promise<void> {
  const mark =
    templateName === pleadings.CERTIFICATION_OF_BREACH
      ? 'breachCertifiedAt'
      : templateName === 'wor_request'
        ? 'warrantRequestedAt'
        : null;
  if (!mark) return;
  const record = await repo.findCourtRecord(db, client.id, caseId);
  if (!record) return;
  await repo.markCourtRecord(db, client.id, caseId, mark);
  await recordEvent(
    db,
    client,
    caseId,
    mark === 'breachCertifiedAt' ? 'breach_certified' : 'warrant_requested',
    mark === 'breachCertifiedAt' ? 'Breach of the settlement certified' : 'Warrant of removal requested',
    actor,
  );
  await applyProgress(db, client, caseId);
}

export async function getTimeline(db: Db, client: ClientRef, caseId: number): Promise<CaseEvent[]> {
  await getCase(db, client, caseId);
  return (await repo.listEvents(db, client.id, caseId)).map((e) => ({
    id: e.id,
    kind: e.kind as CaseEvent['kind'],
    summary: e.summary,
    actorName: e.actorName,
    at: e.at,
  }));
}

/** Days ahead the dashboard lists court dates for. */
export const UPCOMING_DAYS = 14;

export async function upcoming(db: Db, client: ClientRef, now = new Date()): Promise<UpcomingCourtDate[]> {
  const today = todayInNewJersey(now);
  const rows = await repo.upcomingCourtDates(db, client.id, today, addDays(today, UPCOMING_DAYS));
  return rows.map((r) => ({
    caseId: r.caseId,
    courtDateId: r.courtDateId,
    kind: r.kind as CourtDateKind,
    date: r.date,
    time: r.time,
    docketNo: r.docketNo,
    premises: [streetWithUnit(r.streetAddress, r.unitNo), r.city].filter((p) => p && p.trim() !== '').join(', '),
  }));
}
