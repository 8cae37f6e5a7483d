/**
 * Accounts of the built-in sign-in provider: registration, sign-in with attempt limits per account and per
 * address, password changes and one-time reset links; a password reset or change ends the account's other sign-ins.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { AuthConfig } from '@rentfile/contract';
import { PASSWORD_MESSAGES, passwordRefusal, TERMS_REQUIRED_MESSAGE, TERMS_VERSION } from '@rentfile/domain';
import { DbAdapter } from '../repositories/oidcPayloads.ts';
import { limits, TOO_MANY_ATTEMPTS_MESSAGE, TOO_MANY_REQUESTS_MESSAGE } from './limits.ts';
import { hashPassword, isCommonPassword, verifyAgainstNothing, verifyPassword } from './passwords.ts';
import {
  clearAttempts,
  countAttempt,
  currentCount,
  giveBack,
  type Limit,
  takeAttempt,
} from '../repositories/rateLimits.ts';
import type { TokenRevocations } from './revocations.ts';
import { BUILT_IN_AUDIENCE, BUILT_IN_CLIENT_ID } from './tokens.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import {
  findAccountByEmail,
  findAccountById,
  findAccountsSharingEmail,
  insertAccount,
  setPasswordHash,
  type AccountRow,
} from '../repositories/accounts.ts';
import { recordAudit } from '../repositories/audit.ts';
import type { ClientRef } from '../repositories/clients.ts';
import { deleteResetLinks, endProviderSessions } from '../repositories/sessions.ts';

const RESET_MODEL = 'PasswordReset';
const RESET_TTL_SECONDS = 60 * 60;
const tokenId = (token: string) => createHash('sha256').update(token).digest('base64url');

export const COMMON_PASSWORD_MESSAGE =
  'This password is too common: it is on lists of passwords that attackers try first. Choose another one.';

/** The password rule of the domain (passwordRefusal: the browser's too), then the long list of common passwords. */
async function checkPassword(p: string, email: string | null): Promise<void> {
  const refusal = passwordRefusal(p, email);
  if (refusal === PASSWORD_MESSAGES.rules) throw new AppError('BAD_REQUEST', refusal);
  if (await isCommonPassword(p)) throw new AppError('BAD_REQUEST', COMMON_PASSWORD_MESSAGE);
  if (refusal) throw new AppError('BAD_REQUEST', refusal);
}

export const registrationInput = z.object({
  email: z.string().trim().max(200).email('E-mail must be valid'),
  firstName: z.string().trim().min(1, 'First name is required').max(100),
  lastName: z.string().trim().min(1, 'Last name is required').max(100),
  password: z.string(),
});
export type RegistrationInput = z.input<typeof registrationInput>;
/** A sign-up of the registration form: its terms box ticked or not (the operator's command has none). */
export type SignUpInput = RegistrationInput & { ip: string; acceptTerms: boolean };

/** The acceptance a sign-up records with its account: when, and which terms (decision 0039). */
const termsAccepted = () => ({ termsAcceptedAt: new Date().toISOString(), termsVersion: TERMS_VERSION });

/**
 * Said when an account cannot be created for an e-mail: by the operator's command for a taken e-mail, and without
 * an e-mail server once an e-mail has its owner's account and SHARED_EMAIL_ACCOUNTS others (registerWithoutMail).
 */
export const EMAIL_TAKEN_MESSAGE =
  'We could not create an account with this e-mail. If you already have one, sign in or reset your password.';

/** The registration form's values, checked, and counted on the caller's address when it is given (not by the operator). */
async function acceptRegistration(
  db: Db,
  input: RegistrationInput & { ip?: string; acceptTerms?: boolean },
): Promise<z.output<typeof registrationInput>> {
  const parsed = registrationInput.safeParse(input);
  if (!parsed.success) throw new AppError('BAD_REQUEST', parsed.error.issues[0]!.message);
  if (input.acceptTerms === false) throw new AppError('BAD_REQUEST', TERMS_REQUIRED_MESSAGE);
  await checkPassword(parsed.data.password, parsed.data.email);
  if (input.ip !== undefined && !(await takeAttempt(db, [limits.registerAddress(input.ip)])))
    throw new AppError('TOO_MANY_REQUESTS', TOO_MANY_REQUESTS_MESSAGE);
  return parsed.data;
}

/**
 * Creates the owner's account of an e-mail at once (the operator's command; tests): a taken e-mail is refused, but
 * the right password of its account answers that account.
 */
export async function registerAccount(db: Db, input: RegistrationInput & { ip?: string }): Promise<AccountRow> {
  const { email, firstName, lastName, password } = await acceptRegistration(db, input);
  const existing = await findAccountByEmail(db, email);
  if (existing) {
    if (await verifyPassword(password, existing.passwordHash)) return existing;
    throw new AppError('CONFLICT', EMAIL_TAKEN_MESSAGE);
  }
  const account = await insertAccount(db, {
    id: randomUUID(),
    email,
    firstName,
    lastName,
    passwordHash: await hashPassword(password),
  });
  if (!account) throw new AppError('CONFLICT', EMAIL_TAKEN_MESSAGE);
  return account;
}

/**
 * Accounts an e-mail may have besides its owner's, made by registrations without an e-mail server (decision 0017).
 * A password is always checked against this many accounts and the owner's, whether they exist or not.
 */
export const SHARED_EMAIL_ACCOUNTS = 1;

/**
 * The account of an e-mail that a password opens: the owner's first, then the one sharing the e-mail. Always
 * 1 + SHARED_EMAIL_ACCOUNTS password checks (a missing account is checked against nothing), so the time says
 * neither whether the e-mail has an account nor how many.
 */
async function accountOpenedBy(
  db: Db,
  email: string,
  password: string,
): Promise<{ opened: AccountRow | undefined; owner: AccountRow | undefined; sharing: number }> {
  const owner = email.trim() ? await findAccountByEmail(db, email) : undefined;
  const sharing = email.trim() ? await findAccountsSharingEmail(db, email, SHARED_EMAIL_ACCOUNTS) : [];
  const candidates = Array.from({ length: 1 + SHARED_EMAIL_ACCOUNTS }, (_, i) => [owner, ...sharing][i]);
  // Checked at once (scrypt runs in libuv's thread pool): a sign-in waits about as long as for one check.
  const opens = await Promise.all(
    candidates.map((c) => (c ? verifyPassword(password, c.passwordHash) : verifyAgainstNothing(password))),
  );
  return { opened: candidates.find((c, i) => c && opens[i]), owner, sharing: sharing.length };
}

/**
 * A registration without an e-mail server (decision 0017): nothing can prove that the e-mail is the registrant's,
 * and the answer must not tell whether it has an account. So every registration that keeps the rules signs its
 * registrant in, after the same work: the password that opens one of the e-mail's accounts signs in to it (its
 * owner registering again); otherwise a new account is made, the e-mail's owner when it has none, else an account
 * that shares the e-mail, signed in to later with its own password. The owner's account, data and sign-in are
 * untouched. Past SHARED_EMAIL_ACCOUNTS sharing accounts, the taken message is said.
 */
export async function registerWithoutMail(db: Db, input: SignUpInput): Promise<AccountRow> {
  const { email, firstName, lastName, password } = await acceptRegistration(db, input);
  const { opened, owner, sharing } = await accountOpenedBy(db, email, password);
  // Hashed on every path, so a registration that signs in to an account takes as long as one that makes one.
  const passwordHash = await hashPassword(password);
  if (opened) return opened;
  const row = { id: randomUUID(), email, firstName, lastName, passwordHash, ...termsAccepted() };
  const made = owner ? undefined : await insertAccount(db, row);
  if (made) return made;
  if (sharing >= SHARED_EMAIL_ACCOUNTS) throw new AppError('CONFLICT', EMAIL_TAKEN_MESSAGE);
  const shared = await insertAccount(db, { ...row, sharedEmail: true });
  if (!shared) throw new AppError('CONFLICT', EMAIL_TAKEN_MESSAGE);
  return shared;
}

const PENDING_MODEL = 'PendingRegistration';

/** What a registration asked for with e-mail confirmation leads to: a link to send, or a notice to the e-mail's owner. */
export type RegistrationRequest =
  { kind: 'confirm'; email: string; firstName: string; token: string } | { kind: 'taken'; account: AccountRow };

/**
 * A registration when e-mail can be sent: the account is created only when the link e-mailed to its address is
 * opened, so the answer is the same, after the same work (one password hash), whether or not the e-mail has an
 * account; an e-mail that has one gets a notice instead of a link. Only the token's hash is stored.
 */
export async function requestRegistration(db: Db, input: SignUpInput): Promise<RegistrationRequest> {
  const { email, firstName, lastName, password } = await acceptRegistration(db, input);
  const passwordHash = await hashPassword(password);
  const existing = await findAccountByEmail(db, email);
  if (existing) return { kind: 'taken', account: existing };
  const token = randomBytes(32).toString('base64url');
  await new DbAdapter(db, PENDING_MODEL).upsert(
    tokenId(token),
    { email, firstName, lastName, passwordHash, ...termsAccepted() },
    RESET_TTL_SECONDS,
  );
  return { kind: 'confirm', email, firstName, token };
}

export const CONFIRM_LINK_INVALID_MESSAGE = 'This link has expired or was already used. Create your account again.';

/**
 * Creates the account of a confirmation link (once); a link for an e-mail that has an account by now creates none.
 * Opening the link shows the e-mail is the registrant's: the account starts verified (decision 0039).
 */
export async function confirmRegistration(db: Db, token: string): Promise<AccountRow> {
  const store = new DbAdapter(db, PENDING_MODEL);
  const id = tokenId(token);
  const found = await store.find(id);
  if (!found || found.consumed) throw new AppError('BAD_REQUEST', CONFIRM_LINK_INVALID_MESSAGE);
  const pending = z
    .object({
      email: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      passwordHash: z.string(),
      termsAcceptedAt: z.string(),
      termsVersion: z.string(),
    })
    .safeParse(found);
  if (!pending.success) throw new AppError('BAD_REQUEST', CONFIRM_LINK_INVALID_MESSAGE);
  await store.destroy(id);
  const account = await insertAccount(db, {
    id: randomUUID(),
    ...pending.data,
    emailVerifiedAt: new Date().toISOString(),
  });
  if (!account) throw new AppError('CONFLICT', 'This e-mail already has an account. Sign in, or reset your password.');
  return account;
}

export const WRONG_CREDENTIALS_MESSAGE = 'The e-mail or password is not right.';
export { TOO_MANY_ATTEMPTS_MESSAGE };

/**
 * A password check guarded by the sign-in limits (decision 0013, issue 34). The attempt is counted before the slow
 * hash on the account from this address and on the address (`extra`), and refused past either, so a burst cannot pass
 * a limit between a check and a count. The account as a whole counts the addresses that got its password wrong, each
 * once (at its first failure): past its limit, an address that has failed before is refused and one that has not
 * still gets its try, so that nobody can lock the owner out of their own address. A refused try is not a failure and
 * extends nothing. A success clears this address's count on the account.
 */
async function guardedPasswordCheck<T>(
  db: Db,
  input: { email: string; ip: string; extra?: Limit[] },
  check: () => Promise<T | null>,
  wrong: AppError,
): Promise<T> {
  const byAccountAddress = limits.signInAccountAddress(input.email, input.ip);
  const byAccount = limits.signInAccount(input.email);
  const extra = input.extra ?? [];
  const counts = await countAttempt(db, [byAccountAddress, ...extra]);
  const fromHere = counts.get(byAccountAddress.key) ?? 0;
  if ([byAccountAddress, ...extra].some((l) => (counts.get(l.key) ?? 0) > l.max))
    throw new AppError('TOO_MANY_REQUESTS', TOO_MANY_ATTEMPTS_MESSAGE);
  if (fromHere > 1 && (await currentCount(db, byAccount.key)) >= byAccount.max)
    throw new AppError('TOO_MANY_REQUESTS', TOO_MANY_ATTEMPTS_MESSAGE);
  const opened = await check();
  if (opened === null) {
    if (fromHere === 1) await countAttempt(db, [byAccount]);
    throw wrong;
  }
  await clearAttempts(db, [byAccountAddress.key]);
  return opened;
}

/**
 * Checks an e-mail and password within the sign-in limits (guardedPasswordCheck); a success also gives the address
 * its attempt back. An unknown e-mail costs the same time and counts the same way. The password may open the
 * e-mail's owner's account or one sharing the e-mail (registerWithoutMail).
 */
export async function signIn(db: Db, input: { email: string; password: string; ip: string }): Promise<AccountRow> {
  const byAddress = limits.signInAddress(input.ip);
  const account = await guardedPasswordCheck(
    db,
    { email: input.email, ip: input.ip, extra: [byAddress] },
    async () => (await accountOpenedBy(db, input.email, input.password)).opened ?? null,
    new AppError('UNAUTHORIZED', WRONG_CREDENTIALS_MESSAGE),
  );
  await giveBack(db, byAddress.key);
  return account;
}

/**
 * Ends every sign-in of an account but the kept grant's: the provider's sessions and grants, its reset links, and
 * (by a new token version) every access token issued before.
 */
export async function endSignIns(
  db: Db,
  revocations: TokenRevocations,
  accountId: string,
  keptGrantId: string | null = null,
): Promise<void> {
  await revocations.revoke(accountId, keptGrantId);
  await endProviderSessions(db, accountId, keptGrantId);
  await deleteResetLinks(db, RESET_MODEL, accountId);
}

/** Sign out of every device (the profile's button): every sign-in of the caller ends, this one too. */
export async function signOutEverywhere(
  db: Db,
  config: Config,
  revocations: TokenRevocations,
  input: { client: ClientRef; actor: ClientRef | null },
): Promise<void> {
  if (input.actor && input.actor.id !== input.client.id)
    throw new AppError('FORBIDDEN', 'An administrator acting as another user cannot sign them out.');
  if (config.externalAuth) await revocations.revoke(input.client.auth0Id);
  else await endSignIns(db, revocations, input.client.auth0Id);
  await recordAudit(db, {
    actorAuth0Id: input.client.auth0Id,
    subjectAuth0Id: input.client.auth0Id,
    action: 'sign-out-everywhere',
  });
}

/** Sets an account's password (operator command): its reset links and every sign-in end. */
export async function setAccountPassword(
  db: Db,
  revocations: TokenRevocations,
  accountId: string,
  password: string,
): Promise<void> {
  await checkPassword(password, (await findAccountById(db, accountId))?.email ?? null);
  await setPasswordHash(db, accountId, await hashPassword(password));
  await endSignIns(db, revocations, accountId);
}

/**
 * A one-time reset token for the account of an e-mail (undefined when there is none, or when this e-mail was sent
 * too many links lately); only its hash is stored, and the account's earlier links stop working.
 */
export async function createResetToken(
  db: Db,
  email: string,
): Promise<{ token: string; account: AccountRow } | undefined> {
  const account = await findAccountByEmail(db, email);
  if (!account || !(await takeAttempt(db, [limits.resetEmail(account.email)]))) return undefined;
  const token = randomBytes(32).toString('base64url');
  await deleteResetLinks(db, RESET_MODEL, account.id);
  await new DbAdapter(db, RESET_MODEL).upsert(tokenId(token), { accountId: account.id }, RESET_TTL_SECONDS);
  return { token, account };
}

export const RESET_LINK_INVALID_MESSAGE = 'This reset link has expired or was already used. Ask for a new one.';

export async function isResetTokenUsable(db: Db, token: string): Promise<boolean> {
  const found = await new DbAdapter(db, RESET_MODEL).find(tokenId(token));
  return Boolean(found && !found.consumed);
}

/** Sets a new password from a reset link: the link is used up, and every sign-in of the account ends. */
export async function resetPassword(
  db: Db,
  revocations: TokenRevocations,
  token: string,
  password: string,
): Promise<AccountRow> {
  const store = new DbAdapter(db, RESET_MODEL);
  const id = tokenId(token);
  const found = await store.find(id);
  if (!found || found.consumed || typeof found.accountId !== 'string')
    throw new AppError('BAD_REQUEST', RESET_LINK_INVALID_MESSAGE);
  const account = await findAccountById(db, found.accountId);
  if (!account) throw new AppError('BAD_REQUEST', RESET_LINK_INVALID_MESSAGE);
  await checkPassword(password, account.email);
  await store.consume(id);
  await setPasswordHash(db, account.id, await hashPassword(password));
  await endSignIns(db, revocations, account.id);
  await clearAttempts(db, [limits.signInAccount(account.email).key]);
  return account;
}

export const EXTERNAL_PASSWORD_MESSAGE =
  'Your password is kept by your sign-in provider: change your password at your sign-in provider.';

/** What the web needs to sign in (docs/product/data-and-rules.md#sign-in-and-guests). */
export function authConfig(config: Config, issuer: string): AuthConfig {
  return config.externalAuth
    ? {
        issuer,
        clientId: config.OIDC_CLIENT_ID!,
        audience: config.OIDC_AUDIENCE!,
        scope: 'openid profile email',
        builtIn: false,
      }
    : {
        issuer,
        clientId: BUILT_IN_CLIENT_ID,
        audience: BUILT_IN_AUDIENCE,
        scope: 'openid profile email',
        builtIn: true,
      };
}

export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Your current password is not right.';

/**
 * docs/product/data-and-rules.md#validation and docs/product/data-and-rules.md#calls, change password: only the signed-in user's own password (the account of the token's sub), never under
 * impersonation, only with the built-in provider, and only with the current password (its attempts are limited
 * like sign-in's). Every other sign-in ends; the browser that asked (its grant) stays signed in.
 */
export async function changeOwnPassword(
  db: Db,
  config: Config,
  revocations: TokenRevocations,
  input: {
    client: ClientRef;
    actor: ClientRef | null;
    auth0Id: string | null;
    current: string;
    password: string;
    grantId: string | null;
    ip: string;
  },
): Promise<void> {
  if (config.externalAuth) throw new AppError('BAD_REQUEST', EXTERNAL_PASSWORD_MESSAGE);
  if (input.actor && input.actor.id !== input.client.id)
    throw new AppError('FORBIDDEN', 'An administrator acting as another user cannot change their password.');
  if (input.auth0Id !== null && input.auth0Id !== input.client.auth0Id)
    throw new AppError('FORBIDDEN', 'You can only change your own password.');
  const account = await findAccountById(db, input.client.auth0Id);
  if (!account) throw new AppError('NOT_FOUND', 'Account not found.');
  await checkPassword(input.password, account.email);
  await verifyOwnPassword(db, account, input.current, input.ip);
  await setPasswordHash(db, account.id, await hashPassword(input.password));
  await endSignIns(db, revocations, account.id, input.grantId);
  await recordAudit(db, {
    actorAuth0Id: input.client.auth0Id,
    subjectAuth0Id: input.client.auth0Id,
    action: 'password-change',
  });
}

/** The account's password, asked again before a change that matters; attempts counted as sign-in's. */
export async function verifyOwnPassword(db: Db, account: AccountRow, password: string, ip: string): Promise<void> {
  await guardedPasswordCheck(
    db,
    { email: account.email, ip },
    async () => ((await verifyPassword(password, account.passwordHash)) ? true : null),
    new AppError('BAD_REQUEST', WRONG_CURRENT_PASSWORD_MESSAGE),
  );
}
