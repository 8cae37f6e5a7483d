import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
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

/** The pages a signed-out visitor can see (the others send to sign-in), with the heading that shows each has rendered. */
const PUBLIC_PAGES: ReadonlyArray<{ path: string; heading: string }> = [
  { path: '/terms', heading: 'Terms of Service' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/unauthorized', heading: 'Please sign in' },
  { path: '/no-such-page', heading: 'Page not found' },
];

/** Pages for a signed-in client, found by their page title (their screens are being built by other issues). */
const SIGNED_IN_PAGES: ReadonlyArray<{ path: string; title: string }> = [
  { path: '/', title: 'Dashboard' },
  { path: '/properties', title: 'Properties' },
  { path: '/properties/new', title: 'New Property' },
  { path: '/profile', title: 'Profile' },
  { path: '/case-view/1/overview', title: 'Case Overview' },
];

describe('accessibility (axe: no serious or critical violations)', () => {
  it('passes on every page open to a signed-out visitor', async () => {
    const { context, page } = await openPage(browser);
    for (const { path, heading } of PUBLIC_PAGES) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await expectNoSeriousA11yViolations(page, path);
    }
    await context.close();
  });

  it('passes on the signed-in pages', async () => {
    const { context, page } = await openPage(browser);
    await storeToken(context, await accessTokenFor({ sub: 'e2e|axe', given_name: 'Alex', family_name: 'Axe' }));
    for (const { path, title } of SIGNED_IN_PAGES) {
      await page.goto(path);
      await page.waitForFunction((t) => document.title === t, title);
      await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
      await expectNoSeriousA11yViolations(page, path);
    }
    await context.close();
  });

  it('passes with the help dialog open', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/terms');
    await page.getByRole('button', { name: 'Help' }).click();
    await page.getByRole('menuitem', { name: 'Resources' }).click();
    await page.getByRole('dialog', { name: 'Resources' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'help dialog');
    await context.close();
  });
});
