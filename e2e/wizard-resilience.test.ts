/**
 * The wizard keeps what was typed (issues 6, 7 and 10): a reload before saving comes back with it (drafts in session
 * storage, per case and step, dropped when the saved case is newer and cleared by the save); a save answered
 * 503 or cut off by the network is tried again while the screen keeps the entries and the banner says so; a Closed
 * case is not editable. Faults are injected on the browser's network (page.route), the server and database are real.
 */
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMonthYear } from '@rentfile/domain';
import { accessTokenFor, storeToken } from './support/auth.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { apiCall } from './support/api.ts';
import { caseAtLeaseDetails, monthStart } from './support/wizardCase.ts';
import { choose, continueButton } from './support/wizard.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface StoredCase {
  rentAmount: number | null;
  signatureText: string | null;
  tenants: Array<{ name: string }>;
  pastDueRent: Array<{ timePeriod: string; selected: boolean; amount: number }>;
  status: string;
}

async function heading(page: Page, name: string) {
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

/** The saves of a case (POST /api/case/:id); one function, so page.unroute finds the route it set. */
const isCaseSave = (url: URL) => /^\/api\/case\/\d+$/.test(url.pathname);

async function openCase(name: string, path: string) {
  const setup = await caseAtLeaseDetails(name, { tenants: ['Tom Tenant'] });
  const { context, page } = await openPage(browser);
  await storeToken(context, setup.token);
  await page.goto(`/verified-complaint/${setup.caseId}/${path}`);
  return { ...setup, context, page };
}

const draftKeys = (page: Page) =>
  page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('draft:')));

describe('what was typed survives a reload', () => {
  it('part one: property address, tenants and lease details come back unsaved; a newer saved case wins; a save clears the draft', async () => {
    const { token, caseId, context, page } = await openCase('draft-one', 'property/address');
    await heading(page, 'Property Address');
    await page.getByRole('textbox', { name: 'Street Address' }).fill('50 Elmora Avenue');
    await page.reload();
    await heading(page, 'Property Address');
    expect(await page.getByRole('textbox', { name: 'Street Address' }).inputValue()).toBe('50 Elmora Avenue');

    await page.goto(`/verified-complaint/${caseId}/tenants`);
    await heading(page, 'Tenant Information');
    await page.getByRole('textbox', { name: 'Full name' }).fill('Thomas Tenant');
    await page.getByRole('button', { name: 'Add another tenant' }).click();
    await page.getByRole('textbox', { name: 'Full name' }).nth(1).fill('Tess Tenant');
    await page.reload();
    await heading(page, 'Tenant Information');
    expect(await page.getByRole('textbox', { name: 'Full name' }).nth(0).inputValue()).toBe('Thomas Tenant');
    expect(await page.getByRole('textbox', { name: 'Full name' }).nth(1).inputValue()).toBe('Tess Tenant');
    // Nothing was saved: the stored case still has its one tenant.
    expect((await apiCall<StoredCase>(token, 'GET', `/api/cases/${caseId}`)).tenants.map((t) => t.name)).toEqual([
      'Tom Tenant',
    ]);

    // Another case of the same client does not see this case's drafts.
    const other = await apiCall<{ id: number }>(token, 'POST', '/api/cases', {
      caseInfo: { tenants: [{ name: 'Olga Other', tenantType: 'individual' }] },
      status: 'vc-tenants',
      submitted: false,
    });
    await page.goto(`/verified-complaint/${other.id}/tenants`);
    await heading(page, 'Tenant Information');
    expect(await page.getByRole('textbox', { name: 'Full name' }).nth(0).inputValue()).toBe('Olga Other');

    await page.goto(`/verified-complaint/${caseId}/tenants`);
    await heading(page, 'Tenant Information');
    expect(await page.getByRole('textbox', { name: 'Full name' }).nth(0).inputValue()).toBe('Thomas Tenant');

    await page.goto(`/verified-complaint/${caseId}/lease-details`);
    await heading(page, 'Lease Details');
    await page.getByRole('textbox', { name: 'Rent amount' }).fill('1725.25');
    await page.reload();
    await heading(page, 'Lease Details');
    expect(await page.getByRole('textbox', { name: 'Rent amount' }).inputValue()).toBe('1725.25');

    // The case saved elsewhere after the draft was typed: the saved data wins.
    await apiCall(token, 'POST', `/api/case/${caseId}`, { caseInfo: { rentAmount: 1_800_00 } });
    await page.reload();
    await heading(page, 'Lease Details');
    expect(await page.getByRole('textbox', { name: 'Rent amount' }).inputValue()).toBe('1800.00');

    // The tenants typed earlier were typed over the case as it was before that save: the saved tenants win.
    await page.goto(`/verified-complaint/${caseId}/tenants`);
    await heading(page, 'Tenant Information');
    expect(await page.getByRole('textbox', { name: 'Full name' }).count()).toBe(1);
    expect(await page.getByRole('textbox', { name: 'Full name' }).inputValue()).toBe('Tom Tenant');

    // Continue saves the tenants and clears their draft.
    await page.getByRole('textbox', { name: 'Full name' }).fill('Thomas Tenant');
    await page.getByRole('button', { name: 'Add another tenant' }).click();
    await page.getByRole('textbox', { name: 'Full name' }).nth(1).fill('Tess Tenant');
    expect((await draftKeys(page)).filter((k) => k.endsWith(`:${caseId}:vc-tenants`))).toHaveLength(1);
    await page.getByRole('button', { name: 'Continue' }).click();
    await heading(page, 'Lease Details');
    expect((await apiCall<StoredCase>(token, 'GET', `/api/cases/${caseId}`)).tenants.map((t) => t.name)).toEqual([
      'Thomas Tenant',
      'Tess Tenant',
    ]);
    expect((await draftKeys(page)).filter((k) => k.endsWith(`:${caseId}:vc-tenants`))).toEqual([]);
    await context.close();
  });

  it('part two: past due rent and the typed signature come back while saves cannot reach the server', async () => {
    const { token, caseId, context, page } = await openCase('draft-two', 'past-due-rent');
    await heading(page, 'Past Due Rent');
    await page.route(isCaseSave, (route) => route.abort('connectionrefused'));
    const month = formatMonthYear(monthStart(-1).iso);
    await page.getByRole('checkbox', { name: `Owed: ${month}` }).check();
    await page.getByRole('textbox', { name: `Amount for ${month}` }).fill('1234.56');
    await page.reload();
    await heading(page, 'Past Due Rent');
    expect(await page.getByRole('checkbox', { name: `Owed: ${month}` }).isChecked()).toBe(true);
    expect(await page.getByRole('textbox', { name: `Amount for ${month}` }).inputValue()).toBe('1234.56');
    expect(
      (await apiCall<StoredCase>(token, 'GET', `/api/cases/${caseId}`)).pastDueRent.filter((p) => p.selected),
    ).toEqual([]);

    await page.goto(`/verified-complaint/${caseId}/signature`);
    await heading(page, 'Review & Sign');
    await page.getByLabel('Your full name').fill('Lena Landlord');
    await page.reload();
    await heading(page, 'Review & Sign');
    expect(await page.getByLabel('Your full name').inputValue()).toBe('Lena Landlord');
    await page.getByText('/s/ Lena Landlord', { exact: true }).waitFor();
    expect((await apiCall<StoredCase>(token, 'GET', `/api/cases/${caseId}`)).signatureText).toBeNull();

    // Once the server can be reached, the next change saves it all and clears the draft.
    await page.unroute(isCaseSave);
    await page.getByLabel('Your full name').fill('Lena M. Landlord');
    await expect
      .poll(async () => (await apiCall<StoredCase>(token, 'GET', `/api/cases/${caseId}`)).signatureText, {
        timeout: 10_000,
      })
      .toBe('Lena M. Landlord');
    await expect
      .poll(async () => (await draftKeys(page)).filter((k) => k.endsWith(`:${caseId}:vc-signature`)), {
        timeout: 5_000,
      })
      .toEqual([]);
    await context.close();
  });
  it('a guest: the draft of a part-one step comes back after a reload; it stays in this tab only', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/verified-complaint/new/tenants');
    await page.getByRole('heading', { level: 1, name: 'Tenant Information' }).waitFor();
    await page.getByRole('textbox', { name: 'Full name' }).fill('Greta Guest');
    await page.reload();
    await heading(page, 'Tenant Information');
    expect(await page.getByRole('textbox', { name: 'Full name' }).inputValue()).toBe('Greta Guest');
    expect(await draftKeys(page)).toEqual(['draft:wizard:guest:new:vc-tenants']);
    // Nothing saved yet: no guest case in session storage.
    expect(await page.evaluate(() => sessionStorage.getItem('case'))).toBeNull();
    const other = await context.newPage();
    await other.goto('/verified-complaint/new/tenants');
    await heading(other, 'Tenant Information');
    expect(await other.getByRole('textbox', { name: 'Full name' }).inputValue()).toBe('');
    await context.close();
  });

  it('log out clears the drafts', async () => {
    const { context, page } = await openCase('draft-logout', 'lease-details');
    await heading(page, 'Lease Details');
    await page.getByRole('textbox', { name: 'Rent amount' }).fill('999');
    expect(await draftKeys(page)).toHaveLength(1);
    await page.getByRole('button', { name: /Hi, Lena/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    expect(await draftKeys(page)).toEqual([]);
    await context.close();
  });
});

describe('a property begun before its case', () => {
  it('is not a case until the property is complete; a reload on its steps finds it; a new start does not reuse it', async () => {
    const token = await accessTokenFor({ sub: 'e2e|unfinished-property', email: 'unfinished@example.com' });
    const { context, page } = await openPage(browser);
    await storeToken(context, token);
    await page.goto('/verified-complaint/new');
    await heading(page, 'Before You Begin');
    await continueButton(page).click();
    await heading(page, 'Delinquent Letter');
    await continueButton(page).click();
    await page.getByRole('button', { name: /Add new Property/ }).click();
    await heading(page, 'Property Type');
    await page.getByRole('button', { name: /^Residential/ }).click();
    await heading(page, 'Property Address');
    await choose(page, 'County', 'Mercer');
    await choose(page, 'City', 'Ewing Township');
    await page.getByRole('textbox', { name: 'Street Address' }).fill('7 Unfinished Lane');
    await page.getByRole('textbox', { name: 'Zip Code' }).fill('08618');
    await continueButton(page).click();
    await heading(page, 'Deed Information');

    // The property is stored (it is on the Properties page), the dashboard has no case yet.
    const listed = async () => (await apiCall<{ total: number }>(token, 'GET', '/api/client/cases')).total;
    expect(await listed()).toBe(0);
    const properties = await apiCall<Array<{ streetAddress: string }>>(token, 'GET', '/api/properties');
    expect(properties.map((p) => p.streetAddress)).toEqual(['7 Unfinished Lane']);
    expect(new URL(page.url()).pathname).toBe('/verified-complaint/new/property/owner');

    await page.goto('/verified-complaint/new/property/address');
    await heading(page, 'Property Address');
    expect(await page.getByRole('textbox', { name: 'Street Address' }).inputValue()).toBe('7 Unfinished Lane');

    // Before You Begin starts a new case afresh: the address step is empty again.
    await page.goto('/verified-complaint/new');
    await heading(page, 'Before You Begin');
    await page.goto('/verified-complaint/new/property/address');
    await heading(page, 'Property Address');
    expect(await page.getByRole('textbox', { name: 'Street Address' }).inputValue()).toBe('');
    expect(await listed()).toBe(0);
    await context.close();
  });
});

describe('a failed save keeps the entries and is tried again', () => {
  it('503 twice, then through: the banner says the entries are kept, the screen keeps them, the case is saved', async () => {
    const { token, caseId, context, page } = await openCase('retry-503', 'lease-details');
    await heading(page, 'Lease Details');
    let failures = 0;
    await page.route(isCaseSave, async (route: Route) => {
      if (failures >= 2) return route.continue();
      failures += 1;
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'The database is unavailable. Try again in a moment.' }),
      });
    });
    const rent = page.getByRole('textbox', { name: 'Rent amount' });
    await rent.fill('1650.75');
    await page.getByRole('button', { name: 'Continue' }).click();
    const banner = page.getByRole('alert').filter({ hasText: 'The database is unavailable' });
    await banner.getByText(/being saved again/).waitFor();
    expect(await rent.inputValue()).toBe('1650.75');
    await page.waitForURL(/\/past-due-rent$/, { timeout: 15_000 });
    expect(failures).toBe(2);
    expect(await apiCall<StoredCase>(token, 'GET', `/api/cases/${caseId}`)).toMatchObject({
      rentAmount: 1_650_75,
      status: 'vc-pastDueRent',
    });
    expect(await banner.count()).toBe(0);
    await context.close();
  });

  it('no network through every try: the entries stay, the banner says to press Continue, and Continue saves them', async () => {
    const { token, caseId, context, page } = await openCase('retry-network', 'tenants');
    await heading(page, 'Tenant Information');
    await page.route(isCaseSave, (route) => route.abort('internetdisconnected'));
    await page.getByRole('textbox', { name: 'Full name' }).fill('Nina Network');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page
      .getByRole('alert')
      .getByText(/press Continue to try again/)
      .waitFor({ timeout: 20_000 });
    expect(page.url()).toMatch(/\/tenants$/);
    expect(await page.getByRole('textbox', { name: 'Full name' }).inputValue()).toBe('Nina Network');
    expect((await apiCall<StoredCase>(token, 'GET', `/api/cases/${caseId}`)).tenants.map((t) => t.name)).toEqual([
      'Tom Tenant',
    ]);

    await page.unroute(isCaseSave);
    await page.getByRole('button', { name: 'Continue' }).click();
    await heading(page, 'Lease Details');
    expect((await apiCall<StoredCase>(token, 'GET', `/api/cases/${caseId}`)).tenants.map((t) => t.name)).toEqual([
      'Nina Network',
    ]);
    await context.close();
  });
});

describe('a Closed case', () => {
  it('shows that it cannot be edited and no form; the server refuses an edit', async () => {
    const { token, caseId, context, page } = await openCase('closed', 'lease-details');
    await heading(page, 'Lease Details');
    await apiCall(token, 'POST', `/api/case/${caseId}`, { caseInfo: { isDeleted: 'Closed' } });
    await page.reload();
    await heading(page, 'This case is closed');
    await page.getByText('This case is closed, so it can no longer be edited.').waitFor();
    await expectNoSeriousA11yViolations(page, 'closed case');
    expect(await page.getByRole('main').getByRole('textbox').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Continue' }).count()).toBe(0);
    await page.goto(`/verified-complaint/${caseId}/signature`);
    await heading(page, 'This case is closed');
    await expect(apiCall(token, 'POST', `/api/case/${caseId}`, { caseInfo: { rentAmount: 1 } })).rejects.toThrow(
      /409.*can no longer be edited/,
    );
    await context.close();
  });
});
