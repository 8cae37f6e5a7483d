/**
 * Importing a tenant's ledger into one case (issue 23, docs/product/rules.md#ledger-import): a 12-month CSV
 * ledger with a partial payment, a returned payment, a late charge and a water bill fills Past Due Rent through
 * the dialog (at desk width and at 390 px), the step's save stores the periods and charges with their ledger
 * rows, and the suit summary shows the ledger's balance plus the legal fees.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCurrency } from '@rentfile/domain';
import { apiCall } from './support/api.ts';
import { storeToken } from './support/auth.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { opened, overflowing, PHONE, shot } from './support/pages.ts';
import { caseAtLeaseDetails, monthStart } from './support/wizardCase.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const us = (delta: number, day: number) => {
  const m = monthStart(delta);
  return `${String(m.month).padStart(2, '0')}/${String(day).padStart(2, '0')}/${m.year}`;
};

/** Twelve months of $1,500 rent; hand-computed: $5,000 of rent, a $50 late charge and a $75.40 water bill owed. */
function twelveMonthLedger(): string {
  const lines: Array<[string, string, number, number]> = [];
  for (let delta = -11; delta <= 0; delta += 1) {
    lines.push([us(delta, 1), 'Rent', 1500, 0]);
    if (delta <= -4) lines.push([us(delta, 3), 'Payment - thank you', 0, 1500]);
    if (delta === -3) lines.push([us(delta, 5), 'Payment', 0, 1000], [us(delta, 6), 'Late charge', 50, 0]);
    if (delta === -2)
      lines.push(
        [us(delta, 3), 'Payment', 0, 1500],
        [us(delta, 10), 'NSF returned payment', 1500, 0],
        [us(delta, 15), 'Water bill', 75.4, 0],
      );
  }
  let balance = 0;
  const rows = lines.map(([date, description, charge, payment]) => {
    balance += charge - payment;
    return [
      date,
      description,
      charge ? charge.toFixed(2) : '',
      payment ? payment.toFixed(2) : '',
      balance.toFixed(2),
    ].join(',');
  });
  return ['Date,Description,Charges,Payments,Balance', ...rows].join('\r\n');
}

async function heading(page: Page, name: string) {
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

async function importLedger(page: Page, prefix: string, charges = false) {
  await page.getByRole('button', { name: 'Import from ledger' }).click();
  const dialog = page.getByRole('dialog', { name: "Import from the tenant's ledger" });
  await opened(dialog);
  await shot(page, `${prefix}-1-choose`);
  await expectNoSeriousA11yViolations(page, 'ledger import: choose');
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'ledger.csv', mimeType: 'text/csv', buffer: Buffer.from(twelveMonthLedger()) });
  await dialog.getByText('Step 2 of 4: Match the columns').waitFor();
  expect(await dialog.getByRole('combobox', { name: 'Date' }).textContent()).toBe('Date');
  await shot(page, `${prefix}-2-columns`);
  await expectNoSeriousA11yViolations(page, 'ledger import: columns');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByText('Step 3 of 4').waitFor();
  expect(await dialog.getByRole('combobox', { name: 'Kind of row 23' }).textContent()).toBe('Returned payment');
  await shot(page, `${prefix}-3-kinds`);
  await expectNoSeriousA11yViolations(page, 'ledger import: kinds');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByText("The amounts filled in equal the ledger's balance.").waitFor();
  await dialog.getByText(`4 rent periods and 2 additional charges: ${formatCurrency(5125_40)}`).waitFor();
  if (charges) await dialog.getByText('The charges are claimed as additional rent.', { exact: false }).waitFor();
  await shot(page, `${prefix}-4-payments`);
  await expectNoSeriousA11yViolations(page, 'ledger import: payments');
  return dialog;
}

describe('ledger import', () => {
  it('fills Past Due Rent from a 12-month ledger and reaches the right suit summary', async () => {
    const { token, caseId } = await caseAtLeaseDetails('ledger', { tenants: ['Tom Tenant'] });
    await apiCall(token, 'POST', `/api/case/${caseId}`, { caseInfo: { leaseStartDate: monthStart(-11).iso } });

    const phone = await openPage(browser, { viewport: PHONE });
    await storeToken(phone.context, token);
    await phone.page.goto(`/verified-complaint/${caseId}/past-due-rent`);
    await heading(phone.page, 'Past Due Rent');
    const phoneDialog = await importLedger(phone.page, 'ledger-phone');
    expect(await overflowing(phone.page)).toEqual([]);
    await phoneDialog.getByRole('button', { name: 'Cancel' }).click();
    await phone.context.close();

    const { context, page } = await openPage(browser);
    await storeToken(context, token);
    await page.goto(`/verified-complaint/${caseId}/past-due-rent`);
    await heading(page, 'Past Due Rent');
    const dialog = await importLedger(page, 'ledger-desk');
    await dialog.getByRole('button', { name: 'Fill the rent periods' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(`Total due: ${formatCurrency(5000_00)}`).waitFor();
    await page.getByText('Ledger row 18', { exact: true }).waitFor();
    await shot(page, 'ledger-desk-5-filled');
    await page.getByRole('button', { name: 'Continue' }).click();

    await heading(page, 'Additional Charges');
    const stored = await apiCall<{
      pastDueRent: Array<{ selected: boolean; amount: number; sourceRows?: number[] }>;
      lateCharges: Array<{ amount: number; sourceRows?: number[] }>;
      utilities: Array<{ type: string; amount: number }>;
    }>(token, 'GET', `/api/cases/${caseId}`);
    expect(stored.pastDueRent.filter((p) => p.selected).reduce((sum, p) => sum + p.amount, 0)).toBe(5000_00);
    expect(stored.pastDueRent.every((p) => p.sourceRows && p.sourceRows.length === 1)).toBe(true);
    expect(stored.lateCharges).toMatchObject([{ amount: 50_00, sourceRows: [20] }]);
    expect(stored.utilities).toMatchObject([{ type: 'Water', amount: 75_40 }]);
    await page.getByRole('button', { name: 'Yes', exact: true }).click();

    await heading(page, 'Late Charges, Utilities and Fees');
    for (const box of await page.getByRole('checkbox', { name: /^Claim / }).all()) await box.check();
    await page.getByText(`Total additional charges: ${formatCurrency(125_40)}`).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();

    await heading(page, 'Legal Fees');
    await page.getByRole('radio', { name: 'No' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await heading(page, 'Summary of Suit Amount');
    const after = await apiCall<{ suitAmount: number; legalFees: Array<{ amount: number; selected: boolean }> }>(
      token,
      'GET',
      `/api/cases/${caseId}`,
    );
    const legal = after.legalFees.filter((f) => f.selected).reduce((sum, f) => sum + f.amount, 0);
    expect(after.suitAmount).toBe(5125_40 + legal);
    await page.getByTestId('suit-amount').getByText(formatCurrency(after.suitAmount)).waitFor();
    await shot(page, 'ledger-desk-6-suit-summary');
    await context.close();
  }, 300_000);

  it('fills the charges on Late Charges, Utilities and Fees, claimed, with the rent periods saved with them', async () => {
    const { token, caseId } = await caseAtLeaseDetails('ledger-charges', { tenants: ['Tom Tenant'] });
    await apiCall(token, 'POST', `/api/case/${caseId}`, {
      caseInfo: { leaseStartDate: monthStart(-11).iso, additionalChargesPermitted: true },
    });
    const { context, page } = await openPage(browser, { viewport: PHONE });
    await storeToken(context, token);
    await page.goto(`/verified-complaint/${caseId}/additional-charges-extended`);
    await heading(page, 'Late Charges, Utilities and Fees');
    const dialog = await importLedger(page, 'ledger-charges-phone', true);
    expect(await overflowing(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Fill the charges' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page
      .getByRole('status')
      .getByText('Filled from the ledger: 4 unpaid rent periods and 2 additional charges.', { exact: false })
      .waitFor();
    await page.getByText(`Total additional charges: ${formatCurrency(125_40)}`).waitFor();
    expect(await overflowing(page)).toEqual([]);
    await expectNoSeriousA11yViolations(page, 'charges filled from a ledger');
    await shot(page, 'ledger-charges-phone-5-filled');
    await page.getByRole('button', { name: 'Continue' }).click();
    await heading(page, 'Legal Fees');
    const stored = await apiCall<{
      pastDueRent: Array<{ selected: boolean; amount: number; sourceRows?: number[] }>;
      lateCharges: Array<{ amount: number; selected: boolean; sourceRows?: number[] }>;
      utilities: Array<{ type: string; amount: number; selected: boolean }>;
    }>(token, 'GET', `/api/cases/${caseId}`);
    expect(stored.pastDueRent.filter((p) => p.selected).reduce((sum, p) => sum + p.amount, 0)).toBe(5000_00);
    expect(stored.lateCharges).toMatchObject([{ amount: 50_00, selected: true, sourceRows: [20] }]);
    expect(stored.utilities).toMatchObject([{ type: 'Water', amount: 75_40, selected: true }]);
    await context.close();
  }, 180_000);
});
