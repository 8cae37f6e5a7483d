/**
 * Issue 36 friction 1 and issue 35 (decision 0033) in a real browser: an answer given just before leaving a step is
 * kept, as a guest going to "Register" and signed in going to the dashboard; a guest's change that breaks a claim
 * rule is refused on the guest's screen with the message a signed-in save is refused with, and nothing is stored.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_RULE_MESSAGES, formatMonthYear } from '@rentfile/domain';
import { apiCall } from './support/api.ts';
import { storeToken } from './support/auth.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { registerForm } from './support/signin.ts';
import { continueButton, heading, newPropertyToTenants, twoTenants, writtenMonthlyLease } from './support/wizard.ts';
import { caseAtLeaseDetails, monthStart } from './support/wizardCase.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface StoredCase {
  id: number;
  rentAmount: number | null;
  pastDueRent: Array<{ timePeriod: string; amount: number; selected: boolean }>;
}

const guestCase = async (page: Page) =>
  JSON.parse((await page.evaluate(() => sessionStorage.getItem('case'))) ?? 'null') as StoredCase | null;
const owed = (delta: number) => `Owed: ${formatMonthYear(monthStart(delta).iso)}`;
const claimed = (c: StoredCase, delta: number) =>
  c.pastDueRent.some((r) => r.timePeriod === monthStart(delta).iso && r.selected);

describe('an answer given just before leaving is kept', () => {
  it('as a guest who goes to Register at once', async () => {
    const { context, page } = await openPage(browser);
    await newPropertyToTenants(page, false, true, 'Individual');
    await twoTenants(page);
    await writtenMonthlyLease(page, false);
    await heading(page, 'Past Due Rent');
    await page.getByRole('checkbox', { name: owed(-1) }).check();
    const migrated = page.waitForResponse((r) => r.url().endsWith('/api/create-data-for-newly-authenticated-user'));
    await page.getByRole('banner').getByRole('link', { name: 'Register' }).click();
    await registerForm(page, {
      firstName: 'Maria',
      lastName: 'Lopez',
      email: `saves-kept-${Date.now()}@example.test`,
      password: 'Landlord2024',
    });
    const migration = (await (await migrated).json()) as { caseDataInfo: { id: number } };
    await page.waitForURL(/\/verified-complaint\/\d+\//);
    const token = (await page.evaluate(() => localStorage.getItem('access_token')))!;
    const stored = await apiCall<StoredCase>(token, 'GET', `/api/cases/${migration.caseDataInfo.id}`);
    expect(claimed(stored, -1)).toBe(true);
    await context.close();
  }, 180_000);

  it('signed in, going to the dashboard at once', async () => {
    const { token, caseId } = await caseAtLeaseDetails('saves-kept', { tenants: ['Tom Tenant'] });
    const { context, page } = await openPage(browser);
    await storeToken(context, token);
    await page.goto(`/verified-complaint/${caseId}/past-due-rent`);
    await heading(page, 'Past Due Rent');
    await page.getByRole('checkbox', { name: owed(-2) }).check();
    await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).click();
    await heading(page, 'Delinquents');
    await expect
      .poll(async () => claimed(await apiCall<StoredCase>(token, 'GET', `/api/cases/${caseId}`), -2))
      .toBe(true);
    await context.close();
  }, 120_000);
});

describe("a guest's case keeps the rules a signed-in save keeps", () => {
  it('refuses on the guest screen a rent lowered below a month claimed, with the server message', async () => {
    const { context, page } = await openPage(browser);
    await newPropertyToTenants(page, false, true, 'Individual');
    await twoTenants(page);
    await writtenMonthlyLease(page, false);
    await heading(page, 'Past Due Rent');
    await page.getByRole('checkbox', { name: owed(-1) }).check();
    await continueButton(page).click();
    await heading(page, 'Additional Charges');
    await page.goto('/verified-complaint/new/lease-details');
    await heading(page, 'Lease Details');
    const rent = page.getByRole('textbox', { name: 'Rent amount' });
    await rent.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('1000');
    await continueButton(page).click();
    const message = CLAIM_RULE_MESSAGES.rentAboveLease(formatMonthYear(monthStart(-1).iso), 1_500_50, 1_000_00, false);
    await page.getByText(message).waitFor();
    expect(new URL(page.url()).pathname).toBe('/verified-complaint/new/lease-details');
    expect((await guestCase(page))?.rentAmount).toBe(1_500_50);
    await context.close();
  }, 180_000);
});
