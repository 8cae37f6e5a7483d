/**
 * Court dates as calendars (docs/product/rules.md#court-calendar): one date as an .ics download, and an account's
 * private feed, whose address carries a random token of which only the SHA-256 is stored (shown once; a new one or
 * turning it off stops the old address at once).
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  COURT_DATE_LABELS,
  icsCalendar,
  streetWithUnit,
  type CalendarEvent,
  type CourtDateKind,
} from '@rentfile/domain';
import type { Db } from '../db/client.ts';
import { AppError, notFound } from '../errors.ts';
import * as repo from '../repositories/afterFiling.ts';
import * as feeds from '../repositories/calendar.ts';
import type { ClientRef } from '../repositories/clients.ts';
import { courtInfoForCounty } from '../reference/service.ts';

/** Minutes a court date's event lasts in a calendar (the court sets no end; a morning session is typical). */
const EVENT_MINUTES = 120;

/** The one-line address of the county's Special Civil Part office, or null when the county is unknown. */
export async function courtAddressOf(db: Db, county: string | null): Promise<string | null> {
  if (!county || county.trim() === '') return null;
  try {
    const c = await courtInfoForCounty(db, county);
    const cityLine = [c.superiorCourtCity, [c.superiorCourtState, c.superiorCourtZipcode].filter(Boolean).join(' ')]
      .filter(Boolean)
      .join(', ');
    const line = [c.superiorCourtName, c.superiorCourtStreet, cityLine].filter((p) => p && p.trim() !== '').join(', ');
    return line === '' ? null : line;
  } catch (err) {
    if (err instanceof AppError && (err.code === 'NOT_FOUND' || err.code === 'BAD_REQUEST')) return null;
    throw err;
  }
}

async function eventsOf(db: Db, rows: repo.CalendarCourtDateRow[]): Promise<CalendarEvent[]> {
  const addresses = new Map<string, string | null>();
  const events: CalendarEvent[] = [];
  for (const r of rows) {
    const county = r.county ?? '';
    if (!addresses.has(county)) addresses.set(county, await courtAddressOf(db, county));
    const court = addresses.get(county) ?? null;
    const premises = [streetWithUnit(r.streetAddress, r.unitNo), r.city].filter((p) => p && p.trim() !== '').join(', ');
    const label = COURT_DATE_LABELS[r.kind as CourtDateKind];
    events.push({
      uid: `court-date-${r.id}@rentfile-nj`,
      date: r.date,
      time: r.time,
      durationMinutes: EVENT_MINUTES,
      summary: `${label}: ${r.docketNo}${premises ? ` (${premises})` : ''}`,
      location: r.courtLocation ?? court ?? `${county} County Special Civil Part`,
      description: [
        `${label}, landlord/tenant case ${r.docketNo}.`,
        premises ? `Premises: ${premises}.` : '',
        r.virtual ? 'Held virtually: the court sends the link.' : '',
        court ? `Court: ${court}.` : '',
      ]
        .filter(Boolean)
        .join('\n'),
      cancelled: r.adjournedToId !== null,
    });
  }
  return events;
}

/** One court date of one of the client's cases as an .ics file. */
export async function courtDateIcs(
  db: Db,
  client: ClientRef,
  caseId: number,
  courtDateId: number,
  now = new Date(),
): Promise<{ fileName: string; body: string }> {
  const rows = await repo.courtDatesForCalendar(db, client.id, caseId, courtDateId);
  const row = rows[0];
  if (!row) throw notFound('Court date');
  return {
    fileName: `court-date-${row.date}.ics`,
    body: icsCalendar(await eventsOf(db, rows), { name: 'Court date', stamp: now }),
  };
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export function feedPath(token: string): string {
  return `/api/calendar-feed/${token}/court-dates.ics`;
}

export async function feedStatus(db: Db, client: ClientRef): Promise<{ active: boolean; createdAt: string | null }> {
  const feed = await feeds.findFeed(db, client.id);
  return { active: Boolean(feed), createdAt: feed?.createdAt ?? null };
}

/**
 * Makes a new feed address (256 random bits); the previous one stops working. Only the account holder may: an
 * administrator acting as the user would hold an address that keeps working after their session (issue 34).
 */
export async function createFeed(
  db: Db,
  client: ClientRef,
  publicUrl: string,
  actor: ClientRef | null = null,
): Promise<{ url: string; createdAt: string }> {
  if (actor && actor.id !== client.id)
    throw new AppError(
      'FORBIDDEN',
      'An administrator acting as another user cannot create their calendar feed address.',
    );
  const token = randomBytes(32).toString('base64url');
  const createdAt = await feeds.replaceFeed(db, client.id, hashOf(token));
  return { url: `${publicUrl}${feedPath(token)}`, createdAt };
}

export async function deleteFeed(db: Db, client: ClientRef): Promise<void> {
  await feeds.deleteFeed(db, client.id);
}

/** The feed of the account the token belongs to; an unknown or revoked token is a 404 (nothing tells it apart). */
export async function feedIcs(db: Db, token: string, now = new Date()): Promise<string> {
  const clientId = await feeds.clientIdOfFeed(db, hashOf(token));
  if (clientId === undefined) throw notFound('Calendar');
  const rows = await repo.courtDatesForCalendar(db, clientId);
  return icsCalendar(await eventsOf(db, rows), { name: 'RentFile NJ court dates', stamp: now });
}
