/**
 * Bearer authentication for every /api call but the public ones, and impersonation through the as-user
 * header for administrators only (each impersonated request is logged with both identities).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { FIRM_HEADER } from '@rentfile/contract';
import { PERMISSION_MESSAGES, roleGrants } from '../http/permissions.ts';
import {
  findClientByAuth0Id,
  findClientById,
  ensureClient,
  type ClientClaims,
  type ClientRef,
  type ClientRow,
} from '../repositories/clients.ts';
import { recordAudit } from '../repositories/audit.ts';
import { membershipsOf, type MemberRow, type Membership } from '../repositories/members.ts';
import { GRANT_CLAIM, type TokenRevocations } from './revocations.ts';
import { TokenError, type TokenVerifier } from './tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The client whose data this request reads and writes: the firm the signed-in person acts for (the one the
     * x-firm header names, else their own), or the impersonated one under as-user.
     */
    client: ClientRef | null;
    /** The signed-in person's own client, who differs from client when acting for another firm or impersonating. */
    actor: ClientRef | null;
    /** Reads the whole row of client now, for the few calls that need more than its identity. */
    clientRow: () => Promise<ClientRow>;
    /** Reads the whole row of actor (the signed-in person's own client). */
    actorRow: () => Promise<ClientRow>;
    /** The signed-in person's membership of the firm acted for, read on this call (null under impersonation). */
    member: MemberRow | null;
    /** The firm acted for, with its name as read on this call with the membership (null under impersonation). */
    firm: Membership['firm'] | null;
    /** The built-in provider's grant the access token was issued under (the browser's sign-in), if it says. */
    tokenGrantId: string | null;
  }
  interface FastifyContextConfig {
    public?: boolean;
  }
}

export interface AuthOptions {
  db: Db;
  verifier: TokenVerifier;
  /** Refuses tokens issued before their user's sign-in was ended (password reset or change, sign out everywhere, deletion). */
  revocations: TokenRevocations;
  /** Name of an external token's claim that marks an administrator. */
  adminClaim?: string | undefined;
  /**
   * The embedded database's read cache (services/readCache.ts), whose answers every write call forgets: the
   * memberships read on every call are kept there between writes. Null on PostgreSQL, where another process may
   * change them: read each time.
   */
  readCache?: { read<T>(key: string, load: () => Promise<T>): Promise<T> } | null;
}

export function currentClient(request: FastifyRequest): ClientRef {
  if (!request.client) throw new AppError('UNAUTHORIZED', 'Sign in to continue.');
  return request.client;
}

/** The signed-in person (their own client), whatever firm the request acts for. */
export function currentPerson(request: FastifyRequest): ClientRef {
  if (!request.actor) throw new AppError('UNAUTHORIZED', 'Sign in to continue.');
  return request.actor;
}

/** The whole row of the request's client (profile, default contact, trial accommodations), read from the database. */
export async function currentClientRow(request: FastifyRequest): Promise<ClientRow> {
  currentClient(request);
  return request.clientRow();
}

/** How many subjects' client ids a server process remembers (the oldest is forgotten first). */
export const CLIENT_ID_CACHE_SIZE = 10_000;

const signInFirst = async (): Promise<ClientRow> => {
  throw new AppError('UNAUTHORIZED', 'Sign in to continue.');
};

function claimGrantsAdmin(value: unknown): boolean {
  if (value === true) return true;
  if (Array.isArray(value)) return value.includes('admin');
  return value === 'admin';
}

export const authPlugin = fp(async (app: FastifyInstance, opts: AuthOptions) => {
  app.decorateRequest('client', null);
  app.decorateRequest('actor', null);
  app.decorateRequest('clientRow', signInFirst);
  app.decorateRequest('actorRow', signInFirst);
  app.decorateRequest('member', null);
  app.decorateRequest('firm', null);
  app.decorateRequest('tokenGrantId', null);

  /**
   * Each token subject's client id and auth0Id, so a signed-in call does not read the clients table first. Only
   * what never changes is kept, so every server process on one database stays correct; the rest of the row
   * (profile, administrator flag) is read when a call needs it. Bounded: the oldest subject is forgotten first.
   */
  const known = new Map<string, { ref: ClientRef; at: number; verified: boolean }>();
  // A deleted account's client id must not be used again: forgotten here at once, and in other processes as soon as
  // they see the revocation that came with the deletion (an entry older than the last revocation is read again).
  opts.revocations.onRevoke((subject) => known.delete(subject));
  const resolve = async (claims: ClientClaims, revokedAt: number): Promise<{ ref: ClientRef; row?: ClientRow }> => {
    const cached = known.get(claims.auth0Id);
    // A provider that has verified the e-mail since it was remembered is heard (ensureClient stores it).
    if (cached && cached.at > revokedAt && (cached.verified || !claims.emailVerified)) return { ref: cached.ref };
    const at = Date.now();
    const row = await ensureClient(opts.db, claims);
    known.delete(row.auth0Id);
    if (known.size >= CLIENT_ID_CACHE_SIZE) known.delete(known.keys().next().value!);
    known.set(row.auth0Id, { ref: { id: row.id, auth0Id: row.auth0Id }, at, verified: row.emailVerifiedAt !== null });
    return { ref: known.get(row.auth0Id)!.ref, row };
  };

  app.addHook('onRequest', async (request, reply) => {
    // Pages, static files and unknown paths (answered 404 by the not-found handler) need no token.
    if (!request.url.startsWith('/api/') || request.routeOptions.url === undefined) return;
    const isPublic = request.routeOptions.config?.public === true;
    const header = request.headers.authorization;
    if (!header) {
      if (isPublic) return;
      return reply.code(401).type('text/plain').send('JsonWebTokenError');
    }
    const match = /^Bearer\s+(.+)$/i.exec(header);
    let claims;
    try {
      if (!match) throw new TokenError('JsonWebTokenError');
      claims = await opts.verifier.verify(match[1]!.trim());
    } catch (err) {
      if (err instanceof TokenError) return reply.code(401).type('text/plain').send(err.body);
      throw err;
    }
    const revocation = await opts.revocations.state(claims.sub);
    if (opts.revocations.refuses(claims, revocation))
      return reply.code(401).type('text/plain').send('JsonWebTokenError');
    const clientClaims: ClientClaims = {
      auth0Id: claims.sub,
      email: typeof claims.email === 'string' ? claims.email : null,
      firstName: typeof claims.given_name === 'string' ? claims.given_name : null,
      lastName: typeof claims.family_name === 'string' ? claims.family_name : null,
      isAdmin: opts.adminClaim ? claimGrantsAdmin(claims[opts.adminClaim]) : undefined,
      emailVerified: claims.email_verified === true,
    };
    const { ref: actor, row } = await resolve(clientClaims, revocation.revokedAt);
    request.actor = actor;
    request.client = actor;
    request.tokenGrantId = typeof claims[GRANT_CLAIM] === 'string' ? claims[GRANT_CLAIM] : null;
    // The actor's row as the token makes it (an external provider's administrator claim is stored on the way).
    const actorRow = async () => row ?? ensureClient(opts.db, clientClaims);
    request.actorRow = actorRow;
    request.clientRow = actorRow;

    // The firm acted for (docs/decisions/0042-firms-members-roles.md): memberships are read on every call (on the
    // embedded database, kept until the next write call of this process, the only one that opens it), so that a
    // removal or a change of role holds from the next call on.
    const readMemberships = () => membershipsOf(opts.db, actor.auth0Id);
    const memberships = await (opts.readCache?.read(JSON.stringify(['members', actor.auth0Id]), readMemberships) ??
      readMemberships());
    const firmHeader = request.headers[FIRM_HEADER];
    let membership;
    if (typeof firmHeader === 'string' && firmHeader !== '') {
      membership = memberships.find((m) => String(m.firm.id) === firmHeader.trim());
      if (!membership) return reply.code(403).send({ error: 'You are not a member of that firm.', code: 'FORBIDDEN' });
    } else {
      membership = memberships.find((m) => m.firm.id === actor.id) ?? memberships[0];
    }
    if (membership) {
      request.member = membership.member;
      request.firm = membership.firm;
      if (membership.firm.id !== actor.id) {
        const firm = { id: membership.firm.id, auth0Id: membership.firm.auth0Id };
        request.client = firm;
        request.clientRow = async () => {
          const firmRow = await findClientById(opts.db, firm.id);
          if (!firmRow) throw new AppError('NOT_FOUND', 'Firm not found.');
          return firmRow;
        };
      }
    }

    const asUser = request.headers['as-user'];
    if (typeof asUser === 'string' && asUser !== '' && asUser !== actor.auth0Id) {
      if (!(await actorRow()).isAdmin) {
        return reply.code(403).send({ error: 'Only an administrator may act as another user.', code: 'FORBIDDEN' });
      }
      const subject = await findClientByAuth0Id(opts.db, asUser);
      if (!subject) return reply.code(404).send({ error: 'User not found.', code: 'NOT_FOUND' });
      request.client = { id: subject.id, auth0Id: subject.auth0Id };
      request.clientRow = async () => subject;
      request.member = null;
      request.firm = null;
      await recordAudit(opts.db, {
        actorAuth0Id: actor.auth0Id,
        subjectAuth0Id: subject.auth0Id,
        action: `${request.method} ${request.routeOptions.url ?? request.url}`,
      });
      request.log.info({ actor: actor.auth0Id, asUser: subject.auth0Id }, 'impersonated request');
    }
  });

  // Every call of the contract requires a permission of the member's role (http/permissions.ts); an administrator
  // acting as another user acts as that account's owner.
  app.addHook('preValidation', async (request, reply) => {
    const config = request.routeOptions.config;
    if (config?.contract !== true || !request.client) return;
    const permission = config.permission;
    if (!permission)
      return reply.code(403).send({ error: 'This call has no permission set: it is refused.', code: 'FORBIDDEN' });
    if (permission === 'public' || permission === 'person') return;
    const impersonating = request.actor !== null && request.actor.id !== request.client.id && !request.member;
    if (impersonating) return;
    if (!request.member) return reply.code(403).send({ error: 'You are not a member of any firm.', code: 'FORBIDDEN' });
    if (!roleGrants(request.member.role, permission))
      return reply.code(403).send({ error: PERMISSION_MESSAGES[permission], code: 'FORBIDDEN' });
  });
});
