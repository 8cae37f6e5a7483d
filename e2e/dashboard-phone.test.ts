/**
 * The dashboard at phone size (issue 21, docs/product/screens.md#dashboard): nothing wider than the screen, the main navigation in a menu, each case a card with its status and next step, and a click on a
 * card opening the case. The same status shows at desk width.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeToken } from './support/auth.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { opened, overflowing, PHONE, shot } from './support/pages.ts';
import { caseAtLeaseDetails } from './support/wizardCase.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('dashboard on a phone', () => {
  it('shows each case as a card with its status, folds the navigation into a menu, and opens a case from its card', async () => {
    const { token, caseId } = await caseAtLeaseDetails('phone', {
      tenants: ['Pat Phone', 'A Tenant With A Rather Long Full Name'],
    });
    const { context, page } = await openPage(browser, { viewport: PHONE });
    await storeToken(context, token);
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Delinquents' }).waitFor();
    const card = page.getByRole('row').filter({ hasText: '48 Elmora Avenue' });
    await card.getByText('Drafting').waitFor();
    expect(await card.getByText('Next: Past Due Rent').isVisible()).toBe(true);
    expect(await overflowing(page)).toEqual([]);
    await expectNoSeriousA11yViolations(page, 'dashboard (phone)');
    await shot(page, 'dashboard-phone');

    // The navigation folds into a menu; the user button keeps its name for screen readers.
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: /Hi, Lena/ }).waitFor();
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('menu');
    await opened(menu);
    expect(await menu.getByRole('menuitem', { name: 'Properties' }).getAttribute('href')).toBe('/properties');
    await expectNoSeriousA11yViolations(page, 'navigation menu (phone)');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });

    // A click on the card (not on one of its controls) opens the case.
    await card.getByText('Pat Phone').click();
    await page.waitForURL((u) => u.pathname === `/case-view/${caseId}/overview`);
    await context.close();
  });

  it('shows the status and next step at desk width too', async () => {
    const { token } = await caseAtLeaseDetails('desk-status', { tenants: ['Dee Desk'] });
    const { context, page } = await openPage(browser);
    await storeToken(context, token);
    await page.goto('/');
    const row = page.getByRole('row').filter({ hasText: '48 Elmora Avenue' });
    await row.getByText('Next: Past Due Rent').waitFor();
    expect(await page.getByRole('columnheader', { name: 'Status' }).isVisible()).toBe(true);
    expect(await row.getByRole('button', { name: /^Actions for / }).isVisible()).toBe(true);
    await context.close();
  });
});
