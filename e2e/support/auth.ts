/** Signing in for browser tests: an access token from the server's own signing key, stored as the app stores it. */
import { importJWK, type JWK } from 'jose';
import type { BrowserContext } from 'playwright-core';
import { inject } from 'vitest';
import { builtInIssuer, mintAccessToken } from '../../apps/server/src/auth/tokens.ts';
import { baseUrl } from './browser.ts';

export interface TestUser {
  sub: string;
  given_name?: string;
  family_name?: string;
  email?: string;
}

export async function accessTokenFor(user: TestUser): Promise<string> {
  const privateJwk = JSON.parse(inject('signingKey')) as JWK;
  const privateKey = (await importJWK(privateJwk, 'RS256')) as CryptoKey;
  const { sub, ...claims } = user;
  return mintAccessToken(
    { privateJwk, publicJwk: privateJwk, privateKey, kid: privateJwk.kid! },
    builtInIssuer(baseUrl()),
    sub,
    claims,
  );
}

/**
 * Stores a token in the context's localStorage (key access_token) once, before the app's first page loads. Only the
 * app's own window: the script also runs in frames without storage (the blob URL of a PDF preview).
 */
export async function storeToken(context: BrowserContext, token: string): Promise<void> {
  await context.addInitScript((t) => {
    if (window.top !== window || !window.sessionStorage) return;
    if (sessionStorage.getItem('e2e-token-stored')) return;
    localStorage.setItem('access_token', t);
    sessionStorage.setItem('e2e-token-stored', '1');
  }, token);
}
