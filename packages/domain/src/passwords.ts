/**
 * The password rule (docs/product/data-and-rules.md#validation, decision 0011): one for the browser and the server. A
 * module of its own, so that only the pages that set a password load it.
 */
import { z } from 'zod';
import { MESSAGES } from './formRules.ts';

/** The password rules of docs/product/data-and-rules.md#validation, each with the label shown next to it while typing. */
export const PASSWORD_RULES = [
  { key: 'length', label: 'At least 8 characters', test: (p: string) => p.length >= 8 },
  { key: 'upper', label: 'An uppercase letter', test: (p: string) => /[A-Z]/.test(p) },
  { key: 'lower', label: 'A lowercase letter', test: (p: string) => /[a-z]/.test(p) },
  { key: 'digit', label: 'A number', test: (p: string) => /\d/.test(p) },
] as const;
export type PasswordRuleKey = (typeof PASSWORD_RULES)[number]['key'];

/** Which password rules hold (docs/product/data-and-rules.md#validation: the button is disabled until all hold). */
export function passwordRuleChecks(password: string): Record<PasswordRuleKey, boolean> {
  return Object.fromEntries(PASSWORD_RULES.map((rule) => [rule.key, rule.test(password)])) as Record<
    PasswordRuleKey,
    boolean
  >;
}

/** The longest password taken (a longer one only costs the hash time). */
export const PASSWORD_MAX_LENGTH = 200;

export const PASSWORD_MESSAGES = {
  rules: 'The password needs at least 8 characters, with an uppercase letter, a lowercase letter and a digit.',
  guessable:
    'This password is easy to guess: its letters are only a season, a month, a common word or your e-mail name. Choose another one.',
} as const;

/**
 * Words whose letters alone make a password guessed first (issue 34: Summer2024 met every rule): the seasons, the
 * months and the commonest words of password lists. A small list, on purpose: the server also refuses the long list
 * of common passwords (apps/server/src/auth/passwords.ts); this one catches a word with any digits and signs added.
 */
const GUESSABLE_WORDS = new Set([
  ...['spring', 'summer', 'autumn', 'fall', 'winter'],
  ...['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august'],
  ...['september', 'october', 'november', 'december'],
  ...['password', 'passw', 'welcome', 'letmein', 'qwerty', 'qwertyuiop', 'asdf', 'admin', 'administrator', 'login'],
  ...['iloveyou', 'monkey', 'dragon', 'sunshine', 'princess', 'football', 'baseball', 'master', 'hello', 'freedom'],
  ...['whatever', 'changeme', 'abc', 'abcdef', 'test', 'user', 'rentfile'],
]);

/**
 * The letters of a password as a guesser reads them: without the digits and signs around them, 0 as o, 3 as e, 4 and
 * @ as a, 5 and $ as s, and 1 as l or as i (two readings).
 */
function readingsOf(text: string): string[] {
  const leet: Record<string, string> = { '0': 'o', '3': 'e', '4': 'a', '@': 'a', '5': 's', $: 's' };
  const spelled = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/^[\d\W_]+|[\d\W_]+$/g, '');
  return ['l', 'i'].map((one) =>
    [...spelled]
      .map((ch) => (ch === '1' ? one : (leet[ch] ?? ch)))
      .join('')
      .replace(/[^a-z]/g, ''),
  );
}

/**
 * Why a new password is refused, or null (docs/product/data-and-rules.md#validation, decision 0011): each rule of
 * PASSWORD_RULES, at most PASSWORD_MAX_LENGTH characters, and letters that are more than a season, a month, a common
 * word or the account's e-mail name (Summer2024, P@ssword1!, jsmith2025 for jsmith@…). One rule for the browser and
 * the server.
 */
export function passwordRefusal(password: string, email?: string | null): string | null {
  if (!Object.values(passwordRuleChecks(password)).every(Boolean) || password.length > PASSWORD_MAX_LENGTH)
    return PASSWORD_MESSAGES.rules;
  const name = email
    ? email
        .split('@')[0]!
        .toLowerCase()
        .replace(/[^a-z]/g, '')
    : '';
  if (readingsOf(password).some((letters) => GUESSABLE_WORDS.has(letters) || (name.length >= 3 && letters === name)))
    return PASSWORD_MESSAGES.guessable;
  return null;
}

/** Change password (docs/product/data-and-rules.md#validation): every rule holds and the confirmation equals the password. */
export const changePasswordFormSchema = z
  .object({ password: z.string({ error: MESSAGES.required }), confirmPassword: z.string({ error: MESSAGES.required }) })
  .superRefine((form, ctx) => {
    if (!Object.values(passwordRuleChecks(form.password)).every(Boolean))
      ctx.addIssue({ code: 'custom', path: ['password'], message: MESSAGES.password });
    else if (passwordRefusal(form.password) !== null)
      ctx.addIssue({ code: 'custom', path: ['password'], message: PASSWORD_MESSAGES.guessable });
    if (form.confirmPassword !== form.password)
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: MESSAGES.passwordsDontMatch });
  });
