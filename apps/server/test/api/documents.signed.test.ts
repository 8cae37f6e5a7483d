/**
 * Signed papers are records (decision 0026, issue 31's gap): the documents a signed case's papers attach cannot be
 * added, replaced or deleted in place, on the case or on its property (a property's registration statement serves
 * its cases); the correction path frees them, as it frees the claim's facts.
 */
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseDocument } from '@rentfile/contract';
import { SIGNING_MESSAGES } from '@rentfile/domain';
import { sampleCase, sign } from './support/signing.ts';
import { startTestServer, type Caller, type TestServer } from './support/server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t?.close());

const FROZEN = SIGNING_MESSAGES.frozen('its attached documents');

async function onePagePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([612, 792]);
  return Buffer.from(await doc.save());
}

function form(data: Buffer, fileName: string): FormData {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(data)], { type: 'application/pdf' }), fileName);
  return body;
}

const upload = (c: Caller, query: string, data: Buffer, fileName: string) =>
  c.raw(`/api/documents?${query}`, { method: 'POST', body: form(data, fileName) });
const replace = (c: Caller, id: number, data: Buffer) =>
  c.raw(`/api/documents/${id}`, { method: 'PUT', body: form(data, 'Replaced.pdf') });
const remove = (c: Caller, id: number) => c.raw(`/api/documents/${id}`, { method: 'DELETE' });
const errorOf = async (res: Response) => [res.status, ((await res.json()) as { error?: string }).error];

describe('documents of a signed case', () => {
  it('cannot be added, replaced or deleted in place; after “Correct the papers” they can', async () => {
    const a = await t.as('auth0|documents-signed');
    const pdf = await onePagePdf();
    const caseId = await sampleCase(a, { status: 'vc-sign' });
    const propertyId = (await a.get<{ propertyId: number }>(`/api/cases/${caseId}`)).body.propertyId;
    const lease = (await (await upload(a, `caseId=${caseId}&kind=lease`, pdf, 'Lease.pdf')).json()) as CaseDocument;
    const statement = (await (
      await upload(a, `propertyId=${propertyId}&kind=registration`, pdf, 'Registration.pdf')
    ).json()) as CaseDocument;
    await sign(a, caseId);

    expect(await errorOf(await upload(a, `caseId=${caseId}&kind=notice-to-quit`, pdf, 'Notice.pdf'))).toEqual([
      400,
      FROZEN,
    ]);
    expect(await errorOf(await replace(a, lease.id, pdf))).toEqual([400, FROZEN]);
    expect(await errorOf(await remove(a, lease.id))).toEqual([400, FROZEN]);
    // The property's statement is attached to the signed papers too.
    expect(await errorOf(await replace(a, statement.id, pdf))).toEqual([400, FROZEN]);
    expect(await errorOf(await remove(a, statement.id))).toEqual([400, FROZEN]);
    const listed = (await a.get<CaseDocument[]>(`/api/uploads/${caseId}`)).body;
    expect(listed.map((d) => [d.id, d.name])).toContainEqual([lease.id, 'Lease.pdf']);

    const corrected = await a.post(`/api/cases/${caseId}/correct`, {});
    expect(corrected.status).toBe(200);
    expect((await replace(a, lease.id, pdf)).status).toBe(200);
    expect((await upload(a, `caseId=${caseId}&kind=notice-to-quit`, pdf, 'Notice.pdf')).status).toBe(200);
    expect((await remove(a, statement.id)).status).toBe(200);
  });

  it('a document of an unsigned case, or of a property no signed papers attach, changes freely', async () => {
    const a = await t.as('auth0|documents-unsigned');
    const pdf = await onePagePdf();
    const caseId = await sampleCase(a, { status: 'vc-sign' });
    const propertyId = (await a.get<{ propertyId: number }>(`/api/cases/${caseId}`)).body.propertyId;
    const lease = (await (await upload(a, `caseId=${caseId}&kind=lease`, pdf, 'Lease.pdf')).json()) as CaseDocument;
    const statement = (await (
      await upload(a, `propertyId=${propertyId}&kind=registration`, pdf, 'Registration.pdf')
    ).json()) as CaseDocument;
    expect((await replace(a, lease.id, pdf)).status).toBe(200);
    expect((await remove(a, lease.id)).status).toBe(200);
    expect((await remove(a, statement.id)).status).toBe(200);
  });
});
