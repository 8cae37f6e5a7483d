import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenFor, storeToken } from './support/auth.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { launchBrowser, openPage } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('session in the top bar', () => {
  it('greets a signed-in client by first name, with initials, and logs out to the login page', async () => {
    const { context, page } = await openPage(browser);
    await storeToken(
      context,
      await accessTokenFor({ sub: 'e2e|jane', given_name: 'Jane', family_name: 'Doe', email: 'jane@example.com' }),
    );
    await page.goto('/');
    const bar = page.getByRole('banner');
    const userButton = bar.getByRole('button', { name: /Hi, Jane/ });
    await userButton.waitFor();
    expect(await userButton.innerText()).toContain('JD');
    expect(await bar.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/');
    expect(await bar.getByRole('link', { name: 'Properties' }).getAttribute('href')).toBe('/properties');
    expect(await bar.getByRole('link', { name: 'Sign in' }).count()).toBe(0);

    await userButton.click();
    const menu = page.getByRole('menu');
    for (const name of ['Profile', 'Password', 'Support', 'Log out'])
      await menu.getByRole('menuitem', { name }).waitFor();
    expect(await menu.getByRole('menuitem', { name: 'Support' }).getAttribute('href')).toMatch(/^mailto:/);
    await expectNoSeriousA11yViolations(page, 'user menu');

    await menu.getByRole('menuitem', { name: 'Log out' }).click();
    // Log out goes to /login, which hands over to the sign-in page at once.
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    await context.close();
  });

  it('logs out and returns to the site origin when the server rejects the token', async () => {
    const { context, page } = await openPage(browser);
    await storeToken(context, 'not-a-token');
    await page.goto('/properties');
    // Signed out, the visitor leaves the signed-in page (to the origin, then to sign-in).
    await page.waitForURL((url) => url.pathname !== '/properties');
    await page.waitForLoadState('load');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('access_token')).catch(() => 'navigating'))
      .toBeNull();
    await context.close();
  });

  it("shows a refused call in the error banner as status text plus the server's message", async () => {
    const { context, page } = await openPage(browser);
    await storeToken(context, await accessTokenFor({ sub: 'e2e|sam', given_name: 'Sam' }));
    await context.addInitScript(() => sessionStorage.setItem('as_user', 'e2e|somebody-else'));
    await page.goto('/terms');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toContain('Forbidden: Only an administrator may act as another user.');
    await alert.getByRole('button', { name: 'Dismiss error' }).click();
    await alert.waitFor({ state: 'detached' });
    await context.close();
  });
});
