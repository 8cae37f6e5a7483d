/**
 * Fresh data everywhere (issue 21, docs/product/screens.md#fresh-data): a change made in the wizard shows on the
 * case view and the dashboard that were opened before it, without a reload.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeToken } from './support/auth.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { continueButton, heading } from './support/wizard.ts';
import { caseAtLeaseDetails } from './support/wizardCase.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('fresh data', () => {
  it('shows a tenant renamed in the wizard on the case view and the dashboard seen before, without a reload', async () => {
    const { token, caseId } = await caseAtLeaseDetails('fresh', { tenants: ['Tess Oldname'] });
    const { context, page } = await openPage(browser);
    await storeToken(context, token);

    // Seen first: the dashboard and the case view, each with the old name.
    await page.goto('/');
    const dashboardRow = page.getByRole('row').filter({ hasText: '48 Elmora Avenue' });
    await dashboardRow.getByText('Tess Oldname').waitFor();
    await page
      .getByRole('link', { name: /No docket number yet/ })
      .first()
      .click();
    await page.waitForURL((u) => u.pathname === `/case-view/${caseId}/overview`);
    await page.getByText('Tess Oldname').first().waitFor();
    // A marker that disappears if the page is reloaded.
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));

    // The wizard, reached by the case view's own button: rename the tenant and continue.
    await page.getByRole('link', { name: /^Continue:/ }).click();
    await page
      .getByRole('navigation', { name: 'Verified Complaint' })
      .getByRole('button', { name: /Tenant Information/ })
      .click();
    await heading(page, 'Tenant Information');
    await page.getByRole('textbox', { name: 'Full name' }).fill('Tess Newname');
    await continueButton(page).click();
    await heading(page, 'Lease Details');

    // Back to the case view, then the dashboard, by the browser's history: both show the new name.
    await page.goBack();
    await page.goBack();
    await page.goBack();
    await page.waitForURL((u) => u.pathname === `/case-view/${caseId}/overview`);
    await page.getByText('Tess Newname').first().waitFor();
    expect(await page.getByText('Tess Oldname').count()).toBe(0);
    await page.goBack();
    await page.waitForURL((u) => u.pathname === '/');
    await dashboardRow.getByText('Tess Newname').waitFor();
    expect(await dashboardRow.getByText('Tess Oldname').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await context.close();
  });
});
