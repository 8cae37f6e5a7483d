/** The token verifier checks a signature once per token, yet never accepts a token past its expiry or a forged one. */
import { exportJWK, generateKeyPair } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import type { SigningKeys } from '../../src/auth/keys.ts';
import { builtInIssuer, builtInVerifier, mintAccessToken, TokenError } from '../../src/auth/tokens.ts';

async function signingKeys(kid: string): Promise<SigningKeys> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicJwk } = privateJwk;
  return { privateJwk, publicJwk, privateKey, kid };
}

const issuer = builtInIssuer('http://127.0.0.1:1');
const reason = (p: Promise<unknown>) =>
  p.then(
    () => 'accepted',
    (err: unknown) => (err instanceof TokenError ? err.body : String(err)),
  );

describe('the built-in token verifier', () => {
  it('accepts a remembered token only until it expires', async () => {
    const keys = await signingKeys('k1');
    const verifier = builtInVerifier(issuer, keys);
    // A minute: a one-second token expired before its first check when CI's machine was busy (the clock is moved
    // past the expiry below, so its length does not matter).
    const token = await mintAccessToken(keys, issuer, 'auth0|short', {}, 60);
    expect((await verifier.verify(token)).sub).toBe('auth0|short');
    expect((await verifier.verify(token)).sub).toBe('auth0|short');
    const { exp } = await verifier.verify(token);
    // The clock moves past the expiry instead of the test waiting for it.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(exp! * 1000 + 50);
      expect(await reason(verifier.verify(token))).toBe('TokenExpiredError');
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a token whose signature is not the key\u2019s, and one changed after a valid one was remembered', async () => {
    const keys = await signingKeys('k1');
    const verifier = builtInVerifier(issuer, keys);
    const good = await mintAccessToken(keys, issuer, 'auth0|good');
    await verifier.verify(good);
    const forged = await mintAccessToken({ ...(await signingKeys('k1')) }, issuer, 'auth0|good');
    expect(await reason(verifier.verify(forged))).toBe('JsonWebTokenError');
    const [header, payload, signature] = good.split('.');
    const otherSubject = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: 'auth0|other' }),
    ).toString('base64url');
    expect(await reason(verifier.verify(`${header}.${otherSubject}.${signature}`))).toBe('JsonWebTokenError');
  });
});
