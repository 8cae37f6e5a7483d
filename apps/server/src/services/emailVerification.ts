/**
 * Verified e-mail (decision 0039): court-date reminders go only to an address shown to be the user's, by a link
 * e-mailed to it (the built-in sign-up's confirmation link, or this one, asked for from the profile) or by the sign-in
 * provider's email_verified claim. A link verifies the address it was sent to, once, within a day; only its hash is
 * kept.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Mailer } from '../auth/mail.ts';
import { limits } from '../auth/limits.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { findAccountById, markAccountEmailVerified } from '../repositories/accounts.ts';
import { markEmailVerified, type ClientRow } from '../repositories/clients.ts';
import { replaceVerificationToken, takeVerificationToken } from '../repositories/emailVerification.ts';
import { takeAttempt } from '../repositories/rateLimits.ts';

const LINK_TTL_MS = 24 * 3_600_000;

export const NO_MAIL_SERVER_MESSAGE = 'No mail server is set up for this site, so no e-mail can be sent.';
export const NO_EMAIL_MESSAGE = 'Your account has no e-mail address to verify.';
export const SHARED_EMAIL_MESSAGE =
  'This account shares its e-mail with an older account, whose mailbox it is: it cannot be verified for this one.';
export const TOO_MANY_LINKS_MESSAGE =
  'Several links were sent to this address lately. Use the last one, or try again in an hour.';
export const MAIL_FAILED_MESSAGE = 'The e-mail could not be sent. Please try again later.';
export const VERIFY_LINK_INVALID_MESSAGE =
  'This link has expired or was already used. Send a new one from your profile.';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The path of the web app's page that a link opens; the token follows "#", which no server or log sees. */
export const verifyPagePath = (token: string) => `/verify-email#token=${token}`;

/** The client's address and whether it is verified, as the profile shows them. */
export function emailState(row: ClientRow): { email: string | null; emailVerified: boolean } {
  return { email: row.email, emailVerified: row.email !== null && row.emailVerifiedAt !== null };
}

/** E-mails the client a link that verifies its address (a new link ends the earlier ones). */
export async function sendVerificationLink(
  db: Db,
  mailer: Mailer | null,
  publicUrl: string,
  row: ClientRow,
): Promise<{ sentTo: string }> {
  if (!mailer) throw new AppError('BAD_REQUEST', NO_MAIL_SERVER_MESSAGE);
  if (!row.email) throw new AppError('BAD_REQUEST', NO_EMAIL_MESSAGE);
  if ((await findAccountById(db, row.auth0Id))?.sharedEmail) throw new AppError('BAD_REQUEST', SHARED_EMAIL_MESSAGE);
  if (!(await takeAttempt(db, [limits.verifyEmail(row.email)])))
    throw new AppError('TOO_MANY_REQUESTS', TOO_MANY_LINKS_MESSAGE);
  const token = randomBytes(32).toString('base64url');
  await replaceVerificationToken(db, {
    tokenHash: hashOf(token),
    clientId: row.id,
    email: row.email,
    expiresAt: new Date(Date.now() + LINK_TTL_MS).toISOString(),
  });
  const hello = row.firstName ? `Hello ${row.firstName},` : 'Hello,';
  try {
    await mailer.send({
      to: row.email,
      subject: 'Verify your e-mail for RentFile NJ',
      text: `${hello}\n\nTo receive court-date reminders from RentFile NJ at this address, open this link within one day:\n\n${publicUrl}${verifyPagePath(token)}\n\nIf you did not ask for this, you can ignore this e-mail.\n`,
    });
  } catch {
    // The mail server's message may quote the link: it is not passed on.
    throw new AppError('UNAVAILABLE', MAIL_FAILED_MESSAGE);
  }
  return { sentTo: row.email };
}

/** A link opened: the address it was sent to is verified, if the account still has it; the link is used up. */
export async function confirmEmail(db: Db, token: string): Promise<{ email: string }> {
  const link = await takeVerificationToken(db, hashOf(token));
  if (!link || Date.parse(link.expiresAt) <= Date.now()) throw new AppError('BAD_REQUEST', VERIFY_LINK_INVALID_MESSAGE);
  const client = await markEmailVerified(db, link.clientId, link.email);
  if (!client) throw new AppError('BAD_REQUEST', VERIFY_LINK_INVALID_MESSAGE);
  // The built-in sign-in's account then asserts email_verified in its tokens too.
  await markAccountEmailVerified(db, client.auth0Id, link.email);
  return { email: link.email };
}
