/** Journeys through the built-in sign-in (spec §4.9): register, sign in, reload, log out. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
