/**
 * Issue 34: a case could hold any number of documents, court dates (200 dates had made 400 reminder e-mails) and
 * payments, an HTML/PDF polyglot was kept under its .html name, and an administrator acting as a user could make the
 * user's calendar feed address. Now each has a limit with a message that says
 * what to do (decision 0011), and a stored document's name ends with the extension of what it is.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseDocument } from '@rentfile/contract';
import {
  addCourtDays,
  addDays,
  CASE_LIMIT_MESSAGES,
  CASE_MAX_COURT_DATES,
  CASE_MAX_DOCUMENTS,
  CASE_MAX_PAYMENTS,
  CASE_MAX_TENANTS,
  DOCUMENT_MESSAGES,
  todayInNewJersey,
} from '@rentfile/domain';
import * as schema from '../../src/db/schema.ts';
import { courtDay, signedCase } from './support/courtCases.ts';
import { startTestServer, type Caller, type TestServer } from './support/server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t?.close());

const today = todayInNewJersey();

/** The sample case, signed weeks ago and recorded as filed on a court day since. */
async function filedCase(c: Caller): Promise<number> {
  const caseId = await signedCase(c);
  const court = await c.put(`/api/cases/${caseId}/court`, { docketNo: 'UNN-LT-000111-26', dateFiled: courtDay(-40) });
  expect(court.status).toBe(200);
  return caseId;
}

function upload(c: Caller, caseId: number, data: Buffer, fileName: string): Promise<Response> {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(data)], { type: 'application/octet-stream' }), fileName);
  return c.raw(`/api/documents?caseId=${caseId}&kind=lease`, { method: 'POST', body });
}

const errorOf = async (res: Response) => ((await res.json()) as { error: string }).error;

/** A PNG of noise (it does not compress): about 3 bytes a pixel. */
const noise = (side: number) =>
  sharp(Buffer.from(Array.from({ length: side * side * 3 }, () => Math.floor(Math.random() * 256))), {
    raw: { width: side, height: side, channels: 3 },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();

describe('what one case may hold', () => {
  it(`takes ${CASE_MAX_COURT_DATES} court dates, then refuses another (an adjournment too) with the message`, async () => {
    const a = await t.as('auth0|limit-dates');
    const caseId = await filedCase(a);
    let lastId = 0;
    for (let i = 0; i < CASE_MAX_COURT_DATES; i++) {
      const res = await a.post<{ dates: Array<{ id: number }> }>(`/api/cases/${caseId}/court-dates`, {
        kind: 'trial',
        date: addCourtDays(today, 10 + i),
        time: '09:00',
      });
      expect(res.status).toBe(200);
      lastId = Math.max(...res.body.dates.map((d) => d.id));
    }
    const more = await a.post<{ error: string }>(`/api/cases/${caseId}/court-dates`, {
      kind: 'trial',
      date: addCourtDays(today, 60),
      time: '09:00',
    });
    expect(more.status).toBe(400);
    expect(more.body.error).toBe(CASE_LIMIT_MESSAGES.courtDates);
    const adjourned = await a.post<{ error: string }>(`/api/cases/${caseId}/court-dates/${lastId}/adjourn`, {
      date: addCourtDays(today, 61),
      time: '09:00',
    });
    expect(adjourned.status).toBe(400);
    expect(adjourned.body.error).toBe(CASE_LIMIT_MESSAGES.courtDates);
  });

  it(`names ${CASE_MAX_TENANTS} tenants, then refuses a save that adds another with the message, changing nothing`, async () => {
    const a = await t.as('auth0|limit-tenants');
    const tenants = Array.from({ length: CASE_MAX_TENANTS }, (_, i) => ({ name: `Tenant ${i + 1}` }));
    const created = await a.post<{ id: number; tenants: unknown[] }>('/api/cases', { caseInfo: { tenants } });
    expect(created.status).toBe(200);
    expect(created.body.tenants).toHaveLength(CASE_MAX_TENANTS);
    const before = await a.get(`/api/cases/${created.body.id}`);
    const saved = await a.post<{ error: string }>(`/api/case/${created.body.id}`, {
      caseInfo: { city: 'Trenton', tenants: [{ name: 'One Too Many' }] },
    });
    expect(saved.status).toBe(400);
    expect(saved.body.error).toBe(CASE_LIMIT_MESSAGES.tenants);
    expect((await a.get(`/api/cases/${created.body.id}`)).body).toEqual(before.body);
  });

  it(`takes ${CASE_MAX_PAYMENTS} payments, then refuses another with the message`, async () => {
    const a = await t.as('auth0|limit-payments');
    const caseId = await filedCase(a);
    for (let i = 0; i < CASE_MAX_PAYMENTS; i++)
      expect(
        (await a.post(`/api/cases/${caseId}/payments`, { receivedOn: addDays(today, -1), amount: 100 })).status,
      ).toBe(200);
    const more = await a.post<{ error: string }>(`/api/cases/${caseId}/payments`, {
      receivedOn: addDays(today, -1),
      amount: 100,
    });
    expect(more.status).toBe(400);
    expect(more.body.error).toBe(CASE_LIMIT_MESSAGES.payments);
  });

  it(`takes ${CASE_MAX_DOCUMENTS} documents, then refuses another with the message`, async () => {
    const a = await t.as('auth0|limit-documents');
    const caseId = (await a.post<{ id: number }>('/api/cases', { caseInfo: {} })).body.id;
    const small = await noise(8);
    for (let i = 0; i < CASE_MAX_DOCUMENTS; i++) expect((await upload(a, caseId, small, `p${i}.png`)).status).toBe(200);
    const more = await upload(a, caseId, small, 'one-more.png');
    expect(more.status).toBe(422);
    expect(await errorOf(more)).toBe(DOCUMENT_MESSAGES.tooManyDocuments);
  });

  it('refuses a document that would take the case past 30 MB, with the message', async () => {
    const a = await t.as('auth0|limit-bytes');
    const caseId = (await a.post<{ id: number }>('/api/cases', { caseInfo: {} })).body.id;
    const large = await noise(1800);
    expect(large.length).toBeGreaterThan(9 * 1024 * 1024);
    for (let i = 0; i < 3; i++) expect((await upload(a, caseId, large, `scan${i}.png`)).status).toBe(200);
    const more = await upload(a, caseId, await noise(1100), 'one-more.png');
    expect(more.status).toBe(422);
    expect(await errorOf(more)).toBe(DOCUMENT_MESSAGES.caseTooLarge);
  }, 60_000);

  it('names a stored document by what it is: an HTML/PDF polyglot sent as page.html is kept as page.pdf', async () => {
    const a = await t.as('auth0|limit-polyglot');
    const caseId = (await a.post<{ id: number }>('/api/cases', { caseInfo: {} })).body.id;
    const pdf = Buffer.from(
      await (async () => {
        const { PDFDocument } = await import('pdf-lib');
        const doc = await PDFDocument.create();
        doc.addPage([612, 792]);
        return doc.save();
      })(),
    );
    const polyglot = Buffer.concat([Buffer.from('<html><script>alert(1)</script>\n'), pdf]);
    const res = await upload(a, caseId, polyglot, 'page.html');
    expect(res.status).toBe(200);
    const stored = (await res.json()) as CaseDocument;
    expect(stored).toMatchObject({ name: 'page.pdf', contentType: 'application/pdf' });
    const download = await a.raw(stored.url, {});
    expect(download.headers.get('content-disposition')).toContain('filename="page.pdf"');
  });

  it('an administrator acting as the user cannot make the user’s calendar feed address (it outlives the session)', async () => {
    const user = await t.as('auth0|feed-owner');
    await user.get('/api/client');
    const admin = await t.as('auth0|feed-admin');
    await admin.get('/api/client');
    await t.server.deps.db
      .update(schema.clients)
      .set({ isAdmin: true })
      .where(eq(schema.clients.auth0Id, 'auth0|feed-admin'));
    const refused = await admin.post<{ error: string }>('/api/calendar-feed', {}, { 'as-user': 'auth0|feed-owner' });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toContain('cannot create their calendar feed address');
    expect((await user.get<{ active: boolean }>('/api/calendar-feed')).body.active).toBe(false);
    expect((await user.post('/api/calendar-feed', {})).status).toBe(200);
  });
});
