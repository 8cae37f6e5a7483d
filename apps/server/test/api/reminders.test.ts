/**
 * Court-date reminders (docs/product/rules.md#court-calendar; decision 0020) through a real SMTP listener started
 * here: scheduled by one server that then stops, sent by two others sharing the database (PostgreSQL with
 * TEST_DATABASE_URL, else one PGlite), each reminder received once, and none again after another restart. Only to a
 * verified address (decision 0039): a sign-up accepts the terms and its confirmation link verifies it; an account
 * whose address is not verified gets no reminder until it opens the link its profile asks for.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pleadings, TERMS_REQUIRED_MESSAGE, TERMS_VERSION } from '@rentfile/domain';
import { mintAccessToken } from '../../src/auth/tokens.ts';
import { loadConfig } from '../../src/config.ts';
import { accounts, courtDateReminders, emailVerificationTokens } from '../../src/db/schema.ts';
import { createServer, type StartedServer } from '../../src/server.ts';
import { VERIFY_LINK_INVALID_MESSAGE } from '../../src/services/emailVerification.ts';
import { formAction, signInThroughProvider, startAuthorization } from './auth-support.ts';
import { createTestDatabase, type TestDatabase } from './support/database.ts';
import { courtDay } from './support/courtCases.ts';
import { freePort } from './support/server.ts';
import { startMailListener, type MailListener, type ReceivedMail } from './support/mail.ts';
import { onDay, SAMPLE_SIGNATURE } from './support/signing.ts';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

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
    // The provider vouches for the address (email_verified): reminders go only to a verified one (decision 0039).
    const claims = { email: 'landlord@example.test', email_verified: true, given_name: 'Lee', family_name: 'Park' };
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
    expect(await call(fourth.baseUrl, 'GET', '/api/court-reminders')).toEqual({
      on: true,
      mailServer: true,
      email: 'landlord@example.test',
      emailVerified: true,
    });
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

/** What was received for one address: its subject and its body, decoded. */
const mailTo = (email: string) =>
  received
    .filter((m) => m.to.includes(email))
    .map((m) => ({ subject: /^Subject: (.*)$/m.exec(m.data)?.[1] ?? '', text: decodeQuotedPrintable(m.data) }));

// Issue 39 (decision 0039): reminders go only to an address shown to be the user's.
describe('a verified address', () => {
  it('is asked of a sign-up with the terms, stored with their version; its confirmation link verifies the account', async () => {
    const { server, baseUrl } = await start(true);
    const issuer = server.deps.verifier.issuer;
    const redirectUri = `${server.deps.config.publicUrl}/`;
    const started = await startAuthorization({ issuer, redirectUri, screenHint: 'signup' });
    expect(started.page).toContain('<input id="f-terms" name="terms" type="checkbox" value="on" required>');
    expect(started.page).toContain(`href="${server.deps.config.publicUrl}/terms"`);
    const action = new URL(formAction(started.page), started.pageUrl).href;
    const form = { firstName: 'Tess', lastName: 'Terms', email: 'tess@example.test', password: 'Welcome2025x' };
    const post = (body: Record<string, string>) =>
      started.browser.fetch(action, { method: 'POST', headers: FORM, body: new URLSearchParams(body).toString() });

    const refused = await post(form);
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toContain(TERMS_REQUIRED_MESSAGE);
    expect(page).toContain('value="tess@example.test"');

    const before = Date.now();
    expect((await post({ ...form, terms: 'on' })).status).toBe(200);
    await waitFor(() => mailTo('tess@example.test').length > 0, 10_000);
    expect(mailTo('tess@example.test')).toHaveLength(1);
    const token = /\/oidc\/confirm#token=([\w-]+)/.exec(mailTo('tess@example.test')[0]!.text)![1]!;
    const confirmed = await fetch(`${baseUrl}/oidc/confirm`, {
      method: 'POST',
      headers: FORM,
      body: new URLSearchParams({ token }).toString(),
    });
    expect(confirmed.status).toBe(200);
    const [account] = await testDb.database.db.select().from(accounts).where(eq(accounts.email, 'tess@example.test'));
    expect(account!.termsVersion).toBe(TERMS_VERSION);
    expect(Date.parse(account!.termsAcceptedAt!)).toBeGreaterThanOrEqual(before - 1_000);
    expect(account!.emailVerifiedAt).not.toBeNull();

    // Its tokens say email_verified, so the profile shows the address verified.
    const { accessToken } = await signInThroughProvider({
      issuer,
      redirectUri,
      form: { email: 'tess@example.test', password: 'Welcome2025x' },
    });
    const state = await fetch(`${baseUrl}/api/court-reminders`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(await state.json()).toMatchObject({ mailServer: true, email: 'tess@example.test', emailVerified: true });
    await stop(server);
  });

  it('gets reminders only once verified: none before, the link verifies it (a wrong, expired or used one is refused), then they go', async () => {
    const { server, baseUrl } = await start(true);
    const token = await mintAccessToken(server.deps.signingKeys!, server.deps.verifier.issuer, 'auth0|unverified', {
      email: 'una@example.test',
      given_name: 'Una',
    });
    const call = async <T>(method: string, path: string, body?: unknown, bearer: string | null = token) => {
      const res = await fetch(baseUrl + path, {
        method,
        headers: {
          ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return { status: res.status, body: (await res.json()) as T };
    };
    expect((await call('GET', '/api/court-reminders')).body).toMatchObject({
      email: 'una@example.test',
      emailVerified: false,
    });
    const { id: _id, ...caseInfo } = pleadings.SAMPLE_CASE;
    const contact = await call<{ id: number }>('POST', '/api/contactInfo', {
      contactInfo: pleadings.SAMPLE_CONTACT,
      saveAsDefault: true,
    });
    const property = await call<{ id: number }>('POST', '/api/properties/save', {
      property: { ...pleadings.SAMPLE_PROPERTY, contactInfoId: contact.body.id },
    });
    const created = await call<{ id: number }>('POST', '/api/cases', {
      caseInfo: { ...caseInfo, propertyId: property.body.id },
      status: 'vc-sign',
    });
    const caseId = created.body.id;
    await onDay(courtDay(-30), () => call('POST', `/api/cases/${caseId}/sign`, SAMPLE_SIGNATURE));
    await call('PUT', `/api/cases/${caseId}/court`, { docketNo: 'MER-LT-000391-26', dateFiled: courtDay(-20) });
    const added = await call<{ dates: Array<{ id: number }> }>('POST', `/api/cases/${caseId}/court-dates`, {
      kind: 'trial',
      date: courtDay(20),
      time: '09:00',
    });
    expect(added.status).toBe(200);
    const reminder = (kind: string) =>
      and(eq(courtDateReminders.courtDateId, added.body.dates[0]!.id), eq(courtDateReminders.kind, kind));
    const due = (kind: string) =>
      testDb.database.db
        .update(courtDateReminders)
        .set({ sendAt: new Date(Date.now() - 60_000).toISOString() })
        .where(reminder(kind));
    const sentAt = async (kind: string) =>
      (await testDb.database.db.select().from(courtDateReminders).where(reminder(kind)))[0]!.sentAt;

    // Unverified: the week reminder falls due and is passed over for good, with no e-mail.
    await due('week');
    await expect.poll(() => sentAt('week'), { timeout: 10_000 }).not.toBeNull();
    expect(mailTo('una@example.test')).toEqual([]);

    const ask = async () => {
      const res = await call<{ sentTo: string }>('POST', '/api/email-verification');
      expect(res).toEqual({ status: 200, body: { sentTo: 'una@example.test' } });
      return /\/verify-email#token=([\w-]+)/.exec(mailTo('una@example.test').at(-1)!.text)![1]!;
    };
    const confirm = (link: string) =>
      call<{ error?: string; email?: string }>('POST', '/api/email-verification/confirm', { token: link }, null);
    const expired = await ask();
    const wrong = await confirm('x'.repeat(43));
    expect(wrong).toMatchObject({ status: 400, body: { error: VERIFY_LINK_INVALID_MESSAGE } });
    await testDb.database.db
      .update(emailVerificationTokens)
      .set({ expiresAt: new Date(Date.now() - 1_000).toISOString() });
    expect((await confirm(expired)).status).toBe(400);
    expect((await call('GET', '/api/court-reminders')).body).toMatchObject({ emailVerified: false });

    const link = await ask();
    expect(await confirm(link)).toEqual({ status: 200, body: { email: 'una@example.test' } });
    expect((await confirm(link)).status).toBe(400);
    expect((await call('GET', '/api/court-reminders')).body).toMatchObject({ emailVerified: true });

    // Verified: the day reminder goes to the address.
    await due('day');
    await waitFor(() => mailTo('una@example.test').length >= 3, 10_000);
    const subjects = mailTo('una@example.test').map((m) => m.subject);
    expect(subjects.slice(0, 2)).toEqual(['Verify your e-mail for RentFile NJ', 'Verify your e-mail for RentFile NJ']);
    expect(subjects[2]).toMatch(/^Court tomorrow: Trial on /);
    expect(mailTo('una@example.test')[2]!.text).toContain('Docket number: MER-LT-000391-26');
    expect(subjects).toHaveLength(3);
    await stop(server);
  });
});

/** The body of a message as sent (nodemailer writes long lines as quoted-printable). */
function decodeQuotedPrintable(data: string): string {
  return data
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
