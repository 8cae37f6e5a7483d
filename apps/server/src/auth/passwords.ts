/**
 * Password hashing with scrypt (memory-hard): a random salt per password, parameters stored with the hash
 * so they can be raised later, and a constant-time comparison.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFKC'), salt, keyLength, options, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

const maxmem = (N: number, r: number) => 128 * N * r * 2;

/** Format: scrypt$N$r$p$salt$hash (salt and hash base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { ...PARAMS, maxmem: maxmem(PARAMS.N, PARAMS.r) });
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const N = Number(n);
  const R = Number(r);
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N,
    r: R,
    p: Number(p),
    maxmem: maxmem(N, R),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** Spends the time of one verification, so an unknown e-mail answers as slowly as a wrong password. */
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(12).toString('hex'));
  await verifyPassword(password, await dummyHash);
  return false;
}

/**
 * The common-password list of @zxcvbn-ts/language-common (49,233 passwords in version 4.1; the maintainers describe
 * them as the common passwords an attacker tries first: https://www.npmjs.com/package/@zxcvbn-ts/core and
 * https://zxcvbn-ts.github.io/zxcvbn/guide/languages/), loaded on first use and checked offline. Not confirmed: which
 * breach collections the list was drawn from; a check against every breached password (Have I Been Pwned) needs
 * the network and is not made.
 */
let commonPasswords: Promise<Set<string>> | undefined;
type CommonLanguage = typeof import('@zxcvbn-ts/language-common');
const loadCommonPasswords = async () => {
  // A CommonJS module to the server's bundler: there its exports come as the default export.
  const loaded: Partial<CommonLanguage> & { default?: CommonLanguage } = await import('@zxcvbn-ts/language-common');
  const dictionary = loaded.dictionary ?? loaded.default!.dictionary;
  return new Set(dictionary['passwords-common']);
};

/** True when the password, ignoring case, is on the list of common and breached passwords. */
export async function isCommonPassword(password: string): Promise<boolean> {
  commonPasswords ??= loadCommonPasswords();
  return (await commonPasswords).has(password.normalize('NFKC').toLowerCase());
}
