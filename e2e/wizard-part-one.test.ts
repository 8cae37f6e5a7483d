/**
 * Wizard part one in the browser: property, tenants and lease, signed in (read back through the API) and as a
 * guest (session storage), with an accessibility scan of each screen and dialog and desktop screenshots.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenFor, storeToken } from './support/auth.ts';
import { baseUrl, launchBrowser, openPage } from './support/browser.ts';
import {
  choose,
  continueButton,
  dialogCheck,
  heading,
  newPropertyToTenants,
  screen,
  twoTenants,
  writtenMonthlyLease,
} from './support/wizard.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function api<T>(token: string, path: string): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

async function completedSteps(page: Page): Promise<string[]> {
  await page.getByRole('navigation', { name: 'Verified Complaint' }).waitFor();
  return page.evaluate(() =>
    [...document.querySelectorAll('nav svg title')]
      .filter((t) => t.textContent === 'Completed')
      .map((t) => t.closest('.MuiListItemButton-root, .MuiBox-root')?.textContent ?? ''),
  );
}

describe('wizard part one, signed in', () => {
  it('new residential property of an LLC through an agent, two tenants, a written monthly lease; then a second case, an added unit, Section 8 and semi-monthly', async () => {
    const { context, page } = await openPage(browser);
    const token = await accessTokenFor({
      sub: 'e2e|wizard-owner',
      given_name: 'Jane',
      family_name: 'Doe',
      email: 'jane.wizard@example.com',
    });
    await storeToken(context, token);

    // The case is created by the contact step's save, once the property is complete (docs/product/screens.md#case-created).
    const casesCreatedOn: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/cases') {
        casesCreatedOn.push(new URL(page.url()).pathname);
      }
    });
    await newPropertyToTenants(page, true, false);
    const caseId = Number(/verified-complaint\/(\d+)\//.exec(page.url())?.[1]);
    expect(caseId).toBeGreaterThan(0);
    expect(casesCreatedOn).toEqual(['/verified-complaint/new/property/contact']);
    await twoTenants(page);
    await writtenMonthlyLease(page, true);

    type CaseBody = Record<string, unknown> & {
      tenants: Array<Record<string, unknown>>;
      propertyId: number;
      status: string;
      statusDate: string;
    };
    const kase = await api<CaseBody>(token, `/api/cases/${caseId}`);
    expect(kase).toMatchObject({
      status: 'vc-pastDueRent',
      submitted: false,
      streetAddress: '45 Elm Street',
      city: 'Ewing Township',
      county: 'Mercer',
      zipcode: '08618',
      deedNames: ['Elm Street Holdings LLC'],
      tenantType: 'individual',
      leaseTypeTitle: 'Written',
      leaseTypeCategory: 'Residential',
      leaseStartDate: '2025-01-01',
      rentCycle: 'Monthly',
      rentDueBy: '1',
      rentAmount: 150050,
      section8: false,
    });
    expect(kase.statusDate).toMatch(/^\d{2}\.\d{2}\.\d{2}$/);
    expect(kase.tenants.map((t) => [t.name, t.phone ?? null, t.email ?? null])).toEqual([
      ['John Doe', '(609) 555-0001', null],
      ['Jane Doe', null, 'jane@example.com'],
    ]);
    const property = await api<Record<string, unknown>>(token, `/api/property/${kase.propertyId}`);
    expect(property).toMatchObject({
      propertyType: 'Residential',
      county: 'Mercer',
      city: 'Ewing Township',
      streetAddress: '45 Elm Street',
      zipcode: '08618',
      state: 'New Jersey',
      deedNames: ['Elm Street Holdings LLC'],
      ownershipType: 'Limited Liability Company',
      clientType: 'agent',
      status: 'contact',
      completed: true,
      contactInfo: { firstName: 'Maria', lastName: 'Lopez' },
    });

    // Reload on lease details comes back with what was entered; the side list marks the done steps.
    await page.goto(`/verified-complaint/${caseId}/lease-details`);
    await heading(page, 'Lease Details');
    expect(await page.getByRole('textbox', { name: 'Lease start date' }).inputValue()).toBe('01/01/2025');
    expect(await page.getByRole('textbox', { name: 'Rent amount' }).inputValue()).toBe('1500.50');
    const done = await completedSteps(page);
    for (const label of ['Property', 'Tenant Information', 'Lease Details'])
      expect(done.some((t) => t.includes(label))).toBe(true);
    expect(done.some((t) => t.includes('Past Due Rent'))).toBe(false);

    // A second case on the same property, through Select existing Property; a semi-monthly lease.
    await page.goto('/verified-complaint/new/select-property');
    await heading(page, "Let's start with your property");
    await page.getByRole('button', { name: /Select existing Property/ }).click();
    await screen(page, 'Select Property', 'select-existing');
    await continueButton(page).click();
    await page.getByText('Select a property.').waitFor();
    await page.getByRole('radio', { name: /45 Elm Street/ }).check();
    await continueButton(page).click();
    await heading(page, 'Tenant Information');
    const secondId = Number(/verified-complaint\/(\d+)\//.exec(page.url())?.[1]);
    expect(secondId).not.toBe(caseId);
    await page.getByRole('textbox', { name: 'Full name' }).fill('Sam Semi');
    await continueButton(page).click();
    await heading(page, 'Lease Details');
    await page.getByRole('textbox', { name: 'Lease start date' }).fill('03/15/2024');
    await page.getByRole('textbox', { name: 'Rent amount' }).fill('0');
    await choose(page, 'Rent cycle', 'Semi-monthly');
    await page.getByRole('combobox', { name: /Rent due by/ }).click();
    await page.getByRole('option', { name: 'Day 1', exact: true }).click();
    await page.keyboard.press('Escape');
    await continueButton(page).click();
    await page.getByText('Please select two (2) dates.').waitFor();
    expect(page.url()).toMatch(/lease-details$/);
    await page.getByRole('combobox', { name: /Rent due by/ }).click();
    await page.getByRole('option', { name: 'Day 15', exact: true }).click();
    expect(await page.getByRole('option', { name: 'Day 20', exact: true }).getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Escape');
    await continueButton(page).click();
    await page.waitForURL(/\/past-due-rent$/);
    expect(await api<CaseBody>(token, `/api/cases/${secondId}`)).toMatchObject({
      propertyId: kase.propertyId,
      streetAddress: '45 Elm Street',
      rentCycle: 'Semi-monthly',
      rentDueBy: '1,15',
      rentAmount: 0,
      leaseStartDate: '2024-03-15',
      status: 'vc-pastDueRent',
    });

    // An added unit, and a Section 8 voucher lease with a new housing office.
    await page.goto('/verified-complaint/new/select-property');
    await page.getByRole('button', { name: /Add unit to existing Property/ }).click();
    await screen(page, 'Add Unit', 'add-unit');
    await page.getByRole('radio', { name: /45 Elm Street/ }).check();
    await continueButton(page).click();
    await page.getByText('Item is required').waitFor();
    await page.getByRole('textbox', { name: 'Unit' }).fill('2B');
    await continueButton(page).click();
    await heading(page, 'Tenant Information');
    const thirdId = Number(/verified-complaint\/(\d+)\//.exec(page.url())?.[1]);
    await page.getByRole('textbox', { name: 'Full name' }).fill('Vera Voucher');
    await continueButton(page).click();
    await heading(page, 'Lease Details');
    await page.getByRole('textbox', { name: 'Lease start date' }).fill('06/01/2024');
    await page.getByRole('textbox', { name: 'Lease start date' }).blur();
    await page.getByRole('switch', { name: /housing subsidy/ }).check();
    await page.getByText('select office required').waitFor();
    expect(await page.getByRole('combobox', { name: 'Rent cycle' }).getAttribute('aria-disabled')).toBe('true');
    await choose(page, 'Subsidy type', 'Public Housing');
    await dialogCheck(page, 'upcoming-feature');
    await page
      .getByText(/you may proceed only if the tenant is enrolled in the Section 8 Housing Voucher program/)
      .waitFor();
    await page.getByRole('button', { name: 'Quit Form.' }).waitFor();
    await page.getByRole('button', { name: 'Continue', exact: true }).last().click();
    await page.getByRole('textbox', { name: 'Full rent amount' }).fill('2000');
    await page.getByRole('textbox', { name: 'Monthly tenant portion' }).fill('400');
    await choose(page, 'Rent due by', 'Day 1 of the month');
    await page.getByRole('button', { name: 'Select office' }).click();
    await dialogCheck(page, 'office-picker');
    await page.getByRole('button', { name: 'Add new office' }).click();
    await dialogCheck(page, 'office-add');
    const add = page.getByRole('dialog');
    await add.getByRole('textbox', { name: 'Housing Authority' }).fill('ewing housing authority');
    await add.getByRole('textbox', { name: 'Address' }).fill('1 Hollowbrook Drive');
    await add.getByRole('textbox', { name: 'City' }).fill('Ewing');
    await add.getByRole('textbox', { name: 'Zip Code' }).fill('08638');
    await add.getByRole('textbox', { name: 'Phone' }).fill('6098830000');
    await add.getByRole('textbox', { name: 'E-mail' }).fill('section8@ewingha.example');
    await add.getByRole('button', { name: 'Add Office' }).click();
    await page.getByRole('heading', { name: 'Public Housing Office' }).waitFor();
    await page.getByRole('radio', { name: /Ewing housing authority/ }).check();
    await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
    await dialogCheck(page, 'office-confirm');
    await page.getByRole('textbox', { name: 'Addressee (to)' }).fill('Section 8 Director');
    await page.getByRole('button', { name: 'Yes and Update' }).click();
    await page.getByText('Attn: Section 8 Director').waitFor();
    await page.getByRole('button', { name: 'View office' }).click();
    await dialogCheck(page, 'office-view');
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await screen(page, 'Lease Details', 'lease-section8');
    await continueButton(page).click();
    await page.waitForURL(/\/past-due-rent$/);
    const third = await api<CaseBody>(token, `/api/cases/${thirdId}`);
    expect(third).toMatchObject({
      unitNo: '2B',
      streetAddress: '45 Elm Street',
      section8: true,
      section8Type: 2,
      rentCycle: 'Monthly',
      rentAmount: 200000,
      section8TenantPortion: 40000,
      section8Subsidy: 160000,
      publicHousingOfficeSection8: {
        housingAuthority: 'Ewing housing authority',
        zipcode: '08638',
        to: 'Section 8 Director',
      },
    });
    expect(third.propertyId).not.toBe(kase.propertyId);
    expect(await api<Record<string, unknown>>(token, `/api/property/${third.propertyId}`)).toMatchObject({
      unitNo: '2B',
      propertyId: kase.propertyId,
      streetAddress: '45 Elm Street',
    });

    // Quit, signed in: the dashboard.
    await page.goto(`/verified-complaint/${thirdId}/tenants`);
    await heading(page, 'Tenant Information');
    await page.getByRole('button', { name: 'Close the form' }).click();
    await page.getByText(/saved to your dashboard/).waitFor();
    await page.getByRole('button', { name: 'Yes, Quit.' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await context.close();
  }, 240_000);
});

describe('wizard part one, as a guest', () => {
  it('keeps the case, property and contact in session storage, writes nothing to the server and quits to /unauthorized', async () => {
    const { context, page } = await openPage(browser);
    const writes: string[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'GET' && r.url().includes('/api/')) writes.push(`${r.method()} ${r.url()}`);
    });
    await newPropertyToTenants(page, true, true);
    expect(page.url()).toMatch(/\/verified-complaint\/new\/tenants$/);
    await twoTenants(page);
    await writtenMonthlyLease(page, false);

    const stored = await page.evaluate(() => ({
      caseInfo: JSON.parse(sessionStorage.getItem('case') ?? 'null') as Record<string, unknown> & {
        tenants: Array<{ name: string }>;
      },
      property: JSON.parse(sessionStorage.getItem('property') ?? 'null') as Record<string, unknown>,
      userData: JSON.parse(sessionStorage.getItem('userData') ?? 'null') as { contactInfo: Record<string, unknown> },
    }));
    expect(stored.caseInfo).toMatchObject({
      status: 'vc-pastDueRent',
      streetAddress: '45 Elm Street',
      rentAmount: 150050,
      rentDueBy: '1',
      leaseStartDate: '2025-01-01',
    });
    expect(stored.caseInfo.tenants.map((t) => t.name)).toEqual(['John Doe', 'Jane Doe']);
    expect(stored.property).toMatchObject({
      propertyType: 'Residential',
      ownershipType: 'Limited Liability Company',
      clientType: 'agent',
      completed: true,
      status: 'contact',
    });
    expect(stored.userData.contactInfo).toMatchObject({
      firstName: 'Maria',
      lastName: 'Lopez',
      email: 'maria@example.com',
      phone: '(609) 555-1234',
    });
    expect(writes).toEqual([]);

    await page.goto('/verified-complaint/new/lease-details');
    await heading(page, 'Lease Details');
    expect(await page.getByRole('textbox', { name: 'Rent amount' }).inputValue()).toBe('1500.50');

    await page.getByRole('button', { name: 'Close the form' }).click();
    await page.getByText(/log in or register/).waitFor();
    await page.getByRole('button', { name: 'Yes, Quit.' }).click();
    await page.waitForURL('**/unauthorized');
    await context.close();
  }, 180_000);
});
