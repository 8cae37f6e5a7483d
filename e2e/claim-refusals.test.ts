/**
 * Issue 31 in a real browser: the claim rules' messages (docs/product/rules.md#claim-consistency) on the step where
 * the field is, in the words the server refuses with. A $0.00 claim is stopped on Past Due Rent; a claim saved with
 * a month twice (a case stored before the rule held) is named on Past Due Rent instead of being dropped unseen.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_RULE_MESSAGES, formatMonthYear } from '@rentfile/domain';
import { storeToken } from './support/auth.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { shot } from './support/pages.ts';
import { caseAtLeaseDetails, monthStart } from './support/wizardCase.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('claim rules on the screens', () => {
  it('stops a $0.00 claim on Past Due Rent with the message the papers are refused with', async () => {
    const { token, caseId } = await caseAtLeaseDetails('zero-claim', { tenants: ['Tom Tenant'] });
    const { context, page } = await openPage(browser);
    await storeToken(context, token);
    await page.goto(`/verified-complaint/${caseId}/past-due-rent`);
    await page.getByRole('heading', { level: 1, name: 'Past Due Rent' }).waitFor();
    const month = formatMonthYear(monthStart(-1).iso);
    await page.getByRole('checkbox', { name: `Owed: ${month}` }).check();
    await page.getByRole('textbox', { name: `Amount for ${month}` }).fill('0');
    await page.getByText('Total due: $0.00').waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText(CLAIM_RULE_MESSAGES.nothingClaimed).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/verified-complaint/${caseId}/past-due-rent`);
    await shot(page, 'claim-zero');
    await expectNoSeriousA11yViolations(page, 'past due rent, $0 claim');
    await context.close();
  });

  it('names a month the saved claim holds twice on Past Due Rent', async () => {
    const { token, caseId } = await caseAtLeaseDetails('twice-claim', { tenants: ['Tom Tenant'] });
    const { context, page } = await openPage(browser);
    await storeToken(context, token);
    const twice = monthStart(-2);
    const row = {
      timePeriod: twice.iso,
      timePeriodDisplay: formatMonthYear(twice.iso),
      amount: 1_500_00,
      selected: true,
    };
    // The case as an older release stored it, before a save could hold a month twice.
    await page.route(`**/api/cases/${caseId}`, async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      const response = await route.fetch();
      const stored = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...stored, pastDueRent: [row, { ...row }] } });
    });
    await page.goto(`/verified-complaint/${caseId}/past-due-rent`);
    await page.getByRole('heading', { level: 1, name: 'Past Due Rent' }).waitFor();
    await page.getByText(CLAIM_RULE_MESSAGES.rentTwice(formatMonthYear(twice.iso))).waitFor();
    await shot(page, 'claim-twice');
    await expectNoSeriousA11yViolations(page, 'past due rent, a month twice');
    await context.close();
  });
});
