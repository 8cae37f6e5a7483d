/**
 * Accounts of the built-in sign-in provider: registration, sign-in with failure limits per account and per
 * address, password changes and one-time reset links.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { AuthConfig } from '@rentfile/contract';
import { DbAdapter } from '../auth/adapter.ts';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../auth/passwords.ts';
import { clearFailures, countFailure, isLimited, type Limit } from '../auth/rateLimit.ts';
import { BUILT_IN_AUDIENCE, BUILT_IN_CLIENT_ID } from '../auth/tokens.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { findAccountByEmail, findAccountById, insertAccount, setPasswordHash, type AccountRow } from '../repositories/accounts.ts';
import type { ClientRef } from '../repositories/clients.ts';

/** Spec §5: at least 8 characters with an uppercase letter, a lowercase letter and a digit. */
export const PASSWORD_RULE_MESSAGE = 'The password needs at least 8 characters, with an uppercase letter, a lowercase letter and a digit.';

export function passwordMeetsRule(p: string): boolean {
  return p.length >= 8 && /[A-Z]/.test(p) && /[a-z]/.test(p) && /[0-9]/.test(p);
}

const MAX_PASSWORD_LENGTH = 200;

function checkPassword(p: string): void {
  if (!passwordMeetsRule(p) || p.length > MAX_PASSWORD_LENGTH) throw new AppError('BAD_REQUEST', PASSWORD_RULE_MESSAGE);
}

export const registrationInput = z.object({
  email: z.string().trim().max(200).email('E-mail must be valid'),
  firstName: z.string().trim().min(1, 'First name is required').max(100),
  lastName: z.string().trim().min(1, 'Last name is required').max(100),
  password: z.string(),
});
export type RegistrationInput = z.input<typeof registrationInput>;

export const EMAIL_TAKEN_MESSAGE = 'An account with this e-mail already exists. Sign in instead, or reset your password.';

export async function registerAccount(db: Db, input: RegistrationInput): Promise<AccountRow> {
  const parsed = registrationInput.safeParse(input);
  if (!parsed.success) throw new AppError('BAD_REQUEST', parsed.error.issues[0]!.message);
  checkPassword(parsed.data.password);
  const { email, firstName, lastName, password } = parsed.data;
  if (await findAccountByEmail(db, email)) throw new AppError('CONFLICT', EMAIL_TAKEN_MESSAGE);
  const account = await insertAccount(db, { id: randomUUID(), email, firstName, lastName, passwordHash: await hashPassword(password) });
  if (!account) throw new AppError('CONFLICT', EMAIL_TAKEN_MESSAGE);
  return account;
}

const WINDOW_MS = 15 * 60 * 1000;
export const accountLimit = (email: string): Limit => ({ key: `login:account:${email.trim().toLowerCase()}`, max: 5, windowMs: WINDOW_MS });
export const addressLimit = (ip: string): Limit => ({ key: `login:address:${ip}`, max: 20, windowMs: WINDOW_MS });

export const WRONG_CREDENTIALS_MESSAGE = 'The e-mail or password is not right.';
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many failed sign-in attempts. Please wait 15 minutes and try again, or reset your password.';

export async function signIn(db: Db, input: { email: string; password: string; ip: string }): Promise<AccountRow> {
  const byAccount = accountLimit(input.email);
  const byAddress = addressLimit(input.ip);
  if ((await isLimited(db, byAccount)) || (await isLimited(db, byAddress))) throw new AppError('TOO_MANY_REQUESTS', TOO_MANY_ATTEMPTS_MESSAGE);
  const account = input.email.trim() ? await findAccountByEmail(db, input.email) : undefined;
  const ok = account ? await verifyPassword(input.password, account.passwordHash) : await verifyAgainstNothing(input.password);
  if (!account || !ok) {
    await countFailure(db, byAccount);
    await countFailure(db, byAddress);
    throw new AppError('UNAUTHORIZED', WRONG_CREDENTIALS_MESSAGE);
  }
  await clearFailures(db, byAccount.key);
  return account;
}

export async function changePassword(db: Db, accountId: string, password: string): Promise<void> {
  checkPassword(password);
  const account = await findAccountById(db, accountId);
  if (!account) throw new AppError('NOT_FOUND', 'Account not found.');
  await setPasswordHash(db, account.id, await hashPassword(password));
}

const RESET_MODEL = 'PasswordReset';
const RESET_TTL_SECONDS = 60 * 60;
const tokenId = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A one-time reset token for the account of an e-mail (undefined when there is none); only its hash is stored. */
export async function createResetToken(db: Db, email: string): Promise<{ token: string; account: AccountRow } | undefined> {
  const account = await findAccountByEmail(db, email);
  if (!account) return undefined;
  const token = randomBytes(32).toString('base64url');
  await new DbAdapter(db, RESET_MODEL).upsert(tokenId(token), { accountId: account.id }, RESET_TTL_SECONDS);
  return { token, account };
}

export const RESET_LINK_INVALID_MESSAGE = 'This reset link has expired or was already used. Ask for a new one.';

export async function isResetTokenUsable(db: Db, token: string): Promise<boolean> {
  const found = await new DbAdapter(db, RESET_MODEL).find(tokenId(token));
  return Boolean(found && !found.consumed);
}

export async function resetPassword(db: Db, token: string, password: string): Promise<AccountRow> {
  checkPassword(password);
  const store = new DbAdapter(db, RESET_MODEL);
  const id = tokenId(token);
  const found = await store.find(id);
  if (!found || found.consumed || typeof found.accountId !== 'string') throw new AppError('BAD_REQUEST', RESET_LINK_INVALID_MESSAGE);
  await store.consume(id);
  await changePassword(db, found.accountId, password);
  const account = await findAccountById(db, found.accountId);
  await clearFailures(db, accountLimit(account!.email).key);
  return account!;
}

export const EXTERNAL_PASSWORD_MESSAGE = 'Your password is kept by your sign-in provider: change your password at your sign-in provider.';

/** What the web needs to sign in (spec §4.9). */
export function authConfig(config: Config, issuer: string): AuthConfig {
  return config.externalAuth
    ? { issuer, clientId: config.OIDC_CLIENT_ID!, audience: config.OIDC_AUDIENCE!, scope: 'openid profile email', builtIn: false }
    : { issuer, clientId: BUILT_IN_CLIENT_ID, audience: BUILT_IN_AUDIENCE, scope: 'openid profile email', builtIn: true };
}

/**
 * Spec §5/§7 change password: only the signed-in user's own password (the account of the token's sub),
 * never under impersonation, and only with the built-in provider.
 */
export async function changeOwnPassword(
  db: Db,
  config: Config,
  input: { client: ClientRef; actor: ClientRef | null; auth0Id: string | null; password: string },
): Promise<void> {
  if (config.externalAuth) throw new AppError('BAD_REQUEST', EXTERNAL_PASSWORD_MESSAGE);
  if (input.actor && input.actor.id !== input.client.id) throw new AppError('FORBIDDEN', 'An administrator acting as another user cannot change their password.');
  if (input.auth0Id !== null && input.auth0Id !== input.client.auth0Id) throw new AppError('FORBIDDEN', 'You can only change your own password.');
  await changePassword(db, input.client.auth0Id, input.password);
}
