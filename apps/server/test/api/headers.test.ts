/**
 * Issue 20, gap 7 (the smaller gaps, each reproduced first): a malformed multipart upload answered 500; the
 * Host / X-Forwarded-Host header was reflected into the sign-in discovery document; any site could sign a user
 * out; a token without an expiry was accepted; answers with personal data carried no Cache-Control: no-store;
 * HSTS was sent over plain http.
 */
import { request as httpRequest } from 'node:http';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_AUDIENCE, BUILT_IN_CLIENT_ID } from '../../src/auth/tokens.ts';
import { startTestServer, type TestServer } from './support/server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t?.close());

/** A GET with headers fetch will not send (Host). */
function rawGet(path: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  const url = new URL(t.baseUrl + path);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, path, method: 'GET', headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('smaller gaps of issue 20', () => {
  it('answers a malformed multipart upload with 400 and a message', async () => {
    const user = await t.as('auth0|headers-multipart');
    const res = await user.raw('/api/upload_avatar', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=XYZ' },
      body: '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG truncated',
    });
    const body = (await res.json()) as { error: string };
    expect(res.status).toBe(400);
    expect(body.error).toMatch(/not a well-formed multipart form/);
  });

  it('builds the discovery document from PUBLIC_URL, whatever Host or X-Forwarded-Host say', async () => {
    const res = await rawGet('/oidc/.well-known/openid-configuration', {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    });
    expect(res.status).toBe(200);
    expect(res.body).not.toContain('evil.example');
    const doc = JSON.parse(res.body) as { issuer: string; authorization_endpoint: string; jwks_uri: string };
    expect(doc.issuer).toBe(`${t.server.deps.config.publicUrl}/oidc`);
    expect(doc.authorization_endpoint.startsWith(t.server.deps.config.publicUrl)).toBe(true);
    expect(doc.jwks_uri.startsWith(t.server.deps.config.publicUrl)).toBe(true);
  });

  it('refuses a sign-out started by another site, and shows the sign-out of the site itself', async () => {
    const crossSite = await fetch(`${t.baseUrl}/oidc/session/end`, {
      headers: { 'sec-fetch-site': 'cross-site' },
      redirect: 'manual',
    });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.text()).toContain('use Sign out in RentFile NJ itself');
    const fromAnotherOrigin = await fetch(`${t.baseUrl}/oidc/session/end`, {
      headers: { origin: 'https://evil.example' },
      redirect: 'manual',
    });
    expect(fromAnotherOrigin.status).toBe(403);
    await fromAnotherOrigin.arrayBuffer();
    const ownSite = await fetch(`${t.baseUrl}/oidc/session/end`, {
      headers: { 'sec-fetch-site': 'same-origin' },
      redirect: 'manual',
    });
    expect(ownSite.status).toBe(200);
    // The provider itself answers (without a session to end, its page posts straight on).
    expect(await ownSite.text()).not.toContain('use Sign out in RentFile NJ itself');
  });

  it('refuses a well-signed token without an expiry', async () => {
    const keys = t.server.deps.signingKeys!;
    const token = await new SignJWT({ client_id: BUILT_IN_CLIENT_ID, email: 'forever@example.test' })
      .setProtectedHeader({ alg: 'RS256', kid: keys.kid, typ: 'at+jwt' })
      .setIssuer(t.server.deps.verifier.issuer)
      .setAudience(BUILT_IN_AUDIENCE)
      .setSubject('auth0|no-expiry')
      .setIssuedAt()
      .sign(keys.privateKey);
    const res = await fetch(`${t.baseUrl}/api/client`, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    expect(res.status).toBe(401);
    expect((await (await t.as('auth0|with-expiry')).get('/api/client')).status).toBe(200);
  });

  it('marks answers of the API no-store, and sends HSTS only over https', async () => {
    const user = await t.as('auth0|headers-cache');
    for (const path of ['/api/client', '/api/contactInfos', '/api/client/cases', '/api/no-such-thing']) {
      const res = await user.get(path);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
      expect(res.headers.get('strict-transport-security'), path).toBeNull();
    }
    const page = await fetch(`${t.baseUrl}/`);
    await page.arrayBuffer();
    expect(page.headers.get('strict-transport-security')).toBeNull();
  });
});
