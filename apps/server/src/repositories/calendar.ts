/** Calendar feeds (only a token's hash is stored) and the court-date reminder outbox (decision 0020). */
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { courtCaseFields } from './afterFiling.ts';
import {
  calendarFeeds,
  caseCourtDates,
  caseCourtRecords,
  cases,
  clients,
  courtDateReminders,
  reminderOptOuts,
  reminderOptOutTokens,
} from '../db/schema.ts';

export async function findFeed(db: Db, clientId: number): Promise<{ createdAt: string } | undefined> {
  const rows = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.clientId, clientId));
  return rows[0];
}

/** Replaces the client's feed token (the old address stops at once). */
export async function replaceFeed(db: Db, clientId: number, tokenHash: string): Promise<string> {
  const rows = await db
    .insert(calendarFeeds)
    .values({ clientId, tokenHash })
    .onConflictDoUpdate({ target: calendarFeeds.clientId, set: { tokenHash, createdAt: sql`now()` } })
    .returning({ createdAt: calendarFeeds.createdAt });
  return rows[0]!.createdAt;
}

export async function deleteFeed(db: Db, clientId: number): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.clientId, clientId));
}

export async function clientIdOfFeed(db: Db, tokenHash: string): Promise<number | undefined> {
  const rows = await db
    .select({ clientId: calendarFeeds.clientId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, tokenHash));
  return rows[0]?.clientId;
}

/** Schedules a reminder once per court date and kind (a second scheduling of the same one changes nothing). */
export async function scheduleReminder(
  db: Db,
  clientId: number,
  courtDateId: number,
  kind: string,
  sendAt: string,
): Promise<void> {
  await db.insert(courtDateReminders).values({ clientId, courtDateId, kind, sendAt }).onConflictDoNothing();
}

/** Drops the unsent reminders of a court date (it was adjourned: its new date has its own). */
export async function cancelUnsentReminders(db: Db, clientId: number, courtDateId: number): Promise<void> {
  await db
    .delete(courtDateReminders)
    .where(
      and(
        eq(courtDateReminders.clientId, clientId),
        eq(courtDateReminders.courtDateId, courtDateId),
        isNull(courtDateReminders.sentAt),
      ),
    );
}

/**
 * Claims up to `limit` due reminders for `leaseSeconds`, in one statement: rows another process holds are skipped
 * (FOR UPDATE SKIP LOCKED), and a claim is a lease, so a process that dies before sending leaves the reminder to
 * another one once the lease ends. Gives up on a reminder after five attempts.
 */
export async function claimDueReminders(db: Db, limit: number, leaseSeconds: number): Promise<number[]> {
  const r = courtDateReminders;
  const due = db
    .select({ id: r.id })
    .from(r)
    .where(
      and(
        isNull(r.sentAt),
        lte(r.sendAt, sql`now()`),
        lt(r.attempts, 5),
        or(isNull(r.claimedUntil), lt(r.claimedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(r.sendAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(r)
    .set({
      claimedUntil: sql`now() + make_interval(secs => ${leaseSeconds}::double precision)`,
      attempts: sql`${r.attempts} + 1`,
    })
    .where(inArray(r.id, due))
    .returning({ id: r.id });
  return rows.map((row) => row.id);
}

/** What a claimed reminder's e-mail says, and to whom. */
export async function remindersToSend(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: courtDateReminders.id,
      clientId: courtDateReminders.clientId,
      kind: courtDateReminders.kind,
      email: clients.email,
      emailVerified: sql<boolean>`${clients.emailVerifiedAt} is not null`,
      date: caseCourtDates.date,
      time: caseCourtDates.time,
      courtKind: caseCourtDates.kind,
      adjournedToId: caseCourtDates.adjournedToId,
      remindersOff: sql<boolean>`${reminderOptOuts.clientId} is not null`,
      ...courtCaseFields,
    })
    .from(courtDateReminders)
    .innerJoin(caseCourtDates, eq(caseCourtDates.id, courtDateReminders.courtDateId))
    .innerJoin(cases, and(eq(cases.id, caseCourtDates.caseId), eq(cases.clientId, courtDateReminders.clientId)))
    .innerJoin(caseCourtRecords, eq(caseCourtRecords.caseId, cases.id))
    .innerJoin(clients, eq(clients.id, courtDateReminders.clientId))
    .leftJoin(reminderOptOuts, eq(reminderOptOuts.clientId, courtDateReminders.clientId))
    .where(inArray(courtDateReminders.id, ids));
}
export type ReminderToSend = Awaited<ReturnType<typeof remindersToSend>>[number];

export async function markReminderSent(db: Db, id: number): Promise<void> {
  await db
    .update(courtDateReminders)
    .set({ sentAt: sql`now()`, claimedUntil: null, lastError: null })
    .where(eq(courtDateReminders.id, id));
}

/** A send that failed: the reminder is free for the next try. */
export async function markReminderFailed(db: Db, id: number, error: string): Promise<void> {
  await db
    .update(courtDateReminders)
    .set({ claimedUntil: null, lastError: error.slice(0, 500) })
    .where(eq(courtDateReminders.id, id));
}

/** Keeps the hash of a reminder e-mail's one-click "turn reminders off" token. */
export async function addOptOutToken(db: Db, clientId: number, tokenHash: string): Promise<void> {
  await db.insert(reminderOptOutTokens).values({ clientId, tokenHash });
}

export async function clientIdOfOptOutToken(db: Db, tokenHash: string): Promise<number | undefined> {
  const rows = await db
    .select({ clientId: reminderOptOutTokens.clientId })
    .from(reminderOptOutTokens)
    .where(eq(reminderOptOutTokens.tokenHash, tokenHash));
  return rows[0]?.clientId;
}

/** Turns the client's court-date reminders off (a row) or on (none); doing it twice changes nothing. */
export async function setRemindersOff(db: Db, clientId: number, off: boolean): Promise<void> {
  if (off) await db.insert(reminderOptOuts).values({ clientId }).onConflictDoNothing();
  else await db.delete(reminderOptOuts).where(eq(reminderOptOuts.clientId, clientId));
}

export async function remindersOff(db: Db, clientId: number): Promise<boolean> {
  const rows = await db
    .select({ clientId: reminderOptOuts.clientId })
    .from(reminderOptOuts)
    .where(eq(reminderOptOuts.clientId, clientId));
  return rows.length > 0;
}
