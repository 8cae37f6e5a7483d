/**
 * The same upload, replace, delete, serve and scoping assertions against the places a document's bytes can be
 * kept (docs/decisions/0022-document-object-store.md, 0011): by default its database row on PostgreSQL or files in
 * DATA_DIR on the embedded database (keyed as objects are), and an S3-compatible object store, here s3rver started
 * by the test on 127.0.0.1.
 */
import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseDocument } from '@rentfile/contract';
import { documents } from '../../src/db/schema.ts';
import { attachmentContents, sweepOrphanDocuments } from '../../src/services/documents.ts';
import { DocumentFiles } from '../../src/storage/documentFiles.ts';
import { ObjectStore } from '../../src/storage/objectStore.ts';
import { startS3, type TestS3 } from './support/s3.ts';
import { freePort, startTestServer, type Caller, type TestServer } from './support/server.ts';

async function pdf(text: string, pages = 1): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++)
    doc.addPage([612, 792]).drawText(`${text} page ${i}`, { x: 72, y: 700, size: 14, font });
  return Buffer.from(await doc.save());
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

function form(data: Buffer, fileName: string): FormData {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(data)], { type: 'application/pdf' }), fileName);
  return body;
}

describe.each(['database', 'object store'] as const)('documents kept in the %s', (where) => {
  let t: TestServer;
  let s3: TestS3 | null = null;
  beforeAll(async () => {
    if (where === 'object store') s3 = await startS3();
    t = await startTestServer(s3?.env ?? {});
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  const newCase = async (c: Caller) => (await c.post<{ id: number }>('/api/cases', { caseInfo: {} })).body.id;
  const clientIdOf = async (c: Caller) => (await c.get<{ id: number }>('/api/client')).body.id;
  const rowsOf = (clientId: number) =>
    t.server.deps.db.select().from(documents).where(eq(documents.clientId, clientId));
  const upload = async (c: Caller, caseId: number, data: Buffer, name = 'lease.pdf') => {
    const res = await c.raw(`/api/documents?caseId=${caseId}&kind=lease`, { method: 'POST', body: form(data, name) });
    expect(res.status).toBe(200);
    return (await res.json()) as CaseDocument;
  };
  const served = async (c: Caller, url: string) => Buffer.from(await (await c.raw(url, {})).arrayBuffer());
  /** Where objects go: the bucket, the embedded database's folder, or none (PostgreSQL's rows). */
  const objects = () => t.server.deps.documentFiles.objects;
  /** The client's objects (none when the bytes are in their rows). */
  const objectsOf = async (clientId: number) => {
    if (s3) return (await s3.keys()).filter((k) => k.startsWith(`documents/${clientId}/`));
    const keys: string[] = [];
    for await (const page of objects()?.list(`documents/${clientId}/`) ?? []) keys.push(...page.map((o) => o.key));
    return keys;
  };

  it('stores, lists, serves byte for byte, replaces and deletes a document; the row keeps its bytes or its object’s key', async () => {
    const a = await t.as(`auth0|store-${where}`);
    const clientId = await clientIdOf(a);
    const caseId = await newCase(a);
    const lease = await pdf('RESIDENTIAL LEASE', 2);
    const doc = await upload(a, caseId, lease, 'Lease 2026.pdf');
    expect(doc).toMatchObject({
      name: 'Lease 2026.pdf',
      kind: 'lease',
      contentType: 'application/pdf',
      size: lease.length,
      pages: 2,
    });
    // The list counts the pages from the stored file, on either store.
    expect((await a.get<CaseDocument[]>(`/api/uploads/${caseId}?name=lease`)).body).toEqual([doc]);
    expect((await served(a, doc.url)).equals(lease)).toBe(true);
    expect((await served(a, `${doc.url}?as=pdf`)).subarray(0, 5).toString()).toBe('%PDF-');
    // What the filing package attaches comes through the same store.
    const { db, documentFiles } = t.server.deps;
    expect(await attachmentContents(db, documentFiles, clientId, [doc.id])).toEqual([lease]);

    const [row] = await rowsOf(clientId);
    expect(row).toMatchObject({ size: lease.length, sha256: sha256(lease) });
    const store = objects();
    if (store) {
      expect(row!.data).toBeNull();
      expect(row!.storageKey).toMatch(new RegExp(`^documents/${clientId}/[0-9a-f-]{36}$`));
      expect((await store.get(row!.storageKey!))?.equals(lease)).toBe(true);
    } else {
      expect(row!.storageKey).toBeNull();
      expect(row!.data?.equals(lease)).toBe(true);
    }

    const second = await pdf('LEASE, SIGNED COPY', 1);
    const replaced = await a.raw(`/api/documents/${doc.id}`, { method: 'PUT', body: form(second, 'signed.pdf') });
    expect(replaced.status).toBe(200);
    expect(await replaced.json()).toMatchObject({ id: doc.id, name: 'signed.pdf', size: second.length });
    expect((await served(a, doc.url)).equals(second)).toBe(true);
    const [after] = await rowsOf(clientId);
    expect(after!.sha256).toBe(sha256(second));
    // The new bytes went to a new object; the old one is gone.
    expect(await objectsOf(clientId)).toEqual(store ? [after!.storageKey] : []);
    if (store) expect(after!.storageKey).not.toBe(row!.storageKey);

    expect((await a.delete(`/api/documents/${doc.id}`)).status).toBe(200);
    expect((await a.get<CaseDocument[]>(`/api/uploads/${caseId}`)).body).toEqual([]);
    expect((await a.raw(doc.url, {})).status).toBe(404);
    expect(await rowsOf(clientId)).toEqual([]);
    expect(await objectsOf(clientId)).toEqual([]);
  });

  it('never lists, serves, replaces or deletes one client’s document for another', async () => {
    const owner = await t.as(`auth0|store-owner-${where}`);
    const intruder = await t.as(`auth0|store-intruder-${where}`);
    const caseId = await newCase(owner);
    const lease = await pdf('OWNER LEASE');
    const doc = await upload(owner, caseId, lease);

    expect((await intruder.get(`/api/uploads/${caseId}`)).status).toBe(404);
    expect((await intruder.get(`/api/uploads/${caseId}?name=lease`)).status).toBe(404);
    expect((await intruder.raw(doc.url, {})).status).toBe(404);
    expect((await intruder.raw(`${doc.url}?as=pdf`, {})).status).toBe(404);
    expect(
      (await intruder.raw(`/api/documents/${doc.id}`, { method: 'PUT', body: form(await pdf('SWAP'), 'swap.pdf') }))
        .status,
    ).toBe(404);
    expect((await intruder.delete(`/api/documents/${doc.id}`)).status).toBe(404);

    expect((await owner.get<CaseDocument[]>(`/api/uploads/${caseId}`)).body).toEqual([doc]);
    expect((await served(owner, doc.url)).equals(lease)).toBe(true);
    expect(await objectsOf(await clientIdOf(intruder))).toEqual([]);
  });

  it('leaves no row and no object when the upload is cut off halfway', async () => {
    const a = await t.as(`auth0|store-cut-${where}`);
    const clientId = await clientIdOf(a);
    const caseId = await newCase(a);
    const lease = await pdf('LONG LEASE', 40);
    const boundary = '----rentfile-cut';
    const head = Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="lease.pdf"\r\ncontent-type: application/pdf\r\n\r\n`,
    );
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
            'content-length': String(head.length + lease.length + 64),
          },
        },
        (res) => res.resume().on('end', resolve),
      );
      req.on('error', () => resolve());
      req.on('close', () => resolve());
      req.write(head);
      req.write(lease.subarray(0, Math.floor(lease.length / 2)), () => setTimeout(() => req.destroy(), 100));
    });
    // The server may still be reading when the socket closes: wait until it has let go of the request.
    await new Promise((r) => setTimeout(r, 300));
    expect(await rowsOf(clientId)).toEqual([]);
    expect((await a.get<CaseDocument[]>(`/api/uploads/${caseId}`)).body).toEqual([]);
    expect(await objectsOf(clientId)).toEqual([]);
  });

  it('keeps no bytes when the row that would name them cannot be written, nor a row when the bytes cannot be kept', async () => {
    const a = await t.as(`auth0|store-failed-${where}`);
    const clientId = await clientIdOf(a);
    const lease = await pdf('UNSAVED LEASE');
    const { documentFiles } = t.server.deps;
    let written = 0;
    const failingInsert = async () => {
      written++;
      throw new Error('the insert failed');
    };
    await expect(documentFiles.save(clientId, lease, 'application/pdf', failingInsert)).rejects.toThrow(
      'the insert failed',
    );
    expect(written).toBe(1);
    expect(await objectsOf(clientId)).toEqual([]);
    if (s3) {
      // An object store that cannot be reached: the row is never written.
      const unreachable = new DocumentFiles(
        new ObjectStore({
          bucket: 'x',
          endpoint: `http://127.0.0.1:${await freePort()}`,
          region: 'us-east-1',
          pathStyle: true,
          credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
        }),
      );
      await expect(unreachable.save(clientId, lease, 'application/pdf', failingInsert)).rejects.toThrow(
        'The object store could not be reached: ECONNREFUSED',
      );
      expect(written).toBe(1);
    }
  });

  it('sweeps objects no document names once they are old enough (rows on PostgreSQL have none), and never serves one', async () => {
    const a = await t.as(`auth0|store-sweep-${where}`);
    const clientId = await clientIdOf(a);
    const keptLease = await pdf('KEPT LEASE');
    const kept = await upload(a, await newCase(a), keptLease);
    const orphan = `documents/${clientId}/00000000-0000-4000-8000-000000000000`;
    const store = objects();
    if (store) {
      // A crash between an object's write and its row's leaves an object no row names.
      const orphanLease = await pdf('ORPHAN');
      await store.put(orphan, orphanLease, sha256(orphanLease), 'application/pdf');
    }
    // A case deleted with its documents leaves their objects too.
    const goneCase = await newCase(a);
    await upload(a, goneCase, await pdf('DELETED CASE LEASE'));
    expect((await a.delete(`/api/case/${goneCase}`)).status).toBe(200);
    expect((await a.get(`/api/uploads/${goneCase}`)).status).toBe(404);
    expect(await objectsOf(clientId)).toHaveLength(objects() ? 3 : 0);

    const { db, documentFiles } = t.server.deps;
    // Younger than DOCUMENTS_S3_ORPHAN_MINUTES (60): kept, as an object whose row is being written may be.
    expect(await sweepOrphanDocuments(db, documentFiles)).toBe(0);
    expect(await sweepOrphanDocuments(db, documentFiles, new Date(Date.now() + 61 * 60_000))).toBe(objects() ? 2 : 0);
    const [row] = await rowsOf(clientId);
    expect(await objectsOf(clientId)).toEqual(objects() ? [row!.storageKey] : []);
    expect((await served(a, kept.url)).equals(keptLease)).toBe(true);
  });

  it('refuses to serve bytes that no longer match their row', async () => {
    const a = await t.as(`auth0|store-tampered-${where}`);
    const clientId = await clientIdOf(a);
    const lease = await pdf('TAMPERED LEASE');
    const doc = await upload(a, await newCase(a), lease);
    const [row] = await rowsOf(clientId);
    const forged = Buffer.from(lease);
    forged.writeUInt8(forged.readUInt8(forged.length - 10) ^ 1, forged.length - 10);
    const store = objects();
    if (store) await store.put(row!.storageKey!, forged, sha256(forged), 'application/pdf');
    else
      await t.server.deps.db
        .update(documents)
        .set({ data: Buffer.concat([forged, Buffer.from('\n')]) })
        .where(eq(documents.id, doc.id));
    const res = await a.raw(doc.url, {});
    expect(res.status).toBe(500);
    expect(await res.text()).not.toContain('%PDF');
    if (store) {
      await store.delete(row!.storageKey!);
      expect((await a.raw(doc.url, {})).status).toBe(500);
    }
  });
});
