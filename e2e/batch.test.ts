/**
 * A month's delinquencies at once (issue 23, docs/product/screens.md#batch-import, docs/product/screens.md#batch): a
 * 30-row report (a title line above its header, 26 rows on the account's properties, 2 new units of a matched
 * address, 1 address not on the account, 1 total line) is imported through the page; 28 cases are made in one step;
 * the batch view answers Additional Charges and Legal Fees for all of them; three are signed one by one in the wizard
 * and the batch view shows them signed without a reload; the archive holds their three folders, each complaint naming
 * its own tenant and the rent of the months the report lists. Both pages are checked at 390 px and at desk width.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unzipSync } from 'fflate';
import { BATCH_STATE_LABELS, formatCurrency, formatMonthYear, pleadings } from '@rentfile/domain';
import { apiCall } from './support/api.ts';
import { accessTokenFor, storeToken } from './support/auth.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { DESKTOP, launchBrowser, openPage } from './support/browser.ts';
import { download, isPdf, pdfText } from './support/files.ts';
import { opened, overflowing, PHONE, settled, shot } from './support/pages.ts';
import {
  answerStatements,
  chooseSigner,
  continueButton,
  heading,
  throughLeaseRegistrationAndDocuments,
} from './support/wizard.ts';
import { monthStart } from './support/wizardCase.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const FIRST = ['Avery', 'Blake', 'Carmen', 'Dario', 'Elena', 'Farid', 'Greta', 'Hugo', 'Imani', 'Jonas'];
const LAST = ['Abbott', 'Barros', 'Castillo', 'Dunmore'];
const BUILDINGS = 13;

interface ReportLine {
  street: string;
  unit: string;
  tenant: string;
  /** Cents. */
  rent: number;
  /** Whole months of rent the balance holds, each listed as owed (a balance alone never becomes months of rent). */
  months: number;
}

/** The report's tenant rows: two units in each of 13 buildings, then a new Apt 3 in the first two buildings. */
function reportLines(): ReportLine[] {
  const lines: ReportLine[] = [];
  for (let i = 0; i < BUILDINGS * 2 + 2; i += 1) {
    const building = i < BUILDINGS * 2 ? Math.floor(i / 2) : i - BUILDINGS * 2;
    const unit = i < BUILDINGS * 2 ? `Apt ${(i % 2) + 1}` : 'Apt 3';
    lines.push({
      street: `${101 + building} Linden Avenue`,
      unit,
      tenant: `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}`,
      rent: 1200_00 + i * 25_00,
      months: 1 + (i % 3),
    });
  }
  return lines;
}

const money = (cents: number) => (cents / 100).toFixed(2);
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const csvCell = (text: string) => (/[",]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** The report as the property manager's software exports it: a title line, the header, the rows, a total line. */
function reportCsv(lines: ReportLine[]): string {
  const moveIn = usDate(monthStart(-12).iso);
  const owed = (months: number) =>
    Array.from({ length: months }, (_, k) =>
      formatMonthYear(monthStart(k - months + 1).iso).replace(/^(\w{3})\w*/, '$1'),
    ).join(', ');
  const rows = lines.map((l) =>
    [l.street, l.unit, l.tenant, money(l.rent), moveIn, owed(l.months), money(l.rent * l.months)]
      .map(csvCell)
      .join(','),
  );
  const stranger = ['999 Nowhere Road', 'Apt 1', 'Quinn Quarry', '1000.00', moveIn, '', '1000.00'].join(',');
  const total = lines.reduce((sum, l) => sum + l.rent * l.months, 100_000);
  return [
    'Delinquency Report - Linden Properties,,,,,,',
    'Property,Unit,Tenant,Monthly Rent,Move In,Months Owed,Balance',
    ...rows,
    stranger,
    `Total,,,,,,${csvCell(money(total))}`,
  ].join('\r\n');
}

/** Checks a screen at 390 px (nothing wider than the screen, no serious accessibility violation) and keeps both widths' screenshots. */
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

/** Opens the answer dialog for every case of the batch and chooses a question. */
async function askForAll(page: Page, question: RegExp, cases: number) {
  const selectAll = page.getByRole('checkbox', { name: `Select all ${cases} cases` });
  if (!(await selectAll.isChecked())) await selectAll.check();
  await page.getByRole('button', { name: `Answer for selected (${cases})` }).click();
  const dialog = page.getByRole('dialog', { name: `Answer for ${cases} selected cases` });
  await opened(dialog);
  await dialog.getByRole('radio', { name: question }).check();
  return dialog;
}

/** Answers No for every case of the batch: saved to `saved` of them. */
async function answerNoForAll(page: Page, question: RegExp, cases: number, saved = cases) {
  const dialog = await askForAll(page, question, cases);
  await dialog.getByRole('radio', { name: 'No', exact: true }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.getByText(new RegExp(`^Saved to ${saved} cases`)).waitFor();
  return dialog;
}

/** Confirms every kind of fact offered for all the batch's cases. */
async function confirmAll(page: Page, cases: number) {
  const selectAll = page.getByRole('checkbox', { name: `Select all ${cases} cases` });
  if (!(await selectAll.isChecked())) await selectAll.check();
  await page.getByRole('button', { name: `Confirm facts for selected (${cases})` }).click();
  const dialog = page.getByRole('dialog', { name: `Confirm facts for ${cases} selected cases` });
  await opened(dialog);
  for (const box of await dialog.getByRole('checkbox').all()) await box.check();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await dialog.getByText(`Confirmed for ${cases} cases.`).waitFor();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Signs the case of a row from the batch view through the wizard, and comes back to the batch view in the app. */
async function signFromBatch(page: Page, street: string, batchName: string, { leaveAtReview = false } = {}) {
  const row = page.getByRole('row').filter({ hasText: street });
  await row.getByRole('link', { name: /^Continue/ }).click();
  await heading(page, 'Summary of Suit Amount');
  await continueButton(page).click();
  await throughLeaseRegistrationAndDocuments(page);
  await heading(page, 'Review & Sign');
  if (leaveAtReview) {
    // Left at Review & Sign, the case is ready to sign in the batch view, and its row opens Review & Sign again.
    await backToBatch(page, batchName);
    await page
      .getByRole('row')
      .filter({ hasText: street })
      .getByRole('link', { name: /^Review & Sign/ })
      .click();
    await heading(page, 'Review & Sign');
  }
  await answerStatements(page, 'No');
  await chooseSigner(page);
  await page.getByLabel('Your full name').fill('Robert Chen');
  await page.getByRole('main').getByRole('button', { name: 'Submit' }).click();
  await heading(page, 'Filing');
  // Signing issued the papers and made the order in one step (docs/product/rules.md#signed-papers): the case is
  // fileable at once, and its papers download as signed.
  expect(isPdf(await download(page, page.getByRole('button', { name: 'Download all documents' })))).toBe(true);
  await backToBatch(page, batchName);
  await page
    .getByRole('row')
    .filter({ hasText: street })
    .getByText(BATCH_STATE_LABELS.signed, { exact: true })
    .waitFor();
}

/** From anywhere in the app to the batch's view, through the dashboard's list of imported reports. */
async function backToBatch(page: Page, batchName: string) {
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await heading(page, 'Delinquents');
  await page.getByRole('link', { name: new RegExp(batchName) }).click();
  await heading(page, `Batch: ${batchName}`);
}

describe('a delinquency report made into a batch of cases', () => {
  it('imports 30 rows, creates 28 cases, answers for all, signs three and zips their papers', async () => {
    const token = await accessTokenFor({ sub: `e2e|batch-${Date.now()}`, email: 'batch@example.com' });
    await apiCall(token, 'GET', '/api/client');
    const contact = await apiCall<{ id: number }>(token, 'POST', '/api/contactInfo', {
      contactInfo: pleadings.SAMPLE_CONTACT,
      saveAsDefault: true,
    });
    for (let b = 0; b < BUILDINGS; b += 1)
      for (const unitNo of ['Apt 1', 'Apt 2'])
        await apiCall(token, 'POST', '/api/properties/save', {
          property: {
            ...pleadings.SAMPLE_PROPERTY,
            streetAddress: `${101 + b} Linden Avenue`,
            unitNo,
            contactInfoId: contact.id,
          },
        });
    const lines = reportLines();

    const { context, page } = await openPage(browser);
    await storeToken(context, token);
    await page.goto('/');
    await heading(page, 'Delinquents');
    await page.getByRole('button', { name: 'Import a delinquency report' }).click();
    await heading(page, 'Import a delinquency report');
    await page.getByText('Step 1 of 3: Choose the report').waitFor();
    await atBothWidths(page, 'batch-import-1-file');

    // A file the server cannot read is refused in its words, and the page stays where it was.
    await page
      .getByTestId('report-file')
      .setInputFiles({ name: 'empty.csv', mimeType: 'text/csv', buffer: Buffer.from('') });
    await page.getByRole('alert').filter({ hasText: 'empty.csv could not be read.' }).waitFor();
    await page
      .getByTestId('report-file')
      .setInputFiles({ name: 'linden.csv', mimeType: 'text/csv', buffer: Buffer.from(reportCsv(lines)) });
    await page.getByText('Step 2 of 3: Match the columns').waitFor();
    for (const [label, header] of [
      ['Property address', 'Property'],
      ['Unit', 'Unit'],
      ['Tenant names', 'Tenant'],
      ['Balance owed', 'Balance'],
      ['Monthly rent', 'Monthly Rent'],
      ['Move-in date', 'Move In'],
      ['Months owed', 'Months Owed'],
    ] as const)
      expect(await page.getByRole('combobox', { name: label }).textContent(), label).toBe(header);
    await page.getByRole('table', { name: 'How the first rows are read' }).getByText(lines[0]!.tenant).waitFor();
    await atBothWidths(page, 'batch-import-2-columns');

    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Step 3 of 3: Check the rows').waitFor();
    await page
      .getByText('26 rows are ready to become cases; 3 rows cannot become a case yet; 1 row is left out.')
      .waitFor();
    await page.getByText('Row 32 is a total line, not a tenant, so it is left out.').waitFor();
    await page.getByRole('button', { name: 'Go to next page' }).click();
    // A unit the building does not have is made only when the landlord confirms it.
    const newUnit = page.getByRole('row').filter({ hasText: '101 Linden Avenue, Apt 3' });
    await newUnit.getByText('No unit Apt 3 at 101 Linden Avenue').waitFor();
    await newUnit.getByRole('checkbox', { name: '“Apt 3” is a new unit' }).check();
    await newUnit.getByText('New unit Apt 3 of 101 Linden Avenue', { exact: false }).waitFor();
    await page
      .getByRole('row')
      .filter({ hasText: '102 Linden Avenue, Apt 3' })
      .getByRole('checkbox', { name: '“Apt 3” is a new unit' })
      .check();
    await page
      .getByText('28 rows are ready to become cases; 1 row cannot become a case yet; 1 row is left out.')
      .waitFor();
    const stranger = page.getByRole('row').filter({ hasText: '999 Nowhere Road' });
    await stranger.getByText('No property of yours has this street address.', { exact: false }).waitFor();
    await stranger.getByRole('link', { name: /^Add a property/ }).waitFor();
    // By keyboard: the row's property chosen from the searchable list makes it ready; clearing it goes back.
    const choice = page.getByRole('combobox', { name: 'Property of row 31' });
    await choice.focus();
    await page.keyboard.type('113 Linden');
    await page.keyboard.press('Enter');
    await stranger.getByText('Chosen by you').waitFor();
    await page
      .getByText('29 rows are ready to become cases; 0 rows cannot become a case yet; 1 row is left out.')
      .waitFor();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
    await stranger.getByText('No property', { exact: true }).waitFor();
    await page.getByRole('radio', { name: 'Written, for every tenant' }).check();
    await page.getByRole('combobox', { name: 'Rent is due on day' }).click();
    await page.getByRole('option', { name: '1', exact: true }).click();
    await atBothWidths(page, 'batch-import-3-rows');
    // Leaving before the cases are made asks first; staying keeps every choice.
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    const leave = page.getByRole('dialog', { name: 'Leave the import?' });
    await leave.getByRole('button', { name: 'Stay' }).click();
    await leave.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/batches/new');
    expect(await page.getByRole('radio', { name: 'Written, for every tenant' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Create 28 cases' }).click();

    await heading(page, 'Batch: linden.csv');
    const counts = page.locator('dl[aria-label="Cases by state"] dd');
    await expect.poll(() => counts.allTextContents()).toEqual(['28', '0', '0']);
    await atBothWidths(page, 'batch-view');

    const charges = await answerNoForAll(page, /^Additional Charges/, 28);
    await charges.getByRole('button', { name: 'Close' }).click();
    await charges.waitFor({ state: 'detached' });
    // Yes to legal fees needs the fee: nothing is sent without it.
    const asked = await askForAll(page, /^Legal Fees/, 28);
    await asked.getByRole('radio', { name: 'Yes', exact: true }).check();
    await asked.getByRole('button', { name: 'Save' }).click();
    await asked.getByText('Attorney fee: Enter an amount in dollars and cents', { exact: false }).waitFor();
    await asked.getByRole('button', { name: 'Cancel' }).click();
    await asked.waitFor({ state: 'detached' });
    const fees = await answerNoForAll(page, /^Legal Fees/, 28);
    await atBothWidths(page, 'batch-answer');
    await fees.getByRole('button', { name: 'Close' }).click();
    await fees.waitFor({ state: 'detached' });
    await page.getByText('Next: Summary of Suit Amount').first().waitFor();
    // The report's facts and what was assumed (no subsidy, the move-in as the lease start) are confirmed for all.
    await confirmAll(page, 28);

    const signed = lines.slice(0, 3);
    for (const [i, line] of signed.entries())
      await signFromBatch(page, `${line.street}, ${line.unit}`, 'linden.csv', { leaveAtReview: i === 0 });
    await expect.poll(() => counts.allTextContents()).toEqual(['25', '0', '3']);
    // A signed case's row opens the case's overview.
    const first = `${signed[0]!.street}, ${signed[0]!.unit}`;
    await page
      .getByRole('row')
      .filter({ hasText: first })
      .getByRole('link', { name: /^View case/ })
      .click();
    await page.waitForURL(/\/case-view\/\d+\/overview$/);
    await page.getByRole('heading', { level: 1, name: new RegExp(first) }).waitFor();
    await page.goBack();
    await heading(page, 'Batch: linden.csv');
    await atBothWidths(page, 'batch-view-signed');
    // A signed case keeps its answers: an answer for all is saved to the others and says why not to it.
    const again = await answerNoForAll(page, /^Additional Charges/, 28, 25);
    await again.getByText('Not saved to 3 cases:').waitFor();
    expect(await again.getByText('This case is signed: open it to change its answers.', { exact: false }).count()).toBe(
      3,
    );
    await again.getByRole('button', { name: 'Close' }).click();
    await again.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Download signed papers (3)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Download signed papers' });
    await opened(dialog);
    await dialog.getByText('Cases in the archive (3 of 3)').waitFor();
    const zip = unzipSync(await download(page, dialog.getByRole('button', { name: 'Download ZIP (3)' })));
    await dialog.getByText(/^Saved Signed papers \d{4}-\d{2}-\d{2}\.zip: 3 cases\.$/).waitFor();
    const folders = [...new Set(Object.keys(zip).map((path) => path.split('/')[0]!))].sort();
    expect(folders).toHaveLength(3);
    for (const line of signed) {
      const folder = folders.find((f) => f.includes(line.tenant));
      expect(folder, line.tenant).toBeDefined();
      const papers = Object.entries(zip).filter(([path]) => path.startsWith(`${folder}/`));
      for (const [, bytes] of papers) expect(isPdf(bytes)).toBe(true);
      const complaint = (await pdfText(zip[`${folder}/Verified Complaint.pdf`]!)).replace(/\s+/g, ' ');
      expect(complaint).toContain(line.tenant);
      expect(complaint).toContain(`TOTAL ${formatCurrency(line.rent * line.months)}`);
      for (const other of lines) if (other !== line) expect(complaint).not.toContain(other.tenant);
    }
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The dashboard lists the report's batch with its signed cases.
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await heading(page, 'Delinquents');
    await page
      .getByRole('link', { name: /linden\.csv/ })
      .getByText(/28 cases, 3 signed$/)
      .waitFor();
    await atBothWidths(page, 'batch-dashboard');
    await context.close();
  }, 600_000);
});
