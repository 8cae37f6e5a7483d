/**
 * Issue 20, items 4 and 5, reproduced on a running server and now refused: parallel wrong passwords past the
 * limit, a stranger locking a known account, one shared address locking everyone, unlimited registrations and
 * sign-in starts, answers and timing that tell which e-mails have accounts, a common password accepted; a reset
 * or change that leaves old sessions and tokens alive, old reset links valid, reset links in the log, and a
 * password change without the current password. The server trusts one proxy (TRUST_PROXY=1), so a test speaks
 * from any address with X-Forwarded-For.
 */
import { mkdtempSync } from 'node:fs';
import { eq, inArray } from 'drizzle-orm';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from '@rentfile/domain';
import type { Mailer } from '../../src/auth/mail.ts';
import { limits } from '../../src/auth/limits.ts';
import { purgeEndedAttempts } from '../../src/repositories/rateLimits.ts';
import { mintAccessToken } from '../../src/auth/tokens.ts';
import { loadConfig } from '../../src/config.ts';
import { auditLog, rateLimits } from '../../src/db/schema.ts';
import { createServer, type StartedServer } from '../../src/server.ts';
import { registerAccount, setAccountPassword } from '../../src/auth/accounts.ts';
import { runAdmin } from '../../src/cli/admin.ts';
import { Browser, formAction, signInThroughProvider, startAuthorization } from './auth-support.ts';
import { createTestDatabase, type TestDatabase } from './support/database.ts';
import { freePort } from './support/server.ts';

const PASSWORD = 'Landlord2024';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

let testDb: TestDatabase;
let server: StartedServer;
let origin: string;
let issuer: string;
let redirectUri: string;
const logLines: string[] = [];
const sent: Array<{ to: string; text: string }> = [];
/** E-mail that takes as long as a slow mail server: an answer that waited for it would show which e-mails have accounts. */
const MAIL_DELAY_MS = 300;
let failMail = false;
const mailer: Mailer = {
  send: async (m) => {
    await new Promise((r) => setTimeout(r, MAIL_DELAY_MS));
    if (failMail) throw new Error(`SMTP refused the message: ${m.text}`);
    sent.push(m);
  },
};

beforeAll(async () => {
  testDb = await createTestDatabase();
  const port = await freePort();
  const config = loadConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'rentfile-hardening-')),
    TRUST_PROXY: '1',
    SMTP_URL: 'smtp://mail.invalid:25',
    LOG_LEVEL: 'info',
    ...(testDb.url ? { DATABASE_URL: testDb.url } : {}),
  });
  // Every log line is kept, to look for reset tokens in it.
  const stream = { write: (line: string) => void logLines.push(line) };
  server = await createServer(config, {
    ...(testDb.url ? {} : { database: testDb.database }),
    mailer,
    logStream: stream,
  });
  await server.app.listen({ port, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${port}`;
  issuer = server.deps.verifier.issuer;
  redirectUri = `${config.publicUrl}/`;
});
afterAll(async () => {
  await server?.close();
  await testDb?.drop();
});

const account = (email: string, password = PASSWORD) =>
  registerAccount(server.deps.db, { email, firstName: 'Pat', lastName: 'Owner', password });
const signIn = (email: string, password = PASSWORD, browser?: Browser) =>
  signInThroughProvider({ issuer, redirectUri, form: { email, password }, ...(browser ? { browser } : {}) });
const api = (p: string, token: string, init: RequestInit = {}) =>
  fetch(`${origin}${p}`, {
    ...init,
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.headers as Record<string, string>),
    },
  });

/** A sign-in form of a new interaction, and a way to post it from an address. */
async function loginForm() {
  const started = await startAuthorization({ issuer, redirectUri });
  const action = new URL(formAction(started.page), started.pageUrl).href;
  const post = (email: string, password: string, ip?: string) =>
    started.browser.fetch(action, {
      method: 'POST',
      headers: { ...FORM, ...(ip ? { 'x-forwarded-for': ip } : {}) },
      body: new URLSearchParams({ email, password }).toString(),
    });
  return { ...started, action, post };
}

/**
 * An authorization request of a browser, redirects followed: a code when its provider session signs it in without
 * asking, else the page that asks (the sign-in form).
 */
async function authorize(browser: Browser): Promise<{ code: string } | { page: string }> {
  const q = new URLSearchParams({
    client_id: 'rentfile-web',
    response_type: 'code',
    scope: 'openid profile email',
    redirect_uri: redirectUri,
    code_challenge: 'x'.repeat(43),
    code_challenge_method: 'S256',
    state: 's1',
  });
  let url = `${issuer}/auth?${q}`;
  for (;;) {
    if (url.split('?')[0] === redirectUri) return { code: new URL(url).searchParams.get('code') ?? '' };
    const res = await browser.fetch(url);
    const location = res.headers.get('location');
    if (!location) return { page: await res.text() };
    url = new URL(location, url).href;
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

describe('wrong passwords', () => {
  it('counts a parallel burst before the slow hash: at most the limit is checked, the rest are refused at once', async () => {
    await account('burst@example.test');
    const form = await loginForm();
    const statuses = await Promise.all(
      Array.from({ length: 30 }, () =>
        form.post('burst@example.test', 'Wrong12345', '203.0.113.10').then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(25);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    // The right password is refused too, from that address.
    expect((await form.post('burst@example.test', PASSWORD, '203.0.113.10')).status).toBe(429);
  });

  it('lets a stranger lock a known account only for the stranger\u2019s own address', async () => {
    await account('known@example.test');
    const attacker = await loginForm();
    for (let i = 0; i < 8; i++) await attacker.post('known@example.test', 'Wrong12345', '198.51.100.66');
    expect((await attacker.post('known@example.test', PASSWORD, '198.51.100.66')).status).toBe(429);
    const owner = await loginForm();
    expect((await owner.post('known@example.test', PASSWORD, '192.0.2.10')).status).toBe(303);
  });

  it('does not lock the owner out elsewhere after 60 tries from one address (issue 34: 50 did)', async () => {
    await account('target@example.test');
    const attacker = await loginForm();
    for (let i = 0; i < 60; i++) await attacker.post('target@example.test', 'Wrong12345', '198.51.100.70');
    expect((await attacker.post('target@example.test', PASSWORD, '198.51.100.70')).status).toBe(429);
    const owner = await loginForm();
    expect((await owner.post('target@example.test', PASSWORD, '192.0.2.20')).status).toBe(303);
  });

  it('holds guessing from many addresses to one try per further address, and still lets the owner in from theirs', async () => {
    const email = 'spread@example.test';
    await account(email);
    const byAccount = limits.signInAccount(email);
    const form = await loginForm();
    for (let i = 0; i < byAccount.max; i++)
      expect((await form.post(email, 'Wrong12345', `198.51.100.${100 + i}`)).status).toBe(401);
    // An address that has failed once is refused now; a new one gets its one try, wrong or right.
    expect((await form.post(email, 'Wrong12345', '198.51.100.100')).status).toBe(429);
    expect((await form.post(email, 'Wrong12345', '198.51.100.200')).status).toBe(401);
    expect((await form.post(email, 'Wrong12345', '198.51.100.200')).status).toBe(429);
    const owner = await loginForm();
    expect((await owner.post(email, PASSWORD, '192.0.2.21')).status).toBe(303);
  });

  it('gives a shared address room: 30 failures on other accounts from one office do not lock its other users', async () => {
    await account('colleague@example.test');
    const form = await loginForm();
    for (let i = 0; i < 30; i++)
      expect((await form.post(`typo${i}@example.test`, 'Wrong12345', '192.0.2.77')).status).toBe(401);
    const colleague = await loginForm();
    expect((await colleague.post('colleague@example.test', PASSWORD, '192.0.2.77')).status).toBe(303);
  });

  it('forgets counters whose window has ended, when the hourly purge runs', async () => {
    const ended = { key: 'login:address:192.0.2.250', count: 7, resetAt: new Date(Date.now() - 1000).toISOString() };
    const running = {
      key: 'login:address:192.0.2.251',
      count: 7,
      resetAt: new Date(Date.now() + 60_000).toISOString(),
    };
    await server.deps.db.insert(rateLimits).values([ended, running]);
    await purgeEndedAttempts(server.deps.db);
    const left = await server.deps.db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(inArray(rateLimits.key, [ended.key, running.key]));
    expect(left.map((r) => r.key)).toEqual([running.key]);
  });

  it('still limits one address over every account together', async () => {
    const ip = '192.0.2.99';
    const byAddress = limits.signInAddress(ip);
    await server.deps.db.insert(rateLimits).values({
      key: byAddress.key,
      count: byAddress.max,
      resetAt: new Date(Date.now() + byAddress.windowMs).toISOString(),
    });
    await account('behind-busy@example.test');
    const form = await loginForm();
    expect((await form.post('behind-busy@example.test', PASSWORD, ip)).status).toBe(429);
  });
});

describe('what the answers tell', () => {
  it('answers a wrong password and an unknown e-mail alike, in a similar time', async () => {
    for (let i = 0; i < 5; i++) await account(`timing${i}@example.test`);
    const known: number[] = [];
    const unknown: number[] = [];
    const form = await loginForm();
    const pages = new Set<string>();
    for (let i = 0; i < 5; i++) {
      for (const [email, into] of [
        [`timing${i}@example.test`, known],
        [`nobody${i}@example.test`, unknown],
      ] as const) {
        const start = performance.now();
        const res = await form.post(email, 'Wrong12345', '198.51.100.20');
        into.push(performance.now() - start);
        expect(res.status).toBe(401);
        pages.add((await res.text()).replace(/value="[^"]*@example.test"/, ''));
      }
    }
    expect(pages.size).toBe(1);
    const [a, b] = [median(known), median(unknown)];
    expect(Math.abs(a - b), `known ${a} ms, unknown ${b} ms`).toBeLessThan(Math.max(a, b) * 0.6);
  });

  it('answers forgot-password alike for an account and for none, without waiting for the e-mail', async () => {
    await account('forgetful@example.test');
    const started = await startAuthorization({ issuer, redirectUri });
    const forgotHref = /href="([^"]+\/forgot)"/.exec(started.page)![1]!;
    const action = new URL(forgotHref, started.pageUrl).href;
    const times: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] };
    const pages = new Set<string>();
    for (let i = 0; i < 3; i++) {
      for (const [kind, email] of [
        ['known', 'forgetful@example.test'],
        ['unknown', `none${i}@example.test`],
      ] as const) {
        const start = performance.now();
        const res = await started.browser.fetch(action, {
          method: 'POST',
          headers: { ...FORM, 'x-forwarded-for': '198.51.100.30' },
          body: new URLSearchParams({ email }).toString(),
        });
        times[kind].push(performance.now() - start);
        expect(res.status).toBe(200);
        pages.add((await res.text()).replace(email, 'EMAIL'));
      }
    }
    expect(pages.size).toBe(1);
    expect(median(times.known), JSON.stringify(times)).toBeLessThan(MAIL_DELAY_MS);
    expect(Math.abs(median(times.known) - median(times.unknown)), JSON.stringify(times)).toBeLessThan(
      MAIL_DELAY_MS / 2,
    );
  });

  it('answers a registration alike whether or not the e-mail has an account, and creates it from the e-mailed link', async () => {
    await account('taken@example.test');
    const register = async (email: string) => {
      const started = await startAuthorization({ issuer, redirectUri, screenHint: 'signup' });
      const start = performance.now();
      const res = await started.browser.fetch(new URL(formAction(started.page), started.pageUrl).href, {
        method: 'POST',
        headers: { ...FORM, 'x-forwarded-for': '198.51.100.50' },
        body: new URLSearchParams({
          firstName: 'Nia',
          lastName: 'New',
          email,
          password: 'Welcome2025x',
          terms: 'on',
        }).toString(),
      });
      return { status: res.status, page: (await res.text()).replace(email, 'EMAIL'), ms: performance.now() - start };
    };
    const mails = sent.length;
    const taken = await register('taken@example.test');
    const fresh = await register('fresh@example.test');
    expect([taken.status, fresh.status]).toEqual([200, 200]);
    expect(taken.page).toBe(fresh.page);
    expect(fresh.page).toContain('Check your e-mail');
    expect(Math.abs(taken.ms - fresh.ms), `taken ${taken.ms} ms, new ${fresh.ms} ms`).toBeLessThan(
      Math.max(taken.ms, fresh.ms) * 0.6,
    );
    // Mails of earlier tests may still arrive: these two are found by their addresses.
    const to = (email: string) => sent.slice(mails).some((m) => m.to === email);
    await expect.poll(() => to('taken@example.test') && to('fresh@example.test'), { timeout: 5_000 }).toBe(true);
    const notice = sent.slice(mails).find((m) => m.to === 'taken@example.test')!;
    expect(notice.text).toContain('already has one');
    const link = /(http\S+\/oidc\/confirm#token=\S+)/.exec(
      sent.slice(mails).find((m) => m.to === 'fresh@example.test')!.text,
    )![1]!;
    // No account until the link is opened.
    const early = await loginForm();
    expect((await early.post('fresh@example.test', 'Welcome2025x')).status).toBe(401);
    expect(await (await fetch(link.replace(/^http:\/\/[^/]+/, origin))).text()).toContain(
      '<script src="/auth-assets/reset.js" defer></script>',
    );
    const token = new URL(link).hash.replace(/^#token=/, '');
    const confirm = () =>
      fetch(`${origin}/oidc/confirm`, {
        method: 'POST',
        headers: FORM,
        body: new URLSearchParams({ token }).toString(),
      });
    const done = await confirm();
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Your account is ready');
    expect((await confirm()).status).toBe(400);
    await expect(signIn('fresh@example.test', 'Welcome2025x')).resolves.toHaveProperty('accessToken');
    for (const line of logLines) expect(line).not.toContain(token);
  });

  it('limits registrations per address', async () => {
    const ip = '203.0.113.40';
    const byAddress = limits.registerAddress(ip);
    await server.deps.db.insert(rateLimits).values({
      key: byAddress.key,
      count: byAddress.max,
      resetAt: new Date(Date.now() + byAddress.windowMs).toISOString(),
    });
    const started = await startAuthorization({ issuer, redirectUri, screenHint: 'signup' });
    const res = await started.browser.fetch(new URL(formAction(started.page), started.pageUrl).href, {
      method: 'POST',
      headers: { ...FORM, 'x-forwarded-for': ip },
      body: new URLSearchParams({
        firstName: 'Ed',
        lastName: 'Numerate',
        email: 'ed@example.test',
        password: PASSWORD,
        terms: 'on',
      }).toString(),
    });
    expect(res.status).toBe(429);
    expect(await res.text()).toContain('Too many requests from your network.');
  });

  it('limits sign-in starts (authorization requests) per address', async () => {
    const ip = '203.0.113.41';
    const byAddress = limits.authorizeAddress(ip);
    await server.deps.db.insert(rateLimits).values({
      key: byAddress.key,
      count: byAddress.max,
      resetAt: new Date(Date.now() + byAddress.windowMs).toISOString(),
    });
    const res = await fetch(`${issuer}/auth?client_id=rentfile-web&response_type=code&scope=openid`, {
      headers: { 'x-forwarded-for': ip },
      redirect: 'manual',
    });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('900');
    const elsewhere = await fetch(`${issuer}/auth?client_id=rentfile-web&response_type=code&scope=openid`, {
      headers: { 'x-forwarded-for': '203.0.113.42' },
      redirect: 'manual',
    });
    expect(elsewhere.status).not.toBe(429);
  });

  it('refuses common and breached passwords, whatever their case', async () => {
    await expect(account('common@example.test', 'Password1')).rejects.toThrow(/too common/);
    await expect(account('common@example.test', 'Qwerty123')).rejects.toThrow(/too common/);
    await expect(account('common@example.test', 'Landlord2024')).resolves.toHaveProperty('id');
  });

  it('refuses a season or month with a year, a common word with digits and signs, and the e-mail name (issue 34)', async () => {
    for (const guessable of ['Summer2024', 'December-2025', 'W1nter2026!', 'Letmein-2025', 'Rentfile2025'])
      await expect(account('guessable@example.test', guessable)).rejects.toThrow(PASSWORD_MESSAGES.guessable);
    await expect(account('jsmith@example.test', 'Jsmith2025')).rejects.toThrow(PASSWORD_MESSAGES.guessable);
    await expect(account('jsmith@example.test', 'Summer-Rain-2024')).resolves.toHaveProperty('id');
  });
});

describe('a password reset', () => {
  const resetLinks = () =>
    sent.map((m) => /(http\S+\/oidc\/reset#token=\S+)/.exec(m.text)?.[1]).filter((l): l is string => Boolean(l));

  async function askForReset(email: string): Promise<string> {
    const before = resetLinks().length;
    const started = await startAuthorization({ issuer, redirectUri });
    const forgotHref = /href="([^"]+\/forgot)"/.exec(started.page)![1]!;
    const res = await started.browser.postForm(new URL(forgotHref, started.pageUrl).href, { email });
    expect(res.status).toBe(200);
    await expect.poll(() => resetLinks().length, { timeout: 5_000 }).toBe(before + 1);
    return resetLinks().at(-1)!;
  }

  const tokenOf = (link: string) => new URL(link).hash.replace(/^#token=/, '');
  const reset = (token: string, password: string) =>
    fetch(`${origin}/oidc/reset`, {
      method: 'POST',
      headers: FORM,
      body: new URLSearchParams({ token, password, confirm: password }).toString(),
    });

  it('ends the old session and the old token, cancels older links, and never logs a link', async () => {
    await account('reset@example.test');
    const oldBrowser = new Browser();
    const old = await signIn('reset@example.test', PASSWORD, oldBrowser);
    expect((await api('/api/client', old.accessToken)).status).toBe(200);
    // The old browser's provider session gives a new code without asking for the password.
    expect(await authorize(oldBrowser)).toHaveProperty('code');

    const first = await askForReset('reset@example.test');
    const second = await askForReset('reset@example.test');
    expect((await reset(tokenOf(first), 'FreshStart2025')).status).toBe(400);
    expect((await reset(tokenOf(second), 'FreshStart2025')).status).toBe(200);

    // The old access token is refused at once, and the old browser must sign in again.
    const refused = await api('/api/client', old.accessToken);
    expect(refused.status).toBe(401);
    expect(await refused.text()).toBe('JsonWebTokenError');
    const again = await authorize(oldBrowser);
    expect('page' in again && again.page).toContain('<h1 id="heading">Sign in</h1>');
    await expect(signIn('reset@example.test', 'FreshStart2025')).resolves.toHaveProperty('accessToken');

    // A failed e-mail is logged without its text.
    failMail = true;
    const started = await startAuthorization({ issuer, redirectUri });
    const forgotHref = /href="([^"]+\/forgot)"/.exec(started.page)![1]!;
    await started.browser.postForm(new URL(forgotHref, started.pageUrl).href, { email: 'reset@example.test' });
    await expect
      .poll(() => logLines.some((l) => l.includes('sending a password reset e-mail failed')), { timeout: 5_000 })
      .toBe(true);
    failMail = false;

    const tokens = [first, second].map(tokenOf);
    expect(logLines.length).toBeGreaterThan(10);
    for (const line of logLines) for (const token of tokens) expect(line).not.toContain(token);
    expect(logLines.some((l) => l.includes('SMTP refused the message'))).toBe(false);
  });
});

describe('a sign-in under way', () => {
  it('does not finish after a password reset when its password was checked before', async () => {
    const racer = await account('racer@example.test');
    const form = await loginForm();
    const checked = await form.post('racer@example.test', PASSWORD);
    expect(checked.status).toBe(303);
    await setAccountPassword(server.deps.db, server.deps.revocations, racer.id, 'Raced2025x');
    let url = new URL(checked.headers.get('location')!, form.action).href;
    for (let hop = 0; hop < 10; hop++) {
      expect(url.split('?')[0]).not.toBe(redirectUri);
      const res = await form.browser.fetch(url);
      const location = res.headers.get('location');
      if (!location) break;
      url = new URL(location, url).href;
    }
  });
});

describe('changing the password', () => {
  it('asks for the current password, then ends every other session and token but this browser\u2019s', async () => {
    await account('changer@example.test');
    const elsewhere = await signIn('changer@example.test');
    const hereBrowser = new Browser();
    const here = await signIn('changer@example.test', PASSWORD, hereBrowser);
    const minted = await mintAccessToken(
      server.deps.signingKeys!,
      issuer,
      ((await api('/api/client', here.accessToken).then((r) => r.json())) as { auth0Id: string }).auth0Id,
    );

    const wrong = await api('/api/change-password', here.accessToken, {
      method: 'PUT',
      body: JSON.stringify({ p: 'Changed2025', current: 'Wrong12345' }),
    });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error: string }).error).toBe('Your current password is not right.');
    const missing = await api('/api/change-password', here.accessToken, {
      method: 'PUT',
      body: JSON.stringify({ p: 'Changed2025' }),
    });
    expect(missing.status).toBe(400);
    expect((await api('/api/client', elsewhere.accessToken)).status).toBe(200);

    const guessable = await api('/api/change-password', here.accessToken, {
      method: 'PUT',
      body: JSON.stringify({ p: 'Changer2025', current: PASSWORD }),
    });
    expect(guessable.status).toBe(400);
    expect(((await guessable.json()) as { error: string }).error).toBe(PASSWORD_MESSAGES.guessable);
    const ok = await api('/api/change-password', here.accessToken, {
      method: 'PUT',
      body: JSON.stringify({ p: 'Changed2025', current: PASSWORD }),
    });
    expect(ok.status).toBe(200);
    // The change is audited (issue 34: it was not).
    const changedSub = ((await api('/api/client', here.accessToken).then((r) => r.json())) as { auth0Id: string })
      .auth0Id;
    const audited = await server.deps.db.select().from(auditLog).where(eq(auditLog.subjectAuth0Id, changedSub));
    expect(audited.map((r) => [r.action, r.actorAuth0Id])).toContainEqual(['password-change', changedSub]);
    expect((await api('/api/client', elsewhere.accessToken)).status).toBe(401);
    expect((await api('/api/client', minted)).status).toBe(401);
    expect((await api('/api/client', here.accessToken)).status).toBe(200);
    // This browser's provider session goes on: it is signed in again without the password.
    expect(await authorize(hereBrowser)).toHaveProperty('code');
  });
});

describe('the operator\u2019s password reset', () => {
  it('is audited as the operator\u2019s, naming the account (issue 34: it was not)', async () => {
    const reset = await account('operator-reset@example.test');
    const said = await runAdmin(server.deps.db, server.deps.config, [
      'reset-password',
      'operator-reset@example.test',
      'Resetting2025x',
    ]);
    expect(said).toBe('Password of operator-reset@example.test changed.');
    const audited = await server.deps.db.select().from(auditLog).where(eq(auditLog.subjectAuth0Id, reset.id));
    expect(audited.map((r) => [r.action, r.actorAuth0Id])).toEqual([['reset-password', 'operator']]);
  });
});

describe('sign out of every device', () => {
  it('ends every session and token of the user, this one too, and logs it', async () => {
    await account('everywhere@example.test');
    const a = await signIn('everywhere@example.test');
    const bBrowser = new Browser();
    const b = await signIn('everywhere@example.test', PASSWORD, bBrowser);
    const res = await api('/api/sign-out-everywhere', a.accessToken, { method: 'POST', body: '{}' });
    expect(res.status).toBe(200);
    for (const token of [a.accessToken, b.accessToken]) expect((await api('/api/client', token)).status).toBe(401);
    const sub = JSON.parse(Buffer.from(a.accessToken.split('.')[1]!, 'base64url').toString()).sub as string;
    const logged = await server.deps.db.select().from(auditLog).where(eq(auditLog.subjectAuth0Id, sub));
    expect(logged.map((r) => [r.action, r.actorAuth0Id])).toEqual([['sign-out-everywhere', sub]]);
    const again = await authorize(bBrowser);
    expect('page' in again && again.page).toContain('<h1 id="heading">Sign in</h1>');
    // A new sign-in works.
    const fresh = await signIn('everywhere@example.test');
    expect((await api('/api/client', fresh.accessToken)).status).toBe(200);
  });
});
