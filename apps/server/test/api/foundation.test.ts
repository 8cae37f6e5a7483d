import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@rentfile/contract';
import { startTestServer, type TestServer } from './support/server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t?.close());

describe('foundation', () => {
  it('reports database reachability on /api/health', async () => {
    const res = await t.anonymous.get<{ status: string; database: string }>('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('registers every call of the contract at its path in a route module (none answers 404 or 501)', async () => {
    const user = await t.as('auth0|foundation');
    for (const e of Object.values(api)) {
      const path = e.path.replace(/:[A-Za-z]+/g, '1');
      const init =
        e.method === 'GET' || e.method === 'DELETE'
          ? { method: e.method }
          : { method: e.method, body: '{}', headers: { 'content-type': 'application/json' } };
      const res = await user.raw(path, init);
      expect.soft(await res.text(), `${e.method} ${e.path}`).not.toContain('No such resource');
      expect.soft(res.status, `${e.method} ${e.path}`).not.toBe(501);
    }
  });

  it('answers an unknown API path with a JSON 404 and an unknown page with the web app or a clear message', async () => {
    const res = await t.anonymous.get<{ error: string }>('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body.error).toContain('No such resource');
  });

  it('refuses a call without a token with the body JsonWebTokenError', async () => {
    const res = await t.anonymous.get('/api/client');
    expect(res.status).toBe(401);
    expect(res.text).toBe('JsonWebTokenError');
  });

  it('serves the API documentation without a token, and nothing else under it that needs one', async () => {
    const page = await t.anonymous.get('/api/docs/');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const spec = await t.anonymous.get<{ openapi: string; paths: Record<string, unknown> }>('/api/docs/json');
    expect(spec.status).toBe(200);
    expect(spec.body.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.body.paths)).toContain('/api/client');
    expect(Object.keys(spec.body.paths).filter((p) => !p.startsWith('/api/'))).toEqual([]);
    expect((await t.anonymous.get('/api/client')).status).toBe(401);
  });

  it('answers a malformed body with a 400 that says what is wrong, never a 500', async () => {
    const user = await t.as('auth0|badbody');
    const res = await user.raw('/api/contactInfo', {
      method: 'POST',
      body: '{"contactInfo": 5',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    const wrongType = await user.post<{ error: string }>('/api/contactInfo', { contactInfo: { firstName: 5 } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.error).toMatch(/Invalid body/);
  });

  it('sends security headers', async () => {
    const res = await t.anonymous.get('/api/health');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});
