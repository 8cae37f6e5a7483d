/**
 * Journeys through the built-in sign-in (docs/product/data-and-rules.md#sign-in-and-guests): register, sign in, reload, log out; change the password with
 * the current one, which signs other browsers out (issue 20).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { registerForm, signInForm } from './support/signin.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PASSWORD = 'Landlord2024';

describe('sign-in journeys', () => {
  it('registers, lands on the dashboard, stays signed in after a reload, logs out, and signs in again', async () => {
    const { context, page } = await openPage(browser);
    const email = `journey-${Date.now()}@example.test`;
    await page.goto('/register');
    await registerForm(page, { firstName: 'Jamie', lastName: 'Landlord', email, password: PASSWORD });

    await page.getByRole('heading', { level: 1, name: 'Delinquents' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByRole('button', { name: /Hi, Jamie/ }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toMatch(/^ey/);

    await page.reload();
    await page.getByRole('button', { name: /Hi, Jamie/ }).waitFor();

    await page.getByRole('button', { name: /Hi, Jamie/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

    await signInForm(page, email, 'Wrong12345');
    await page.getByRole('alert').filter({ hasText: 'The e-mail or password is not right.' }).waitFor();
    await signInForm(page, email, PASSWORD);
    await page.getByRole('button', { name: /Hi, Jamie/ }).waitFor();
    await context.close();
  });

  it('returns to the page the visitor wanted after signing in', async () => {
    const { context, page } = await openPage(browser);
    const email = `return-${Date.now()}@example.test`;
    await page.goto('/register');
    await registerForm(page, { firstName: 'Robin', lastName: 'Return', email, password: PASSWORD });
    await page.getByRole('button', { name: /Hi, Robin/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();

    await page.goto('/profile');
    await signInForm(page, email, PASSWORD);
    await page.waitForURL((u) => u.pathname === '/profile');
    await context.close();
  });

  it('changes the password from the user menu only with the current one; another browser is signed out, this one stays', async () => {
    const email = `changer-${Date.now()}@example.test`;
    const { context, page } = await openPage(browser);
    await page.goto('/register');
    await registerForm(page, { firstName: 'Cam', lastName: 'Changer', email, password: PASSWORD });
    await page.getByRole('button', { name: /Hi, Cam/ }).waitFor();
    const other = await openPage(browser);
    await other.page.goto('/login');
    await signInForm(other.page, email, PASSWORD);
    await other.page.getByRole('button', { name: /Hi, Cam/ }).waitFor();

    await page.getByRole('button', { name: /Hi, Cam/ }).click();
    await page.getByRole('menuitem', { name: 'Password' }).click();
    await page.getByRole('heading', { level: 1, name: 'Change Password' }).waitFor();
    const form = page.getByRole('main');
    await expectNoSeriousA11yViolations(page, 'change password page');
    await form.getByLabel('Current password').fill('Wrong12345');
    await form.getByLabel(/^New password/).fill('Changed2025x');
    await form.getByLabel('Confirm new password').fill('Changed2025x');
    await form.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('alert').filter({ hasText: 'Your current password is not right.' }).waitFor();
    await form.getByLabel('Current password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Change password' }).click();
    const success = page.getByRole('dialog', { name: 'Success' });
    await success.getByText('Your password has been successfully changed.').waitFor();
    await success.getByRole('button', { name: 'OK' }).click();

    await page.reload();
    await page.getByRole('button', { name: /Hi, Cam/ }).waitFor();
    await other.page.reload();
    await other.page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await signInForm(other.page, email, 'Changed2025x');
    await other.page.getByRole('button', { name: /Hi, Cam/ }).waitFor();
    await other.context.close();
    await context.close();
  });
});
