import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintAccessToken } from '../../src/auth/tokens.ts';
import { auditLog, clients, contactInfos } from '../../src/db/schema.ts';
import { registerAccount } from '../../src/auth/accounts.ts';
import { Browser, formAction, signInThroughProvider, startAuthorization, submitAndFollow } from './auth-support.ts';
import { startTestServer, type CallResult, type TestServer } from './support/server.ts';

let t: TestServer;
let issuer: string;
let redirectUri: string;
beforeAll(async () => {
  t = await startTestServer();
  issuer = t.server.deps.verifier.issuer;
  redirectUri = `${t.server.deps.config.publicUrl}/`;
});
afterAll(async () => t?.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const PASSWORD = 'Landlord2024';

async function account(email: string, password = PASSWORD) {
  return registerAccount(t.server.deps.db, { email, firstName: 'Pat', lastName: 'Owner', password });
}

async function signIn(email: string, password = PASSWORD) {
  return signInThroughProvider({ issuer, redirectUri, form: { email, password } });
}

describe('bearer tokens', () => {
  it('refuses a call without a token', async () => {
    const res = await t.anonymous.get('/api/client');
    expect(res.status).toBe(401);
    expect(res.text).toBe('JsonWebTokenError');
  });

  it('refuses a token signed by another key', async () => {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const kid = t.server.deps.signingKeys!.kid;
    const forged = await new SignJWT({ email: 'mallory@example.test' })
      .setProtectedHeader({ alg: 'RS256', kid })
      .setIssuer(issuer)
      .setAudience('rentfile-api')
      .setSubject('someone')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);
    expect((await exportJWK(publicKey)).n).not.toBe(t.server.deps.signingKeys!.publicJwk.n);
    const res = await t.anonymous.get('/api/client', bearer(forged));
    expect(res.status).toBe(401);
    expect(res.text).toBe('JsonWebTokenError');
  });

  it('refuses an expired token with TokenExpiredError', async () => {
    const expired = await mintAccessToken(t.server.deps.signingKeys!, issuer, 'auth0|late', {}, -60);
    const res = await t.anonymous.get('/api/client', bearer(expired));
    expect(res.status).toBe(401);
    expect(res.text).toBe('TokenExpiredError');
  });

  it('refuses a token of another issuer, even signed with the right key', async () => {
    const other = await mintAccessToken(t.server.deps.signingKeys!, 'https://elsewhere.example/oidc', 'auth0|other');
    const res = await t.anonymous.get('/api/client', bearer(other));
    expect(res.status).toBe(401);
    expect(res.text).toBe('JsonWebTokenError');
  });

  it('refuses a header that is not a bearer token', async () => {
    const res = await t.anonymous.get('/api/client', { authorization: 'Basic dXNlcjpwYXNz' });
    expect(res.status).toBe(401);
    expect(res.text).toBe('JsonWebTokenError');
  });
});

describe('built-in sign-in (authorization code + PKCE)', () => {
  it('tells the web which provider to use, without a token', async () => {
    const res = await t.anonymous.get('/api/auth-config');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      issuer,
      clientId: 'rentfile-web',
      audience: 'rentfile-api',
      scope: 'openid profile email',
      builtIn: true,
    });
    const discovery = await fetch(`${issuer}/.well-known/openid-configuration`);
    const doc = (await discovery.json()) as {
      issuer: string;
      code_challenge_methods_supported: string[];
      authorization_endpoint: string;
    };
    expect(doc.issuer).toBe(issuer);
    expect(doc.authorization_endpoint).toBe(`${issuer}/auth`);
    expect(doc.code_challenge_methods_supported).toContain('S256');
  });

  it('signs in: authorize, login form, consent, callback code, token, then GET /api/client', async () => {
    await account('flow@example.test');
    const result = await signIn('flow@example.test');
    const paths = result.hops.map((h) => new URL(h).pathname);
    expect(paths[0]).toBe('/oidc/auth');
    expect(paths).toContain(paths.find((p) => /^\/oidc\/interaction\/[^/]+\/login$/.test(p)));
    // After the login the provider asks for consent, which the first-party app is given at once.
    expect(paths.filter((p) => /^\/oidc\/interaction\/[^/]+$/.test(p)).length).toBeGreaterThanOrEqual(2);
    const me = await t.anonymous.get<{ auth0Id: string; email: string; firstName: string; lastName: string }>(
      '/api/client',
      bearer(result.accessToken),
    );
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: 'flow@example.test', firstName: 'Pat', lastName: 'Owner' });
    const payload = JSON.parse(Buffer.from(result.accessToken.split('.')[1]!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    expect(payload).toMatchObject({
      iss: issuer,
      aud: 'rentfile-api',
      sub: me.body.auth0Id,
      email: 'flow@example.test',
      given_name: 'Pat',
      family_name: 'Owner',
    });
  });

  it('refuses a code exchanged without the PKCE verifier', async () => {
    await account('pkce@example.test');
    const started = await startAuthorization({ issuer, redirectUri });
    const done = await submitAndFollow(
      started.browser,
      new URL(formAction(started.page), started.pageUrl).href,
      { email: 'pkce@example.test', password: PASSWORD },
      redirectUri,
      started.hops,
    );
    if (!('code' in done)) throw new Error('no code');
    const res = await fetch(`${issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: done.code,
        code_verifier: 'x'.repeat(43),
        redirect_uri: redirectUri,
        client_id: 'rentfile-web',
      }).toString(),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe('invalid_grant');
  });

  it('registers a new account from the registration screen and signs it in', async () => {
    const started = await startAuthorization({ issuer, redirectUri, screenHint: 'signup' });
    expect(started.page).toContain('Create your account');
    expect(started.page).toMatch(/<label for="f-firstName">First name<\/label>/);
    const action = new URL(formAction(started.page), started.pageUrl).href;
    const weak = await submitAndFollow(
      started.browser,
      action,
      { firstName: 'Rita', lastName: 'Renter', email: 'rita@example.test', password: 'short', terms: 'on' },
      redirectUri,
      [],
    );
    expect('status' in weak && weak.status).toBe(400);
    expect('page' in weak && weak.page).toContain('at least 8 characters');
    const done = await submitAndFollow(
      started.browser,
      action,
      { firstName: 'Rita', lastName: 'Renter', email: 'rita@example.test', password: PASSWORD, terms: 'on' },
      redirectUri,
      [],
    );
    expect('code' in done).toBe(true);
    const again = await startAuthorization({ issuer, redirectUri, screenHint: 'signup' });
    const taken = await submitAndFollow(
      again.browser,
      new URL(formAction(again.page), again.pageUrl).href,
      { firstName: 'R', lastName: 'R', email: 'RITA@example.test', password: 'Another2024x', terms: 'on' },
      redirectUri,
      [],
    );
    // Without an e-mail server a taken e-mail is answered as a new one: signed in, to an account of its own
    // (registration-without-mail.test.ts).
    expect('code' in taken).toBe(true);
    // Its owner registering again with the right password is simply signed in.
    const owner = await startAuthorization({ issuer, redirectUri, screenHint: 'signup' });
    const back = await submitAndFollow(
      owner.browser,
      new URL(formAction(owner.page), owner.pageUrl).href,
      { firstName: 'Rita', lastName: 'Renter', email: 'rita@example.test', password: PASSWORD, terms: 'on' },
      redirectUri,
      [],
    );
    expect('code' in back).toBe(true);
    const signedIn = await signIn('rita@example.test');
    const me = await t.anonymous.get<{ firstName: string }>('/api/client', bearer(signedIn.accessToken));
    expect(me.body.firstName).toBe('Rita');
  });

  it('rejects a wrong password, then refuses the account for a while after 5 failures', async () => {
    await account('locked@example.test');
    const started = await startAuthorization({ issuer, redirectUri });
    const action = new URL(formAction(started.page), started.pageUrl).href;
    const wrong = await submitAndFollow(
      started.browser,
      action,
      { email: 'locked@example.test', password: 'Wrong12345' },
      redirectUri,
      [],
    );
    expect(wrong).toMatchObject({ status: 401 });
    expect('page' in wrong && wrong.page).toContain('The e-mail or password is not right.');
    for (let i = 0; i < 4; i++)
      await submitAndFollow(
        started.browser,
        action,
        { email: 'locked@example.test', password: 'Wrong12345' },
        redirectUri,
        [],
      );
    const right = await submitAndFollow(
      started.browser,
      action,
      { email: 'locked@example.test', password: PASSWORD },
      redirectUri,
      [],
    );
    expect(right).toMatchObject({ status: 429 });
    expect('page' in right && right.page).toContain('Too many failed sign-in attempts. Please wait 15 minutes');
    // Another account from the same address is not locked by this one.
    await account('neighbour@example.test');
    await expect(signIn('neighbour@example.test')).resolves.toHaveProperty('accessToken');
  });

  it('says to contact support when no e-mail server is configured', async () => {
    const started = await startAuthorization({ issuer, redirectUri });
    expect(started.page).toContain('Forgot password?');
    const forgotHref = /href="([^"]+\/forgot)"/.exec(started.page)![1]!;
    const res = await started.browser.fetch(new URL(forgotHref, started.pageUrl).href);
    expect(await res.text()).toContain(
      'contact support at <a href="mailto:support@rentfile.example">support@rentfile.example</a>',
    );
  });
});

describe('change password', () => {
  it('changes the signed-in user\u2019s password under the rule of docs/product/data-and-rules.md#validation', async () => {
    await account('change@example.test');
    const { accessToken } = await signIn('change@example.test');
    const weak = await t.anonymous.put<{ error: string }>(
      '/api/change-password',
      { p: 'alllowercase1', current: PASSWORD },
      bearer(accessToken),
    );
    expect(weak.status).toBe(400);
    expect(weak.body.error).toMatch(/uppercase/);
    const ok = await t.anonymous.put(
      '/api/change-password',
      { p: 'NewPass123', current: PASSWORD },
      bearer(accessToken),
    );
    expect(ok.status).toBe(200);
    await expect(signIn('change@example.test')).rejects.toThrow(/401/);
    await expect(signIn('change@example.test', 'NewPass123')).resolves.toHaveProperty('accessToken');
  });

  it('PATCH /api/password changes only the caller\u2019s own password', async () => {
    const a = await account('patch-a@example.test');
    const b = await account('patch-b@example.test');
    const { accessToken } = await signIn('patch-a@example.test');
    const other = await t.anonymous.patch(
      '/api/password',
      { auth0Id: b.id, p: 'Hijack1234', current: PASSWORD },
      bearer(accessToken),
    );
    expect(other.status).toBe(403);
    await expect(signIn('patch-b@example.test')).resolves.toHaveProperty('accessToken');
    const own = await t.anonymous.patch(
      '/api/password',
      { auth0Id: a.id, p: 'Patched123', current: PASSWORD },
      bearer(accessToken),
    );
    expect(own.status).toBe(200);
    await expect(signIn('patch-a@example.test', 'Patched123')).resolves.toHaveProperty('accessToken');
  });
});

describe('isolation and impersonation', () => {
  const contact = {
    firstName: 'Bo',
    lastName: 'B',
    streetAddress: '1 Elm St',
    city: 'Trenton',
    state: 'New Jersey',
    zipcode: '08608',
    email: 'bo@example.test',
  };

  it('gives client A a 404 for client B\u2019s contact', async () => {
    const a = await t.as('auth0|iso-a');
    const b = await t.as('auth0|iso-b');
    const created = await b.post<{ id: number }>('/api/contactInfo', { contactInfo: contact, saveAsDefault: true });
    const second = await b.post<{ id: number }>('/api/contactInfo', {
      contactInfo: { ...contact, firstName: 'Second' },
    });
    expect((await a.delete(`/api/contactInfo/${second.body.id}`)).status).toBe(404);
    expect(
      (await a.post('/api/contactInfo', { contactInfo: { ...contact, id: created.body.id, firstName: 'Stolen' } }))
        .status,
    ).toBe(404);
    expect((await a.get<unknown[]>('/api/contactInfos')).body).toEqual([]);
    const rows = await t.server.deps.db.select().from(contactInfos).where(eq(contactInfos.id, created.body.id));
    expect(rows[0]!.firstName).toBe('Bo');
  });

  it('lets an administrator act as another user, and logs it with both identities', async () => {
    const admin = await t.as('auth0|admin');
    await admin.get('/api/client');
    await t.server.deps.db.update(clients).set({ isAdmin: true }).where(eq(clients.auth0Id, 'auth0|admin'));
    const subject = await t.as('auth0|subject', { given_name: 'Sam' });
    await subject.get('/api/client');
    const res = await admin.get<{ auth0Id: string; firstName: string }>('/api/client', { 'as-user': 'auth0|subject' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ auth0Id: 'auth0|subject', firstName: 'Sam' });
    const log = await t.server.deps.db.select().from(auditLog).where(eq(auditLog.actorAuth0Id, 'auth0|admin'));
    expect(log).toEqual([expect.objectContaining({ subjectAuth0Id: 'auth0|subject', action: 'GET /api/client' })]);
    expect((await admin.get('/api/client', { 'as-user': 'auth0|nobody' })).status).toBe(404);
  });

  it('refuses the as-user header with 403 for anyone else, and changes nothing', async () => {
    const victim = await t.as('auth0|victim');
    await victim.get('/api/client');
    const user = await t.as('auth0|plain');
    const res: CallResult<{ code: string }> = await user.put(
      '/api/update-user',
      { user: { auth0Id: 'auth0|victim', language: 'Spanish' } },
      { 'as-user': 'auth0|victim' },
    );
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN');
    const row = await t.server.deps.db.select().from(clients).where(eq(clients.auth0Id, 'auth0|victim'));
    expect(row[0]!.language).toBeNull();
    expect(await t.server.deps.db.select().from(auditLog).where(eq(auditLog.actorAuth0Id, 'auth0|plain'))).toEqual([]);
    expect((await user.get('/api/client', { 'as-user': 'auth0|victim' })).status).toBe(403);
  });

  it('an administrator acting as someone cannot change that user\u2019s password', async () => {
    await account('target@example.test');
    const target = await signIn('target@example.test');
    await t.anonymous.get('/api/client', bearer(target.accessToken));
    const targetId = JSON.parse(Buffer.from(target.accessToken.split('.')[1]!, 'base64url').toString()).sub as string;
    const admin = await t.as('auth0|admin');
    const res = await admin.put(
      '/api/change-password',
      { p: 'Takeover123', current: 'Guessing123' },
      { 'as-user': targetId },
    );
    expect(res.status).toBe(403);
  });
});

describe('sign-in pages', () => {
  it('serve their stylesheet from the site, with a policy that allows only the site', async () => {
    const browser = new Browser();
    const started = await startAuthorization({ issuer, redirectUri, browser });
    expect(started.page).toContain('<link rel="stylesheet" href="/auth-assets/auth.css">');
    const css = await fetch(`${t.baseUrl}/auth-assets/auth.css`);
    expect(css.headers.get('content-type')).toContain('text/css');
    expect(await css.text()).toContain('#003A60');
    const page = await browser.fetch(started.pageUrl);
    expect(page.headers.get('content-security-policy')).toContain("style-src 'self'");
  });
});
