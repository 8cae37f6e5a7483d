/**
 * The limits of the built-in sign-in. An address may be shared by an office or by everyone behind one proxy
 * (set TRUST_PROXY so that each client's own address is used): its limits are far above what one person needs, and
 * the tight limit on guessing one account's password applies per account and address, so a stranger cannot lock a
 * known account for everyone; guessing spread over many addresses is held to one try per further address.
 */
import type { Limit } from '../repositories/rateLimits.ts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

const emailKey = (email: string) => email.trim().toLowerCase();

export const limits = {
  /** Wrong passwords for one account from one address: the limit that the sign-in page's message names. */
  signInAccountAddress: (email: string, ip: string): Limit => ({
    key: `login:account-address:${emailKey(email)}|${ip}`,
    max: 5,
    windowMs: 15 * MINUTE,
  }),
  /**
   * Addresses from which one account's password was got wrong (each counted once, at its first failure). Past it the
   * account is being guessed from many addresses: an address that has already failed is refused, one that has not
   * still gets its try, so that the owner signs in from their own (issue 34).
   */
  signInAccount: (email: string): Limit => ({
    key: `login:account:${emailKey(email)}`,
    max: 20,
    windowMs: 15 * MINUTE,
  }),
  /** Sign-in attempts from one address, for every account together (a shared office address included). */
  signInAddress: (ip: string): Limit => ({ key: `login:address:${ip}`, max: 100, windowMs: 15 * MINUTE }),
  /** Accounts created from one address. */
  registerAddress: (ip: string): Limit => ({ key: `register:address:${ip}`, max: 10, windowMs: HOUR }),
  /** Reset links asked for from one address. */
  resetAddress: (ip: string): Limit => ({ key: `reset:address:${ip}`, max: 10, windowMs: HOUR }),
  /** Reset e-mails sent to one address (past it, nothing is sent, and the page says the same as always). */
  resetEmail: (email: string): Limit => ({ key: `reset:email:${emailKey(email)}`, max: 3, windowMs: HOUR }),
  /** Verification links e-mailed to one address (the profile's "send the link again"). */
  verifyEmail: (email: string): Limit => ({ key: `verify:email:${emailKey(email)}`, max: 5, windowMs: HOUR }),
  /** Sign-in flows started (authorization requests) from one address. */
  authorizeAddress: (ip: string): Limit => ({ key: `authorize:address:${ip}`, max: 300, windowMs: 15 * MINUTE }),
};

/** The counters that name an e-mail (removed with its account): exact keys, and the prefix of the per-address ones. */
export function emailAttemptKeys(email: string): { keys: string[]; prefix: string } {
  return {
    keys: [limits.signInAccount(email).key, limits.resetEmail(email).key, limits.verifyEmail(email).key],
    prefix: `login:account-address:${emailKey(email)}|`,
  };
}

export const TOO_MANY_ATTEMPTS_MESSAGE =
  'Too many failed sign-in attempts. Please wait 15 minutes and try again, or reset your password.';
export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests from your network. Please wait a while and try again.';
