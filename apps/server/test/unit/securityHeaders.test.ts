import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { addSecurityHeaders } from '../../src/http/securityHeaders.ts';

describe('security headers that depend on the request (issue 20, gap 7)', () => {
  it('sends HSTS only over https, and marks API answers no-store unless the route says otherwise', async () => {
    // Behind a trusted proxy, X-Forwarded-Proto tells how the browser reached the site.
    const app = Fastify({ trustProxy: true });
    addSecurityHeaders(app, {});
    app.get('/api/thing', async () => ({ ok: true }));
    app.get('/api/cached', async (_request, reply) =>
      reply.header('cache-control', 'private, max-age=60').send({ ok: true }),
    );
    app.get('/page', async () => 'page');
    const overHttps = await app.inject({ url: '/api/thing', headers: { 'x-forwarded-proto': 'https' } });
    expect(overHttps.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    const overHttp = await app.inject({ url: '/api/thing' });
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();
    expect(overHttp.headers['cache-control']).toBe('no-store');
    expect(overHttp.headers['x-content-type-options']).toBe('nosniff');
    expect((await app.inject({ url: '/api/cached' })).headers['cache-control']).toBe('private, max-age=60');
    expect((await app.inject({ url: '/page' })).headers['cache-control']).toBeUndefined();
    await app.close();
  });

  it('sends HSTS on every answer when the public address is https, trusted proxy or not (issue 34)', async () => {
    const app = Fastify();
    addSecurityHeaders(app, {}, true);
    app.get('/api/thing', async () => ({ ok: true }));
    const behindUntrustedProxy = await app.inject({ url: '/api/thing', headers: { 'x-forwarded-proto': 'https' } });
    expect(behindUntrustedProxy.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    await app.close();
  });
});
