/**
 * The provider's own endpoints under /oidc (authorization, token, discovery, sign-out): passed to oidc-provider with
 * the request's host and addresses set from the configuration, sign-out refused from another site, and the starts of
 * authorization limited per address.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { takeAttempt } from '../repositories/rateLimits.ts';
import { limits, TOO_MANY_REQUESTS_MESSAGE } from './limits.ts';
import { messagePage } from './pages.ts';
import { pageCsp, type ProviderRoutesOptions } from './providerPages.ts';
import { OIDC_PREFIX } from './tokens.ts';

/**
 * True when a request comes from another site: its browser says so (Sec-Fetch-Site: cross-site), or, from a
 * browser that does not send that header, its Origin (or Referer) is none of the web app's origins.
 */
export function isCrossSite(request: FastifyRequest, origins: readonly string[]): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return fetchSite === 'cross-site';
  const from = request.headers.origin ?? request.headers.referer;
  if (typeof from !== 'string' || from === '') return false;
  try {
    return !origins.includes(new URL(from).origin);
  } catch {
    return true;
  }
}

export async function providerCallbackRoutes(
  app: FastifyInstance,
  { provider, db, config, origins, loginUrl }: ProviderRoutesOptions,
): Promise<void> {
  const callback = provider.callback();
  await app.register(async (scope) => {
    // The provider reads the request body itself: leave the stream untouched.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null));
    const publicOrigin = new URL(config.publicUrl);
    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      // Signing out is for the site itself: another site's link or form must not sign a user out.
      if (request.url.startsWith(`${OIDC_PREFIX}/session/end`) && isCrossSite(request, origins)) {
        return reply
          .code(403)
          .header('content-security-policy', pageCsp(origins))
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(
            messagePage({
              title: 'Sign out',
              heading: 'Sign out from RentFile NJ',
              text: 'To sign out, use Sign out in RentFile NJ itself.',
              linkHref: loginUrl,
              linkText: 'Go to RentFile NJ',
            }),
          );
      }
      // The provider's URLs (issuer, endpoints of the discovery document) come from PUBLIC_URL only, never from
      // the Host or X-Forwarded-Host headers a client sends.
      request.raw.headers.host = publicOrigin.host;
      delete request.raw.headers['x-forwarded-host'];
      request.raw.headers['x-forwarded-proto'] = publicOrigin.protocol.slice(0, -1);
      // The provider trusts X-Forwarded-* (it runs behind PUBLIC_URL): the client's address it sees is the one
      // Fastify worked out under TRUST_PROXY, never one a client wrote itself (issue 34).
      request.raw.headers['x-forwarded-for'] = request.ip;
      // Each authorization request stores an interaction: starts are limited per address.
      if (
        /^\/oidc\/auth(\/|\?|$)/.test(request.url) &&
        !(await takeAttempt(db, [limits.authorizeAddress(request.ip)]))
      ) {
        return reply
          .code(429)
          .header('retry-after', '900')
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(
            messagePage({
              title: 'Sign-in problem',
              heading: 'Too many sign-in requests',
              text: TOO_MANY_REQUESTS_MESSAGE,
              linkHref: loginUrl,
              linkText: 'Try again',
              error: true,
            }),
          );
      }
      reply.hijack();
      const req = request.raw as IncomingMessage & { originalUrl?: string };
      req.originalUrl = req.url;
      req.url = req.url!.slice(OIDC_PREFIX.length) || '/';
      await callback(req, reply.raw as ServerResponse);
    };
    scope.all(OIDC_PREFIX, handle);
    scope.all(`${OIDC_PREFIX}/*`, handle);
  });
}
