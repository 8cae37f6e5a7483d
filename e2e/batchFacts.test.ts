/**
 * A batch that never guesses (issue 33, docs/product/rules.md#report-facts): a property manager's report with each
 * kind of row that went wrong (a couple on one line, "Last, First" with a particle, a deceased tenant, a unit written
 * "2nd Fl", a store written "Store A", a business with "&", a voucher tenant marked in the Notes, a balance without
 * months, months the balance does not cover, a due day and lease type per tenant) is imported through the page; the
 * rows say what was read and what is not certain; the cases list their facts; a case whose facts are not confirmed
 * cannot be signed; once confirmed (for many, or on their steps) three are signed, and their complaints are kept
 * (E2E_PAPERS_DIR) to be read as a clerk reads them, page by page.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unzipSync } from 'fflate';
import { formatMonthYear, pleadings } from '@rentfile/domain';
import { apiCall } from './support/api.ts';
import { accessTokenFor, storeToken } from './support/auth.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { DESKTOP, launchBrowser, openPage } from './support/browser.ts';
import { download, pdfText } from './support/files.ts';
import { opened, overflowing, PHONE, settled, shot } from './support/pages.ts';
import {
  answerStatements,
  chooseSigner,
  continueButton,
  heading,
  throughLeaseRegistrationAndDocuments,
} from './support/wizard.ts';
import { monthStart } from './support/wizardCase.ts';

const PAPERS = process.env.E2E_PAPERS_DIR ?? '';
if (PAPERS) mkdirSync(PAPERS, { recursive: true });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const short = (iso: string) => formatMonthYear(iso).replace(/^(\w{3})\w*/, '$1');

/** The report: an individual's 3-family at 8 Elm Street and an LLC's building with a store at 40 Oak Avenue. */
function reportCsv(): string {
  const moveIn = usDate(monthStart(-14).iso);
  const last = short(monthStart(-1).iso);
  const two = `"${short(monthStart(-2).iso)}, ${last}"`;
  return [
    'Property,Unit,Tenant,Rent,Move In,Due Day,Lease Type,Subsidy,Notes,Months Owed,Balance',
    `8 Elm Street,1,Maria & Jose Lopez,1200.00,${moveIn},1,Written,No,,${last},1200.00`,
    `8 Elm Street,2nd Fl,"De La Cruz, Juan",1250.00,${moveIn},5th,Oral,No,,${last},1250.00`,
    `8 Elm Street,3,"Baptiste, Harold (Deceased)",1100.00,${moveIn},1,Written,No,,${last},1100.00`,
    `40 Oak Avenue,101,Ann Balance,1200.00,${moveIn},1,Written,No,,,2650.00`,
    `40 Oak Avenue,102,Vera Voucher,1450.00,${moveIn},1,Written,,Section 8 voucher,${last},420.00`,
    `40 Oak Avenue,Store A,A&J Barber Shop LLC,2500.00,${moveIn},1,Written,No,,${last},2500.00`,
    `40 Oak Avenue,103,Pat Partial,1200.00,${moveIn},1,Written,No,,${two},1500.00`,
  ].join('\r\n');
}

async function atBothWidths(page: Page, name: string) {
  await page.setViewportSize(PHONE);
  await settled(page);
  expect(await overflowing(page), `wider than the phone on ${name}`).toEqual([]);
  await expectNoSeriousA11yViolations(page, `${name} (phone)`);
  await shot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
  await settled(page);
  await expectNoSeriousA11yViolations(page, `${name} (desk)`);
  await shot(page, `${name}-desk`);
}

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/** Ticks the given cases of the batch (by a text of their row) and nothing else. */
async function tick(page: Page, texts: string[]) {
  for (const box of await page.getByRole('checkbox', { name: /^Select 8 Elm|^Select 40 Oak/ }).all())
    if (await box.isChecked()) await box.uncheck();
  for (const text of texts)
    await rowOf(page, text)
      .getByRole('checkbox', { name: /^Select / })
      .check();
}

async function answerNo(page: Page, question: RegExp, count: number) {
  await page.getByRole('button', { name: `Answer for selected (${count})` }).click();
  const dialog = page.getByRole('dialog', { name: `Answer for ${count} selected cases` });
  await opened(dialog);
  await dialog.getByRole('radio', { name: question }).check();
  await dialog.getByRole('radio', { name: 'No', exact: true }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.getByText(new RegExp(`^Saved to ${count} cases`)).waitFor();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function backToBatch(page: Page) {
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await heading(page, 'Delinquents');
  await page.getByRole('link', { name: /elm-oak\.csv/ }).click();
  await heading(page, 'Batch: elm-oak.csv');
}

/** Review & Sign for the property manager, then Submit; the papers are made at Filing. */
async function signHere(page: Page) {
  await answerStatements(page, 'No');
  await chooseSigner(page);
  await page.getByLabel('Your full name').fill('Robert Chen');
  await page.getByRole('main').getByRole('button', { name: 'Submit' }).click();
  await heading(page, 'Filing');
  await download(page, page.getByRole('button', { name: 'Download all documents' }));
}

describe('a report whose facts are shown and confirmed before signing', () => {
  it('reads each kind of row, asks what the report does not say, and signs only confirmed cases', async () => {
    const token = await accessTokenFor({ sub: `e2e|batch-facts-${Date.now()}`, email: 'facts@example.com' });
    await apiCall(token, 'GET', '/api/client');
    const contact = await apiCall<{ id: number }>(token, 'POST', '/api/contactInfo', {
      contactInfo: pleadings.SAMPLE_CONTACT,
      saveAsDefault: true,
    });
    const save = (over: Record<string, unknown>) =>
      apiCall<{ id: number }>(token, 'POST', '/api/properties/save', {
        property: { ...pleadings.SAMPLE_PROPERTY, contactInfoId: contact.id, ...over },
      });
    const elm = await save({ streetAddress: '8 Elm Street', unitNo: null });
    for (const unitNo of ['1', '2', '3'])
      await apiCall(token, 'POST', '/api/properties/newUnit', { propertyId: elm.id, unitNo });
    const llc = { deedNames: ['Oak Avenue Holdings LLC'], ownershipType: 'Limited Liability Company' };
    for (const unitNo of ['101', '102', '103']) await save({ ...llc, streetAddress: '40 Oak Avenue', unitNo });
    await save({ ...llc, streetAddress: '40 Oak Avenue', unitNo: 'Store', propertyType: 'Commercial' });

    const { context, page } = await openPage(browser);
    await storeToken(context, token);
    await page.goto('/');
    await heading(page, 'Delinquents');
    await page.getByRole('button', { name: 'Import a delinquency report' }).click();
    await heading(page, 'Import a delinquency report');
    await page
      .getByTestId('report-file')
      .setInputFiles({ name: 'elm-oak.csv', mimeType: 'text/csv', buffer: Buffer.from(reportCsv()) });
    await page.getByText('Step 2 of 3: Match the columns').waitFor();
    for (const [label, header] of [
      ['Rent due day', 'Due Day'],
      ['Lease type (written or oral)', 'Lease Type'],
      ['Subsidy', 'Subsidy'],
      ['Notes', 'Notes'],
    ] as const)
      expect(await page.getByRole('combobox', { name: label }).textContent(), label).toBe(header);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Step 3 of 3: Check the rows').waitFor();

    // What was read, and what is not certain, is said beside each row.
    await rowOf(page, 'Maria Lopez').getByText('was read as Maria Lopez and Jose Lopez', { exact: false }).waitFor();
    await rowOf(page, 'Juan De La Cruz').getByText('Due on day 5').waitFor();
    await rowOf(page, 'Estate of Harold Baptiste').getByText('names a tenant who has died', { exact: false }).waitFor();
    await rowOf(page, 'Ann Balance')
      .getByText('A balance is never turned into months of rent', { exact: false })
      .waitFor();
    await rowOf(page, 'Vera Voucher').getByText('Subsidized (Section 8)').waitFor();
    await rowOf(page, 'Pat Partial')
      .getByText('a partial payment, or a charge in the balance?', { exact: false })
      .waitFor();
    await page
      .getByText('5 rows are ready to become cases; 2 rows cannot become a case yet; 0 rows are left out.')
      .waitFor();
    // A unit written differently is proposed, never made silently.
    await rowOf(page, '2nd Fl').getByText('is it unit 2?', { exact: false }).waitFor();
    await rowOf(page, '2nd Fl').getByRole('button', { name: 'Use unit 2' }).click();
    await rowOf(page, 'Store A').getByRole('button', { name: 'Use unit Store' }).click();
    await page
      .getByText('7 rows are ready to become cases; 0 rows cannot become a case yet; 0 rows are left out.')
      .waitFor();
    await page.getByRole('radio', { name: 'It differs: ask in each case' }).check();
    await atBothWidths(page, 'batch-facts-import-rows');
    await page.getByRole('button', { name: 'Create 7 cases' }).click();

    await heading(page, 'Batch: elm-oak.csv');
    const counts = page.locator('dl[aria-label="Cases by state"] dd');
    await expect.poll(() => counts.allTextContents()).toEqual(['7', '0', '0']);
    await rowOf(page, 'Maria Lopez').getByText('We assumed:', { exact: false }).first().waitFor();
    await rowOf(page, 'Ann Balance').getByText('Next: Past Due Rent').waitFor();
    await rowOf(page, 'Vera Voucher').getByText('Next: Lease Details').waitFor();
    await rowOf(page, 'Estate of Harold Baptiste').getByText('Next: Tenant Information').waitFor();
    await atBothWidths(page, 'batch-facts-view');

    // The 3-family's cases: no additional charges, no legal fees, for all three.
    await tick(page, ['Maria Lopez', 'Juan De La Cruz', 'Estate of Harold Baptiste']);
    await answerNo(page, /^Additional Charges/, 3);
    await answerNo(page, /^Legal Fees/, 3);

    // Unconfirmed facts: Review & Sign lists them and refuses to sign.
    await rowOf(page, 'Juan De La Cruz')
      .getByRole('link', { name: /^Continue/ })
      .click();
    await heading(page, 'Summary of Suit Amount');
    await continueButton(page).click();
    await throughLeaseRegistrationAndDocuments(page);
    await heading(page, 'Review & Sign');
    await page.getByRole('heading', { name: 'Facts from the delinquency report' }).waitFor();
    await answerStatements(page, 'No');
    await chooseSigner(page);
    await page.getByLabel('Your full name').fill('Robert Chen');
    await page.getByRole('main').getByRole('button', { name: 'Submit' }).click();
    await page
      .getByRole('main')
      .getByText('Subsidy (Section 8) (No subsidy) came from the delinquency report and is not confirmed', {
        exact: false,
      })
      .first()
      .waitFor();
    await shot(page, 'batch-facts-review-refused');

    // Confirmed for the two living tenants' cases at once; then each is signed.
    await backToBatch(page);
    await tick(page, ['Maria Lopez', 'Juan De La Cruz']);
    await page.getByRole('button', { name: 'Confirm facts for selected (2)' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm facts for 2 selected cases' });
    await opened(confirm);
    for (const box of await confirm.getByRole('checkbox').all()) await box.check();
    await atBothWidths(page, 'batch-facts-confirm');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await confirm.getByText('Confirmed for 2 cases.').waitFor();
    await confirm.getByRole('button', { name: 'Close' }).click();
    await confirm.waitFor({ state: 'detached' });
    for (const tenant of ['Maria Lopez', 'Juan De La Cruz']) {
      // The case left at Review & Sign opens there again.
      const link = rowOf(page, tenant).getByRole('link', { name: /^(Continue|Review & Sign)/ });
      const atSign = (await link.textContent())?.startsWith('Review') ?? false;
      await link.click();
      if (!atSign) {
        await heading(page, 'Summary of Suit Amount');
        await continueButton(page).click();
        await throughLeaseRegistrationAndDocuments(page);
      }
      await heading(page, 'Review & Sign');
      await signHere(page);
      await backToBatch(page);
    }

    // The estate: Tenant Information asks for its personal representative; its steps confirm its facts.
    await rowOf(page, 'Estate of Harold Baptiste')
      .getByRole('link', { name: /^Continue/ })
      .click();
    await heading(page, 'Tenant Information');
    expect(await page.getByRole('radio', { name: 'The estate of a tenant who has died' }).isChecked()).toBe(true);
    await page
      .getByRole('textbox', { name: 'Personal representative (executor or administrator)' })
      .fill('Marie Baptiste');
    await continueButton(page).click();
    await heading(page, 'Lease Details');
    await continueButton(page).click();
    await heading(page, 'Past Due Rent');
    await continueButton(page).click();
    await heading(page, 'Additional Charges');
    await page.getByRole('button', { name: 'No', exact: true }).click();
    await heading(page, 'Legal Fees');
    await page.getByRole('radio', { name: 'No' }).check();
    await continueButton(page).click();
    await heading(page, 'Summary of Suit Amount');
    await continueButton(page).click();
    await throughLeaseRegistrationAndDocuments(page);
    await heading(page, 'Review & Sign');
    await signHere(page);
    await backToBatch(page);
    await expect.poll(() => counts.allTextContents()).toEqual(['4', '0', '3']);
    await atBothWidths(page, 'batch-facts-signed');

    // The three complaints, as the archive holds them.
    await page.getByRole('button', { name: 'Download signed papers (3)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Download signed papers' });
    await opened(dialog);
    const zip = unzipSync(await download(page, dialog.getByRole('button', { name: 'Download ZIP (3)' })));
    const complaints = Object.entries(zip).filter(([path]) => path.endsWith('/Verified Complaint.pdf'));
    expect(complaints).toHaveLength(3);
    const texts = new Map<string, string>();
    for (const [path, bytes] of complaints) {
      // Kept before reading: the PDF reader takes the bytes over.
      if (PAPERS) writeFileSync(`${PAPERS}/${path.replace(/\//g, ' - ')}`, bytes);
      texts.set(path, (await pdfText(bytes.slice())).replace(/\s+/g, ' ').replace(/ ,/g, ','));
    }
    const of = (name: string) => [...texts.entries()].find(([path]) => path.includes(name))?.[1] ?? '';
    expect(of('Lopez')).toContain('Maria Lopez, an individual');
    expect(of('Lopez')).toContain('Jose Lopez, an individual');
    expect(of('De La Cruz')).toContain('Juan De La Cruz, an individual');
    expect(of('De La Cruz')).toContain('8 Elm Street, Unit 2');
    expect(of('De La Cruz')).toContain('Rent ' + formatMonthYear(monthStart(-1).iso));
    const estate = of('Baptiste');
    expect(estate).toContain('Estate of Harold Baptiste, by its personal representative Marie Baptiste');
    expect(estate).not.toContain('resides in');
    expect(estate).toContain('a deceased person cannot be in military service');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await context.close();
  }, 600_000);
});
