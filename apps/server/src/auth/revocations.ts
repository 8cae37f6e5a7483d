/**
 * Whether a verified access token may still be used: checked on every signed-in call against the subject's row of
 * token_revocations (see the table's comment). Each process keeps what it read for a short while.
 */
import type { JWTPayload } from 'jose';
import type { Db } from '../db/client.ts';
import { bumpTokenVersion, findRevocation, type RevocationRow } from '../repositories/sessions.ts';

/** What a subject's tokens must show; version 0 and no time when the subject's sign-in was never ended. */
export interface RevocationState {
  tokenVersion: number;
  /** Epoch milliseconds of the last revocation, 0 when none. */
  revokedAt: number;
  keptGrantId: string | null;
}

/** Claims the built-in provider adds to its access tokens: the token version and the grant they were issued under. */
export const TOKEN_VERSION_CLAIM = 'tv';
export const GRANT_CLAIM = 'gid';

const NEVER: RevocationState = { tokenVersion: 0, revokedAt: 0, keptGrantId: null };

const stateOf = (row: RevocationRow | undefined): RevocationState =>
  row
    ? { tokenVersion: row.tokenVersion, revokedAt: new Date(row.revokedAt).getTime(), keptGrantId: row.keptGrantId }
    : NEVER;

export interface RevocationOptions {
  /** Tokens are the built-in provider's (checked by version) or an external one's (checked by issue time). */
  builtIn: boolean;
  /** How long a process trusts what it read; other processes' revocations take at most this long to be seen. */
  maxAgeMs: number;
  /** How many subjects a process remembers (the oldest is forgotten first). */
  size?: number;
}

/**
 * Several processes may serve one site: a revocation made by one is seen by the others within this time (the one
 * that makes it sees it at once). One primary-key read per signed-in user and process every few seconds.
 */
export const REVOCATION_MAX_AGE_MS = 5_000;

export class TokenRevocations {
  private readonly known = new Map<string, { state: RevocationState; until: number }>();
  private readonly listeners: Array<(subject: string) => void> = [];

  constructor(
    private readonly db: Db,
    private readonly opts: RevocationOptions,
  ) {}

  /** The subject's state, from the cache while it is fresh. */
  async state(subject: string): Promise<RevocationState> {
    const now = Date.now();
    const hit = this.known.get(subject);
    if (hit && now < hit.until) return hit.state;
    const state = stateOf(await findRevocation(this.db, subject));
    this.remember(subject, state, now);
    return state;
  }

  /** The state read now from the database (token issuance, which must never use an old version). */
  async fresh(subject: string): Promise<RevocationState> {
    const state = stateOf(await findRevocation(this.db, subject));
    this.remember(subject, state, Date.now());
    return state;
  }

  /** True when the token was issued before its subject's sign-in was last ended (state: the subject's). */
  refuses(claims: JWTPayload, state: RevocationState): boolean {
    if (this.opts.builtIn) {
      const version = typeof claims[TOKEN_VERSION_CLAIM] === 'number' ? claims[TOKEN_VERSION_CLAIM] : 0;
      if (version === state.tokenVersion) return false;
      return !(state.keptGrantId !== null && claims[GRANT_CLAIM] === state.keptGrantId);
    }
    if (state.revokedAt === 0) return false;
    return typeof claims.iat !== 'number' || claims.iat * 1000 <= state.revokedAt;
  }

  /** Refuses every token of the subject issued so far, but those of keptGrantId (built-in provider only). */
  async revoke(subject: string, keptGrantId: string | null = null): Promise<void> {
    const state = stateOf(await bumpTokenVersion(this.db, subject, keptGrantId));
    this.remember(subject, state, Date.now());
    for (const listener of this.listeners) listener(subject);
  }

  /** Called with each subject this process revokes. */
  onRevoke(listener: (subject: string) => void): void {
    this.listeners.push(listener);
  }

  private remember(subject: string, state: RevocationState, now: number): void {
    this.known.delete(subject);
    if (this.known.size >= (this.opts.size ?? 10_000)) this.known.delete(this.known.keys().next().value!);
    this.known.set(subject, { state, until: now + this.opts.maxAgeMs });
  }
}
