/**
 * Court-date reminders (docs/product/rules.md#court-calendar; decision 0020): a week and a day before each court
 * date, at 9:00 in New Jersey, an e-mail to the account. Scheduling writes a row of the outbox in the same
 * transaction as the court date; every server process polls the outbox, claims due rows with a lease (SKIP LOCKED)
 * and marks each sent once the mail server took it. So a reminder is sent once across restarts and processes: a
 * process dying between the mail server's answer and the mark is the one case of a second send (at least once).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  addDays,
  COURT_DATE_LABELS,
  formatLongDate,
  newJerseyInstant,
  streetWithUnit,
  type CourtDateKind,
} from '@rentfile/domain';
import type { Db } from '../db/client.ts';
import type { Mailer } from '../auth/mail.ts';
import * as repo from '../repositories/calendar.ts';
import type { CourtDateRow } from '../repositories/afterFiling.ts';
import type { ClientRef } from '../repositories/clients.ts';
import { notFound } from '../errors.ts';
import { courtAddressOf } from './calendar.ts';

export const REMINDER_KINDS = { week: 7, day: 1 } as const;
/** The New Jersey hour a reminder is sent at, on its day. */
const SEND_AT = '09:00';
/** How long a claimed reminder is held by the process that claimed it. */
const LEASE_SECONDS = 120;
const BATCH = 20;

/** Schedules the week and day reminders of a court date that are still ahead. */
export async function scheduleCourtDateReminders(
  db: Db,
  clientId: number,
  row: Pick<CourtDateRow, 'id' | 'date'>,
  now = new Date(),
): Promise<void> {
  for (const [kind, daysBefore] of Object.entries(REMINDER_KINDS)) {
    const sendAt = newJerseyInstant(addDays(row.date, -daysBefore), SEND_AT);
    if (sendAt > now) await repo.scheduleReminder(db, clientId, row.id, kind, sendAt.toISOString());
  }
}

export async function cancelCourtDateReminders(db: Db, clientId: number, courtDateId: number): Promise<void> {
  await repo.cancelUnsentReminders(db, clientId, courtDateId);
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export function optOutPath(token: string): string {
  return `/api/court-reminders/off/${token}`;
}

/** A new one-click link that turns the account's reminders off (256 random bits; only the hash is kept). */
async function optOutUrl(db: Db, clientId: number, publicUrl: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await repo.addOptOutToken(db, clientId, hashOf(token));
  return `${publicUrl}${optOutPath(token)}`;
}

/** The link of a reminder e-mail: turns that account's reminders off; an unknown token is a 404. */
export async function optOutByToken(db: Db, token: string): Promise<void> {
  const clientId = await repo.clientIdOfOptOutToken(db, hashOf(token));
  if (clientId === undefined) throw notFound('Link');
  await repo.setRemindersOff(db, clientId, true);
}

export async function reminderSetting(db: Db, client: ClientRef): Promise<{ on: boolean }> {
  return { on: !(await repo.remindersOff(db, client.id)) };
}

export async function setReminders(db: Db, client: ClientRef, on: boolean): Promise<{ on: boolean }> {
  await repo.setRemindersOff(db, client.id, !on);
  return { on };
}

async function messageOf(
  db: Db,
  r: repo.ReminderToSend,
  optOut: string,
): Promise<{ subject: string; text: string; headers: Record<string, string> }> {
  const what = `${COURT_DATE_LABELS[r.courtKind as CourtDateKind]} on ${formatLongDate(r.date)} at ${r.time}`;
  const premises = [streetWithUnit(r.streetAddress, r.unitNo), r.city].filter((p) => p && p.trim() !== '').join(', ');
  const where =
    r.courtLocation ?? (await courtAddressOf(db, r.county)) ?? 'the Special Civil Part office of the county';
  const when = r.kind === 'week' ? 'in one week' : 'tomorrow';
  return {
    subject: `Court ${when}: ${what} (${r.docketNo})`,
    text: [
      `Your ${what.charAt(0).toLowerCase()}${what.slice(1)} is ${when}.`,
      '',
      `Docket number: ${r.docketNo}`,
      `Premises: ${premises}`,
      `Court: ${where}`,
      '',
      'Bring the papers you filed and any record of payments received. If the date has changed, record the adjournment in RentFile NJ so your reminders follow it.',
      '',
      'To stop these reminders, open this link (turn them back on in your profile):',
      optOut,
    ].join('\n'),
    // Mail apps offer their own "unsubscribe" with the same link (RFC 2369).
    headers: { 'List-Unsubscribe': `<${optOut}>` },
  };
}

/** Sends the reminders due now (claimed by this process); answers how many were sent. */
export async function sendDueReminders(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  log: FastifyBaseLogger,
): Promise<number> {
  const ids = await repo.claimDueReminders(db, BATCH, LEASE_SECONDS);
  let sent = 0;
  for (const r of await repo.remindersToSend(db, ids)) {
    // Not sent, and not later either: no address or one not shown to be the user's (decision 0039), a date
    // adjourned since, or reminders turned off.
    if (!r.email || !r.emailVerified || r.adjournedToId !== null || r.remindersOff) {
      await repo.markReminderSent(db, r.id);
      continue;
    }
    try {
      await mailer.send({ to: r.email, ...(await messageOf(db, r, await optOutUrl(db, r.clientId, publicUrl))) });
      await repo.markReminderSent(db, r.id);
      sent += 1;
    } catch (err) {
      log.warn(
        { reminderId: r.id, err: (err as Error).message },
        'court-date reminder not sent; it will be tried again',
      );
      await repo.markReminderFailed(db, r.id, (err as Error).message);
    }
  }
  return sent;
}
