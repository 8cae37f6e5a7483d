/**
 * What the built-in sign-in's route modules share (providerCallback.ts, interactionRoutes.ts, accountLinkRoutes.ts):
 * the provider and what they need of the server, the pages' policy and how a page is answered.
 */
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type Provider from 'oidc-provider';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Mailer } from './mail.ts';
import type { TokenRevocations } from './revocations.ts';

export interface ProviderRoutesOptions {
  provider: Provider;
  db: Db;
  config: Config;
  revocations: TokenRevocations;
  /** Null without a mail server: registration signs in at once, and a reset is asked of support. */
  mailer: Mailer | null;
  /** The web app's origins (provider.ts webOrigins). */
  origins: string[];
  /** The web app's sign-in page. */
  loginUrl: string;
}

/** The pages' policy: own assets only; forms may post here and be redirected back to the web app. */
export function pageCsp(origins: string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    `form-action 'self' ${origins.join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ');
}

/** A page of the sign-in, under its policy and never kept by a cache. */
export function htmlPage(reply: FastifyReply, origins: string[], body: string, status = 200): FastifyReply {
  return reply
    .code(status)
    .header('content-security-policy', pageCsp(origins))
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(body);
}

type Form = Record<string, string | undefined>;
export const field = (body: unknown, name: string): string => {
  const v = (body as Form | undefined)?.[name];
  return typeof v === 'string' ? v : '';
};

/**
 * Logs that an e-mail could not be sent, with the error's kind and code only: a mail server's message may quote the
 * e-mail, and with it a link's token.
 */
export function logMailFailure(log: FastifyBaseLogger, err: unknown, message: string): void {
  const { name, code } =
    err instanceof Error ? (err as Error & { code?: unknown }) : { name: typeof err, code: undefined };
  log.error({ mailError: { name, code: typeof code === 'string' ? code : undefined } }, message);
}
