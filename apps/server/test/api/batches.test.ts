/**
 * A month's delinquency report made into a batch of cases (docs/product/rules.md#delinquency-report,
 * docs/product/rules.md#batch): the preview stores nothing, the cases are created all or none through the case
 * rules, every call is scoped to the client, and an answer for many moves only the cases at its step.
 */
import { count, eq, sql } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BatchAnswerResponse,
  BatchListItem,
  BatchRowInput,
  BatchSummary,
  DelinquencyPreview,
} from '@rentfile/contract';
import { CASE_STATUSES, EMPTY_DELINQUENCY_MAPPING, pleadings, REPORT_FILE_MESSAGES } from '@rentfile/domain';
import { caseBatches, cases, properties } from '../../src/db/schema.ts';
import { startTestServer, type Caller, type TestServer } from './support/server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t?.close());

const REPORT = [
  'Delinquency Report,,,,,',
  'Property,Unit,Tenant,Monthly Rent,Move In,Balance',
  '12 Main Street,Apt 1A,"Smith, John",1000.00,01/01/2025,"3,150.00"',
  '40 Oak Ave,2,ACME LLC,1200.00,03/01/2025,"2,400.00"',
  '99 Nowhere Road,,Pat Doe,900.00,01/01/2025,900.00',
  'Total,,,,,"6,450.00"',
].join('\r\n');

function preview(c: Caller, data: string | Buffer, fileName = 'delinquency.csv'): Promise<Response> {
  const body = new FormData();
  body.append(
    'file',
    new Blob([typeof data === 'string' ? data : new Uint8Array(data)], { type: 'text/csv' }),
    fileName,
  );
  return c.raw('/api/batches/preview', { method: 'POST', body });
}

/** A client with a default contact and two complete properties (12 Main Street Apt 1A; 40 Oak Avenue, no unit). */
async function landlord(sub: string) {
  const c = await t.as(sub);
  const contact = await c.post<{ id: number }>('/api/contactInfo', {
    contactInfo: pleadings.SAMPLE_CONTACT,
    saveAsDefault: true,
  });
  const property = async (streetAddress: string, unitNo: string | null) =>
    (
      await c.post<{ id: number }>('/api/properties/save', {
        property: { ...pleadings.SAMPLE_PROPERTY, streetAddress, unitNo, contactInfoId: contact.body.id },
      })
    ).body.id;
  const main = await property('12 Main Street', 'Apt 1A');
  const oak = await property('40 Oak Avenue', null);
  return { c, main, oak };
}

async function counts(c: Caller) {
  const clientId = (await c.get<{ id: number }>('/api/client')).body.id;
  const db = t.server.deps.db;
  const n = async (table: typeof cases | typeof properties | typeof caseBatches) =>
    (await db.select({ n: count() }).from(table).where(eq(table.clientId, clientId)))[0]!.n;
  return { cases: await n(cases), properties: await n(properties), batches: await n(caseBatches) };
}

const row = (over: Partial<BatchRowInput> & Pick<BatchRowInput, 'row' | 'propertyId'>): BatchRowInput => ({
  address: '12 Main Street',
  unit: 'Apt 1A',
  tenantNames: ['John Smith'],
  balance: 3150_00,
  rent: 1000_00,
  moveIn: '2025-01-01',
  monthsOwed: ['2026-08', '2026-09', '2026-10'],
  formula: false,
  ...over,
});

describe('delinquency report preview', () => {
  it('reads the report below its title line, guesses the columns, lists the properties and stores nothing', async () => {
    const { c, main, oak } = await landlord('auth0|batch-preview');
    await c.post('/api/cases', {
      caseInfo: { propertyId: main, tenants: [{ name: 'John Smith' }] },
      status: CASE_STATUSES.tenants,
    });
    const before = await counts(c);
    const res = await preview(c, REPORT);
    expect(res.status).toBe(200);
    const body = (await res.json()) as DelinquencyPreview;
    expect(body.headerRow).toBe(2);
    expect(body.headers).toEqual(['Property', 'Unit', 'Tenant', 'Monthly Rent', 'Move In', 'Balance']);
    expect(body.rows).toHaveLength(4);
    expect(body.mapping).toEqual({
      ...EMPTY_DELINQUENCY_MAPPING,
      property: 0,
      unit: 1,
      tenants: 2,
      rent: 3,
      moveIn: 4,
      balance: 5,
    });
    expect(body.properties).toEqual([
      {
        id: main,
        streetAddress: '12 Main Street',
        unitNo: 'Apt 1A',
        city: 'Elizabeth',
        propertyType: 'Residential',
        completed: true,
        tenantNames: ['John Smith'],
      },
      {
        id: oak,
        streetAddress: '40 Oak Avenue',
        unitNo: null,
        city: 'Elizabeth',
        propertyType: 'Residential',
        completed: true,
        tenantNames: [],
      },
    ]);
    expect(await counts(c)).toEqual(before);
  });

  it('refuses an empty file and a spreadsheet formula is kept as text and flagged', async () => {
    const { c } = await landlord('auth0|batch-refusals');
    const empty = await preview(c, '');
    expect(empty.status).toBe(422);
    expect(((await empty.json()) as { error: string }).error).toBe(REPORT_FILE_MESSAGES.empty);
    const formula = await preview(
      c,
      ['Property,Tenant,Balance', '12 Main Street,"=HYPERLINK(""http://x"",""Bob"")",100.00'].join('\n'),
    );
    expect(formula.status).toBe(200);
    const body = (await formula.json()) as DelinquencyPreview;
    expect(body.formulaRows).toEqual([2]);
    expect(body.rows[0]![1]).toBe('=HYPERLINK("http://x","Bob")');
  });

  it.each([
    ['a wrong delimiter', 'Property|Tenant|Balance\n12 Main St|Bob|100\n', 422, REPORT_FILE_MESSAGES.delimiter],
    [
      'a quote never closed',
      'Property,Tenant,Balance\n12 Main St,Bob,100\n14 Main St,"Ann,50\n16 Main St,Cy,20\n',
      422,
      REPORT_FILE_MESSAGES.brokenQuote(3),
    ],
    [
      'UTF-16 text',
      iconv.encode('\uFEFFProperty,Tenant,Balance\n12 Main St,Bob,100\n', 'utf16le'),
      422,
      REPORT_FILE_MESSAGES.encoding,
    ],
    ['a 50 MB file', Buffer.alloc(50 * 1024 * 1024, 'a,b\n'), 413, REPORT_FILE_MESSAGES.tooLarge],
    ['a header without rows', 'Property,Tenant,Balance\n', 422, REPORT_FILE_MESSAGES.noRows],
  ])('refuses %s in the report’s words, storing nothing', async (_name, data, status, message) => {
    const { c } = await landlord('auth0|batch-bad-file');
    const before = await counts(c);
    const res = await preview(c, data);
    expect(res.status).toBe(status);
    expect(((await res.json()) as { error: string }).error).toBe(message);
    expect(await counts(c)).toEqual(before);
  });

  it('needs a sign-in', async () => {
    expect((await preview(t.anonymous, REPORT)).status).toBe(401);
  });
});

describe('creating a batch', () => {
  it('stops a case at Tenant Information when a business tenant’s name does not tell its form', async () => {
    const { c, main } = await landlord('auth0|batch-business-form');
    const res = await c.post<BatchSummary>('/api/batches', {
      fileName: 'delinquency.csv',
      rentDueBy: '1',
      leaseType: 'Written',
      rows: [row({ row: 3, propertyId: main, tenantNames: ['Walker Family Trust'] })],
    });
    expect(res.status).toBe(200);
    const [only] = res.body.cases;
    expect(only).toMatchObject({ status: CASE_STATUSES.tenants, state: 'needsAnswers' });
    const stored = (await c.get<{ tenantsSaved: boolean }>(`/api/cases/${only!.caseId}`)).body;
    expect(stored.tenantsSaved).toBe(false);
  });

  it('creates a case per row through the case rules: known tenants, a confirmed new unit shared by its rows, periods claimed', async () => {
    const { c, main, oak } = await landlord('auth0|batch-create');
    const before = await counts(c);
    const res = await c.post<BatchSummary>('/api/batches', {
      fileName: 'delinquency.csv',
      rentDueBy: '1',
      leaseType: 'Written',
      rows: [
        row({ row: 3, propertyId: main, tenantNames: ['John Smith'] }),
        row({
          row: 4,
          propertyId: oak,
          address: '40 Oak Ave',
          unit: '2',
          tenantNames: ['ACME LLC'],
          balance: 2400_00,
          rent: 1200_00,
          moveIn: '2025-03-01',
          monthsOwed: ['2026-09', '2026-10'],
          newUnit: true,
        }),
        row({
          row: 5,
          propertyId: oak,
          address: '40 Oak Avenue',
          unit: '2',
          tenantNames: ['Ann Lee'],
          rent: null,
          newUnit: true,
        }),
      ],
    });
    expect(res.status).toBe(200);
    const batch = res.body;
    expect(batch.fileName).toBe('delinquency.csv');
    expect(batch.cases.map((k) => k.sourceRow)).toEqual([3, 4, 5]);
    const [first, second, third] = batch.cases;
    // 3,150.00 owed for the three months listed at 1,000.00: they are claimed, 150.00 is left for the landlord.
    expect(first).toMatchObject({
      tenants: ['John Smith'],
      streetAddress: '12 Main Street',
      unitNo: 'Apt 1A',
      status: CASE_STATUSES.additionalCharges,
      state: 'needsAnswers',
      reportBalance: 3150_00,
      rentClaimed: 3000_00,
    });
    expect(second).toMatchObject({ tenants: ['ACME LLC'], unitNo: '2', rentClaimed: 2400_00 });
    // No rent in the row: the case waits at Lease Details.
    expect(third).toMatchObject({ unitNo: '2', status: CASE_STATUSES.leaseDetails, rentClaimed: 0 });
    const stored = (await c.get<{ tenantType: string; propertyId: number }>(`/api/cases/${second!.caseId}`)).body;
    // An LLC is named as one on the papers, never as a corporation.
    expect(stored.tenantType).toBe('llc');
    const thirdStored = (await c.get<{ propertyId: number }>(`/api/cases/${third!.caseId}`)).body;
    expect(thirdStored.propertyId).toBe(stored.propertyId);
    expect(stored.propertyId).not.toBe(oak);
    expect(await counts(c)).toEqual({
      cases: before.cases + 3,
      properties: before.properties + 1,
      batches: before.batches + 1,
    });

    const list = await c.get<BatchListItem[]>('/api/batches');
    expect(list.body).toEqual([
      { id: batch.id, fileName: 'delinquency.csv', createdAt: batch.createdAt, cases: 3, signed: 0 },
    ]);
  });

  it('creates nothing when one row cannot become a case, and names the row', async () => {
    const { c, main } = await landlord('auth0|batch-all-or-none');
    const before = await counts(c);
    const res = await c.post<{ error: string }>('/api/batches', {
      fileName: 'report.csv',
      rentDueBy: '1',
      leaseType: 'Written',
      rows: [row({ row: 3, propertyId: main }), row({ row: 4, propertyId: main, balance: 0 })],
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/^Row 4: /);
    expect(await counts(c)).toEqual(before);
  });

  it('leaves nothing when the database fails part way: the cases and the unit made before are removed', async () => {
    const { c, main, oak } = await landlord('auth0|batch-fails-late');
    const clientId = (await c.get<{ id: number }>('/api/client')).body.id;
    const before = await counts(c);
    const db = t.server.deps.db;
    // The database refuses this client's third case of a batch: rows 3 and 4 are made (one in a new unit) first.
    await db.execute(
      sql.raw(`create function refuse_third_batch_case() returns trigger language plpgsql as $$ begin
        if (select count(*) from case_batch_cases where batch_id = new.batch_id) >= 2 then
          raise exception 'refused by the test';
        end if;
        return new;
      end $$`),
    );
    await db.execute(
      sql.raw(`create trigger refuse_third_batch_case before insert on case_batch_cases for each row
        when (new.client_id = ${clientId}) execute function refuse_third_batch_case()`),
    );
    try {
      const res = await c.post('/api/batches', {
        fileName: 'report.csv',
        rentDueBy: '1',
        leaseType: 'Written',
        rows: [
          row({ row: 3, propertyId: main }),
          row({ row: 4, propertyId: oak, address: '40 Oak Ave', unit: '2', tenantNames: ['Ann Lee'], newUnit: true }),
          row({ row: 5, propertyId: main, tenantNames: ['Pat Doe'] }),
        ],
      });
      expect(res.status).toBe(500);
    } finally {
      await db.execute(sql.raw('drop trigger refuse_third_batch_case on case_batch_cases'));
      await db.execute(sql.raw('drop function refuse_third_batch_case()'));
    }
    expect(await counts(c)).toEqual(before);
  });

  it('shows no batch left half made by a stop, and removes it with its cases when the client makes the next', async () => {
    const { c, main } = await landlord('auth0|batch-stopped');
    const before = await counts(c);
    const made = await c.post<BatchSummary>('/api/batches', {
      fileName: 'stopped.csv',
      rentDueBy: '1',
      leaseType: 'Written',
      rows: [row({ row: 3, propertyId: main })],
    });
    expect(made.status).toBe(200);
    // As the server leaves a batch it was making when it stopped: its cases made, the batch not finished.
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000).toISOString();
    await t.server.deps.db
      .update(caseBatches)
      .set({ creatingSince: twoHoursAgo })
      .where(eq(caseBatches.id, made.body.id));
    expect((await c.get(`/api/batches/${made.body.id}`)).status).toBe(404);
    expect((await c.get<BatchListItem[]>('/api/batches')).body).toEqual([]);

    const next = await c.post<BatchSummary>('/api/batches', {
      fileName: 'next.csv',
      rentDueBy: '1',
      leaseType: 'Written',
      rows: [row({ row: 3, propertyId: main, tenantNames: ['Ann Lee'] })],
    });
    expect(next.status).toBe(200);
    expect(await counts(c)).toEqual({ ...before, cases: before.cases + 1, batches: before.batches + 1 });
    expect((await c.get(`/api/cases/${made.body.cases[0]!.caseId}`)).status).toBe(404);
  });

  it("refuses another client's property and shows no batch of another client", async () => {
    const owner = await landlord('auth0|batch-owner');
    const stranger = await landlord('auth0|batch-stranger');
    const before = await counts(stranger.c);
    const res = await stranger.c.post('/api/batches', {
      fileName: 'report.csv',
      rentDueBy: '1',
      leaseType: 'Written',
      rows: [row({ row: 3, propertyId: owner.main })],
    });
    expect(res.status).toBe(400);
    expect(await counts(stranger.c)).toEqual(before);

    const made = await owner.c.post<BatchSummary>('/api/batches', {
      fileName: 'mine.csv',
      rentDueBy: '1',
      leaseType: 'Written',
      rows: [row({ row: 3, propertyId: owner.main })],
    });
    expect(made.status).toBe(200);
    expect((await stranger.c.get(`/api/batches/${made.body.id}`)).status).toBe(404);
    expect((await stranger.c.get<BatchListItem[]>('/api/batches')).body).toEqual([]);
    const answer = await stranger.c.post(`/api/batches/${made.body.id}/answers`, {
      caseIds: [made.body.cases[0]!.caseId],
      answer: { question: 'additionalChargesPermitted', value: false },
    });
    expect(answer.status).toBe(404);
  });
});

describe('answering for many', () => {
  it('saves the answer to each case and moves on only the cases at its step', async () => {
    const { c, main } = await landlord('auth0|batch-answers');
    const made = await c.post<BatchSummary>('/api/batches', {
      fileName: 'report.csv',
      rentDueBy: '1',
      leaseType: 'Written',
      rows: [
        row({ row: 3, propertyId: main }),
        row({ row: 4, propertyId: main, tenantNames: ['Mary Major'] }),
        row({ row: 5, propertyId: main, tenantNames: ['Lee Later'], moveIn: null }),
      ],
    });
    const [a, b, later] = made.body.cases.map((k) => k.caseId);
    const outside = (await c.post<{ id: number }>('/api/cases', { caseInfo: { propertyId: main } })).body.id;

    const charges = await c.post<BatchAnswerResponse>(`/api/batches/${made.body.id}/answers`, {
      caseIds: [a, b, later, outside],
      answer: { question: 'additionalChargesPermitted', value: false },
    });
    expect(charges.status).toBe(200);
    expect(charges.body.answered).toEqual([a, b, later]);
    expect(charges.body.skipped).toEqual([{ caseId: outside, reason: 'This case is not one of the batch’s.' }]);
    const byId = new Map(charges.body.batch.cases.map((k) => [k.caseId, k]));
    expect(byId.get(a!)).toMatchObject({ status: CASE_STATUSES.legalFees, additionalChargesPermitted: false });
    expect(byId.get(b!)).toMatchObject({ status: CASE_STATUSES.legalFees });
    // Not at that step yet (its lease has no start): the answer is kept, the case stays where it was.
    expect(byId.get(later!)).toMatchObject({
      status: CASE_STATUSES.leaseDetails,
      additionalChargesPermitted: false,
      nextStep: 'Lease Details',
    });

    const fees = await c.post<BatchAnswerResponse>(`/api/batches/${made.body.id}/answers`, {
      caseIds: [a, b],
      answer: { question: 'legalFeesPermitted', value: true },
    });
    expect(fees.body.answered).toEqual([]);
    expect(fees.body.skipped.map((s) => s.caseId)).toEqual([a, b]);

    const none = await c.post<BatchAnswerResponse>(`/api/batches/${made.body.id}/answers`, {
      caseIds: [a, b],
      answer: { question: 'legalFeesPermitted', value: true, attorneyFee: 150_00 },
    });
    expect(none.body.answered).toEqual([a, b]);
    const after = new Map(none.body.batch.cases.map((k) => [k.caseId, k]));
    expect(after.get(a!)).toMatchObject({ status: CASE_STATUSES.suitSummary, legalFeesPermitted: true });
    const stored = (await c.get<{ legalFees: Array<{ type: string; amount: number }> }>(`/api/cases/${a}`)).body;
    expect(stored.legalFees.find((f) => f.type === 'Attorney Fee')?.amount).toBe(150_00);
  });
});
