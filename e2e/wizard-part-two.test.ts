/**
 * Wizard part two in a real browser (issue 7): Past Due Rent to Filing, signed in (cases created up to Lease
 * Details through the API) and as a guest, with accessibility scans of each screen and dialog, the suit amount
 * checked against the stored case and the complaint PDF, and every document downloaded.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AMOUNT_MESSAGES,
  CLAIM_RULE_MESSAGES,
  formatCurrency,
  formatMonthYear,
  PAPER_RULE_MESSAGES,
  TENANT_FORM_TO_CHOOSE,
} from '@rentfile/domain';
import { storeToken } from './support/auth.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { apiCall } from './support/api.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { download, isPdf, pdfText } from './support/files.ts';
import { opened, shot } from './support/pages.ts';
import { answerStatements, chooseSigner, throughLeaseRegistrationAndDocuments } from './support/wizard.ts';
import { caseAtLeaseDetails, monthStart } from './support/wizardCase.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// ---------- dates relative to today in New Jersey ----------
const mmYYYY = (delta: number) => {
  const m = monthStart(delta);
  return `${String(m.month).padStart(2, '0')}${m.year}`;
};
const mmddyyyy = (delta: number, day: number) => {
  const m = monthStart(delta);
  return `${String(m.month).padStart(2, '0')}${String(day).padStart(2, '0')}${m.year}`;
};

// ---------- browser helpers ----------
async function heading(page: Page, name: string) {
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

/** Waits for the next save of a case (POST /api/case/:id) started by `action`. */
async function saved(page: Page, action: () => Promise<unknown>) {
  await Promise.all([
    page.waitForResponse(
      (r) => /\/api\/case\/\d+$/.test(new URL(r.url()).pathname) && r.request().method() === 'POST' && r.ok(),
    ),
    action(),
  ]);
}

async function downloadComplaintText(page: Page): Promise<string> {
  const bytes = await download(page, page.getByRole('button', { name: 'Download Verified Complaint' }));
  expect(isPdf(bytes)).toBe(true);
  return pdfText(bytes);
}

describe('wizard part two (signed in)', () => {
  it(
    'monthly lease: three months owed, a late charge, a utility bill over two months, two tenants',
    { timeout: 180_000 },
    async () => {
      const { token, caseId } = await caseAtLeaseDetails('monthly', { tenants: ['Tom Tenant', 'Tina Tenant'] });
      const { context, page } = await openPage(browser);
      await storeToken(context, token);
      await page.goto(`/verified-complaint/${caseId}/past-due-rent`);
      await heading(page, 'Past Due Rent');
      for (const delta of [0, -1, -2]) {
        await page.getByRole('checkbox', { name: `Owed: ${formatMonthYear(monthStart(delta).iso)}` }).check();
      }
      await page.getByText(`Total due: ${formatCurrency(3 * 1_500_00)}`).waitFor();
      await shot(page, '01-past-due-rent');
      await expectNoSeriousA11yViolations(page, 'past due rent');
      await page.getByRole('button', { name: 'Continue' }).click();

      await heading(page, 'Additional Charges');
      await shot(page, '02-additional-charges');
      await expectNoSeriousA11yViolations(page, 'additional charges');
      await page.getByRole('button', { name: 'Yes', exact: true }).click();

      await heading(page, 'Late Charges, Utilities and Fees');
      await page.getByRole('button', { name: 'Add late charges' }).click();
      const lateDialog = page.getByRole('dialog', { name: 'Add late charges' });
      await opened(lateDialog);
      // Typed dates (docs/product/screens.md#typed-dates): digits alone, read back under the field.
      await lateDialog.getByRole('textbox', { name: 'Month' }).fill(mmYYYY(-1));
      await lateDialog.getByText(`Read as ${formatMonthYear(monthStart(-1).iso)}`).waitFor();
      await lateDialog.getByLabel('Amount').fill('50');
      await shot(page, '03-late-charge-dialog');
      await expectNoSeriousA11yViolations(page, 'late charge dialog');
      await lateDialog.getByRole('button', { name: 'Save' }).click();
      await lateDialog.waitFor({ state: 'detached' });

      await page.getByRole('button', { name: 'Add utilities' }).click();
      const utilDialog = page.getByRole('dialog', { name: 'Add utilities' });
      await opened(utilDialog);
      await utilDialog.getByRole('combobox', { name: 'Type' }).click();
      await page.getByRole('option', { name: 'Water', exact: true }).click();
      await utilDialog.getByRole('radio', { name: 'A date range' }).check();
      await utilDialog.getByRole('textbox', { name: 'From' }).fill(mmddyyyy(-2, 15));
      await utilDialog.getByRole('textbox', { name: 'To' }).fill(mmddyyyy(-1, 14));
      await utilDialog.getByLabel('Amount').fill('90');
      await shot(page, '04-utility-dialog');
      await expectNoSeriousA11yViolations(page, 'utilities dialog');
      await utilDialog.getByRole('button', { name: 'Save' }).click();
      await utilDialog.waitFor({ state: 'detached' });
      await page.getByText(`Total additional charges: ${formatCurrency(140_00)}`).waitFor();
      await page.reload();
      await heading(page, 'Late Charges, Utilities and Fees');
      await page.getByText(`Total additional charges: ${formatCurrency(140_00)}`).waitFor();
      await page.getByRole('button', { name: 'Go Back' }).click();
      await heading(page, 'Additional Charges');
      expect(await page.getByRole('button', { name: 'Yes', exact: true }).getAttribute('aria-pressed')).toBe('true');
      await page.getByRole('button', { name: 'Yes', exact: true }).click();
      await heading(page, 'Late Charges, Utilities and Fees');
      await shot(page, '05-extended-charges');
      await expectNoSeriousA11yViolations(page, 'extended charges');
      await page.getByRole('button', { name: 'Continue' }).click();

      await heading(page, 'Legal Fees');
      await page.getByRole('radio', { name: 'Yes' }).check();
      const fee = page.getByRole('textbox', { name: 'Attorney fee' });
      await saved(page, () => fee.pressSequentially('-1,00'));
      expect(await fee.inputValue()).toBe('100');
      await page.reload();
      await heading(page, 'Legal Fees');
      expect(await page.getByRole('textbox', { name: 'Attorney fee' }).inputValue()).toBe('100.00');
      await page.getByRole('button', { name: 'Go Back' }).click();
      await heading(page, 'Late Charges, Utilities and Fees');
      await page.getByRole('button', { name: 'Continue' }).click();
      await heading(page, 'Legal Fees');
      await shot(page, '06-legal-fees');
      await expectNoSeriousA11yViolations(page, 'legal fees');
      // This landlord files without an attorney, so no attorney's fee can be claimed (rules.md#representation).
      await page.getByRole('radio', { name: 'No' }).check();
      await page.getByRole('button', { name: 'Continue' }).click();

      await heading(page, 'Summary of Suit Amount');
      // The court fees of two tenants: filing 50.00 and one more tenant 5.00; the mileage is the court's, not claimed.
      const expected = 3 * 1_500_00 + 50_00 + 90_00 + 55_00;
      await page.getByTestId('suit-amount').getByText(formatCurrency(expected)).waitFor();
      const stored = await apiCall<{ suitAmount: number }>(token, 'GET', `/api/cases/${caseId}`);
      expect(stored.suitAmount).toBe(expected);
      await shot(page, '07-suit-summary');
      await expectNoSeriousA11yViolations(page, 'suit summary');
      await page.getByRole('button', { name: 'Go Back' }).click();
      await heading(page, 'Legal Fees');
      await page.getByRole('button', { name: 'Continue' }).click();
      await heading(page, 'Summary of Suit Amount');
      await page.getByRole('button', { name: 'Continue' }).click();
      await throughLeaseRegistrationAndDocuments(page);

      await heading(page, 'Review & Sign');
      await page.locator('iframe[title="Preview of the verified complaint (PDF)"]').waitFor({ timeout: 20_000 });
      await answerStatements(page, 'No');
      await saved(page, () => page.getByLabel('Your full name').fill('Lena Landlord'));
      await page.reload();
      await heading(page, 'Review & Sign');
      expect(await page.getByLabel('Your full name').inputValue()).toBe('Lena Landlord');
      await page.getByText('/s/ Lena Landlord', { exact: true }).waitFor();
      const pad = page.getByRole('img', { name: 'Draw your signature (optional)' });
      await pad.scrollIntoViewIfNeeded();
      const box = (await pad.boundingBox())!;
      await page.mouse.move(box.x + 20, box.y + 60);
      await page.mouse.down();
      await page.mouse.move(box.x + 120, box.y + 30, { steps: 5 });
      await page.mouse.move(box.x + 220, box.y + 90, { steps: 5 });
      await page.mouse.up();
      await shot(page, '08-review-sign');
      await expectNoSeriousA11yViolations(page, 'review and sign');
      await page.getByRole('button', { name: 'Close the form' }).click();
      await opened(page.getByRole('dialog', { name: 'Cancel the verified complaint?' }));
      await expectNoSeriousA11yViolations(page, 'cancel dialog');
      await page.getByRole('button', { name: 'No, Go Back.' }).click();
      await chooseSigner(page);
      await page.getByRole('button', { name: 'Submit' }).click();

      await heading(page, 'Filing');
      expect(new URL(page.url()).searchParams.get('t')).toMatch(/^\d+$/);
      const submitted = await apiCall<{
        status: string;
        submitted: boolean;
        signatureText: string;
        signatureImage: string | null;
        suitAmount: number;
      }>(token, 'GET', `/api/cases/${caseId}`);
      expect(submitted).toMatchObject({
        status: 'verifiedComplaintComplete',
        submitted: true,
        signatureText: 'Lena Landlord',
        suitAmount: expected,
      });
      expect(submitted.signatureImage).toMatch(/^data:image\/png;base64,/);
      const orders = await apiCall<Array<{ payment_status: string; packageId: number; flowType: string }>>(
        token,
        'GET',
        `/api/caseOrders/${caseId}`,
      );
      expect(orders).toEqual([expect.objectContaining({ payment_status: 'Pending', packageId: 1, flowType: '01' })]);
      await page.getByRole('button', { name: 'Download Verified Complaint' }).waitFor();
      // Union's court office is not confirmed: the Filing screen says so and how to check, then the summons' help lines.
      await page.getByText('Court details not confirmed').waitFor();
      await page.getByRole('heading', { name: 'Tenant help lines on the summons' }).waitFor();
      await page.getByText('Central Jersey Legal Services, Union County office, 908-354-4340').waitFor();
      await shot(page, '09-filing');
      await expectNoSeriousA11yViolations(page, 'filing');

      for (const name of [
        'Cover Letter',
        'Verified Complaint',
        'Tenant Summons',
        'Landlord Case Information Statement',
      ]) {
        const bytes = await download(page, page.getByRole('button', { name: `Download ${name}` }));
        expect(isPdf(bytes), name).toBe(true);
        if (name === 'Verified Complaint') {
          const text = await pdfText(bytes);
          // 9A totals what is owed; the costs are the court's to state (the officer's mileage is not known here).
          expect(text).toContain(formatCurrency(expected - 55_00));
          expect(text.replace(/\s+/g, ' ')).toContain('together with costs.');
        }
      }
      const all = await download(page, page.getByRole('button', { name: 'Download all documents' }));
      expect(isPdf(all)).toBe(true);
      await context.close();
    },
  );

  it(
    'Section 8 voucher: no late charges, statements on Confirmation, no legal fees step, no court fees',
    { timeout: 180_000 },
    async () => {
      const { token, caseId } = await caseAtLeaseDetails('section8', { tenants: ['Sam Tenant'], section8: true });
      const { context, page } = await openPage(browser);
      await storeToken(context, token);
      await page.goto(`/verified-complaint/${caseId}/past-due-rent`);
      await heading(page, 'Past Due Rent');
      await page.getByRole('textbox', { name: `Amount for ${formatMonthYear(monthStart(0).iso)}` }).waitFor();
      expect(
        await page.getByRole('textbox', { name: `Amount for ${formatMonthYear(monthStart(0).iso)}` }).inputValue(),
      ).toBe('400.00');
      for (const delta of [0, -1])
        await page.getByRole('checkbox', { name: `Owed: ${formatMonthYear(monthStart(delta).iso)}` }).check();
      expect(await page.getByRole('navigation').getByText('Legal Fees').count()).toBe(0);
      await page.getByRole('button', { name: 'Continue' }).click();

      await heading(page, 'Additional Charges');
      await page.getByRole('button', { name: 'Yes', exact: true }).click();
      await heading(page, 'Late Charges, Utilities and Fees');
      expect(await page.getByRole('button', { name: 'Add late charges' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Add fees' }).count()).toBe(0);
      await page.getByText("Only the tenant's portion of the rent is claimed from a Section 8 tenant").waitFor();
      await page.getByRole('button', { name: 'Continue' }).click();

      await heading(page, 'Confirmation');
      expect(new URL(page.url()).pathname).toBe(`/verified-complaint/${caseId}/confirmation`);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByText('Answer every question before you continue.').waitFor();
      await shot(page, '11-confirmation');
      await expectNoSeriousA11yViolations(page, 'confirmation');
      await answerStatements(page, 'No');
      // A voucher tenancy is on a CARES Act covered property: "No" is marked with the reason, "Yes" clears it.
      const cares = page.getByRole('radiogroup', { name: 'Is the property covered by the federal CARES Act?' });
      await page.getByText(PAPER_RULE_MESSAGES.caresProgramCovered).waitFor();
      await shot(page, '11-confirmation-cares-covered');
      await expectNoSeriousA11yViolations(page, 'confirmation with a contradicted answer');
      await cares.getByRole('radio', { name: 'Yes' }).check();
      await page
        .getByRole('radiogroup', { name: 'Are the notices required for this tenancy attached to the complaint?' })
        .getByRole('radio', { name: 'Yes' })
        .check();
      expect(await page.getByText(PAPER_RULE_MESSAGES.caresProgramCovered).count()).toBe(0);
      await page.getByRole('button', { name: 'Continue' }).click();

      await heading(page, 'Summary of Suit Amount');
      const expected = 2 * 400_00;
      await page.getByTestId('suit-amount').getByText(formatCurrency(expected)).waitFor();
      await page.getByText('Court fees are not applied for a Section 8 tenant.').waitFor();
      expect((await apiCall<{ suitAmount: number }>(token, 'GET', `/api/cases/${caseId}`)).suitAmount).toBe(expected);
      await shot(page, '12-suit-summary-section8');
      await page.getByRole('button', { name: 'Go Back' }).click();
      await heading(page, 'Confirmation');
      await page.getByRole('button', { name: 'Go Back' }).click();
      await heading(page, 'Late Charges, Utilities and Fees');
      await page.getByRole('button', { name: 'Continue' }).click();
      await heading(page, 'Confirmation');
      await page.getByRole('button', { name: 'Continue' }).click();
      await heading(page, 'Summary of Suit Amount');
      await page.getByRole('button', { name: 'Continue' }).click();
      await throughLeaseRegistrationAndDocuments(page);

      await heading(page, 'Review & Sign');
      expect(await page.getByRole('heading', { name: 'Questions the complaint must answer' }).count()).toBe(0);
      await chooseSigner(page, { caresNoticeDate: '2025-01-06' });
      await page.getByLabel('Your full name').fill('Lena Landlord');
      await page.getByRole('button', { name: 'Submit' }).click();
      await heading(page, 'Filing');
      await page.getByText('Court fees are not claimed from a Section 8 tenant.').waitFor();
      const text = await downloadComplaintText(page);
      expect(text).toContain(formatCurrency(expected));
      expect(text).not.toContain('Late Charge');
      const all = await download(page, page.getByRole('button', { name: 'Download all documents' }));
      expect(isPdf(all)).toBe(true);
      await context.close();
    },
  );

  it('asks for the business form of tenants whose name does not tell it, and flags a name that tells another', async () => {
    const { token, caseId } = await caseAtLeaseDetails('trust', { tenants: ['Walker Family Trust'] });
    const { context, page } = await openPage(browser);
    await storeToken(context, token);
    await page.goto(`/verified-complaint/${caseId}/tenants`);
    await heading(page, 'Tenant Information');
    await page.getByText(TENANT_FORM_TO_CHOOSE).waitFor();
    await expectNoSeriousA11yViolations(page, 'tenant information with a form to choose');
    // A name ending in LLC typed as a corporation is named at once, with what to change.
    await page.getByRole('radio', { name: 'Corporation' }).check();
    await page.getByRole('textbox', { name: 'Company name' }).fill('Walker Design LLC');
    await page.getByText(/^Walker Design LLC is named as a limited liability company/).waitFor();
    await page.getByRole('radio', { name: 'Limited liability company (LLC)' }).check();
    await expect.poll(() => page.getByText(/is named as a limited liability company/).count()).toBe(0);
    await context.close();
  });

  it('no additional charges: straight to legal fees, and back again', async () => {
    const { token, caseId } = await caseAtLeaseDetails('nocharges', { tenants: ['Nora Tenant'] });
    const { context, page } = await openPage(browser);
    await storeToken(context, token);
    await page.goto(`/verified-complaint/${caseId}/past-due-rent`);
    await heading(page, 'Past Due Rent');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Select at least one rent period.').waitFor();
    const amount = page.getByRole('textbox', { name: `Amount for ${formatMonthYear(monthStart(0).iso)}` });
    // A text that is not an amount stays as typed, with the domain's message naming the field.
    await amount.fill('12a');
    await page.getByText(`Amount for ${formatMonthYear(monthStart(0).iso)}: ${AMOUNT_MESSAGES.invalid}`).waitFor();
    expect(await amount.inputValue()).toBe('12a');
    await amount.fill('1200.50');
    await saved(page, () =>
      page.getByRole('checkbox', { name: `Owed: ${formatMonthYear(monthStart(0).iso)}` }).check(),
    );
    await page.reload();
    await heading(page, 'Past Due Rent');
    expect(await page.getByRole('checkbox', { name: `Owed: ${formatMonthYear(monthStart(0).iso)}` }).isChecked()).toBe(
      true,
    );
    expect(await amount.inputValue()).toBe('1200.50');
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL(`**/verified-complaint/${caseId}/lease-details`);
    await page.goto(`/verified-complaint/${caseId}/past-due-rent`);
    await heading(page, 'Past Due Rent');
    await page.getByRole('button', { name: 'Continue' }).click();

    await heading(page, 'Additional Charges');
    await page.getByRole('button', { name: 'No', exact: true }).click();
    await heading(page, 'Legal Fees');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Item is required').waitFor();
    await page.getByRole('radio', { name: 'No' }).check();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await heading(page, 'Additional Charges');
    await page.getByRole('button', { name: 'Go Back' }).click();
    await heading(page, 'Past Due Rent');
    await page.getByRole('button', { name: 'Continue' }).click();
    await heading(page, 'Additional Charges');
    await page.getByRole('button', { name: 'No', exact: true }).click();
    await heading(page, 'Legal Fees');
    expect(await page.getByRole('radio', { name: 'No' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Continue' }).click();

    await heading(page, 'Summary of Suit Amount');
    const expected = 1_200_50 + 50_00;
    await page.getByTestId('suit-amount').getByText(formatCurrency(expected)).waitFor();
    expect(await page.getByText('No additional charges claimed.').count()).toBe(1);
    expect((await apiCall<{ suitAmount: number }>(token, 'GET', `/api/cases/${caseId}`)).suitAmount).toBe(expected);
    await page.getByRole('button', { name: 'Continue' }).click();
    await throughLeaseRegistrationAndDocuments(page);

    await heading(page, 'Review & Sign');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Answer every question before you continue.').waitFor();
    await answerStatements(page, 'Yes');
    await chooseSigner(page, { caresNoticeDate: '2025-01-06' });
    await page.getByLabel('Your full name').fill('Lena Landlord');
    await page.getByRole('button', { name: 'Submit' }).click();
    // "Registered: yes" with no date of the statement is not signed (rules.md#claim-consistency); the answer given on
    // Lease and Registration (not registered) is the true one.
    await page.getByText(CLAIM_RULE_MESSAGES.registeredWithoutDate).waitFor();
    await page
      .getByRole('radiogroup', {
        name: 'Have you registered the rental and given each tenant a copy of the registration?',
      })
      .getByRole('radio', { name: 'No' })
      .check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await heading(page, 'Filing');
    const text = await downloadComplaintText(page);
    expect(text).toContain(formatCurrency(1_200_50));
    await page.getByRole('button', { name: 'Go Back' }).click();
    await heading(page, 'Review & Sign');
    await page.getByRole('button', { name: 'Submit' }).click();
    await heading(page, 'Filing');
    expect(await apiCall<unknown[]>(token, 'GET', `/api/caseOrders/${caseId}`)).toHaveLength(1);
    await page.getByRole('button', { name: 'Go to dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });
});

describe('wizard part two: court fees need tenants', () => {
  it("shows 'No tenants found on this case.' in the banner on the suit summary of a case without tenants", async () => {
    const { token, caseId } = await caseAtLeaseDetails('notenants', { tenants: [] });
    const { context, page } = await openPage(browser);
    await storeToken(context, token);
    await page.goto(`/verified-complaint/${caseId}/suit-summary`);
    await heading(page, 'Summary of Suit Amount');
    await page.getByRole('alert').getByText('No tenants found on this case.').waitFor();
    await context.close();
  });
});

describe('wizard part two (guest)', () => {
  it('goes through to Review & Sign with the preview, and submitting asks to sign in', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/terms');
    await page.evaluate(
      ({ leaseStart }) => {
        sessionStorage.setItem(
          'property',
          JSON.stringify({
            propertyType: 'Residential',
            streetAddress: '7 Park Place',
            city: 'Newark',
            county: 'Essex',
            state: 'New Jersey',
            zipcode: '07102',
            deedNames: ['Gail Guest'],
            ownershipType: 'Individual',
            clientType: 'agent',
            status: 'contact',
            completed: true,
          }),
        );
        sessionStorage.setItem(
          'userData',
          JSON.stringify({
            contactInfo: {
              firstName: 'Gail',
              lastName: 'Guest',
              company: 'Park Management',
              streetAddress: '1 Main St',
              city: 'Newark',
              state: 'New Jersey',
              zipcode: '07102',
              email: 'gail@example.com',
            },
          }),
        );
        sessionStorage.setItem(
          'case',
          JSON.stringify({
            streetAddress: '7 Park Place',
            city: 'Newark',
            county: 'Essex',
            zipcode: '07102',
            deedNames: ['Gail Guest'],
            status: 'vc-pastDueRent',
            tenants: [{ name: 'Greg Renter', tenantType: 'individual' }],
            leaseStartDate: leaseStart,
            rentCycle: 'Monthly',
            rentDueBy: '5',
            rentAmount: 98000,
          }),
        );
      },
      { leaseStart: monthStart(-4).iso },
    );
    await page.goto('/verified-complaint/new/past-due-rent');
    await heading(page, 'Past Due Rent');
    await page.getByRole('checkbox', { name: `Owed: ${formatMonthYear(monthStart(-1).iso)}` }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await heading(page, 'Additional Charges');
    await page.getByRole('button', { name: 'No', exact: true }).click();
    await heading(page, 'Legal Fees');
    await page.getByRole('radio', { name: 'No' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await heading(page, 'Summary of Suit Amount');
    await page
      .getByTestId('suit-amount')
      .getByText(formatCurrency(980_00 + 50_00))
      .waitFor();
    await page.reload();
    await heading(page, 'Summary of Suit Amount');
    await page.getByRole('button', { name: 'Continue' }).click();
    await throughLeaseRegistrationAndDocuments(page);

    await heading(page, 'Review & Sign');
    await page.getByRole('progressbar').waitFor();
    const preview = page.locator('iframe[title="Preview of the verified complaint (PDF)"]');
    await preview.waitFor({ timeout: 20_000 });
    expect(await preview.getAttribute('src')).toMatch(/^blob:/);
    expect(await page.getByRole('progressbar').count()).toBe(0);
    await answerStatements(page, 'No');
    await chooseSigner(page);
    await page.getByLabel('Your full name').fill('Gail Guest');
    await shot(page, '13-guest-review-sign');
    await page.getByRole('button', { name: 'Submit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in to submit your complaint' });
    await opened(dialog);
    await shot(page, '14-guest-sign-in-dialog');
    await expectNoSeriousA11yViolations(page, 'guest sign-in dialog');
    const stored = await page.evaluate(() => ({
      order: sessionStorage.getItem('guestOrder'),
      kase: sessionStorage.getItem('case'),
    }));
    expect(JSON.parse(stored.order ?? 'null')).toEqual({ payment_status: 'Pending', packageId: 1, flowType: '01' });
    expect(JSON.parse(stored.kase ?? '{}')).toMatchObject({
      signatureText: 'Gail Guest',
      status: 'verifiedComplaintComplete',
    });
    await context.close();
  });
});
