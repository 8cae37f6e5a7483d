/**
 * The API's documentation is public (issue 21): it describes the calls and makes none, so a visitor without a sign-in
 * token reads it in the browser, under the site's content security policy, while the calls it lists stay protected.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser.ts';
import { shot } from './support/pages.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the API documentation', () => {
  it('is read without signing in, and a call it lists still needs a token', async () => {
    const { context, page } = await openPage(browser);
    const blocked: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') blocked.push(m.text());
    });
    const answer = await page.goto('/api/docs/');
    expect(answer?.status()).toBe(200);
    await page.getByRole('heading', { name: /RentFile NJ API/ }).waitFor();
    await page.getByText('/api/client', { exact: true }).first().waitFor();
    expect(blocked).toEqual([]);
    await shot(page, 'api-docs');
    expect((await page.request.get('/api/client')).status()).toBe(401);
    await context.close();
  });
});
