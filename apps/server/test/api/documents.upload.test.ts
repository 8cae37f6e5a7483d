import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { eq } from 'drizzle-orm';
import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseDocument } from '@rentfile/contract';
import { DOCUMENT_MESSAGES } from '@rentfile/domain';
import { documents } from '../../src/db/schema.ts';
import { startTestServer, type Caller, type TestServer } from './support/server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t?.close());

function form(data: Buffer | string, fileName: string, type: string): FormData {
  const body = new FormData();
  body.append('file', new Blob([typeof data === 'string' ? data : new Uint8Array(data)], { type }), fileName);
  return body;
}

function upload(
  c: Caller,
  query: string,
  data: Buffer | string,
  fileName: string,
  type = 'application/pdf',
): Promise<Response> {
  return c.raw(`/api/documents?${query}`, { method: 'POST', body: form(data, fileName, type) });
}

async function errorOf(res: Response): Promise<string> {
  return ((await res.json()) as { error: string }).error;
}

async function leasePdf(pages = 2, script?: 'open-action' | 'page-action' | 'names'): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++)
    doc.addPage([612, 792]).drawText(`RESIDENTIAL LEASE page ${i}`, { x: 72, y: 700, size: 14, font });
  const js = doc.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert("hi")') });
  if (script === 'open-action') doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(js));
  if (script === 'page-action')
    doc.getPage(0).node.set(PDFName.of('AA'), doc.context.obj({ O: doc.context.register(js) }));
  if (script === 'names')
    doc.catalog.set(
      PDFName.of('Names'),
      doc.context.obj({ JavaScript: doc.context.obj({ Names: [PDFString.of('a'), doc.context.register(js)] }) }),
    );
  // Object streams compress the objects, so a script hides from a plain byte search: the check must parse.
  return Buffer.from(await doc.save({ useObjectStreams: true }));
}

async function newCase(c: Caller): Promise<number> {
  return (await c.post<{ id: number }>('/api/cases', { caseInfo: {} })).body.id;
}

async function clientRows(c: Caller) {
  const clientId = (await c.get<{ id: number }>('/api/client')).body.id;
  return t.server.deps.db.select({ id: documents.id }).from(documents).where(eq(documents.clientId, clientId));
}

describe('uploading a document', () => {
  it('stores a PDF lease on a case, lists it, serves it back byte for byte, replaces and deletes it', async () => {
    const a = await t.as('auth0|upload-lease');
    const caseId = await newCase(a);
    const lease = await leasePdf(3);
    const res = await upload(a, `caseId=${caseId}&kind=lease`, lease, 'Lease 2026.pdf', 'application/octet-stream');
    expect(res.status).toBe(200);
    const stored = (await res.json()) as CaseDocument;
    expect(stored).toMatchObject({
      name: 'Lease 2026.pdf',
      kind: 'lease',
      contentType: 'application/pdf',
      size: lease.length,
      pages: 3,
    });
    expect(stored.uploadedAt).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect((await a.get<CaseDocument[]>(`/api/uploads/${caseId}?name=lease`)).body).toEqual([stored]);
    const file = await a.raw(stored.url, {});
    expect(Buffer.from(await file.arrayBuffer()).equals(lease)).toBe(true);

    const photo = await sharp({ create: { width: 1200, height: 1600, channels: 3, background: '#f4f1e8' } })
      .jpeg()
      .toBuffer();
    const replaced = await a.raw(`/api/documents/${stored.id}`, {
      method: 'PUT',
      body: form(photo, 'lease-photo.jpg', 'image/jpeg'),
    });
    expect(replaced.status).toBe(200);
    expect(await replaced.json()).toMatchObject({
      id: stored.id,
      kind: 'lease',
      name: 'lease-photo.jpg',
      contentType: 'image/jpeg',
      size: photo.length,
      pages: 1,
    });
    expect((await a.get<CaseDocument[]>(`/api/uploads/${caseId}`)).body).toEqual([
      expect.objectContaining({ id: stored.id, name: 'lease-photo.jpg', pages: 1 }),
    ]);

    expect((await a.delete(`/api/documents/${stored.id}`)).status).toBe(200);
    expect((await a.get<CaseDocument[]>(`/api/uploads/${caseId}`)).body).toEqual([]);
    expect((await a.raw(stored.url, {})).status).toBe(404);
  });

  it('takes PNG and HEIC photographs by their content, and a registration statement on a property for its cases', async () => {
    const a = await t.as('auth0|upload-photos');
    const propertyId = (
      await a.post<{ id: number }>('/api/properties/save', {
        property: { propertyType: 'Residential', status: 'type' },
      })
    ).body.id;
    const png = await sharp({ create: { width: 800, height: 1000, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const res = await upload(a, `propertyId=${propertyId}&kind=registration`, png, 'registration.heic', 'image/heic');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ kind: 'registration', contentType: 'image/png' });
    const files = (await a.get<Array<{ name: string; uploadedAt: string }>>(`/api/registration/${propertyId}`)).body;
    expect(files).toEqual([expect.objectContaining({ name: 'registration.png', contentType: 'image/png', pages: 1 })]);
    expect(files[0]!.uploadedAt).toMatch(/^\d{4}-\d{2}-\d{2}/);

    // A real phone HEIC (the fixture); the same file declaring 20,000 × 20,000 pixels is refused before decoding.
    const heic = readFileSync(new URL('../fixtures/registration.heic', import.meta.url));
    const huge = Buffer.from(heic);
    const ispe = huge.indexOf('ispe', 0, 'latin1');
    huge.writeUInt32BE(20_000, ispe + 8);
    huge.writeUInt32BE(20_000, ispe + 12);
    const caseId = await newCase(a);
    const heicRes = await upload(
      a,
      `caseId=${caseId}&kind=registration`,
      heic,
      'IMG_0042.HEIC',
      'application/octet-stream',
    );
    expect(heicRes.status).toBe(200);
    expect(await heicRes.json()).toMatchObject({ contentType: 'image/heic' });
    const hugeRes = await upload(a, `caseId=${caseId}&kind=lease`, huge, 'IMG_0043.HEIC', 'image/heic');
    expect(hugeRes.status).toBe(422);
    expect(await errorOf(hugeRes)).toBe(DOCUMENT_MESSAGES.imageTooLarge);

    const notRegistration = await upload(a, `propertyId=${propertyId}&kind=lease`, png, 'lease.png', 'image/png');
    expect(notRegistration.status).toBe(400);
    expect(await errorOf(notRegistration)).toBe(DOCUMENT_MESSAGES.propertyKind);
  });

  it('refuses a text file renamed .pdf with a clear message and stores nothing', async () => {
    const a = await t.as('auth0|upload-text');
    const caseId = await newCase(a);
    const res = await upload(a, `caseId=${caseId}&kind=lease`, 'This lease is a text file.\n'.repeat(40), 'lease.pdf');
    expect(res.status).toBe(415);
    expect(await errorOf(res)).toBe(DOCUMENT_MESSAGES.notSupported);
    expect(await clientRows(a)).toEqual([]);
  });

  it('refuses an oversize file with 413 and stores nothing', async () => {
    const a = await t.as('auth0|upload-big');
    const caseId = await newCase(a);
    const big = Buffer.concat([await leasePdf(1), Buffer.alloc(10 * 1024 * 1024 + 1, 0x20)]);
    const res = await upload(a, `caseId=${caseId}&kind=lease`, big, 'lease.pdf');
    expect(res.status).toBe(413);
    expect(await errorOf(res)).toBe(DOCUMENT_MESSAGES.tooLarge);
    expect(await clientRows(a)).toEqual([]);
  });

  it('refuses a corrupt PDF and a picture that does not decode', async () => {
    const a = await t.as('auth0|upload-corrupt');
    const caseId = await newCase(a);
    const lease = await leasePdf(2);
    const cut = await upload(
      a,
      `caseId=${caseId}&kind=lease`,
      lease.subarray(0, Math.floor(lease.length / 2)),
      'lease.pdf',
    );
    expect(cut.status).toBe(422);
    expect(await errorOf(cut)).toBe(DOCUMENT_MESSAGES.corruptPdf);
    const fakeJpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(400, 9)]);
    const jpeg = await upload(a, `caseId=${caseId}&kind=rent-ledger`, fakeJpeg, 'ledger.jpg', 'image/jpeg');
    expect(jpeg.status).toBe(415);
    expect(await errorOf(jpeg)).toBe(DOCUMENT_MESSAGES.unreadableImage);
    expect(await clientRows(a)).toEqual([]);
  });

  it.each(['open-action', 'page-action', 'names'] as const)('refuses a PDF with a script (%s)', async (where) => {
    const a = await t.as(`auth0|upload-script-${where}`);
    const caseId = await newCase(a);
    const res = await upload(a, `caseId=${caseId}&kind=notice-to-quit`, await leasePdf(1, where), 'notice.pdf');
    expect(res.status).toBe(422);
    expect(await errorOf(res)).toBe(DOCUMENT_MESSAGES.activePdf);
    expect(await clientRows(a)).toEqual([]);
  });

  it('refuses an unknown kind and a request naming neither or both of case and property', async () => {
    const a = await t.as('auth0|upload-query');
    const caseId = await newCase(a);
    const lease = await leasePdf(1);
    expect((await upload(a, `caseId=${caseId}&kind=selfie`, lease, 'x.pdf')).status).toBe(400);
    expect((await upload(a, 'kind=lease', lease, 'x.pdf')).status).toBe(400);
    expect((await upload(a, `caseId=${caseId}&propertyId=1&kind=registration`, lease, 'x.pdf')).status).toBe(400);
    expect(await clientRows(a)).toEqual([]);
  });

  it('never attaches to, lists, serves, replaces or deletes another client’s case or document', async () => {
    const owner = await t.as('auth0|upload-owner');
    const intruder = await t.as('auth0|upload-intruder');
    const caseId = await newCase(owner);
    const lease = await leasePdf(1);
    const doc = (await (await upload(owner, `caseId=${caseId}&kind=lease`, lease, 'lease.pdf')).json()) as CaseDocument;

    const attach = await upload(intruder, `caseId=${caseId}&kind=lease`, lease, 'mine.pdf');
    expect(attach.status).toBe(404);
    expect((await intruder.get(`/api/uploads/${caseId}`)).status).toBe(404);
    expect((await intruder.raw(doc.url, {})).status).toBe(404);
    expect(
      (
        await intruder.raw(`/api/documents/${doc.id}`, {
          method: 'PUT',
          body: form(lease, 'swap.pdf', 'application/pdf'),
        })
      ).status,
    ).toBe(404);
    expect((await intruder.delete(`/api/documents/${doc.id}`)).status).toBe(404);
    expect(
      (
        await t.anonymous.raw(`/api/documents?caseId=${caseId}&kind=lease`, {
          method: 'POST',
          body: form(lease, 'x.pdf', 'application/pdf'),
        })
      ).status,
    ).toBe(401);

    expect((await owner.get<CaseDocument[]>(`/api/uploads/${caseId}`)).body).toEqual([doc]);
    expect(await clientRows(intruder)).toEqual([]);
  });

  it('leaves nothing behind when the upload is cut off halfway', async () => {
    const a = await t.as('auth0|upload-cut');
    const caseId = await newCase(a);
    const lease = await leasePdf(40);
    const boundary = '----rentfile-cut';
    const head = Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="lease.pdf"\r\ncontent-type: application/pdf\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const url = new URL(`${t.baseUrl}/api/documents?caseId=${caseId}&kind=lease`);
    await new Promise<void>((resolve) => {
      const req = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname + url.search,
          method: 'POST',
          headers: {
            authorization: `Bearer ${a.token}`,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': String(head.length + lease.length + tail.length),
          },
        },
        (res) => {
          res.resume();
          res.on('end', resolve);
        },
      );
      req.on('error', () => resolve());
      req.on('close', () => resolve());
      req.write(head);
      req.write(lease.subarray(0, Math.floor(lease.length / 2)), () => setTimeout(() => req.destroy(), 100));
    });
    // The server may still be reading when the socket closes: wait until it has let go of the request.
    await new Promise((r) => setTimeout(r, 300));
    expect(await clientRows(a)).toEqual([]);
    // The server still answers the same client normally afterwards.
    expect((await upload(a, `caseId=${caseId}&kind=lease`, lease, 'lease.pdf')).status).toBe(200);
  });
});
