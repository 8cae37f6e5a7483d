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
import {
  isClientCase,
  loadCase,
  writeCaseCourtColumns,
  type CaseAggregate,
  type CaseCourtColumns,
  type CaseRow,
} from '../repositories/cases.ts';
import type { ClientRef } from '../repositories/clients.ts';
import type { Actor } from './actor.ts';
import { courtAddressOf } from './calendar.ts';
import { cancelCourtDateReminders, scheduleCourtDateReminders } from './reminders.ts';

const DONE_POSITION = statusPosition({ status: 'verifiedComplaintComplete', actions: [] });

export function icsUrlOf(caseId: number, courtDateId: number): string {
  return `/api/cases/${caseId}/court-dates/${courtDateId}/event.ics`;
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

/** The case's columns the court view reads. */
type ViewedCase = Pick<CaseRow, 'id' | 'county' | 'suitAmount' | 'status'>;

async function toView(db: Db, c: ViewedCase, court: repo.CourtFacts, today: string): Promise<CourtView> {
  const { record, dates, payments } = court;
  const outcome = record?.outcome ?? null;
  const allocation = allocationOf(outcome, payments, today);
  const judgment = enforcedJudgment(outcome, Boolean(record?.breachCertifiedAt));
  const courtAddress = await courtAddressOf(db, c.county ?? null);
  return {
    caseId: c.id,
    record: record
      ? {
          docketNo: record.docketNo,
          dateFiled: record.dateFiled,
          courtLocation: record.courtLocation,
          opposingCounsel: record.opposingCounsel ?? null,
        }
      : null,
    courtAddress,
    dates: dates.map((d) => ({
      id: d.id,
      kind: d.kind as CourtDateKind,
      date: d.date,
      time: d.time,
      virtual: d.virtual,
      adjournedToId: d.adjournedToId,
      adjournmentReason: d.adjournmentReason,
      icsUrl: icsUrlOf(c.id, d.id),
    })),
    outcome,
    payments: payments.map((p) => ({ id: p.id, receivedOn: p.receivedOn, amount: p.amount, note: p.note })),
    suitAmount: c.suitAmount ?? 0,
    balance: balanceAfterPayments(c.suitAmount ?? 0, payments),
    missedPayments: allocation?.missed ?? [],
    installments: allocation?.installments ?? [],
    tenantCurrent: allocation && allocation.installments.length > 0 ? allocation.missed.length === 0 : null,
    // The day the warrant request itself allows (warrantWaitHasPassed), from the judgment on the court record.
    earliestWarrantDate: judgment ? earliestWarrantDate(judgment.date) : null,
    breachCertified: Boolean(record?.breachCertifiedAt),
    warrantRequested: Boolean(record?.warrantRequestedAt),
    status: c.status,
  };
}

function found(c: CaseAggregate | undefined): CaseAggregate {
  if (!c) throw notFound('Case');
  return c;
}

export async function getCourtView(db: Db, client: ClientRef, caseId: number, now = new Date()): Promise<CourtView> {
  const c = found(await loadCase(db, client.id, caseId, false));
  return toView(db, c.row, c.court, todayInNewJersey(now));
}

/** The case's status, first action and court columns as the court facts make them (courtProgress); null before filing. */
function progressColumns(row: CaseRow, court: repo.CourtFacts): CaseCourtColumns | null {
  const record = court.record;
  if (!record) return null;
  const progress = courtProgress({
    filed: true,
    dates: court.dates.map((d) => ({ ...d, kind: d.kind as CourtDateKind })),
    outcome: record.outcome ?? null,
    breachCertified: Boolean(record.breachCertifiedAt),
    warrantRequested: Boolean(record.warrantRequestedAt),
  })!;
  const later = row.actions.filter((a) => a.actionId >= 181);
  return {
    docketNo: record.docketNo,
    vcDateFiled: record.dateFiled,
    status: progress.status,
    statusDate: statusDateToday(),
    actions: progress.action ? [progress.action, ...later] : later,
    trialAction: progress.trialAction,
    trialDate: progress.trialDate,
    trialTime: progress.trialTime,
    judgmentDate: progress.judgmentDate,
  };
}

/** A command's change: it writes the court tables and the timeline, and answers the court facts as they now are. */
type CourtChange = (tx: Db, c: CaseAggregate, today: string) => Promise<repo.CourtFacts>;

/**
 * The one skeleton of the court commands, in the caller's transaction: the case is loaded once and its row held
 * (every court command holds it, so the court facts read cannot change meanwhile), the change applied, the
 * progress computed from the court facts in memory and written on the case (its version stepped) unless the change
 * leaves it alone (`progress` false: a payment), and the case as it now is answered.
 */
async function applyCourtChange(
  tx: Db,
  client: ClientRef,
  caseId: number,
  today: string,
  change: CourtChange,
  progress = true,
): Promise<{ row: ViewedCase; court: repo.CourtFacts }> {
  const c = found(await loadCase(tx, client.id, caseId, true));
  const court = await change(tx, c, today);
  const columns = progress ? progressColumns(c.row, court) : null;
  if (columns) await writeCaseCourtColumns(tx, client.id, caseId, columns);
  return { row: { ...c.row, ...columns }, court };
}

/** A court command: applyCourtChange in a transaction of its own, answered with the court view from memory. */
async function courtCommand(
  db: Db,
  client: ClientRef,
  caseId: number,
  now: Date,
  change: CourtChange,
  progress = true,
): Promise<CourtView> {
  const today = todayInNewJersey(now);
  const after = await db.transaction((tx) => applyCourtChange(tx, client, caseId, today, change, progress));
  return toView(db, after.row, after.court, today);
}

/** Court dates in the order the court view lists them (listCourtDates). */
function datesInOrder(dates: repo.CourtDateRow[]): repo.CourtDateRow[] {
  return [...dates].sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.id - b.id);
}

/** Payments in the order the court view lists them (listPayments). */
function paymentsInOrder(payments: repo.PaymentRow[]): repo.PaymentRow[] {
  return [...payments].sort((a, b) => a.receivedOn.localeCompare(b.receivedOn) || a.id - b.id);
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
  return courtCommand(db, client, caseId, now, async (tx, c, today) => {
    if (statusPosition(c.row) < DONE_POSITION)
      throw badRequest(
        'Sign the Verified Complaint before recording the filing: the court record follows the papers filed.',
      );
    refuse(courtRecordRefusal(input, today, c.row.vcDateDrafted ?? null));
    const before = c.court.record;
    const record = await repo.upsertCourtRecord(tx, client.id, caseId, input);
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
    return { ...c.court, record };
  });
}

/** The court record of a filed case; a case not filed yet is refused. */
function filedRecord(c: CaseAggregate): repo.CourtRecordRow {
  if (!c.court.record) throw badRequest(courtDateRefusal('2000-01-01', null)!);
  return c.court.record;
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
  return courtCommand(db, client, caseId, now, async (tx, c) => {
    const record = filedRecord(c);
    refuse(courtDateRefusal(input.date, record.dateFiled));
    refuse(caseLimitRefusal('courtDates', c.court.dates.length));
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
    return { ...c.court, dates: datesInOrder([...c.court.dates, row]) };
  });
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
  return courtCommand(db, client, caseId, now, async (tx, c) => {
    const record = filedRecord(c);
    const old = c.court.dates.find((d) => d.id === dateId);
    if (!old) throw notFound('Court date');
    if (old.adjournedToId !== null)
      throw badRequest('This court date was adjourned already: adjourn the date that replaced it.');
    refuse(courtDateRefusal(input.date, record.dateFiled));
    refuse(caseLimitRefusal('courtDates', c.court.dates.length));
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
    const adjourned = { ...old, adjournedToId: row.id, adjournmentReason: input.reason };
    return { ...c.court, dates: datesInOrder([...c.court.dates.map((d) => (d.id === old.id ? adjourned : d)), row]) };
  });
}

/** A standing court date of the case that may be corrected or removed (courtDateChangeRefusal). */
function standingDate(c: CaseAggregate, dateId: number, change: 'correct' | 'remove'): repo.CourtDateRow {
  const old = c.court.dates.find((d) => d.id === dateId);
  if (!old) throw notFound('Court date');
  const replacesAdjourned = c.court.dates.some((d) => d.adjournedToId === old.id);
  refuse(courtDateChangeRefusal(old, replacesAdjourned, change));
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
  return courtCommand(db, client, caseId, now, async (tx, c) => {
    const record = filedRecord(c);
    const old = standingDate(c, dateId, 'correct');
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
    return { ...c.court, dates: datesInOrder(c.court.dates.map((d) => (d.id === row.id ? row : d))) };
  });
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
  return courtCommand(db, client, caseId, now, async (tx, c) => {
    filedRecord(c);
    const old = standingDate(c, dateId, 'remove');
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
    return { ...c.court, dates: c.court.dates.filter((d) => d.id !== old.id) };
  });
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
  return courtCommand(db, client, caseId, now, async (tx, c, today) => {
    const record = filedRecord(c);
    const trial = currentCourtDates(c.court.dates.filter((d) => d.kind === 'trial'))[0];
    refuse(
      outcomeRefusal(outcome, record.dateFiled, today, {
        trialDate: trial?.date ?? null,
        military: { tenantInMilitary: c.row.statements.tenantInMilitary === true },
      }),
    );
    const written = await repo.setOutcome(tx, client.id, caseId, outcome);
    await recordEvent(tx, client, caseId, 'outcome_recorded', outcomeSummary(outcome), actor);
    return { ...c.court, record: written! };
  });
}

export async function addPayment(
  db: Db,
  client: ClientRef,
  caseId: number,
  payment: PaymentInput,
  actor: Actor,
  now = new Date(),
): Promise<CourtView> {
  return courtCommand(
    db,
    client,
    caseId,
    now,
    async (tx, c, today) => {
      const record = filedRecord(c);
      refuse(paymentRefusal(payment, record.dateFiled, today));
      refuse(caseLimitRefusal('payments', c.court.payments.length));
      const row = await repo.insertPayment(tx, client.id, caseId, payment);
      await recordEvent(tx, client, caseId, 'payment_received', `Payment of ${paymentLine(payment)}`, actor);
      return { ...c.court, payments: paymentsInOrder([...c.court.payments, row]) };
    },
    false,
  );
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
  return courtCommand(
    db,
    client,
    caseId,
    now,
    async (tx, c, today) => {
      const record = filedRecord(c);
      const old = c.court.payments.find((p) => p.id === paymentId);
      if (!old) throw notFound('Payment');
      refuse(paymentRefusal(payment, record.dateFiled, today));
      const row = await repo.updatePayment(tx, client.id, caseId, old.id, payment);
      if (!row) throw notFound('Payment');
      await recordEvent(
        tx,
        client,
        caseId,
        'payment_corrected',
        `Payment of ${paymentLine(old)} corrected to ${paymentLine(payment)}`,
        actor,
      );
      return { ...c.court, payments: paymentsInOrder(c.court.payments.map((p) => (p.id === row.id ? row : p))) };
    },
    false,
  );
}

export async function removePayment(
  db: Db,
  client: ClientRef,
  caseId: number,
  paymentId: number,
  actor: Actor,
  now = new Date(),
): Promise<CourtView> {
  return courtCommand(
    db,
    client,
    caseId,
    now,
    async (tx, c) => {
      filedRecord(c);
      const old = c.court.payments.find((p) => p.id === paymentId);
      if (!old || !(await repo.deletePayment(tx, client.id, caseId, old.id))) throw notFound('Payment');
      await recordEvent(tx, client, caseId, 'payment_removed', `Payment of ${paymentLine(old)} removed`, actor);
      return { ...c.court, payments: c.court.payments.filter((p) => p.id !== old.id) };
    },
    false,
  );
}

/**
 * After a post-judgment paper is stored, in the paper's transaction: the certification of breach records the breach
 * (the case then offers the warrant), the warrant request records that the warrant was requested. Each lands on the
 * timeline.
 */
export async function afterPostJudgmentPaper(
  tx: Db,
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
  await applyCourtChange(tx, client, caseId, todayInNewJersey(), async (inTx, c) => {
    if (!c.court.record) return c.court;
    const record = await repo.markCourtRecord(inTx, client.id, caseId, mark);
    await recordEvent(
      inTx,
      client,
      caseId,
      mark === 'breachCertifiedAt' ? 'breach_certified' : 'warrant_requested',
      mark === 'breachCertifiedAt' ? 'Breach of the settlement certified' : 'Warrant of removal requested',
      actor,
    );
    return { ...c.court, record: record! };
  });
}

export async function getTimeline(db: Db, client: ClientRef, caseId: number): Promise<CaseEvent[]> {
  if (!(await isClientCase(db, client.id, caseId))) throw notFound('Case');
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
