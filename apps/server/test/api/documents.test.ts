import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../src/db/schema.ts';
import { startTestServer, type Caller, type TestServer } from './support/server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t?.close());

interface CaseDocument {
  id: number;
  name: string;
  kind: string;
  contentType: string;
  size: number;
  pages: number | null;
  uploadedAt: string;
  url: string;
}

/** Stores a document as an upload would (uploading is another call's work). */
async function storeDocument(
  c: Caller,
  doc: { caseId?: number; propertyId?: number; kind: string; name: string; contentType: string; data: Buffer },
) {
  const clientId = (await c.get<{ id: number }>('/api/client')).body.id;
  const rows = await t.server.deps.db
    .insert(documents)
    .values({
      clientId,
      caseId: doc.caseId ?? null,
      propertyId: doc.propertyId ?? null,
      kind: doc.kind,
      name: doc.name,
      contentType: doc.contentType,
      size: doc.data.length,
      data: doc.data,
    })
    .returning({ id: documents.id });
  return rows[0]!.id;
}

const pdf = Buffer.from('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj<<>>endobj\n%%EOF\n', 'latin1');

describe('a case’s documents', () => {
  it('lists them with a download URL, filters by kind, and downloads the file as an attachment', async () => {
    const a = await t.as('auth0|docs-a');
    const caseId = (await a.post<{ id: number }>('/api/cases', { caseInfo: {} })).body.id;
    const leaseId = await storeDocument(a, {
      caseId,
      kind: 'lease',
      name: 'Lease 2025.pdf',
      contentType: 'application/pdf',
      data: pdf,
    });
    const otherId = await storeDocument(a, {
      caseId,
      kind: 'notice',
      name: '../../etc/"notice".txt',
      contentType: 'text/plain',
      data: Buffer.from('Pay rent'),
    });

    const all = await a.get<CaseDocument[]>(`/api/uploads/${caseId}`);
    // A file the PDF reader cannot count (this one has no page) and one that is no PDF list no pages, not an error.
    const uploadedAt = expect.stringMatching(/^\d{4}-\d{2}-\d{2}/);
    expect(all.body).toEqual([
      {
        id: leaseId,
        name: 'Lease 2025.pdf',
        kind: 'lease',
        contentType: 'application/pdf',
        size: pdf.length,
        pages: null,
        uploadedAt,
        url: `/api/documents/${leaseId}`,
      },
      {
        id: otherId,
        name: '../../etc/"notice".txt',
        kind: 'notice',
        contentType: 'text/plain',
        size: 8,
        pages: null,
        uploadedAt,
        url: `/api/documents/${otherId}`,
      },
    ]);
    expect((await a.get<CaseDocument[]>(`/api/uploads/${caseId}?name=Lease`)).body.map((d) => d.id)).toEqual([leaseId]);

    const file = await a.raw(all.body[0]!.url, {});
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="Lease 2025.pdf"; filename*=UTF-8''Lease%202025.pdf`,
    );
    expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);

    const unsafe = await a.raw(`/api/documents/${otherId}`, {});
    expect(unsafe.headers.get('content-disposition')).toBe(
      `attachment; filename="notice.txt"; filename*=UTF-8''notice.txt`,
    );
    expect(unsafe.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await unsafe.text()).toBe('Pay rent');
  });

  it('lists a property’s registration files', async () => {
    const a = await t.as('auth0|docs-registration');
    const propertyId = (
      await a.post<{ id: number }>('/api/properties/save', {
        property: { propertyType: 'Residential', status: 'type' },
      })
    ).body.id;
    const regId = await storeDocument(a, {
      propertyId,
      kind: 'registration',
      name: 'Registration.pdf',
      contentType: 'application/pdf',
      data: pdf,
    });
    await storeDocument(a, {
      propertyId,
      kind: 'photo',
      name: 'front.jpg',
      contentType: 'image/jpeg',
      data: Buffer.from([0xff, 0xd8]),
    });
    const files = await a.get<Array<{ id: number; name: string; size: number }>>(`/api/registration/${propertyId}`);
    expect(files.body).toEqual([
      expect.objectContaining({
        id: regId,
        name: 'Registration.pdf',
        contentType: 'application/pdf',
        size: pdf.length,
        pages: null,
      }),
    ]);
    const property = await a.get<{ registrationFiles: Array<{ id: number }> }>(`/api/property/${propertyId}`);
    expect(property.body.registrationFiles.map((f) => f.id)).toEqual([regId]);
  });

  it('answers 404 to another client for the list and every document', async () => {
    const a = await t.as('auth0|docs-owner');
    const b = await t.as('auth0|docs-intruder');
    const caseId = (await a.post<{ id: number }>('/api/cases', { caseInfo: {} })).body.id;
    const docId = await storeDocument(a, {
      caseId,
      kind: 'lease',
      name: 'Lease.pdf',
      contentType: 'application/pdf',
      data: pdf,
    });
    expect((await b.get(`/api/uploads/${caseId}`)).status).toBe(404);
    const stolen = await b.raw(`/api/documents/${docId}`, {});
    expect(stolen.status).toBe(404);
    expect(await stolen.text()).not.toContain('%PDF');
    expect((await t.anonymous.raw(`/api/documents/${docId}`, {})).status).toBe(401);
    expect((await a.get<CaseDocument[]>(`/api/uploads/${caseId}`)).body.map((d) => d.id)).toEqual([docId]);
  });
});
