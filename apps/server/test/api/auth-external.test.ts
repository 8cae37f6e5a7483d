/**
 * An external OpenID Connect provider instead of the built-in one: here a second RentFile server's built-in
 * provider plays Auth0 or Keycloak for the server under test.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pleadings } from '@rentfile/domain';
import { mintAccessToken } from '../../src/auth/tokens.ts';
import { registerAccount } from '../../src/auth/accounts.ts';
import { signInThroughProvider } from './auth-support.ts';
import { startTestServer, type TestServer } from './support/server.ts';

let idp: TestServer;
let app: TestServer;
let issuer: string;
beforeAll(async () => {
  idp = await startTestServer();
  issuer = idp.server.deps.verifier.issuer;
  app = await startTestServer({
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID: 'rentfile-web',
    OIDC_AUDIENCE: 'rentfile-api',
    OIDC_ADMIN_CLAIM: 'roles',
  });
});
afterAll(async () => {
  await app?.close();
  await idp?.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('an external provider', () => {
  it('is named by GET /api/auth-config, and the built-in one is not mounted', async () => {
    const res = await app.anonymous.get('/api/auth-config');
    expect(res.body).toEqual({
      issuer,
      clientId: 'rentfile-web',
      audience: 'rentfile-api',
      scope: 'openid profile email',
      builtIn: false,
    });
    const discovery = await fetch(`${app.baseUrl}/oidc/.well-known/openid-configuration`);
    expect(discovery.headers.get('content-type') ?? '').not.toContain('application/json');
  });

  it('signs users in: its tokens are verified against its published keys', async () => {
    await registerAccount(idp.server.deps.db, {
      email: 'ext@example.test',
      firstName: 'Ext',
      lastName: 'User',
      password: 'Landlord2024',
    });
    const { accessToken } = await signInThroughProvider({
      issuer,
      redirectUri: `${idp.server.deps.config.publicUrl}/`,
      form: { email: 'ext@example.test', password: 'Landlord2024' },
    });
    const me = await app.anonymous.get<{ email: string; isAdmin: boolean }>('/api/client', bearer(accessToken));
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: 'ext@example.test', isAdmin: false });
  });

  it('refuses tokens of the built-in key of the server itself', async () => {
    const res = await app.anonymous.get(
      '/api/client',
      bearer(await mintAccessToken(idp.server.deps.signingKeys!, 'http://127.0.0.1:1/oidc', 'x')),
    );
    expect(res.status).toBe(401);
    expect(res.text).toBe('JsonWebTokenError');
  });

  it('grants administrator rights through the claim named by OIDC_ADMIN_CLAIM', async () => {
    const keys = idp.server.deps.signingKeys!;
    const subject = await mintAccessToken(keys, issuer, 'ext|subject', { email: 's@example.test' });
    await app.anonymous.get('/api/client', bearer(subject));
    const admin = await mintAccessToken(keys, issuer, 'ext|admin', { roles: ['admin'] });
    const asUser = await app.anonymous.get<{ auth0Id: string }>('/api/client', {
      ...bearer(admin),
      'as-user': 'ext|subject',
    });
    expect(asUser.status).toBe(200);
    expect(asUser.body.auth0Id).toBe('ext|subject');
    const notAdmin = await mintAccessToken(keys, issuer, 'ext|user', { roles: ['landlord'] });
    expect((await app.anonymous.get('/api/client', { ...bearer(notAdmin), 'as-user': 'ext|subject' })).status).toBe(
      403,
    );
  });

  it('answers a password change with where to change it', async () => {
    const token = await mintAccessToken(idp.server.deps.signingKeys!, issuer, 'ext|pw');
    const res = await app.anonymous.put<{ error: string }>(
      '/api/change-password',
      { p: 'NewPass123', current: 'OldPass123' },
      bearer(token),
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toContain('change your password at your sign-in provider');
  });

  it('refuses tokens issued before a sign-out everywhere or a deletion; a later sign-in starts an empty account', async () => {
    const keys = idp.server.deps.signingKeys!;
    const before = await mintAccessToken(keys, issuer, 'ext|leaver', { email: 'leaver@example.test' });
    expect(
      (
        await app.anonymous.post(
          '/api/contactInfo',
          { contactInfo: pleadings.SAMPLE_CONTACT, saveAsDefault: true },
          bearer(before),
        )
      ).status,
    ).toBe(200);
    expect((await app.anonymous.post('/api/account/delete', {}, bearer(before))).status).toBe(200);
    expect((await app.anonymous.get('/api/client', bearer(before))).status).toBe(401);
    // Tokens carry their issue time in seconds: one issued in a later second is a new sign-in.
    const deletedIn = Math.floor(Date.now() / 1000);
    await vi.waitUntil(() => Math.floor(Date.now() / 1000) > deletedIn, { timeout: 2_000, interval: 10 });
    const after = await mintAccessToken(keys, issuer, 'ext|leaver', { email: 'leaver@example.test' });
    expect((await app.anonymous.get('/api/client', bearer(after))).status).toBe(200);
    expect((await app.anonymous.get('/api/contactInfos', bearer(after))).body).toEqual([]);
    expect((await app.anonymous.post('/api/sign-out-everywhere', {}, bearer(after))).status).toBe(200);
    expect((await app.anonymous.get('/api/client', bearer(after))).status).toBe(401);
  });
});
