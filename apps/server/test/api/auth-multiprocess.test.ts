/**
 * Two server processes on one database (PostgreSQL with TEST_DATABASE_URL, else one PGlite shared in-process),
 * behind one public URL as behind a load balancer: a sign-in begun on one finishes on the other, and a token
 * from one is accepted by the other.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer } from '../../src/auth/mail.ts';
import { REVOCATION_MAX_AGE_MS } from '../../src/auth/revocations.ts';
import { mintAccessToken } from '../../src/auth/tokens.ts';
import { loadConfig } from '../../src/config.ts';
import { createServer, type StartedServer } from '../../src/server.ts';
import { registerAccount } from '../../src/auth/accounts.ts';
import { pleadings } from '@rentfile/domain';
import { formAction, signInThroughProvider, startAuthorization, submitAndFollow } from './auth-support.ts';
import { createTestDatabase, type TestDatabase } from './support/database.ts';

let testDb: TestDatabase;
const servers: StartedServer[] = [];
const origins: string[] = [];
const sent: Array<{ to: string; subject: string; text: string }> = [];
const mailer: Mailer = { send: async (m) => void sent.push(m) };
let publicUrl: string;

async function freePort(): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  const ports = [await freePort(), await freePort()];
  publicUrl = `http://127.0.0.1:${ports[0]}`;
  for (const port of ports) {
    const config = loadConfig({
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: publicUrl,
      LOG_LEVEL: 'silent',
      ...(testDb.url ? { DATABASE_URL: testDb.url } : {}),
    });
    const server = await createServer(config, { ...(testDb.url ? {} : { database: testDb.database }), mailer });
    await server.app.listen({ port, host: '127.0.0.1' });
    servers.push(server);
    origins.push(`http://127.0.0.1:${port}`);
  }
});
afterAll(async () => {
  for (const s of servers) await s.app.close();
  if (testDb.url) for (const s of servers) await s.deps.database.close();
  await testDb?.drop();
});

const PASSWORD = 'Landlord2024';

describe('two server processes on one database', () => {
  it('share the signing key', () => {
    expect(servers[0]!.deps.signingKeys!.kid).toBe(servers[1]!.deps.signingKeys!.kid);
  });

  it('finish on the second a sign-in begun on the first, and accept each other\u2019s tokens', async () => {
    await registerAccount(servers[0]!.deps.db, {
      email: 'two@example.test',
      firstName: 'Two',
      lastName: 'Servers',
      password: PASSWORD,
    });
    const issuer = `${origins[0]}/oidc`;
    const result = await signInThroughProvider({
      issuer,
      redirectUri: `${publicUrl}/`,
      otherOrigin: origins[1],
      form: { email: 'two@example.test', password: PASSWORD },
    });
    for (const origin of origins) {
      const res = await fetch(`${origin}/api/client`, { headers: { authorization: `Bearer ${result.accessToken}` } });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { email: string }).email).toBe('two@example.test');
    }
  });

  it('share the failed-login count', async () => {
    await registerAccount(servers[0]!.deps.db, {
      email: 'shared-count@example.test',
      firstName: 'S',
      lastName: 'C',
      password: PASSWORD,
    });
    const redirectUri = `${publicUrl}/`;
    for (let i = 0; i < 5; i++) {
      const started = await startAuthorization({ issuer: `${origins[i % 2]}/oidc`, redirectUri });
      const action = new URL(formAction(started.page), origins[i % 2]).href;
      expect(
        await submitAndFollow(
          started.browser,
          action,
          { email: 'shared-count@example.test', password: 'Wrong12345' },
          redirectUri,
          [],
        ),
      ).toMatchObject({ status: 401 });
    }
    const started = await startAuthorization({ issuer: `${origins[1]}/oidc`, redirectUri });
    const action = new URL(formAction(started.page), origins[1]).href;
    expect(
      await submitAndFollow(
        started.browser,
        action,
        { email: 'shared-count@example.test', password: PASSWORD },
        redirectUri,
        [],
      ),
    ).toMatchObject({ status: 429 });
  });

  it('e-mails a one-time reset link from one that works on the other', async () => {
    await registerAccount(servers[0]!.deps.db, {
      email: 'forgot@example.test',
      firstName: 'Fay',
      lastName: 'Gott',
      password: PASSWORD,
    });
    const redirectUri = `${publicUrl}/`;
    const started = await startAuthorization({ issuer: `${origins[0]}/oidc`, redirectUri });
    const forgotHref = /href="([^"]+\/forgot)"/.exec(started.page)![1]!;
    const form = await (await started.browser.fetch(new URL(forgotHref, origins[0]).href)).text();
    expect(form).toContain('<label for="f-email">E-mail</label>');
    const answer = await started.browser.postForm(new URL(formAction(form), origins[0]).href, {
      email: 'forgot@example.test',
    });
    expect(await answer.text()).toContain('we have sent it a link');
    const unknown = await started.browser.postForm(new URL(formAction(form), origins[0]).href, {
      email: 'nobody@example.test',
    });
    expect(await unknown.text()).toContain('we have sent it a link');
    // The link is made and sent after the answer, whether or not the e-mail has an account.
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]!.to).toBe('forgot@example.test');
    const link = /(http\S+\/oidc\/reset#token=\S+)/.exec(sent[0]!.text)![1]!;
    const onOther = link.replace(publicUrl, origins[1]!);
    const resetForm = await (await fetch(onOther)).text();
    expect(resetForm).toContain('<script src="/auth-assets/reset.js" defer></script>');
    const token = new URL(onOther).hash.replace(/^#token=/, '');
    const mismatch = await fetch(`${origins[1]}/oidc/reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, password: 'NewPass123', confirm: 'NewPass124' }),
    });
    expect(await mismatch.text()).toContain('Oops! Passwords don&#39;t match.');
    const done = await fetch(`${origins[1]}/oidc/reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, password: 'NewPass123', confirm: 'NewPass123' }),
    });
    expect(await done.text()).toContain('Your password has been successfully changed.');
    const reused = await fetch(`${origins[0]}/oidc/reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, password: 'NewPass456', confirm: 'NewPass456' }),
    });
    expect(reused.status).toBe(400);
    expect(await reused.text()).toContain('This reset link has expired or was already used.');
    await expect(
      signInThroughProvider({
        issuer: `${origins[0]}/oidc`,
        redirectUri,
        form: { email: 'forgot@example.test', password: 'NewPass123' },
      }),
    ).resolves.toHaveProperty('accessToken');
  });

  it('refuse on the other, within the revocation cache\u2019s age, a token issued before a password change on one', async () => {
    await registerAccount(servers[0]!.deps.db, {
      email: 'moved-on@example.test',
      firstName: 'Mo',
      lastName: 'Ved',
      password: PASSWORD,
    });
    const redirectUri = `${publicUrl}/`;
    const old = await signInThroughProvider({
      issuer: `${origins[0]}/oidc`,
      redirectUri,
      form: { email: 'moved-on@example.test', password: PASSWORD },
    });
    const client = (origin: string, token: string) =>
      fetch(`${origin}/api/client`, { headers: { authorization: `Bearer ${token}` } });
    // Both have seen, and remember, the token's subject as not revoked.
    for (const origin of origins) expect((await client(origin, old.accessToken)).status).toBe(200);
    const other = await signInThroughProvider({
      issuer: `${origins[0]}/oidc`,
      redirectUri,
      form: { email: 'moved-on@example.test', password: PASSWORD },
    });
    const changed = await fetch(`${origins[0]}/api/change-password`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${other.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ p: 'Brightwater7', current: PASSWORD }),
    });
    expect(changed.status).toBe(200);
    expect((await client(origins[0]!, old.accessToken)).status).toBe(401);
    const start = Date.now();
    await expect
      .poll(async () => (await client(origins[1]!, old.accessToken)).status, {
        timeout: REVOCATION_MAX_AGE_MS + 2_000,
        interval: 250,
      })
      .toBe(401);
    expect(Date.now() - start).toBeLessThan(REVOCATION_MAX_AGE_MS + 2_000);
    // The browser that changed it stays signed in, on both.
    for (const origin of origins) expect((await client(origin, other.accessToken)).status).toBe(200);
  });

  it('answer what the other just changed: each keeps only a client\u2019s id, never the rest of its row', async () => {
    const token = await mintAccessToken(servers[0]!.deps.signingKeys!, `${publicUrl}/oidc`, 'auth0|two-servers', {
      email: 'both@example.test',
    });
    const call = async (server: number, method: string, path: string, body?: unknown) => {
      const res = await fetch(`${origins[server]}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    // Both servers have seen (and remembered) the client before anything changes.
    expect((await call(0, 'GET', '/api/client')).body.language).toBeNull();
    expect((await call(1, 'GET', '/api/client')).body.language).toBeNull();

    expect(
      (await call(0, 'PUT', '/api/update-user', { user: { auth0Id: 'auth0|two-servers', language: 'Spanish' } }))
        .status,
    ).toBe(200);
    expect((await call(1, 'GET', '/api/client')).body).toMatchObject({ language: 'Spanish', interpreter: true });

    const first = await call(0, 'POST', '/api/contactInfo', { contactInfo: pleadings.SAMPLE_CONTACT });
    expect((await call(1, 'GET', '/api/client')).body.defaultContactInfoId).toBe(first.body.id);
    // The second contact, saved through the other server, does not take the default the first one holds.
    expect(
      (await call(1, 'POST', '/api/contactInfo', { contactInfo: { ...pleadings.SAMPLE_CONTACT, firstName: 'Second' } }))
        .status,
    ).toBe(200);
    expect((await call(0, 'GET', '/api/client')).body.defaultContactInfoId).toBe(first.body.id);
    expect(await call(1, 'DELETE', `/api/contactInfo/${first.body.id as number}`)).toMatchObject({ status: 409 });
  });

  it('save a case on top of what the other saved: each starts from the case as it last wrote it, and checks', async () => {
    const token = await mintAccessToken(servers[0]!.deps.signingKeys!, `${publicUrl}/oidc`, 'auth0|two-servers-case', {
      email: 'case@example.test',
    });
    const call = async (server: number, path: string, body: unknown) => {
      const res = await fetch(`${origins[server]}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return {
        status: res.status,
        body: (await res.json()) as {
          id: number;
          city: string | null;
          rentAmount: number | null;
          tenants: Array<{ caseTenantId: number; name: string; phone: string | null; email: string | null }>;
        },
      };
    };
    const created = await call(0, '/api/cases', { caseInfo: { city: 'Newark', tenants: [{ name: 'Ann' }] } });
    const ann = created.body.tenants[0]!;
    const path = `/api/case/${created.body.id}`;
    expect((await call(0, path, { caseInfo: { rentAmount: 150_000 } })).status).toBe(200);
    expect((await call(1, path, { caseInfo: { city: 'Trenton' } })).status).toBe(200);
    const again = await call(0, path, {
      caseInfo: {
        rentAmount: 160_000,
        tenants: [{ caseTenantId: ann.caseTenantId, name: 'Ann', email: 'ann@example.test' }],
      },
    });
    expect(again.body).toMatchObject({
      city: 'Trenton',
      rentAmount: 160_000,
      tenants: [{ name: 'Ann', email: 'ann@example.test' }],
    });
    // The rules are checked on the case as stored, not on the case as the other last wrote it (150,000 a month then):
    // 160,000 owed for a month is within the rent the first server saved since.
    const owed = await call(1, path, {
      caseInfo: {
        leaseStartDate: '2024-01-01',
        pastDueRent: [{ timePeriod: '2026-01-01', timePeriodDisplay: 'January 2026', amount: 160_000, selected: true }],
      },
    });
    expect(owed.status, JSON.stringify(owed.body)).toBe(200);
    expect(owed.body).toMatchObject({ city: 'Trenton', rentAmount: 160_000 });
  });
});
