/**
 * The front door (issue 21): a stranger at the site's root sees what the product is and can start without an
 * account; /verified-complaint alone starts a case; a signed-in visitor goes straight to the dashboard. At desk
 * and phone sizes, with the accessibility scan at both and nothing wider than the phone's screen.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenFor, storeToken } from './support/auth.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { DESKTOP, launchBrowser, openPage } from './support/browser.ts';
import { overflowing, PHONE, shot } from './support/pages.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('front door', () => {
  for (const [size, viewport] of [
    ['desk', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`shows a stranger what the product is and starts a case without an account (${size})`, async () => {
      const { context, page } = await openPage(browser, { viewport });
      await page.goto('/');
      await page.getByRole('heading', { level: 1, name: 'Court papers for unpaid rent in New Jersey' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/welcome');
      await page.getByRole('heading', { level: 2, name: 'What to have at hand' }).waitFor();
      expect(await page.getByRole('note', { name: 'Not legal advice' }).innerText()).toContain(
        'does not give legal advice',
      );
      expect(await page.getByRole('link', { name: 'Sign in' }).first().getAttribute('href')).toBe('/login');
      expect(await overflowing(page)).toEqual([]);
      await expectNoSeriousA11yViolations(page, `welcome (${size})`);
      await shot(page, `welcome-${size}`);

      await page.getByRole('link', { name: 'Start without an account' }).click();
      await page.waitForURL((u) => u.pathname.startsWith('/verified-complaint/new'));
      await context.close();
    });
  }

  it('starts a case from /verified-complaint alone', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/verified-complaint');
    await page.waitForURL((u) => u.pathname.startsWith('/verified-complaint/new'));
    expect(await page.getByText('Page not found').count()).toBe(0);
    await context.close();
  });

  it('sends a signed-in visitor from the front door to the dashboard', async () => {
    const { context, page } = await openPage(browser);
    await storeToken(context, await accessTokenFor({ sub: `e2e|welcome-${Date.now()}`, given_name: 'Wendy' }));
    await page.goto('/welcome');
    await page.getByRole('heading', { level: 1, name: 'Delinquents' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });
});
