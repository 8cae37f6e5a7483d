/**
 * Stored papers are answered by URL and streamed from there (issue 20: papers never hold the event loop). On the
 * embedded database their bytes are files under DATA_DIR/papers, not in the row; on PostgreSQL they stay in the row.
 * Either way the file goes with its case and with the account.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { pleadings } from '@rentfile/domain';
import * as schema from '../../src/db/schema.ts';
import { registerAccount } from '../../src/auth/accounts.ts';
import { startTestServer, type Caller, type TestServer } from './support/server.ts';
import { pdfText } from './support/pdfText.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t?.close());

interface PdfAnswer {
  fileName: string;
  fileData: string | null;
  fileUrl: string | null;
  fileUrls: Array<{ name: string; url: string }>;
}

const embedded = () => t.server.deps.database.kind === 'pglite';
const papersDir = () => path.join(t.server.deps.config.DATA_DIR, 'papers');

async function sampleCase(caller: Caller): Promise<number> {
  const contact = await caller.post<{ id: number }>('/api/contactInfo', {
    contactInfo: pleadings.SAMPLE_CONTACT,
    saveAsDefault: true,
  });
  const property = await caller.post<{ id: number }>('/api/properties/save', {
    property: { ...pleadings.SAMPLE_PROPERTY, contactInfoId: contact.body.id },
  });
  const { id: _id, ...caseInfo } = pleadings.SAMPLE_CASE;
  const created = await caller.post<{ id: number }>('/api/cases', {
    caseInfo: { ...caseInfo, propertyId: property.body.id },
    status: 'vc-sign',
  });
  expect(created.status, created.text).toBe(200);
  return created.body.id;
}

async function clientId(sub: string): Promise<number> {
  const rows = await t.server.deps.db
    .select({ id: schema.clients.id })
    .from(schema.clients)
    .where(eq(schema.clients.auth0Id, sub));
  return rows[0]!.id;
}

async function storedBytes(caseId: number): Promise<Array<{ template: string; hasBytes: boolean }>> {
  const rows = await t.server.deps.db
    .select({ template: schema.pleadings.templateName, data: schema.pleadings.data })
    .from(schema.pleadings)
    .where(eq(schema.pleadings.caseId, caseId))
    .orderBy(asc(schema.pleadings.templateName));
  return rows.map((r) => ({ template: r.template, hasBytes: r.data !== null }));
}

describe('stored papers by URL', () => {
  it('answers a stored paper with its URL and no bytes, and streams the paper from that URL', async () => {
    const caller = await t.as('auth0|by-url');
    const caseId = await sampleCase(caller);
    const res = await caller.post<PdfAnswer>('/api/create-case-pleading-pdf', {
      caseId,
      templateName: 'verified_complaint',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.fileData).toBeNull();
    expect(res.body.fileUrl).toBe(`/api/pleadings/${caseId}/verified_complaint/file`);
    // The answer is small: the PDF is not in it.
    expect(res.text.length).toBeLessThan(1000);

    const file = await caller.raw(res.body.fileUrl!, { method: 'GET' });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(file.headers.get('content-length')).toBe(String(bytes.length));
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pdfText(bytes)).toContain('VERIFIED COMPLAINT');

    // Where the bytes are: a file on the embedded database, the row on PostgreSQL.
    expect(await storedBytes(caseId)).toEqual([{ template: 'verified_complaint', hasBytes: !embedded() }]);
    const owner = await clientId('auth0|by-url');
    expect(existsSync(path.join(papersDir(), String(owner), String(caseId), 'verified_complaint.pdf'))).toBe(
      embedded(),
    );

    // Another client gets a 404 for the same URL.
    const other = await t.as('auth0|by-url-other');
    expect((await other.raw(res.body.fileUrl!, { method: 'GET' })).status).toBe(404);
  });

  it('replaces a paper made again, whole', async () => {
    const caller = await t.as('auth0|by-url-again');
    const caseId = await sampleCase(caller);
    const first = await caller.post<PdfAnswer>('/api/create-case-pleading-pdf', {
      caseId,
      templateName: 'tenant_summons',
    });
    expect(first.status, first.text).toBe(200);
    const again = await caller.post<PdfAnswer>('/api/create-case-pleading-pdf', {
      caseId,
      templateName: 'tenant_summons',
    });
    expect(again.status, again.text).toBe(200);
    const file = await caller.raw(again.body.fileUrl!, { method: 'GET' });
    expect(await pdfText(Buffer.from(await file.arrayBuffer()))).toContain('TENANCY SUMMONS');
    if (embedded()) {
      const folder = path.join(papersDir(), String(await clientId('auth0|by-url-again')), String(caseId));
      expect(readdirSync(folder)).toEqual(['tenant_summons.pdf']);
    }
  });

  it('removes the papers of a deleted case, of a property deleted with its cases, and of a deleted account', async () => {
    const account = await registerAccount(t.server.deps.db, {
      email: 'by-url-delete@example.test',
      firstName: 'Dee',
      lastName: 'Lete',
      password: 'Landlord2024',
    });
    const caller = await t.as(account.id, { email: account.email });
    expect((await caller.get('/api/client')).status).toBe(200);
    const owner = await clientId(account.id);
    const first = await sampleCase(caller);
    const second = await sampleCase(caller);
    for (const caseId of [first, second])
      expect(
        (await caller.post('/api/create-case-pleading-pdf', { caseId, templateName: 'verified_complaint' })).status,
      ).toBe(200);
    const folder = (caseId: number) => path.join(papersDir(), String(owner), String(caseId));
    if (embedded()) expect(existsSync(folder(first)) && existsSync(folder(second))).toBe(true);

    expect((await caller.delete(`/api/case/${first}`)).status).toBe(200);
    expect(existsSync(folder(first))).toBe(false);
    expect(existsSync(folder(second))).toBe(embedded());

    const propertyId = (await caller.get<{ propertyId: number }>(`/api/cases/${second}`)).body.propertyId;
    expect((await caller.delete(`/api/property/${propertyId}?cases=delete`)).status).toBe(200);
    expect(existsSync(folder(second))).toBe(false);

    const third = await sampleCase(caller);
    expect(
      (await caller.post('/api/create-case-pleading-pdf', { caseId: third, templateName: 'verified_complaint' }))
        .status,
    ).toBe(200);
    const deleted = await caller.post('/api/account/delete', { password: 'Landlord2024' });
    expect(deleted.status, deleted.text).toBe(200);
    expect(existsSync(path.join(papersDir(), String(owner)))).toBe(false);
  });

  it('exports a paper kept as a file with the account data', async () => {
    const caller = await t.as('auth0|by-url-export');
    const caseId = await sampleCase(caller);
    expect(
      (await caller.post('/api/create-case-pleading-pdf', { caseId, templateName: 'verified_complaint' })).status,
    ).toBe(200);
    const archive = await caller.raw('/api/account/export', { method: 'GET' });
    expect(archive.status).toBe(200);
    const { unzipSync } = await import('fflate');
    const entries = unzipSync(new Uint8Array(await archive.arrayBuffer()));
    const paper = Object.keys(entries).find((name) => name.startsWith(`papers/case-${caseId}/`));
    expect(paper).toBeDefined();
    expect(Buffer.from(entries[paper!]!).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
