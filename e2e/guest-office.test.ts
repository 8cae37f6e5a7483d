/**
 * A guest with a voucher tenant (issue 21, docs/product/screens.md#housing-office): when the tenant's office is not
 * among the listed New Jersey agencies, the guest adds it in the picker, chooses it, and passes Lease Details
 * without an account; the office is kept in the guest's case.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser.ts';
import { choose, continueButton, heading, newPropertyToTenants } from './support/wizard.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a guest and the public housing office', () => {
  it('adds the office in the picker and passes Lease Details', async () => {
    const { context, page } = await openPage(browser);
    await newPropertyToTenants(page, false, true);
    await page.getByRole('textbox', { name: 'Full name' }).fill('Val Voucher');
    await continueButton(page).click();
    await heading(page, 'Lease Details');
    await page.getByRole('textbox', { name: 'Lease start date' }).fill('01/01/2025');
    await page.getByRole('switch', { name: /housing subsidy/ }).check();
    await page.getByRole('textbox', { name: 'Full rent amount' }).fill('1800');
    await page.getByRole('textbox', { name: 'Monthly tenant portion' }).fill('450');
    await choose(page, 'Rent due by', 'Day 1 of the month');

    await page.getByRole('button', { name: 'Select office' }).click();
    const picker = page.getByRole('dialog', { name: 'Public Housing Office' });
    // The listed authorities are searched by name, town or ZIP code across all letters, words in any order.
    const search = picker.getByRole('searchbox', { name: 'Search offices' });
    await search.fill('county housing');
    // Every county agency of HUD's list whose name holds both words (the shared list, decision 0028).
    await picker.getByText('8 offices match').waitFor();
    const matches = await picker
      .getByRole('radio')
      .evaluateAll((radios) => radios.map((r) => r.closest('label')?.querySelector('strong')?.textContent));
    expect([...matches].sort()).toEqual([
      'Gloucester County Housing Authority',
      'Housing Authority of Bergen County',
      'Hunterdon County Division of Housing',
      'Monmouth County Public Housing Agency',
      'Morris County Housing Authority',
      'Passaic County Public Housing Agency',
      'Union County Housing Authority',
      'Warren County Housing Authority',
    ]);
    await search.fill('08638');
    await picker.getByText('1 office matches').waitFor();
    await expect(picker.getByRole('radio', { name: /Trenton Housing Authority/ }).count()).resolves.toBe(1);
    await search.fill('');
    await picker.getByRole('button', { name: 'Add new office' }).click();
    const add = page.getByRole('dialog', { name: 'Add Public Housing Office' });
    await add.getByRole('textbox', { name: 'Housing Authority' }).fill('Guestville Housing Authority');
    await add.getByRole('textbox', { name: 'Address' }).fill('2 Voucher Lane');
    await add.getByRole('textbox', { name: 'City' }).fill('Trenton');
    await add.getByRole('textbox', { name: 'Zip Code' }).fill('08608');
    await add.getByRole('textbox', { name: 'Phone' }).fill('6095550199');
    await add.getByRole('textbox', { name: 'E-mail' }).fill('office@guestville.example');
    await add.getByRole('button', { name: 'Add Office' }).click();
    await page.getByRole('radio', { name: /Guestville Housing Authority/ }).check();
    await picker.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Yes and Update' }).click();

    await continueButton(page).click();
    await page.waitForURL(/\/past-due-rent$/);
    const stored = await page.evaluate(
      () =>
        JSON.parse(sessionStorage.getItem('case') ?? 'null') as {
          publicHousingOfficeSection8?: { housingAuthority?: string; zipcode?: string };
        } | null,
    );
    expect(stored?.publicHousingOfficeSection8).toMatchObject({
      housingAuthority: 'Guestville Housing Authority',
      zipcode: '08608',
    });
    await context.close();
  });
});
