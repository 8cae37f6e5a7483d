import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenFor, storeToken } from './support/auth.ts';
import { launchBrowser, openPage } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('app shell', () => {
  it('opens the dashboard of a signed-in client with its page title', async () => {
    const { context, page } = await openPage(browser);
    await storeToken(context, await accessTokenFor({ sub: 'e2e|dana', given_name: 'Dana' }));
    await page.goto('/');
    await page.waitForFunction(() => document.title === 'Dashboard');
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.getByRole('contentinfo').innerText()).resolves.toContain('not a law firm');
    await context.close();
  });

  it('shows the signed-out top bar: HELP, REGISTER and SIGN IN', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/terms');
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Help' }).waitFor();
    expect(await banner.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
    expect(await banner.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(await banner.getByRole('link', { name: 'Dashboard' }).count()).toBe(0);
    await banner.getByRole('button', { name: 'Help' }).click();
    await page.getByRole('menuitem', { name: 'FAQ' }).click();
    await page.getByRole('dialog', { name: 'Frequently asked questions' }).waitFor();
    await context.close();
  });

  it('does not navigate while offline and says so in the error banner', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/terms');
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    await context.setOffline(true);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'You seem to be offline.' });
    await alert.waitFor();
    expect(new URL(page.url()).pathname).toBe('/terms');
    expect(await page.title()).toBe('Terms of Service');

    await context.setOffline(false);
    await alert.getByRole('button', { name: 'Dismiss error' }).click();
    await alert.waitFor({ state: 'detached' });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    expect(await page.title()).toBe('Privacy Policy');
    await context.close();
  });
});
