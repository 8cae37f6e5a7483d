/**
 * Helmet's security headers (content security policy, nosniff, frame-ancestors, referrer policy...), worked out
 * once at start and set on every answer. @fastify/helmet built helmet's middleware again on every request, which
 * cost more than a cheap route itself.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The headers helmet's middleware sets with these options (none of them depends on the request). */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/**
 * Sets the headers on every answer of the server: API calls, pages, files and errors alike. Two depend on the
 * request (issue 20, gap 7): Strict-Transport-Security on an answer over https, or on every answer when the site's
 * public address (`publicHttps`: PUBLIC_URL) is https, whatever the proxy in front says or whether it is trusted
 * (issue 34: behind a proxy without TRUST_PROXY none was sent; browsers ignore it over plain http, and a site served
 * without TLS has an http PUBLIC_URL); and every API answer, which may carry personal data, is
 * `Cache-Control: no-store` unless its route says otherwise.
 */
export function addSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>, publicHttps = false): void {
  const { 'strict-transport-security': hsts, ...always } = helmetHeaders(options);
  const headers = Object.entries(always);
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    if (hsts && (publicHttps || request.protocol === 'https')) reply.raw.setHeader('strict-transport-security', hsts);
    if (request.url.startsWith('/api/')) reply.raw.setHeader('cache-control', 'no-store');
    done();
  });
}
