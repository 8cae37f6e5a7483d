/**
 * Issue 17, the complete package: the one-file package ends with the landlord's documents (a photograph as a
 * Letter page), the certification ticks the boxes its answers and documents make true and agrees with the
 * complaint, the one-PDF-per-paper set holds each document as its own PDF, and the filing instructions never name
 * a paper the package does not hold.
 */
import { readFileSync } from 'node:fs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { efileName, pleadings } from '@rentfile/domain';
import { startTestServer, type Caller, type TestServer } from './support/server.ts';
import { answeredPdf, pdfText } from './support/pdfText.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t?.close());

interface PdfAnswer {
  fileData: string | null;
  fileUrl: string | null;
  fileUrls: Array<{ name: string; url: string }>;
  error?: string;
}

/** A photographed registration statement (HEIC, made once with libheif's heif-enc from a drawn page). */
const heicPhoto = readFileSync(new URL('../fixtures/registration.heic', import.meta.url));

async function leasePdf(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++)
    doc.addPage([612, 792]).drawText(`RESIDENTIAL LEASE page ${i}`, { x: 72, y: 700, size: 14, font });
  return Buffer.from(await doc.save());
}

async function createCase(
  c: Caller,
  caseOverrides: Record<string, unknown> = {},
): Promise<{ caseId: number; propertyId: number }> {
  const contactId = (
    await c.post<{ id: number }>('/api/contactInfo', { contactInfo: pleadings.SAMPLE_CONTACT, saveAsDefault: true })
  ).body.id;
  const propertyId = (
    await c.post<{ id: number }>('/api/properties/save', {
      property: { ...pleadings.SAMPLE_PROPERTY, contactInfoId: contactId },
    })
  ).body.id;
  const { id: _id, ...caseInfo } = pleadings.SAMPLE_CASE;
  const created = await c.post<{ id: number }>('/api/cases', {
    caseInfo: { ...caseInfo, propertyId, ...caseOverrides },
    status: 'vc-sign',
  });
  expect(created.status, created.text).toBe(200);
  return { caseId: created.body.id, propertyId };
}

async function upload(c: Caller, query: string, data: Buffer, name: string): Promise<void> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)]), name);
  const res = await c.raw(`/api/documents?${query}`, { method: 'POST', body: form });
  expect(res.status, await res.clone().text()).toBe(200);
}

async function make(
  c: Caller,
  caseId: number,
  templateName: string,
): Promise<{ status: number; body: PdfAnswer; pdf: Buffer }> {
  const res = await c.post<PdfAnswer>('/api/create-case-pleading-pdf', { caseId, templateName });
  return {
    status: res.status,
    body: res.body,
    pdf: res.status === 200 ? await answeredPdf(c, res.body) : Buffer.alloc(0),
  };
}

const pagesOf = async (pdf: Buffer) => (await PDFDocument.load(pdf)).getPageCount();

describe('the complete package', () => {
  it('attaches a PDF lease and a photographed registration statement after the papers, and the certification says so', async () => {
    const a = await t.as('auth0|package-full');
    const { caseId, propertyId } = await createCase(a, { leaseCopySubmission: 'complete' });
    const papersOnly = await make(a, caseId, 'print_all');
    expect(papersOnly.status).toBe(200);
    const before = await pdfText(papersOnly.pdf);
    expect(before).toContain('[ ] A complete copy of the lease is attached.');
    expect(before).toContain('[ ] There is no written lease.');

    await upload(a, `caseId=${caseId}&kind=lease`, await leasePdf(3), 'Lease.pdf');
    await upload(a, `propertyId=${propertyId}&kind=registration`, heicPhoto, 'IMG_2041.HEIC');
    const full = await make(a, caseId, 'print_all');
    expect(full.status).toBe(200);
    expect(await pagesOf(full.pdf)).toBe((await pagesOf(papersOnly.pdf)) + 3 + 1);
    const text = await pdfText(full.pdf);
    expect(text).toContain('CERTIFICATION OF LEASE AND');
    expect(text).toContain('[x] A complete copy of the lease is attached.');
    expect(text).toContain('[ ] The relevant portions of the lease are attached');
    expect(text).toContain(
      '[x] I have attached a copy of any registration statement for the residential rental property required by the Landlord Registration Act',
    );
    expect(text).toContain('[ ] The property is exempt from registration');
    expect(text.indexOf('RESIDENTIAL LEASE page 1')).toBeGreaterThan(text.indexOf('CERTIFICATION OF LEASE AND'));
    expect(text).toContain('RESIDENTIAL LEASE page 3');
    // The photograph is the last page, a Letter page.
    const doc = await PDFDocument.load(full.pdf);
    expect(doc.getPage(doc.getPageCount() - 1).getSize()).toEqual({ width: 612, height: 792 });
  });

  it('makes the stand-alone certification of a filed case with the lease and the statement, kept apart from the package', async () => {
    const a = await t.as('auth0|package-standalone');
    const { caseId, propertyId } = await createCase(a, { leaseCopySubmission: 'complete' });
    await upload(a, `caseId=${caseId}&kind=lease`, await leasePdf(2), 'Lease.pdf');
    await upload(a, `caseId=${caseId}&kind=notice-to-quit`, await leasePdf(1), 'Notice to quit.pdf');
    await upload(a, `propertyId=${propertyId}&kind=registration`, heicPhoto, 'IMG_2041.HEIC');
    const full = await make(a, caseId, 'print_all');
    const certificationPages = await pagesOf((await make(a, caseId, 'clrs_form')).pdf);

    const res = await a.post<PdfAnswer>('/api/create-case-pleading-pdf', {
      caseId,
      templateName: 'print_all',
      isCLRSOnly: true,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.fileUrl).toBe(`/api/pleadings/${caseId}/clrs_form/file`);
    const alone = await answeredPdf(a, res.body);
    // The certification, the lease's two pages and the photographed statement; no notice, no other paper.
    expect(await pagesOf(alone)).toBe(certificationPages + 2 + 1);
    const text = await pdfText(alone);
    expect(text).toContain('CERTIFICATION OF LEASE AND');
    expect(text).toContain('[x] A complete copy of the lease is attached.');
    expect(text).toContain('RESIDENTIAL LEASE page 2');
    // The package made before is still the one stored under its own name.
    expect(await pagesOf(await answeredPdf(a, full.body))).toBe(await pagesOf(full.pdf));
  });

  it('ticks the relevant-portions box when the landlord says only the relevant parts are attached', async () => {
    const a = await t.as('auth0|package-portions');
    const { caseId } = await createCase(a, { leaseCopySubmission: 'relevant-portions' });
    await upload(a, `caseId=${caseId}&kind=lease`, await leasePdf(2), 'Lease pages 1, 7-8.pdf');
    const text = await pdfText((await make(a, caseId, 'clrs_form')).pdf);
    expect(text).toContain('[ ] A complete copy of the lease is attached.');
    expect(text).toContain('[x] The relevant portions of the lease are attached');
  });

  it('states the owner-occupied exemption only when the complaint says owner-occupied too', async () => {
    const a = await t.as('auth0|package-exempt');
    const exempt = {
      clrsSubmission: false,
      clrsExemption: true,
      statements: { ...pleadings.SAMPLE_CASE.statements, landlordRegistered: false, ownerOccupied: true },
    };
    const { caseId } = await createCase(a, exempt);
    const text = await pdfText((await make(a, caseId, 'clrs_form')).pdf);
    expect(text).toContain('[x] The property is exempt from registration');
    expect(text).toContain('[ ] I have attached a copy of any registration statement');

    // A complaint that denies it is refused on save already (rules.md#registration-agrees), so no package can claim it.
    const denied = await a.post<{ error: string }>('/api/cases', {
      caseInfo: { ...exempt, statements: { ...exempt.statements, ownerOccupied: false } },
    });
    expect(denied.status).toBe(400);
    expect(denied.body.error).toBe(pleadings.CLRS_MESSAGES.exemptionDisagrees);
  });

  it('gives each paper and each document as its own PDF, and the e-file instructions list exactly those files', async () => {
    const a = await t.as('auth0|package-efile');
    const { caseId } = await createCase(a, { filingPlan: 'E-FILE', leaseCopySubmission: 'complete' });
    await upload(a, `caseId=${caseId}&kind=lease`, await leasePdf(2), 'Lease.pdf');
    await upload(a, `caseId=${caseId}&kind=registration`, heicPhoto, 'registration.heic');
    const set = await make(a, caseId, 'print_all_individual');
    expect(set.status).toBe(200);
    const names = set.body.fileUrls.map((f) => f.name);
    expect(names.slice(-2)).toEqual(['Lease', 'Landlord registration statement']);
    for (const file of set.body.fileUrls.slice(-2)) {
      const res = await a.raw(file.url, {});
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(await pagesOf(Buffer.from(await res.arrayBuffer()))).toBeGreaterThan(0);
    }
    const instructions = await pdfText(set.pdf);
    expect(instructions).toContain('How to file: electronically');
    expect(instructions).toContain('JEDS');
    const notFiled: string[] = [pleadings.PLEADING_TITLES.instructions, pleadings.PLEADING_TITLES.delinquent_letter];
    const filed = names.filter((n) => !notFiled.includes(n));
    expect(filed).toContain(pleadings.PLEADING_TITLES.clrs_form);
    for (const title of filed) expect(instructions).toContain(efileName(title));
  });

  it('never names in the instructions a paper the package does not hold', async () => {
    const a = await t.as('auth0|package-names');
    // Registered, but no certification in the package and nothing attached.
    const { caseId } = await createCase(a, { clrsSubmission: false, clrsExemption: false, filingPlan: 'MAIL' });
    const set = await make(a, caseId, 'print_all_individual');
    expect(set.status).toBe(200);
    const held = set.body.fileUrls.map((f) => f.name);
    expect(held).not.toContain(pleadings.PLEADING_TITLES.clrs_form);
    const instructions = await pdfText(set.pdf);
    expect(instructions).not.toContain('Certification of Lease and Registration Statement, signed');
    expect(instructions).not.toContain('and the Certification of Lease and Registration Statement.');
    expect(instructions).not.toContain('attached in this package');
    expect(instructions).toContain('Not in this package. No copy of the lease is attached.');
    expect(instructions).toContain('How to file: by mail');
    expect(instructions).toContain('Fees payable to the court');
  });
});
