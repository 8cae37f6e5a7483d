/**
 * The lease, the registration statement and the other documents in a real browser (issue 17,
 * docs/product/screens.md#lease-registration, #documents-step): a landlord attaches a PDF lease and a photographed
 * registration statement (HEIC) on Lease and Registration, answers the registration questions, attaches, views,
 * replaces and deletes notices on Documents (a file that is no document is refused with the server's words),
 * signs, and downloads a package whose certification ticks the right boxes and whose pages include the attached
 * documents; a second landlord claims the owner-occupied exemption, is told when Review & Sign would deny it, and
 * the certification says the property is exempt. Both screens are checked at desk width and at 390 px.
 */
import { writeFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES, formatMonthYear, LEASE_REGISTRATION_MESSAGES, pleadings } from '@rentfile/domain';
import { apiCall } from './support/api.ts';
import { storeToken } from './support/auth.ts';
import { DESKTOP, launchBrowser, openPage } from './support/browser.ts';
import { download, pdftotextPages, textPdf } from './support/files.ts';
import { PHONE, shot } from './support/pages.ts';
import { answerStatements, chooseSigner, continueButton, heading, screen } from './support/wizard.ts';
import { caseAtLeaseDetails, monthStart } from './support/wizardCase.ts';

let browser: Browser;
let dir: string;
const HEIC = new URL('../apps/server/test/fixtures/registration.heic', import.meta.url).pathname;

beforeAll(async () => {
  browser = await launchBrowser();
  dir = await mkdtemp(path.join(tmpdir(), 'e2e-documents-'));
  await writeFile(
    path.join(dir, 'Lease.pdf'),
    textPdf(['RESIDENTIAL LEASE page 1 of 2', 'RESIDENTIAL LEASE page 2 of 2']),
  );
  await writeFile(path.join(dir, 'Notice to quit.pdf'), textPdf(['NOTICE TO QUIT first copy']));
  await writeFile(path.join(dir, 'Notice to quit signed.pdf'), textPdf(['NOTICE TO QUIT signed copy']));
  await writeFile(path.join(dir, 'Military report.pdf'), textPdf(['SCRA STATUS REPORT']));
  await writeFile(path.join(dir, 'ledger.pdf'), 'Date,Charge,Payment\n01/01/2026,1500,0\n');
});
afterAll(async () => {
  await browser?.close();
});

const file = (name: string) => path.join(dir, name);

/** Chooses a file through the button's file picker, as a user does. */
async function attach(page: Page, button: string, filePath: string): Promise<void> {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: button }).click(),
  ]);
  await chooser.setFiles(filePath);
}

/** The section of one kind of document, by its heading. */
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Past Due Rent to Lease and Registration: last month owed, no charges, no legal fees. */
async function toLeaseRegistration(page: Page, caseId: number): Promise<void> {
  await page.goto(`/verified-complaint/${caseId}/past-due-rent`);
  await heading(page, 'Past Due Rent');
  await page.getByRole('checkbox', { name: `Owed: ${formatMonthYear(monthStart(-1).iso)}` }).check();
  await continueButton(page).click();
  await heading(page, 'Additional Charges');
  await page.getByRole('button', { name: 'No', exact: true }).click();
  await heading(page, 'Legal Fees');
  await page.getByRole('radio', { name: 'No' }).check();
  await continueButton(page).click();
  await heading(page, 'Summary of Suit Amount');
  await continueButton(page).click();
}

/** The new screens at 390 px: nothing wider than the phone, and the accessibility scan (heading and screen check both). */
async function checkAtPhone(page: Page, caseId: number, prefix: string): Promise<void> {
  await page.setViewportSize(PHONE);
  for (const [route, title] of [
    ['lease-registration', 'Lease and Registration'],
    ['documents', 'Documents'],
  ] as const) {
    await page.goto(`/verified-complaint/${caseId}/${route}`);
    await screen(page, title, `${prefix}-${route}-390`);
    await shot(page, `${prefix}-${route}-390`);
  }
  await page.setViewportSize(DESKTOP);
}

/** Downloads the whole package from Filing: the text of each page. */
async function packagePages(page: Page): Promise<string[]> {
  await heading(page, 'Filing');
  return pdftotextPages(await download(page, page.getByRole('button', { name: 'Download all documents' })));
}

/** The certification's text: from its caption to its signature (it may run onto a second page). */
function certificationText(pages: string[]): string {
  const start = pages.findIndex((p) => p.includes('CERTIFICATION OF LEASE AND'));
  const end = pages.findIndex(
    (p, i) => i >= start && p.includes('I certify that the foregoing statements made by me are true'),
  );
  expect(start).toBeGreaterThan(0);
  return pages.slice(start, end + 1).join(' ');
}

describe('lease, registration and documents', () => {
  it('attaches a PDF lease and a photographed registration statement, answers the registration questions, manages the notices and downloads a package with the certification and the documents', async () => {
    const { token, caseId } = await caseAtLeaseDetails('documents', { tenants: ['Tom Tenant'] });
    const { context, page } = await openPage(browser);
    await storeToken(context, token);
    await toLeaseRegistration(page, caseId);

    await screen(page, 'Lease and Registration', 'lr-desk-empty');
    await shot(page, 'lr-desk-1-empty');
    await continueButton(page).click();
    await page.getByText(LEASE_REGISTRATION_MESSAGES.leaseCopy).waitFor();
    await page.getByText(LEASE_REGISTRATION_MESSAGES.registration).waitFor();

    // The upload shows its progress: the answer is held back a moment so the bar can be seen.
    const uploads = (url: URL) => url.pathname === '/api/documents';
    await page.route(
      uploads,
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        await route.continue();
      },
      { times: 1 },
    );
    await attach(page, 'Attach lease copy', file('Lease.pdf'));
    await page.getByRole('progressbar', { name: 'Uploading Lease.pdf' }).waitFor();
    await section(page, 'Lease copy').getByText('Lease.pdf').waitFor();
    await page.getByRole('radio', { name: 'The complete lease' }).check();

    await page.getByRole('radio', { name: 'Yes: the registration statement is filed' }).check();
    await page.getByText('municipal clerk of Elizabeth').waitFor();
    await page.getByLabel('Date the statement was filed').fill('03/01/2024');
    await attach(page, 'Attach landlord registration statement', HEIC);
    await section(page, 'Landlord registration statement').getByText('registration.heic').waitFor();
    await screen(page, 'Lease and Registration', 'lr-desk-filled');
    await shot(page, 'lr-desk-2-filled');

    // Nothing is lost on a reload: the answers come back, and the files are on the server. The reload waits for
    // the autosave to have stored the answers.
    const stored = async () => {
      const kase = await apiCall<{ propertyId: number; leaseCopySubmission: string | null }>(
        token,
        'GET',
        `/api/cases/${caseId}`,
      );
      const property = await apiCall<{ registrationDocsFiledDate: string | null }>(
        token,
        'GET',
        `/api/property/${kase.propertyId}`,
      );
      return [kase.leaseCopySubmission !== null, property.registrationDocsFiledDate];
    };
    await expect.poll(stored, { timeout: 10_000 }).toEqual([true, '2024-03-01']);
    await page.reload();
    await heading(page, 'Lease and Registration');
    expect(await page.getByRole('radio', { name: 'The complete lease' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Yes: the registration statement is filed' }).isChecked()).toBe(true);
    expect(await page.getByLabel('Date the statement was filed').inputValue()).toBe('03/01/2024');
    await section(page, 'Lease copy').getByText('Lease.pdf').waitFor();
    await section(page, 'Landlord registration statement').getByText('registration.heic').waitFor();

    await continueButton(page).click();
    await heading(page, 'Documents');
    const saved = await apiCall<{
      status: string;
      leaseCopySubmission: string;
      statements: { landlordRegistered: boolean | null };
    }>(token, 'GET', `/api/cases/${caseId}`);
    expect(saved).toMatchObject({
      status: 'vc-documents',
      leaseCopySubmission: 'complete',
      statements: { landlordRegistered: true },
    });
    const property = await apiCall<{
      registrationFiled: boolean;
      registrationDocsFiledDate: string;
      registrationFiles: unknown[];
    }>(
      token,
      'GET',
      `/api/property/${(await apiCall<{ propertyId: number }>(token, 'GET', `/api/cases/${caseId}`)).propertyId}`,
    );
    expect(property).toMatchObject({ registrationFiled: true, registrationDocsFiledDate: '2024-03-01' });
    expect(property.registrationFiles).toHaveLength(1);

    // Documents: a text file named .pdf is refused in the server's words; a notice is attached, viewed, replaced; a report deleted.
    await attach(page, 'Attach rent ledger', file('ledger.pdf'));
    await section(page, 'Rent ledger').getByRole('alert').getByText(DOCUMENT_MESSAGES.notSupported).waitFor();
    await attach(page, 'Attach notice to quit', file('Notice to quit.pdf'));
    await section(page, 'Notice to quit').getByText('Notice to quit.pdf').waitFor();
    const [viewer] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'View Notice to quit.pdf' }).click(),
    ]);
    await viewer.waitForURL(/^blob:/);
    await viewer.close();
    await attach(page, 'Replace Notice to quit.pdf', file('Notice to quit signed.pdf'));
    await section(page, 'Notice to quit').getByText('Notice to quit signed.pdf').waitFor();
    expect(await section(page, 'Notice to quit').getByText('Notice to quit.pdf', { exact: true }).count()).toBe(0);
    await attach(page, 'Attach military status report', file('Military report.pdf'));
    await section(page, 'Military status report').getByText('Military report.pdf').waitFor();
    await page.getByRole('button', { name: 'Delete Military report.pdf' }).click();
    await page.getByRole('dialog', { name: 'Delete the document?' }).getByRole('button', { name: 'Delete' }).click();
    await section(page, 'Military status report').getByText('Nothing attached yet.').waitFor();
    await screen(page, 'Documents', 'documents-desk');
    await shot(page, 'documents-desk');
    expect(
      (await apiCall<Array<{ kind: string; name: string }>>(token, 'GET', `/api/uploads/${caseId}`))
        .map((d) => `${d.kind}: ${d.name}`)
        .sort(),
    ).toEqual(['lease: Lease.pdf', 'notice-to-quit: Notice to quit signed.pdf']);

    await checkAtPhone(page, caseId, 'lr');
    await page.goto(`/verified-complaint/${caseId}/documents`);
    await heading(page, 'Documents');
    await continueButton(page).click();
    await heading(page, 'Review & Sign');
    await answerStatements(page, 'No');
    await page
      .locator('[role="radiogroup"][aria-labelledby="statement-landlordRegistered"]')
      .getByRole('radio', { name: 'Yes' })
      .check();
    await chooseSigner(page);
    await page.getByLabel('Your full name').fill('Lena Landlord');
    await page.getByRole('main').getByRole('button', { name: 'Submit' }).click();

    const pages = await packagePages(page);
    const clrs = pages.findIndex((p) => p.includes('CERTIFICATION OF LEASE AND'));
    expect(clrs).toBeGreaterThan(0);
    const certification = certificationText(pages);
    expect(certification).toMatch(/\[x\] A complete copy of the lease is attached\./);
    expect(certification).toMatch(/\[ \] The relevant portions of the lease are attached/);
    expect(certification).toMatch(
      /\[x\] I have attached a copy of any registration statement for the residential rental property/,
    );
    expect(certification).toMatch(/\[ \] The property is exempt from registration/);
    expect(certification).toContain('The registration statement was filed on March 1, 2024.');
    // After the papers: the lease's two pages, the photographed statement on a page of its own, then the notice.
    const lease = pages.findIndex((p) => p.includes('RESIDENTIAL LEASE page 1 of 2'));
    expect(lease).toBeGreaterThan(clrs);
    expect(pages[lease + 1]).toContain('RESIDENTIAL LEASE page 2 of 2');
    expect(pages[lease + 2]).not.toMatch(/RESIDENTIAL LEASE|NOTICE TO QUIT/);
    expect(pages[lease + 3]).toContain('NOTICE TO QUIT signed copy');
    expect(pages).toHaveLength(lease + 4);
    await context.close();
  }, 300_000);

  it('claims the owner-occupied exemption: Review & Sign may not deny it, and the certification says the property is exempt', async () => {
    const { token, caseId } = await caseAtLeaseDetails('exempt', { tenants: ['Olga Occupant'] });
    const { context, page } = await openPage(browser);
    await storeToken(context, token);
    await toLeaseRegistration(page, caseId);

    await heading(page, 'Lease and Registration');
    await page.getByRole('radio', { name: 'Oral: there is no written lease' }).check();
    await page.getByText('The certification will say that there is no written lease.').waitFor();
    await page
      .getByRole('radio', { name: 'Exempt: the owner lives in the building, which has no more than two units' })
      .check();
    await page.getByText('The certification will say the property is exempt from registration').waitFor();
    await screen(page, 'Lease and Registration', 'exempt-desk');
    await shot(page, 'exempt-desk');
    await continueButton(page).click();
    await heading(page, 'Documents');
    expect(
      await apiCall<{ clrsExemption: boolean; leaseTypeTitle: string; statements: { ownerOccupied: boolean | null } }>(
        token,
        'GET',
        `/api/cases/${caseId}`,
      ),
    ).toMatchObject({
      clrsExemption: true,
      leaseTypeTitle: 'Oral',
      statements: { ownerOccupied: true },
    });
    await checkAtPhone(page, caseId, 'exempt');

    await page.goto(`/verified-complaint/${caseId}/documents`);
    await heading(page, 'Documents');
    await continueButton(page).click();
    await heading(page, 'Review & Sign');
    const ownerOccupied = page.locator('[role="radiogroup"][aria-labelledby="statement-ownerOccupied"]');
    expect(await ownerOccupied.getByRole('radio', { name: 'Yes' }).isChecked()).toBe(true);
    expect(await page.getByText('The rental is not registered.').count()).toBe(0);
    // Saying No here would deny the exemption: the save is refused with the reason, and Yes is accepted again.
    await ownerOccupied.getByRole('radio', { name: 'No' }).check();
    await page.getByText(pleadings.CLRS_MESSAGES.exemptionDisagrees).waitFor({ timeout: 15_000 });
    await ownerOccupied.getByRole('radio', { name: 'Yes' }).check();
    for (const key of [
      'tenantInMilitary',
      'caresActCovered',
      'rentControlled',
      'noticesAttached',
      'landlordRegistered',
      'acquiredFromTenant',
      'optionToPurchase',
    ]) {
      await page
        .locator(`[role="radiogroup"][aria-labelledby="statement-${key}"]`)
        .getByRole('radio', { name: 'No' })
        .check();
    }
    await chooseSigner(page);
    await page.getByLabel('Your full name').fill('Lena Landlord');
    await page.getByRole('main').getByRole('button', { name: 'Submit' }).click();

    const pages = await packagePages(page);
    const certification = certificationText(pages);
    expect(certification).toMatch(/\[x\] There is no written lease\./);
    expect(certification).toMatch(/\[x\] The property is exempt from registration/);
    expect(certification).toMatch(/\[ \] I have attached a copy of any registration statement/);
    expect(pages.join(' ')).not.toContain('The rental is not registered');
    await context.close();
  }, 300_000);
});
