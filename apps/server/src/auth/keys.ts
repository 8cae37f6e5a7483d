/**
 * The built-in provider's signing key: generated on first start and kept in the database (server_secrets),
 * so every server process on one database signs and verifies with the same key.
 */
import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import { randomBytes, type webcrypto } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { findSecret, insertSecretIfAbsent } from '../repositories/serverSecrets.ts';

export interface SigningKeys {
  /** Private JWK with kid, alg and use set. */
  privateJwk: JWK;
  publicJwk: JWK;
  privateKey: webcrypto.CryptoKey;
  kid: string;
}

async function loadOrCreate<T>(db: Db, name: string, make: () => Promise<T>): Promise<T> {
  const existing = await findSecret(db, name);
  if (existing !== undefined) return existing as T;
  await insertSecretIfAbsent(db, name, await make());
  // Another process may have won the race: read back what is stored.
  return (await findSecret(db, name)) as T;
}

export async function loadSigningKeys(db: Db, fromEnv?: string): Promise<SigningKeys> {
  const privateJwk: JWK = fromEnv
    ? (JSON.parse(fromEnv) as JWK)
    : await loadOrCreate(db, 'signing-key', async () => {
        const { privateKey } = await generateKeyPair('RS256', { extractable: true });
        const jwk = await exportJWK(privateKey);
        return { ...jwk, kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' };
      });
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicJwk } = privateJwk;
  const privateKey = (await importJWK(privateJwk, 'RS256')) as webcrypto.CryptoKey;
  return { privateJwk, publicJwk, privateKey, kid: privateJwk.kid! };
}

/** Cookie-signing keys for the built-in provider, persistent like the signing key. */
export async function loadCookieKeys(db: Db, fromEnv?: string): Promise<string[]> {
  if (fromEnv)
    return fromEnv
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  return loadOrCreate(db, 'cookie-keys', async () => [randomBytes(32).toString('base64url')]);
}
