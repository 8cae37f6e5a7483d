/**
 * A guest's journeys (docs/product/data-and-rules.md#sign-in-and-guests, docs/product/data-and-rules.md#roles; issues 4 and 7): the wizard signed out, then registering through the built-in
 * sign-in pages. The guest's case, property and contact are stored for the new account in one call, the session
 * storage is emptied, and the user lands on the case's step, or on the order details when they had submitted.
 * What was entered is read back through the API; the suit amount is checked against the stored case and the PDF.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMonths,
  formatCurrency,
  formatMonthYear,
  parseIsoDate,
  todayInNewJersey,
  toIsoDate,
} from '@rentfile/domain';
import { apiCall } from './support/api.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { download, isPdf, pdfText } from './support/files.ts';
import { registerForm } from './support/signin.ts';
import {
  answerStatements,
  chooseSigner,
  continueButton,
  dialogCheck,
  heading,
  newPropertyToTenants,
  throughLeaseRegistrationAndDocuments,
  twoTenants,
  writtenMonthlyLease,
} from './support/wizard.ts';

/** ORDER_SHOT=/tmp/file.png keeps a screenshot of the order details page. */
const ORDER_SHOT = process.env.ORDER_SHOT ?? '';
const PASSWORD = 'Landlord2024';
const GUEST_KEYS = ['case', 'property', 'userData', 'guestOrder'];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const guestStorage = (page: Page) => page.evaluate((keys) => keys.map((k) => sessionStorage.getItem(k)), GUEST_KEYS);
const accessToken = async (page: Page) => (await page.evaluate(() => localStorage.getItem('access_token')))!;
const newAccount = (name: string) => ({
  firstName: 'Maria',
  lastName: 'Lopez',
  email: `${name}-${Date.now()}@example.test`,
  password: PASSWORD,
});

/** A month of the past due rent table, counted from the current one in New Jersey. */
function owedMonth(delta: number): string {
  const today = parseIsoDate(todayInNewJersey())!;
  const m = addMonths(today.year, today.month, delta);
  return `Owed: ${formatMonthYear(toIsoDate(m.year, m.month, 1))}`;
}

type StoredCase = Record<string, unknown> & {
  propertyId: number;
  tenants: Array<{ name: string }>;
  suitAmount: number;
};

describe('a guest signs in during the wizard', () => {
  it('registers after the lease, lands on the case step, finds the case on the dashboard, and Edit Order resumes there', async () => {
    const { context, page } = await openPage(browser);
    await newPropertyToTenants(page, false, true);
    await twoTenants(page);
    await writtenMonthlyLease(page, false);
    expect(new URL(page.url()).pathname).toBe('/verified-complaint/new/past-due-rent');
    expect((await guestStorage(page)).slice(0, 3).every((v) => v !== null)).toBe(true);

    const migrated = page.waitForResponse((r) => r.url().endsWith('/api/create-data-for-newly-authenticated-user'));
    await page.getByRole('banner').getByRole('link', { name: 'Register' }).click();
    await registerForm(page, newAccount('guest-lease'));
    expect((await migrated).status()).toBe(200);

    await page.waitForURL(/\/verified-complaint\/\d+\/past-due-rent$/);
    await heading(page, 'Past Due Rent');
    const caseId = Number(/verified-complaint\/(\d+)\//.exec(page.url())![1]);
    expect(await guestStorage(page)).toEqual([null, null, null, null]);
    await page.getByRole('button', { name: /Hi, Maria/ }).waitFor();
    await page.getByRole('checkbox', { name: owedMonth(0) }).waitFor();
    await expectNoSeriousA11yViolations(page, 'case step after sign-in');

    const token = await accessToken(page);
    const stored = await apiCall<StoredCase>(token, 'GET', `/api/cases/${caseId}`);
    expect(stored).toMatchObject({
      status: 'vc-pastDueRent',
      submitted: false,
      streetAddress: '45 Elm Street',
      city: 'Ewing Township',
      county: 'Mercer',
      zipcode: '08618',
      deedNames: ['Elm Street Holdings LLC'],
      leaseTypeTitle: 'Written',
      leaseStartDate: '2025-01-01',
      rentCycle: 'Monthly',
      rentDueBy: '1',
      rentAmount: 150050,
    });
    expect(stored.tenants.map((t) => t.name)).toEqual(['John Doe', 'Jane Doe']);
    expect(await apiCall<Record<string, unknown>>(token, 'GET', `/api/property/${stored.propertyId}`)).toMatchObject({
      propertyType: 'Residential',
      streetAddress: '45 Elm Street',
      ownershipType: 'Limited Liability Company',
      clientType: 'agent',
      status: 'contact',
      completed: true,
      contactInfo: { firstName: 'Maria', lastName: 'Lopez' },
    });
    expect(await apiCall<unknown[]>(token, 'GET', '/api/contactInfos')).toEqual([
      expect.objectContaining({
        firstName: 'Maria',
        lastName: 'Lopez',
        email: 'maria@example.com',
        phone: '(609) 555-1234',
      }),
    ]);

    await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).click();
    await heading(page, 'Delinquents');
    await page.getByRole('row').filter({ hasText: '45 Elm Street' }).filter({ hasText: 'John Doe' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'dashboard after a guest sign-in');
    await page.getByRole('button', { name: 'Actions for 45 Elm Street' }).click();
    await page.getByRole('menuitem', { name: /Edit Order/ }).click();
    await page.waitForURL(`**/verified-complaint/${caseId}/past-due-rent`);
    await heading(page, 'Past Due Rent');
    await context.close();
  }, 180_000);
});

describe('a guest submits the complaint', () => {
  it('is asked to sign in, registers, the order is created, lands on the order details and downloads the papers', async () => {
    const { context, page } = await openPage(browser);
    // An individual owner may sign and file without an attorney (an LLC may not: representation.test.ts).
    await newPropertyToTenants(page, false, true, 'Individual');
    await twoTenants(page);
    await writtenMonthlyLease(page, false);

    await heading(page, 'Past Due Rent');
    for (const delta of [-1, -2]) await page.getByRole('checkbox', { name: owedMonth(delta) }).check();
    await continueButton(page).click();
    await heading(page, 'Additional Charges');
    await page.getByRole('button', { name: 'No', exact: true }).click();
    await heading(page, 'Legal Fees');
    await page.getByRole('radio', { name: 'No' }).check();
    await continueButton(page).click();
    await heading(page, 'Summary of Suit Amount');
    // Two months of rent, and the court fees of two tenants: filing 50.00, one more tenant 5.00 (no mileage claimed).
    const expected = 2 * 1_500_50 + 55_00;
    await page.getByTestId('suit-amount').getByText(formatCurrency(expected)).waitFor();
    await page.getByRole('main').getByRole('button', { name: 'Continue', exact: true }).click();
    await throughLeaseRegistrationAndDocuments(page);

    await heading(page, 'Review & Sign');
    await page.locator('iframe[title="Preview of the verified complaint (PDF)"]').waitFor({ timeout: 20_000 });
    await answerStatements(page, 'No');
    await chooseSigner(page);
    await page.getByLabel('Your full name').fill('Maria Lopez');
    await page.getByRole('main').getByRole('button', { name: 'Submit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in to submit your complaint' });
    await dialogCheck(page, 'guest sign-in dialog');

    const migrated = page.waitForResponse((r) => r.url().endsWith('/api/create-data-for-newly-authenticated-user'));
    await dialog.getByRole('link', { name: 'Register' }).click();
    await registerForm(page, newAccount('guest-order'));
    const migration = (await (await migrated).json()) as { caseDataInfo: { id: number }; orderId: number | null };
    expect(migration.orderId).toEqual(expect.any(Number));

    const caseId = migration.caseDataInfo.id;
    await page.waitForURL(`**/order-details/${caseId}`);
    await heading(page, 'Verified Complaint for 45 Elm Street');
    expect(await guestStorage(page)).toEqual([null, null, null, null]);

    const token = await accessToken(page);
    const stored = await apiCall<StoredCase>(token, 'GET', `/api/cases/${caseId}`);
    expect(stored).toMatchObject({
      status: 'verifiedComplaintComplete',
      submitted: true,
      signatureText: 'Maria Lopez',
      suitAmount: expected,
    });
    const orders = await apiCall<Array<{ id: number }>>(token, 'GET', `/api/caseOrders/${caseId}`);
    expect(orders).toEqual([
      expect.objectContaining({ id: migration.orderId, payment_status: 'Pending', packageId: 1, flowType: '01' }),
    ]);

    const order = page.getByRole('region', { name: `Order #${migration.orderId}` });
    await order.getByText('Pending', { exact: true }).waitFor();
    expect(await order.innerText()).toMatch(/Complaint and Summons, non-payment of rent \(01\)/);
    expect(await page.getByTestId('suit-amount').innerText()).toBe(formatCurrency(stored.suitAmount));
    const theCase = await page.getByRole('region', { name: 'The case' }).innerText();
    expect(theCase).toContain('John Doe, Jane Doe');
    expect(theCase).toContain('Ewing Township');
    const fees = page.getByRole('region', { name: 'Fees' });
    await fees.getByRole('row', { name: 'Software fee (during the beta; court fees not included) $0.00' }).waitFor();
    expect(await fees.innerText()).toContain(
      `Court fees (${formatCurrency(55_00)}, plus the court officer's mileage, which the court sets) are paid to the court when you file`,
    );
    const next = page.getByRole('navigation', { name: 'Next steps' });
    expect(await next.getByRole('link', { name: 'Open the case' }).getAttribute('href')).toBe(
      `/case-view/${caseId}/overview`,
    );
    expect(await next.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe('/');
    expect(await page.title()).toBe('Order Details');
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page, 'order details');
    if (ORDER_SHOT) await page.screenshot({ path: ORDER_SHOT, fullPage: true });

    // From the keyboard: Enter on the first action opens the filing step.
    const downloadLink = next.getByRole('link', { name: 'Download your documents' });
    await downloadLink.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/verified-complaint/${caseId}/filing`);
    await heading(page, 'Filing');
    const complaint = await download(page, page.getByRole('button', { name: 'Download Verified Complaint' }));
    expect(isPdf(complaint)).toBe(true);
    expect((await pdfText(complaint)).replace(/\s+/g, ' ')).toContain('together with costs.');
    const all = await download(page, page.getByRole('button', { name: 'Download all documents' }));
    expect(isPdf(all)).toBe(true);

    await page.goto(`/order-details/${caseId + 1000}`);
    await heading(page, 'Order not found');
    await expectNoSeriousA11yViolations(page, 'order details of an unknown case');
    await context.close();
  }, 240_000);
});
