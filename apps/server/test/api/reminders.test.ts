/**
 * Court-date reminders (docs/product/rules.md#court-calendar; decision 0020) through a real SMTP listener started
 * here: scheduled by one server that then stops, sent by two others sharing the database (PostgreSQL with
 * TEST_DATABASE_URL, else one PGlite), each reminder received once, and none again after another restart.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pleadings } from '@rentfile/domain';
import { mintAccessToken } from '../../src/auth/tokens.ts';
import { loadConfig } from '../../src/config.ts';
import { courtDateReminders } from '../../src/db/schema.ts';
import { createServer, type StartedServer } from '../../src/server.ts';
import { createTestDatabase, type TestDatabase } from './support/database.ts';
import { courtDay } from './support/courtCases.ts';
import { freePort } from './support/server.ts';
import { startMailListener, type MailListener, type ReceivedMail } from './support/mail.ts';
import { onDay, SAMPLE_SIGNATURE } from './support/signing.ts';

let mail: MailListener;
let received: ReceivedMail[];
let testDb: TestDatabase;
const running: StartedServer[] = [];

beforeAll(async () => {
  mail = await startMailListener();
  received = mail.received;
  testDb = await createTestDatabase();
});

afterAll(async () => {
  for (const s of running.splice(0)) await stop(s);
  await mail?.close();
  await testDb?.drop();
});

async function start(withMail: boolean): Promise<{ server: StartedServer; baseUrl: string }> {
  const port = await freePort();
  const config = loadConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    REMINDER_POLL_SECONDS: '0.1',
    ...(withMail ? mail.env : {}),
    ...(testDb.url ? { DATABASE_URL: testDb.url } : {}),
  });
  const server = await createServer(config, testDb.url ? {} : { database: testDb.database });
  await server.app.listen({ port, host: '127.0.0.1' });
  running.push(server);
  return { server, baseUrl: `http://127.0.0.1:${port}` };
}

async function stop(server: StartedServer): Promise<void> {
  running.splice(running.indexOf(server), 1);
  await server.app.close();
  if (testDb.url) await server.deps.database.close();
}

const waitFor = async (check: () => boolean, ms: number) => {
  const until = Date.now() + ms;
  while (!check() && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
};

describe('court-date reminders', () => {
  it('are each received once: scheduled before a restart, sent by two processes sharing the database, never again', async () => {
    const first = await start(false);
    const keys = first.server.deps.signingKeys!;
    const claims = { email: 'landlord@example.test', given_name: 'Lee', family_name: 'Park' };
    let token = await mintAccessToken(keys, first.server.deps.verifier.issuer, 'auth0|reminded', claims);
    const call = async (baseUrl: string, method: string, path: string, body?: unknown) => {
      const res = await fetch(baseUrl + path, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      expect(res.status, await res.clone().text()).toBe(200);
      return res.json() as Promise<{ id: number; on: boolean }>;
    };
    await call(first.baseUrl, 'GET', '/api/client');
    const { id: _id, ...caseInfo } = pleadings.SAMPLE_CASE;
    const contact = await call(first.baseUrl, 'POST', '/api/contactInfo', {
      contactInfo: pleadings.SAMPLE_CONTACT,
      saveAsDefault: true,
    });
    const property = await call(first.baseUrl, 'POST', '/api/properties/save', {
      property: { ...pleadings.SAMPLE_PROPERTY, contactInfoId: contact.id },
    });
    const created = await call(first.baseUrl, 'POST', '/api/cases', {
      caseInfo: { ...caseInfo, propertyId: property.id },
      status: 'vc-sign',
    });
    // Signed before the filing recorded below: the court record refuses a filing before the complaint's date.
    await onDay(courtDay(-30), () => call(first.baseUrl, 'POST', `/api/cases/${created.id}/sign`, SAMPLE_SIGNATURE));
    await call(first.baseUrl, 'PUT', `/api/cases/${created.id}/court`, {
      docketNo: 'UNN-LT-000444-26',
      dateFiled: courtDay(-20),
    });
    await call(first.baseUrl, 'POST', `/api/cases/${created.id}/court-dates`, {
      kind: 'trial',
      date: courtDay(20),
      time: '09:00',
    });
    const scheduled = await testDb.database.db.select().from(courtDateReminders);
    expect(scheduled.map((r) => r.kind).sort()).toEqual(['day', 'week']);
    await stop(first.server);

    // Time passes: both reminders fall due while no server runs.
    await testDb.database.db.update(courtDateReminders).set({ sendAt: new Date(Date.now() - 60_000).toISOString() });
    const second = await start(true);
    const third = await start(true);
    await waitFor(() => received.length >= 2, 15_000);
    await new Promise((r) => setTimeout(r, 1_000));
    expect(received).toHaveLength(2);
    for (const m of received) {
      expect(m.to).toEqual(['landlord@example.test']);
      expect(m.data).toContain('UNN-LT-000444-26');
    }
    expect(received.map((m) => /Subject: Court (in one week|tomorrow)/.exec(m.data)?.[1]).sort()).toEqual([
      'in one week',
      'tomorrow',
    ]);
    const sent = await testDb.database.db
      .select()
      .from(courtDateReminders)
      .where(eq(courtDateReminders.courtDateId, scheduled[0]!.courtDateId));
    expect(sent.every((r) => r.sentAt !== null && r.attempts === 1)).toBe(true);

    await stop(second.server);
    await stop(third.server);
    const fourth = await start(true);
    token = await mintAccessToken(
      fourth.server.deps.signingKeys!,
      fourth.server.deps.verifier.issuer,
      'auth0|reminded',
      claims,
    );
    await new Promise((r) => setTimeout(r, 1_000));
    expect(received).toHaveLength(2);

    // Each e-mail carries its own link that turns the account's reminders off in one click, also as List-Unsubscribe.
    const links = received.map(
      (m) => /https?:\/\/\S+\/api\/court-reminders\/off\/[\w-]+/.exec(decodeQuotedPrintable(m.data))![0],
    );
    expect(new Set(links).size).toBe(2);
    expect(received[0]!.data).toMatch(/List-Unsubscribe:\s+<http/);
    // With a mail server the setting says so (the profile then says reminders go to the account).
    expect(await call(fourth.baseUrl, 'GET', '/api/court-reminders')).toEqual({ on: true, mailServer: true });
    const off = await fetch(fourth.baseUrl + new URL(links[0]!).pathname);
    expect(off.status).toBe(200);
    expect(off.headers.get('content-type')).toContain('text/html');
    expect(await off.text()).toContain('Court-date reminders are off');
    expect((await call(fourth.baseUrl, 'GET', '/api/court-reminders')).on).toBe(false);
    expect((await fetch(`${fourth.baseUrl}/api/court-reminders/off/${'x'.repeat(43)}`)).status).toBe(404);

    // While off, a reminder that falls due is not sent (nor later); turned back on in the profile, the next one is.
    const later = await call(fourth.baseUrl, 'POST', `/api/cases/${created.id}/court-dates`, {
      kind: 'case_management_conference',
      date: courtDay(30),
      time: '10:00',
    });
    const laterDates = (later as unknown as { dates: Array<{ id: number; kind: string }> }).dates.filter(
      (d) => d.kind === 'case_management_conference',
    );
    const dueNow = () =>
      testDb.database.db
        .update(courtDateReminders)
        .set({ sendAt: new Date(Date.now() - 60_000).toISOString() })
        .where(
          and(
            isNull(courtDateReminders.sentAt),
            eq(courtDateReminders.courtDateId, laterDates[0]!.id),
            eq(courtDateReminders.kind, 'week'),
          ),
        );
    await dueNow();
    await new Promise((r) => setTimeout(r, 1_000));
    expect(received).toHaveLength(2);
    const skipped = await testDb.database.db
      .select()
      .from(courtDateReminders)
      .where(and(eq(courtDateReminders.courtDateId, laterDates[0]!.id), eq(courtDateReminders.kind, 'week')));
    expect(skipped[0]!.sentAt).not.toBeNull();
    expect((await call(fourth.baseUrl, 'PUT', '/api/court-reminders', { on: true })).on).toBe(true);
    await testDb.database.db
      .update(courtDateReminders)
      .set({ sendAt: new Date(Date.now() - 60_000).toISOString() })
      .where(and(eq(courtDateReminders.courtDateId, laterDates[0]!.id), eq(courtDateReminders.kind, 'day')));
    await waitFor(() => received.length >= 3, 15_000);
    expect(received).toHaveLength(3);
    expect(received[2]!.data).toMatch(/Subject: Court tomorrow/);
  });
});

/** The body of a message as sent (nodemailer writes long lines as quoted-printable). */
function decodeQuotedPrintable(data: string): string {
  return data
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
