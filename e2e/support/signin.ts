/** The built-in provider's own pages in browser journeys: its registration and sign-in forms. */
import type { Page } from 'playwright-core';

export interface NewAccount {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/**
 * Fills the provider's registration page (reached through /register or a Register button), accepts the terms and
 * creates the account.
 */
export async function registerForm(page: Page, account: NewAccount): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('checkbox', { name: 'I accept the Terms of Service' }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** Fills the provider's sign-in page and submits it. */
export async function signInForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
