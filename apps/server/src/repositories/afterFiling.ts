/** After filing (issue 22): court records, court dates, payments, the case's timeline. Every query is scoped to the client. */
import { and, asc, desc, eq, getTableColumns, getTableName, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { CourtRecordInput, Outcome } from '@rentfile/domain';
import type { Db } from '../db/client.ts';
import { caseCourtDates, caseCourtRecords, caseEvents, casePayments, cases } from '../db/schema.ts';

export type CourtRecordRow = typeof caseCourtRecords.$inferSelect;
export type CourtDateRow = typeof caseCourtDates.$inferSelect;
export type PaymentRow = typeof casePayments.$inferSelect;
export type CaseEventRow = typeof caseEvents.$inferSelect;

/** A row of `table` (aliased `alias`) as one JSON object keyed as drizzle keys it. */
function rowJson(table: PgTable, alias: string): SQL {
  const pairs = Object.keys(getTableColumns(table)).map((k) => `'${k}', ${alias}.${toSnakeCase(k)}`);
  return sql.raw(`json_build_object(${pairs.join(', ')})`);
}

/** A case's court record, court dates and payments as read with it (the case aggregate of repositories/cases.ts). */
export interface CourtFacts {
  record: CourtRecordRow | null;
  /** In the order of listCourtDates. */
  dates: CourtDateRow[];
  /** In the order of listPayments. */
  payments: PaymentRow[];
}

/**
 * A case's court facts as JSON columns of the statement that reads the case (`caseId`, `clientId`: its columns). The
 * timestamps come as JSON renders them (ISO 8601), the dates as YYYY-MM-DD, as drizzle reads them.
 */
export function courtFactsJson(caseId: SQL, clientId: SQL): { [K in keyof CourtFacts]: SQL<CourtFacts[K]> } {
  const table = (t: PgTable) => sql.raw(getTableName(t));
  return {
    record: sql<CourtRecordRow | null>`(select ${rowJson(caseCourtRecords, 'r')} from ${table(caseCourtRecords)} r
      where r.case_id = ${caseId} and r.client_id = ${clientId})`,
    dates: sql<CourtDateRow[]>`coalesce((select json_agg(${rowJson(caseCourtDates, 'd')} order by d.date, d.time, d.id)
      from ${table(caseCourtDates)} d where d.case_id = ${caseId} and d.client_id = ${clientId}), '[]'::json)`,
    payments: sql<PaymentRow[]>`coalesce((select json_agg(${rowJson(casePayments, 'p')} order by p.received_on, p.id)
      from ${table(casePayments)} p where p.case_id = ${caseId} and p.client_id = ${clientId}), '[]'::json)`,
  };
}

export async function findCourtRecord(db: Db, clientId: number, caseId: number): Promise<CourtRecordRow | undefined> {
  const rows = await db
    .select()
    .from(caseCourtRecords)
    .where(and(eq(caseCourtRecords.clientId, clientId), eq(caseCourtRecords.caseId, caseId)));
  return rows[0];
}

/** Writes the court record's own fields; the outcome and the breach and warrant marks are kept. */
export async function upsertCourtRecord(
  db: Db,
  clientId: number,
  caseId: number,
  input: CourtRecordInput,
): Promise<CourtRecordRow> {
  const values = {
    docketNo: input.docketNo,
    dateFiled: input.dateFiled,
    courtLocation: input.courtLocation,
    opposingCounsel: input.opposingCounsel,
  };
  const rows = await db
    .insert(caseCourtRecords)
    .values({ caseId, clientId, ...values })
    .onConflictDoUpdate({
      target: caseCourtRecords.caseId,
      set: { ...values, updatedAt: sql`now()` },
      setWhere: eq(caseCourtRecords.clientId, clientId),
    })
    .returning();
  return rows[0]!;
}

/** Records the outcome; a new outcome clears an earlier breach certification (it certified the earlier consent). */
export async function setOutcome(
  db: Db,
  clientId: number,
  caseId: number,
  outcome: Outcome,
): Promise<CourtRecordRow | undefined> {
  const rows = await db
    .update(caseCourtRecords)
    .set({ outcome, breachCertifiedAt: null, updatedAt: sql`now()` })
    .where(and(eq(caseCourtRecords.clientId, clientId), eq(caseCourtRecords.caseId, caseId)))
    .returning();
  return rows[0];
}

export async function markCourtRecord(
  db: Db,
  clientId: number,
  caseId: number,
  mark: 'breachCertifiedAt' | 'warrantRequestedAt',
): Promise<CourtRecordRow | undefined> {
  const rows = await db
    .update(caseCourtRecords)
    .set({ [mark]: sql`coalesce(${caseCourtRecords[mark]}, now())`, updatedAt: sql`now()` })
    .where(and(eq(caseCourtRecords.clientId, clientId), eq(caseCourtRecords.caseId, caseId)))
    .returning();
  return rows[0];
}

export async function listCourtDates(db: Db, clientId: number, caseId: number): Promise<CourtDateRow[]> {
  return db
    .select()
    .from(caseCourtDates)
    .where(and(eq(caseCourtDates.clientId, clientId), eq(caseCourtDates.caseId, caseId)))
    .orderBy(asc(caseCourtDates.date), asc(caseCourtDates.time), asc(caseCourtDates.id));
}

export async function findCourtDate(
  db: Db,
  clientId: number,
  caseId: number,
  id: number,
): Promise<CourtDateRow | undefined> {
  const rows = await db
    .select()
    .from(caseCourtDates)
    .where(and(eq(caseCourtDates.clientId, clientId), eq(caseCourtDates.caseId, caseId), eq(caseCourtDates.id, id)));
  return rows[0];
}

export interface NewCourtDate {
  kind: string;
  date: string;
  time: string;
  virtual: boolean;
}

export async function insertCourtDate(
  db: Db,
  clientId: number,
  caseId: number,
  d: NewCourtDate,
): Promise<CourtDateRow> {
  const rows = await db
    .insert(caseCourtDates)
    .values({ clientId, caseId, ...d })
    .returning();
  return rows[0]!;
}

/** Marks a standing court date adjourned to another; false when it was adjourned already (or is not the client's). */
export async function markAdjourned(
  db: Db,
  clientId: number,
  id: number,
  toId: number,
  reason: string | null,
): Promise<boolean> {
  const rows = await db
    .update(caseCourtDates)
    .set({ adjournedToId: toId, adjournmentReason: reason })
    .where(and(eq(caseCourtDates.clientId, clientId), eq(caseCourtDates.id, id), isNull(caseCourtDates.adjournedToId)))
    .returning({ id: caseCourtDates.id });
  return rows.length === 1;
}

/** Corrects a standing court date of the client (an adjourned one is history and is not changed); the row as written, or undefined. */
export async function updateCourtDate(
  db: Db,
  clientId: number,
  caseId: number,
  id: number,
  d: NewCourtDate,
): Promise<CourtDateRow | undefined> {
  const rows = await db
    .update(caseCourtDates)
    .set(d)
    .where(
      and(
        eq(caseCourtDates.clientId, clientId),
        eq(caseCourtDates.caseId, caseId),
        eq(caseCourtDates.id, id),
        isNull(caseCourtDates.adjournedToId),
      ),
    )
    .returning();
  return rows[0];
}

/** Whether a court date of the client replaced an adjourned one. */
export async function replacesAdjourned(db: Db, clientId: number, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: caseCourtDates.id })
    .from(caseCourtDates)
    .where(and(eq(caseCourtDates.clientId, clientId), eq(caseCourtDates.adjournedToId, id)))
    .limit(1);
  return rows.length > 0;
}

/** Removes a standing court date of the client (its reminders go with it); false when there was none to remove. */
export async function deleteCourtDate(db: Db, clientId: number, caseId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(caseCourtDates)
    .where(
      and(
        eq(caseCourtDates.clientId, clientId),
        eq(caseCourtDates.caseId, caseId),
        eq(caseCourtDates.id, id),
        isNull(caseCourtDates.adjournedToId),
      ),
    )
    .returning({ id: caseCourtDates.id });
  return rows.length === 1;
}

export async function findPayment(
  db: Db,
  clientId: number,
  caseId: number,
  id: number,
): Promise<PaymentRow | undefined> {
  const rows = await db
    .select()
    .from(casePayments)
    .where(and(eq(casePayments.clientId, clientId), eq(casePayments.caseId, caseId), eq(casePayments.id, id)));
  return rows[0];
}

export async function updatePayment(
  db: Db,
  clientId: number,
  caseId: number,
  id: number,
  p: { receivedOn: string; amount: number; note: string | null },
): Promise<PaymentRow | undefined> {
  const rows = await db
    .update(casePayments)
    .set(p)
    .where(and(eq(casePayments.clientId, clientId), eq(casePayments.caseId, caseId), eq(casePayments.id, id)))
    .returning();
  return rows[0];
}

export async function deletePayment(db: Db, clientId: number, caseId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(casePayments)
    .where(and(eq(casePayments.clientId, clientId), eq(casePayments.caseId, caseId), eq(casePayments.id, id)))
    .returning({ id: casePayments.id });
  return rows.length === 1;
}

export async function listPayments(db: Db, clientId: number, caseId: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(casePayments)
    .where(and(eq(casePayments.clientId, clientId), eq(casePayments.caseId, caseId)))
    .orderBy(asc(casePayments.receivedOn), asc(casePayments.id));
}

export async function insertPayment(
  db: Db,
  clientId: number,
  caseId: number,
  p: { receivedOn: string; amount: number; note: string | null },
): Promise<PaymentRow> {
  const rows = await db
    .insert(casePayments)
    .values({ clientId, caseId, ...p })
    .returning();
  return rows[0]!;
}

export async function insertEvent(
  db: Db,
  clientId: number,
  caseId: number,
  e: { kind: string; summary: string; actorName: string },
): Promise<void> {
  await db.insert(caseEvents).values({ clientId, caseId, ...e });
}

export async function listEvents(db: Db, clientId: number, caseId: number): Promise<CaseEventRow[]> {
  return db
    .select()
    .from(caseEvents)
    .where(and(eq(caseEvents.clientId, clientId), eq(caseEvents.caseId, caseId)))
    .orderBy(desc(caseEvents.at), desc(caseEvents.id))
    .limit(500);
}

/** A court date's case as its calendar event, reminder and dashboard line name it: docket, court location, premises. */
export const courtCaseFields = {
  docketNo: caseCourtRecords.docketNo,
  courtLocation: caseCourtRecords.courtLocation,
  county: cases.county,
  streetAddress: cases.streetAddress,
  unitNo: cases.unitNo,
  city: cases.city,
};

/** Standing court dates of the client from `from` to `to`, soonest first, with the case's docket and premises. */
export async function upcomingCourtDates(db: Db, clientId: number, from: string, to: string) {
  return db
    .select({
      caseId: caseCourtDates.caseId,
      courtDateId: caseCourtDates.id,
      kind: caseCourtDates.kind,
      date: caseCourtDates.date,
      time: caseCourtDates.time,
      ...courtCaseFields,
    })
    .from(caseCourtDates)
    .innerJoin(cases, and(eq(cases.id, caseCourtDates.caseId), eq(cases.clientId, clientId)))
    .innerJoin(caseCourtRecords, eq(caseCourtRecords.caseId, caseCourtDates.caseId))
    .where(
      and(
        eq(caseCourtDates.clientId, clientId),
        isNull(caseCourtDates.adjournedToId),
        gte(caseCourtDates.date, from),
        lte(caseCourtDates.date, to),
      ),
    )
    .orderBy(asc(caseCourtDates.date), asc(caseCourtDates.time))
    .limit(200);
}

/** Every court date of the client (adjourned ones too, so a feed can cancel them), with the case's facts for the event. */
export async function courtDatesForCalendar(
  db: Db,
  clientId: number,
  caseId: number | null = null,
  courtDateId: number | null = null,
) {
  return db
    .select({
      id: caseCourtDates.id,
      caseId: caseCourtDates.caseId,
      kind: caseCourtDates.kind,
      date: caseCourtDates.date,
      time: caseCourtDates.time,
      virtual: caseCourtDates.virtual,
      adjournedToId: caseCourtDates.adjournedToId,
      ...courtCaseFields,
    })
    .from(caseCourtDates)
    .innerJoin(cases, and(eq(cases.id, caseCourtDates.caseId), eq(cases.clientId, clientId)))
    .innerJoin(caseCourtRecords, eq(caseCourtRecords.caseId, caseCourtDates.caseId))
    .where(
      and(
        eq(caseCourtDates.clientId, clientId),
        caseId === null ? undefined : eq(caseCourtDates.caseId, caseId),
        courtDateId === null ? undefined : eq(caseCourtDates.id, courtDateId),
      ),
    )
    .orderBy(asc(caseCourtDates.date), asc(caseCourtDates.time))
    .limit(2000);
}
export type CalendarCourtDateRow = Awaited<ReturnType<typeof courtDatesForCalendar>>[number];
