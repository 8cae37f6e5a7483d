/**
 * Documents and the way of filing in a real browser (issue 17; docs/product/screens.md#documents, #properties,
 * #filing-screen): the case view's Documents take a PDF lease, replace it, refuse a text file named .pdf with the
 * server's message and delete after a confirmation; the properties page attaches the property's registration
 * statement, which the case then lists; the Filing screen files electronically and downloads each paper as its own
 * PDF named for the court's upload, with a checklist, and the case view gives the package in one PDF. Each screen is
 * checked at 390 px and scanned with axe; an upload on a slowed connection shows its progress.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, Download, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES, EFILE_NAME_MAX, formatDateDots, pleadings, todayInNewJersey } from '@rentfile/domain';
import { apiCall, signByApi } from './support/api.ts';
import { accessTokenFor, storeToken } from './support/auth.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { baseUrl, launchBrowser, openPage } from './support/browser.ts';
import { download, isPdf, pdfText } from './support/files.ts';
import { opened, overflowing, PHONE, shot } from './support/pages.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const REGISTERED_ON = '2024-03-15';

interface ListedDocument {
  id: number;
  kind: string;
  name: string;
  pages: number | null;
}

/**
 * A PDF of one page per line of text, written out by hand (objects, cross-reference table and trailer) so that the
 * journeys need no PDF library: the server opens it with its strict reader and counts its pages.
 */
function textPdf(lines: string[]): Buffer {
  const pageIds = lines.map((_, i) => 4 + i * 2);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${lines.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ...lines.flatMap((line, i) => {
      const content = `BT /F1 18 Tf 72 700 Td (${line}) Tj ET`;
      return [
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`,
        `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
      ];
    }),
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/**
 * A client with a signed Verified Complaint (the sample case in Union county) on a registered property; `beforeSigning`
 * attaches what the signed papers list (the attached documents are part of what is signed, rules.md#signed-papers).
 */
async function signedCase(
  name: string,
  beforeSigning: (token: string, caseId: number) => Promise<void> = async () => undefined,
): Promise<{ token: string; caseId: number; propertyId: number }> {
  const token = await accessTokenFor({
    sub: `e2e|documents-${name}-${Date.now()}`,
    given_name: 'Dora',
    family_name: 'Landlord',
    email: `${name}@example.com`,
  });
  await apiCall(token, 'GET', '/api/client');
  const contact = await apiCall<{ id: number }>(token, 'POST', '/api/contactInfo', {
    contactInfo: pleadings.SAMPLE_CONTACT,
    saveAsDefault: true,
  });
  const property = await apiCall<{ id: number }>(token, 'POST', '/api/properties/save', {
    property: { ...pleadings.SAMPLE_PROPERTY, contactInfoId: contact.id, registrationDocsFiledDate: REGISTERED_ON },
  });
  const { id: _id, ...caseInfo } = pleadings.SAMPLE_CASE;
  const created = await apiCall<{ id: number }>(token, 'POST', '/api/cases', {
    caseInfo: { ...caseInfo, propertyId: property.id },
    status: 'vc-sign',
  });
  await beforeSigning(token, created.id);
  await signByApi(token, created.id);
  return { token, caseId: created.id, propertyId: property.id };
}

/** Uploads a file as the product's API takes it (for the journeys that start with a document in place). */
async function uploadByApi(token: string, query: string, data: Buffer, fileName: string): Promise<void> {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(data)]), fileName);
  const res = await fetch(`${baseUrl()}/api/documents?${query}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body,
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** Clicks a button that opens the file chooser and gives it the file. */
async function chooseFile(
  page: Page,
  opener: () => Promise<void>,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), opener()]);
  await chooser.setFiles(file);
}

/** Opens a row's actions menu and picks one of its items. */
async function rowAction(page: Page, rowName: string, item: string): Promise<void> {
  await page.getByRole('button', { name: `Actions for ${rowName}` }).click();
  const menu = page.getByRole('menu');
  await opened(menu);
  await menu.getByRole('menuitem', { name: item }).click();
}

async function documentsOf(token: string, caseId: number): Promise<ListedDocument[]> {
  return apiCall<ListedDocument[]>(token, 'GET', `/api/uploads/${caseId}`);
}

async function fitsPhone(page: Page, label: string): Promise<void> {
  await page.setViewportSize(PHONE);
  await page.waitForFunction((width) => document.documentElement.clientWidth === width, PHONE.width);
  expect(await overflowing(page), label).toEqual([]);
  await expectNoSeriousA11yViolations(page, `${label} at 390 px`);
}

describe('documents on the case view and the properties page', () => {
  it('uploads a PDF lease, replaces it, refuses a text file named .pdf with the server’s message and deletes after a confirmation', async () => {
    const { token, caseId, propertyId } = await signedCase('tab');
    // Signed papers are records: their documents change only once the complaint is reopened for a correction.
    await apiCall(token, 'POST', `/api/cases/${caseId}/correct`, {});
    const { context, page } = await openPage(browser);
    await storeToken(context, token);

    // The properties page: registered on the date entered; the statement is attached from the row's menu.
    await page.goto('/properties');
    const propertyRow = page.getByRole('row').filter({ hasText: '48 Elmora Avenue' });
    await propertyRow.getByText(`Filed ${formatDateDots(REGISTERED_ON)}`).waitFor();
    const registration = await sharp({ create: { width: 850, height: 1100, channels: 3, background: '#fbfaf5' } })
      .jpeg()
      .toBuffer();
    await chooseFile(page, () => rowAction(page, '48 Elmora Avenue, Apt 2B', 'Attach the registration statement'), {
      name: 'registration-photo.jpg',
      mimeType: 'image/jpeg',
      buffer: registration,
    });
    await propertyRow.getByText(`registration-photo.jpg, added ${formatDateDots(todayInNewJersey())}`).waitFor();
    expect(
      (await apiCall<Array<{ name: string }>>(token, 'GET', `/api/registration/${propertyId}`)).map((f) => f.name),
    ).toEqual(['registration-photo.jpg']);
    await expectNoSeriousA11yViolations(page, 'properties with a registration statement');
    await shot(page, 'documents-properties-desk');

    await page.goto(`/case-view/${caseId}/overview`);
    const documents = page.getByRole('region', { name: 'Documents' });
    // The property's statement is listed for the case, one page for a photograph.
    const statementRow = documents.getByRole('row').filter({ hasText: 'registration-photo.jpg' });
    await statementRow.getByText("The property's statement, used by each of its cases.").waitFor();
    await statementRow.getByRole('cell', { name: '1 page' }).waitFor();

    // Upload a PDF lease of three pages.
    await documents.getByRole('combobox', { name: 'Document to upload' }).click();
    await page.getByRole('option', { name: 'Lease', exact: true }).click();
    const lease = textPdf(['RESIDENTIAL LEASE page 1', 'RESIDENTIAL LEASE page 2', 'RESIDENTIAL LEASE page 3']);
    await chooseFile(page, () => documents.getByRole('button', { name: 'Upload a document' }).click(), {
      name: 'Lease 2023.pdf',
      mimeType: 'application/pdf',
      buffer: lease,
    });
    const leaseRow = documents.getByRole('row').filter({ hasText: 'Lease 2023.pdf' });
    await leaseRow.getByRole('cell', { name: '3 pages' }).waitFor();
    await leaseRow.getByText(formatDateDots(todayInNewJersey())).waitFor();
    expect(await documentsOf(token, caseId)).toEqual([
      expect.objectContaining({ kind: 'lease', name: 'Lease 2023.pdf', pages: 3 }),
    ]);

    // View opens the document as a PDF in a new window.
    const [viewer] = await Promise.all([
      context.waitForEvent('page'),
      rowAction(page, 'Lease, Lease 2023.pdf', 'View as PDF'),
    ]);
    await viewer.waitForURL(/^blob:/);
    await viewer.close();

    // Replace the file: the kind stays, the name and pages follow the new file.
    await chooseFile(page, () => rowAction(page, 'Lease, Lease 2023.pdf', 'Replace the file'), {
      name: 'Lease signed.pdf',
      mimeType: 'application/pdf',
      buffer: textPdf(['RESIDENTIAL LEASE signed']),
    });
    const replacedRow = documents.getByRole('row').filter({ hasText: 'Lease signed.pdf' });
    await replacedRow.getByRole('cell', { name: '1 page' }).waitFor();
    await documents.getByText('Lease 2023.pdf').waitFor({ state: 'detached' });
    expect(await documentsOf(token, caseId)).toEqual([
      expect.objectContaining({ kind: 'lease', name: 'Lease signed.pdf', pages: 1 }),
    ]);

    // A text file renamed .pdf is refused with the server's own words, and nothing is stored.
    await documents.getByRole('combobox', { name: 'Document to upload' }).click();
    await page.getByRole('option', { name: 'Notice to quit', exact: true }).click();
    await chooseFile(page, () => documents.getByRole('button', { name: 'Upload a document' }).click(), {
      name: 'notice.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('Notice to quit: pay the rent or leave.\n'),
    });
    await documents
      .getByRole('alert')
      .filter({ hasText: `notice.pdf was not saved. ${DOCUMENT_MESSAGES.notSupported}` })
      .waitFor();
    expect((await documentsOf(token, caseId)).map((d) => d.name)).toEqual(['Lease signed.pdf']);
    await expectNoSeriousA11yViolations(page, 'case view documents with a refused upload');
    await shot(page, 'documents-case-view-desk');

    // A larger photograph on a slow connection: the upload shows how far it is, then the document is listed.
    const ledger = await sharp({
      create: {
        width: 1100,
        height: 1100,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .png()
      .toBuffer();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: ledger.length / 4,
    });
    await documents.getByRole('combobox', { name: 'Document to upload' }).click();
    await page.getByRole('option', { name: 'Rent ledger', exact: true }).click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    // The button is reached with the keyboard (Tab order, name); Chromium opens the chooser from a click here: from
    // Enter it opened it only now and then under a loaded CI machine (a click is the same handler).
    const uploadButton = documents.getByRole('button', { name: 'Upload a document' });
    await uploadButton.focus();
    await page.waitForFunction((el) => el === document.activeElement, await uploadButton.elementHandle());
    await chooseFile(page, () => uploadButton.click(), {
      name: 'ledger.png',
      mimeType: 'image/png',
      buffer: ledger,
    });
    await documents.getByRole('progressbar', { name: 'Uploading Rent ledger' }).waitFor();
    await documents.getByText(/^Uploading ledger\.png: \d+%$/).waitFor();
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await documents.getByRole('row').filter({ hasText: 'ledger.png' }).getByRole('cell', { name: '1 page' }).waitFor();
    await documents.getByRole('progressbar').waitFor({ state: 'detached' });

    // At a phone's width the list becomes cards and nothing runs past the screen.
    await fitsPhone(page, 'case view documents');
    await shot(page, 'documents-case-view-390');

    // Delete, after a confirmation that can be cancelled; keyboard only.
    await page.getByRole('button', { name: 'Actions for Lease, Lease signed.pdf' }).focus();
    await page.keyboard.press('Enter');
    await opened(page.getByRole('menu'));
    await page.getByRole('menuitem', { name: 'Delete' }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Delete document' });
    await opened(confirm);
    await confirm.getByText('Lease “Lease signed.pdf” will be deleted').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await documents.getByText('Lease signed.pdf').waitFor({ state: 'detached' });
    expect((await documentsOf(token, caseId)).map((d) => d.name)).toEqual(['ledger.png']);

    // The properties page at a phone's width keeps its cards, the statement under the registration date.
    await page.goto('/properties');
    await page.getByText('registration-photo.jpg', { exact: false }).waitFor();
    expect(await overflowing(page)).toEqual([]);
    await expectNoSeriousA11yViolations(page, 'properties at 390 px');
    await shot(page, 'documents-properties-390');
    await context.close();
  }, 180_000);
});

/** Every download a button sets off, until the page says how many files it saved. */
async function downloadsOf(page: Page, button: Locator, done: Locator): Promise<Download[]> {
  const files: Download[] = [];
  const collect = (d: Download) => files.push(d);
  page.on('download', collect);
  await button.click();
  await done.waitFor({ timeout: 120_000 });
  page.off('download', collect);
  return files;
}

describe('filing electronically', () => {
  it('chooses electronic filing and downloads each paper and the lease as their own PDFs, named for the court’s upload, with a checklist', async () => {
    const { token, caseId } = await signedCase('efile', (owner, id) =>
      uploadByApi(owner, `caseId=${id}&kind=lease`, textPdf(['RESIDENTIAL LEASE 48 Elmora Avenue']), 'lease scan.pdf'),
    );
    const { context, page } = await openPage(browser);
    await storeToken(context, token);
    await page.goto(`/verified-complaint/${caseId}/filing`);
    await page.getByRole('heading', { level: 1, name: 'Filing' }).waitFor();

    const method = page.getByRole('region', { name: 'How you will file' });
    await method.getByRole('radio', { name: 'Electronically' }).check();
    await method.getByText(/JEDS \(the Judiciary Electronic Document Submission/).waitFor();
    await expect
      .poll(
        async () => (await apiCall<{ filingPlan: string | null }>(token, 'GET', `/api/cases/${caseId}`)).filingPlan,
        { timeout: 15_000 },
      )
      .toBe('E-FILE');

    const files = await downloadsOf(
      page,
      method.getByRole('button', { name: 'Download each paper as its own PDF' }),
      method.getByText(/^Upload checklist/),
    );
    const names = files.map((f) => f.suggestedFilename());
    // The papers to file, then the attached lease; the cover letter and the instructions are not filed.
    expect(names).toEqual([
      'Verified Complaint.pdf',
      'Tenant Summons.pdf',
      'Landlord Case Information Statement.pdf',
      'Certification of Lease and Registration Statement.pdf',
      'Lease.pdf',
    ]);
    for (const name of names) {
      expect(name.length).toBeLessThanOrEqual(EFILE_NAME_MAX);
      expect(name).toMatch(/^[A-Za-z0-9 -]+\.pdf$/);
    }
    // Each file is a PDF that opens and holds its paper's text.
    const texts: string[] = [];
    for (const file of files) {
      const bytes = new Uint8Array(await readFile(await file.path()));
      expect(isPdf(bytes), file.suggestedFilename()).toBe(true);
      texts.push((await pdfText(bytes)).replace(/\s+/g, ' '));
    }
    expect(texts[0]).toContain('VERIFIED COMPLAINT');
    expect(texts[1]).toMatch(/SUMMONS/i);
    expect(texts[3]).toMatch(/CERTIFICATION OF LEASE AND REGISTRATION STATEMENT/i);
    expect(texts[4]).toContain('RESIDENTIAL LEASE 48 Elmora Avenue');

    // The checklist: one box per file saved, ticked as each is added to the submission.
    const checklist = method.getByRole('group', { name: /^Upload checklist/ });
    for (const name of names) await checklist.getByRole('checkbox', { name }).check();
    await method.getByText('Every file is in the submission. Send it, and keep the confirmation.').waitFor();
    await expectNoSeriousA11yViolations(page, 'filing electronically');
    await shot(page, 'documents-filing-efile-desk');
    await fitsPhone(page, 'filing electronically');
    await shot(page, 'documents-filing-efile-390');

    // By mail, the short instructions follow the choice.
    await method.getByRole('radio', { name: 'By mail' }).check();
    // A mailed check holds the exact amount: the court officer's mileage is asked of the office first.
    await method.getByText(/^Call the Special Civil Part office below for the court officer's mileage first/).waitFor();
    expect(await method.getByRole('button', { name: 'Download each paper as its own PDF' }).count()).toBe(0);

    // The case view offers the same: the package in one PDF ends with the attached lease.
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`/case-view/${caseId}/overview`);
    const pack = (
      await pdfText(
        await download(
          page,
          page.getByRole('region', { name: 'Pleadings' }).getByRole('button', { name: 'Filing package (one PDF)' }),
        ),
      )
    ).replace(/\s+/g, ' ');
    expect(pack).toContain('VERIFIED COMPLAINT');
    expect(pack.indexOf('RESIDENTIAL LEASE 48 Elmora Avenue')).toBeGreaterThan(pack.indexOf('VERIFIED COMPLAINT'));

    // For a case already filed, the certification alone, followed by the lease it certifies.
    const certification = (
      await pdfText(
        await download(
          page,
          page
            .getByRole('region', { name: 'Pleadings' })
            .getByRole('button', { name: 'Certification alone, with lease and registration' }),
        ),
      )
    ).replace(/\s+/g, ' ');
    expect(certification).toContain('CERTIFICATION OF LEASE AND');
    expect(certification).not.toContain('VERIFIED COMPLAINT');
    expect(certification.indexOf('RESIDENTIAL LEASE 48 Elmora Avenue')).toBeGreaterThan(
      certification.indexOf('CERTIFICATION OF LEASE AND'),
    );
    await context.close();
  }, 240_000);
});
