/**
 * Dates as people type them (issue 21, docs/product/screens.md#typed-dates): on Lease Details the start date takes
 * 3/1/24, 03012024 and 2024-03-01, says what it understood, explains an impossible date once the field is left,
 * and keeps quiet while the user is still typing.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeToken } from './support/auth.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { heading } from './support/wizard.ts';
import { caseAtLeaseDetails } from './support/wizardCase.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const startDate = (page: Page) => page.getByRole('textbox', { name: 'Lease start date' });
/** The field's helper text, which its input names as its description. */
const hint = (page: Page) =>
  startDate(page).evaluate(
    (input) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? '',
  );

describe('typed dates', () => {
  it('reads the forms people type and says why an impossible date is refused', async () => {
    const { token, caseId } = await caseAtLeaseDetails('dates', { tenants: ['Dana Dates'] });
    const { context, page } = await openPage(browser);
    await storeToken(context, token);
    await page.goto(`/verified-complaint/${caseId}/lease-details`);
    await heading(page, 'Lease Details');

    for (const typed of ['3/1/24', '03012024', '2024-03-01']) {
      await startDate(page).fill(typed);
      expect(await hint(page), typed).toBe('Read as March 1, 2024');
    }

    // While typing, an unfinished date is not an error; once the field is left, an impossible one is.
    await startDate(page).fill('02/30/20');
    expect(await startDate(page).getAttribute('aria-invalid')).toBe('false');
    await startDate(page).fill('02/30/2026');
    await startDate(page).blur();
    await expect.poll(() => hint(page)).toBe('There is no February 30, 2026.');
    expect(await startDate(page).getAttribute('aria-invalid')).toBe('true');
    await expectNoSeriousA11yViolations(page, 'lease details with a date error');
    await context.close();
  });
});
