/**
 * Access tokens: JWTs signed by the built-in provider's key (or an external issuer's), verified with jose.
 * The token's sub is the client's auth0Id.
 */
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors,
  jwtVerify,
  SignJWT,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import type { SigningKeys } from './keys.ts';

export const BUILT_IN_AUDIENCE = 'rentfile-api';
export const BUILT_IN_CLIENT_ID = 'rentfile-web';
/** Where the built-in provider is mounted; its issuer is the site's public URL plus this path. */
export const OIDC_PREFIX = '/oidc';
export const builtInIssuer = (publicUrl: string) => publicUrl + OIDC_PREFIX;

export interface TokenVerifier {
  issuer: string;
  audience: string;
  verify(token: string): Promise<JWTPayload & { sub: string }>;
}

/** The 401 bodies of docs/product/data-and-rules.md#sign-in-and-guests, which make the web log the user out. */
export type TokenErrorBody = 'JsonWebTokenError' | 'TokenExpiredError';

export class TokenError extends Error {
  constructor(readonly body: TokenErrorBody) {
    super(body);
  }
}

/** How many verified tokens a verifier remembers, and for how long at most (a token is checked again after). */
export const VERIFIED_TOKEN_CACHE = { size: 10_000, maxAgeMs: 5 * 60_000 };

type Verified = JWTPayload & { sub: string };

/**
 * A verifier that checks each token's signature once: a token already verified is answered from a bounded
 * cache, keyed by the whole token, until it expires or the cache's maximum age passes, whichever is first. A
 * signed-in browser sends the same token with every call, and the signature check is the costliest part.
 */
export function createVerifier(issuer: string, audience: string, keys: JWTVerifyGetKey): TokenVerifier {
  const verified = new Map<string, { payload: Verified; until: number }>();
  const check = async (token: string): Promise<Verified> => {
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer,
        audience,
        algorithms: ['RS256', 'ES256', 'PS256'],
        requiredClaims: ['exp'],
      });
      if (typeof payload.sub !== 'string' || payload.sub === '') throw new TokenError('JsonWebTokenError');
      return payload as Verified;
    } catch (err) {
      if (err instanceof TokenError) throw err;
      if (err instanceof errors.JWTExpired) throw new TokenError('TokenExpiredError');
      throw new TokenError('JsonWebTokenError');
    }
  };
  return {
    issuer,
    audience,
    async verify(token) {
      const now = Date.now();
      const hit = verified.get(token);
      if (hit && now < hit.until) return hit.payload;
      verified.delete(token);
      const payload = await check(token);
      // Without an expiry, or not valid yet, a token is checked on every call.
      if (payload.exp !== undefined && (payload.nbf === undefined || payload.nbf * 1000 <= now)) {
        if (verified.size >= VERIFIED_TOKEN_CACHE.size) verified.delete(verified.keys().next().value!);
        verified.set(token, { payload, until: Math.min(payload.exp * 1000, now + VERIFIED_TOKEN_CACHE.maxAgeMs) });
      }
      return payload;
    },
  };
}

export function builtInVerifier(issuer: string, keys: SigningKeys): TokenVerifier {
  return createVerifier(issuer, BUILT_IN_AUDIENCE, createLocalJWKSet({ keys: [keys.publicJwk] }));
}

/** An external provider's verifier: its keys are found through its discovery document, on first use. */
export function externalVerifier(issuer: string, audience: string): TokenVerifier {
  let remote: Promise<JWTVerifyGetKey> | undefined;
  const discover = async (): Promise<JWTVerifyGetKey> => {
    const res = await fetch(issuer.replace(/\/?$/, '/') + '.well-known/openid-configuration');
    if (!res.ok) throw new Error(`Discovery of ${issuer} failed: ${res.status}`);
    const { jwks_uri } = (await res.json()) as { jwks_uri: string };
    return createRemoteJWKSet(new URL(jwks_uri));
  };
  const getKey: JWTVerifyGetKey = async (header, token) => {
    remote ??= discover().catch((err: unknown) => {
      remote = undefined;
      throw err;
    });
    return (await remote)(header, token);
  };
  return createVerifier(issuer, audience, getKey);
}

/** A short-lived access token for a user, signed with the built-in key (operator command, tests). */
export async function mintAccessToken(
  keys: SigningKeys,
  issuer: string,
  sub: string,
  claims: Record<string, unknown> = {},
  ttlSeconds = 3600,
): Promise<string> {
  return new SignJWT({ ...claims, client_id: BUILT_IN_CLIENT_ID })
    .setProtectedHeader({ alg: 'RS256', kid: keys.kid, typ: 'at+jwt' })
    .setIssuer(issuer)
    .setAudience(BUILT_IN_AUDIENCE)
    .setSubject(sub)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(keys.privateKey);
}
