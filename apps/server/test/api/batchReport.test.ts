/**
 * Issue 33: a month's batch that never guesses. Each test imports a report file that reproduces one defect of the
 * batch (a balance made into months of rent, the subsidy never asked, names split wrongly, an estate sued as a
 * person, units made silently, one answer for every tenant, "signed" without papers) the way the import page does
 * (the preview, then the domain's reading of its rows), and checks what the cases hold; and a case whose inferred
 * facts are not confirmed cannot be signed (docs/product/rules.md#report-facts).
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BatchAnswerResponse,
  BatchListItem,
  BatchRowInput,
  BatchSummary,
  DelinquencyPreview,
} from '@rentfile/contract';
import {
  BATCH_SIGNED_NOTES,
  CASE_STATUSES,
  chosenRowMatch,
  DELINQUENCY_MESSAGES,
  pleadings,
  readDelinquencyReport,
  REPORT_FACT_FIELDS,
  SIGNING_MESSAGES,
  type ReportFact,
} from '@rentfile/domain';
import { startTestServer, type Caller, type TestServer } from './support/server.ts';
import { answeredPdf, pdfText } from './support/pdfText.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t?.close());

const heicPhoto = readFileSync(new URL('../fixtures/registration.heic', import.meta.url));

interface Landlord {
  c: Caller;
  building: number;
  units: Record<string, number>;
  oak: number;
  store: number;
}

/**
 * An individual's 3-family at 8 Elm Street (the building and its units 1, 2 and 3, copied from it) and a 24-unit
 * building at 40 Oak Avenue with a store (Commercial).
 */
async function landlord(sub: string): Promise<Landlord> {
  const c = await t.as(sub);
  const contactInfoId = (
    await c.post<{ id: number }>('/api/contactInfo', { contactInfo: pleadings.SAMPLE_CONTACT, saveAsDefault: true })
  ).body.id;
  const save = async (over: Record<string, unknown>) => {
    const res = await c.post<{ id: number }>('/api/properties/save', {
      property: { ...pleadings.SAMPLE_PROPERTY, contactInfoId, ...over },
    });
    expect(res.status, res.text).toBe(200);
    return res.body.id;
  };
  const building = await save({ streetAddress: '8 Elm Street', unitNo: null });
  const units: Record<string, number> = {};
  for (const unitNo of ['1', '2', '3']) {
    const res = await c.post<{ id: number }>('/api/properties/newUnit', { propertyId: building, unitNo });
    expect(res.status, res.text).toBe(200);
    units[unitNo] = res.body.id;
  }
  const oak = await save({ streetAddress: '40 Oak Avenue', unitNo: '101' });
  const store = await save({ streetAddress: '40 Oak Avenue', unitNo: 'Store', propertyType: 'Commercial' });
  return { c, building, units, oak, store };
}

/** A report read as the import page reads it: the server's preview, the domain's rows, each row's match. */
async function reportRows(
  c: Caller,
  csv: string,
  choose: (row: number) => { propertyId?: number; newUnit?: boolean } = () => ({}),
): Promise<BatchRowInput[]> {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'delinquency.csv');
  const res = await c.raw('/api/batches/preview', { method: 'POST', body: form });
  expect(res.status).toBe(200);
  const preview = (await res.json()) as DelinquencyPreview;
  const first = preview.headerRow + 1;
  const read = readDelinquencyReport(preview.rows, preview.mapping, first);
  return read.rows.map((r) => {
    const chosen = choose(r.row);
    const match = chosenRowMatch(r, preview.properties, chosen.propertyId, chosen.newUnit);
    if (match.kind === 'none') throw new Error(`row ${r.row}: ${match.reason}`);
    const namesCell = preview.rows[r.row - first]![preview.mapping.tenants!]!;
    return { ...r, namesCell, propertyId: chosen.propertyId ?? match.propertyId, newUnit: chosen.newUnit ?? false };
  });
}

async function createBatch(c: Caller, rows: BatchRowInput[], answers: Record<string, string> = {}) {
  return c.post<BatchSummary & { error?: string }>('/api/batches', { fileName: 'delinquency.csv', rows, ...answers });
}

const ONE_ANSWER = { rentDueBy: '1', leaseType: 'Written' };

interface StoredCase {
  id: number;
  propertyId: number;
  status: string;
  section8: boolean;
  tenantType: string;
  rentDueBy: string | null;
  leaseTypeTitle: string;
  leaseTypeCategory: string;
  pastDueRent: Array<{ timePeriod: string; amount: number }>;
  reportFacts: ReportFact[];
  tenants: Array<{ name: string; tenantType: string; caseTenantId: number; contactName: string | null }>;
}

const stored = async (c: Caller, id: number) => (await c.get<StoredCase>(`/api/cases/${id}`)).body;
const factOf = (c: StoredCase, field: ReportFact['field']) => c.reportFacts.find((f) => f.field === field);

/** What Review & Sign saves (the statements, the verifier and the signature): nothing of the report's facts. */
const REVIEW_AND_SIGN = {
  statements: pleadings.SAMPLE_CASE.statements,
  verifier: pleadings.SAMPLE_CASE.verifier,
  scraChecked: true,
  scraCheckDate: '2026-11-02',
  signatureText: 'Maria Lopez',
  additionalChargesPermitted: false,
  legalFeesPermitted: false,
};

async function complaint(c: Caller, caseId: number) {
  const res = await c.post<{ fileData: string | null; fileUrl: string | null; error?: string }>(
    '/api/create-case-pleading-pdf',
    { caseId, templateName: 'verified_complaint' },
  );
  return {
    status: res.status,
    error: res.body.error ?? '',
    text: res.status === 200 ? await pdfText(await answeredPdf(c, res.body)) : '',
  };
}

describe('rent periods come from the report, never from a balance', () => {
  it('waits at Past Due Rent for a balance without months, and for months the balance does not cover', async () => {
    const { c } = await landlord('auth0|b33-periods');
    const rows = await reportRows(
      c,
      [
        'Property,Unit,Tenant,Rent,Move In,Months Owed,Balance',
        // $1,200 rent and a $1,450 damages charge: not two months of rent.
        '8 Elm Street,1,Ann Lee,1200.00,01/15/2025,,2650.00',
        // Two months listed, $1,500 owed: a partial payment or a charge, never $2,400 of rent.
        '8 Elm Street,2,Bob Ray,1200.00,01/15/2025,"Sep 2026, Oct 2026",1500.00',
        '8 Elm Street,3,Cy Dee,1200.00,01/15/2025,"Sep 2026, Oct 2026",2400.00',
      ].join('\n'),
    );
    const res = await createBatch(c, rows, ONE_ANSWER);
    expect(res.status, res.text).toBe(200);
    const [balanceOnly, partial, listed] = res.body.cases;
    expect(balanceOnly).toMatchObject({ status: CASE_STATUSES.pastDueRent, rentClaimed: 0, reportBalance: 2650_00 });
    expect(partial).toMatchObject({ status: CASE_STATUSES.pastDueRent, rentClaimed: 0, reportBalance: 1500_00 });
    expect(listed).toMatchObject({ status: CASE_STATUSES.additionalCharges, rentClaimed: 2400_00 });
    // The question is stored with the case, not only shown on the import page.
    expect(factOf(await stored(c, balanceOnly!.caseId), 'pastDueRent')).toMatchObject({
      value: 'A balance of $2,650.00, months not listed',
      note: DELINQUENCY_MESSAGES.balanceOnly('$2,650.00'),
      confirmed: false,
    });
    const claimed = await stored(c, listed!.caseId);
    expect(claimed.pastDueRent.map((p) => p.timePeriod).sort()).toEqual(['2026-09-01', '2026-10-01']);
    expect(factOf(claimed, 'pastDueRent')).toMatchObject({ source: 'report', confirmed: false });
  });
});

describe('the subsidy is read from the report, or asked', () => {
  it('sends a tenancy the Subsidy or Notes column marks through the Section 8 questions, claiming nothing yet', async () => {
    const { c } = await landlord('auth0|b33-subsidy');
    const rows = await reportRows(
      c,
      [
        'Property,Unit,Tenant,Rent,Move In,Months Owed,Balance,Subsidy,Notes',
        '8 Elm Street,1,Dee Voucher,1450.00,01/15/2025,Oct 2026,420.00,,Section 8 voucher - tenant share 420',
        '8 Elm Street,2,Eve Hap,1450.00,01/15/2025,Oct 2026,420.00,1030.00,',
        '8 Elm Street,3,Fay Market,1450.00,01/15/2025,Oct 2026,1450.00,0,',
      ].join('\n'),
    );
    const res = await createBatch(c, rows, ONE_ANSWER);
    expect(res.status, res.text).toBe(200);
    const [voucher, hap, market] = res.body.cases;
    for (const k of [voucher!, hap!]) {
      expect(k).toMatchObject({ section8: true, status: CASE_STATUSES.leaseDetails, rentClaimed: 0 });
      expect(factOf(await stored(c, k.caseId), 'section8')).toMatchObject({ source: 'report', confirmed: false });
    }
    expect(market).toMatchObject({ section8: false, rentClaimed: 1450_00 });
  });

  it('assumes no subsidy only as a fact to confirm when the report has no Subsidy column', async () => {
    const { c } = await landlord('auth0|b33-subsidy-unknown');
    const rows = await reportRows(
      c,
      [
        'Property,Unit,Tenant,Rent,Move In,Months Owed,Balance',
        '8 Elm Street,1,Gus Lee,1200,01/15/2025,Oct 2026,1200',
      ].join('\n'),
    );
    const res = await createBatch(c, rows, ONE_ANSWER);
    const made = await stored(c, res.body.cases[0]!.caseId);
    expect(made.section8).toBe(false);
    expect(factOf(made, 'section8')).toMatchObject({ source: 'assumed', value: 'No subsidy', confirmed: false });
  });
});

describe('names are read by the domain’s names parser', () => {
  it('gives a couple the surname, keeps a business whole, turns "Last, First" around, and shows what is not certain', async () => {
    const { c } = await landlord('auth0|b33-names');
    const rows = await reportRows(
      c,
      [
        'Property,Unit,Tenant,Rent,Move In,Months Owed,Balance',
        '8 Elm Street,1,Maria & Jose Lopez,1200,01/15/2025,Oct 2026,1200',
        '40 Oak Avenue,Store,A&J Barber Shop LLC,2500,01/15/2025,Oct 2026,2500',
        '8 Elm Street,3,"De La Cruz, Juan",1200,01/15/2025,Oct 2026,1200',
      ].join('\n'),
    );
    const res = await createBatch(c, rows, ONE_ANSWER);
    expect(res.status, res.text).toBe(200);
    expect(res.body.cases.map((k) => k.tenants)).toEqual([
      ['Maria Lopez', 'Jose Lopez'],
      ['A&J Barber Shop LLC'],
      ['Juan De La Cruz'],
    ]);
    const couple = await stored(c, res.body.cases[0]!.caseId);
    expect(factOf(couple, 'tenants')).toMatchObject({ source: 'assumed', confirmed: false });
    expect(factOf(couple, 'tenants')?.note).toContain('each with the surname Lopez');
    const shop = await stored(c, res.body.cases[1]!.caseId);
    expect(shop.tenantType).toBe('llc');
    expect(shop.leaseTypeCategory).toBe('Commercial');
    expect(factOf(await stored(c, res.body.cases[2]!.caseId), 'tenants')).toMatchObject({ source: 'report' });
  });
});

describe('an estate is a tenant type of its own', () => {
  it('sues a deceased tenant’s estate through its personal representative, and refuses the papers without one', async () => {
    const { c } = await landlord('auth0|b33-estate');
    const rows = await reportRows(
      c,
      [
        'Property,Unit,Tenant,Rent,Move In,Months Owed,Balance,Subsidy',
        '8 Elm Street,2,"Baptiste, Harold (Deceased)",1200,01/15/2025,Oct 2026,1200,No',
      ].join('\n'),
    );
    const res = await createBatch(c, rows, ONE_ANSWER);
    expect(res.status, res.text).toBe(200);
    const [only] = res.body.cases;
    expect(only).toMatchObject({ tenants: ['Estate of Harold Baptiste'], status: CASE_STATUSES.tenants });
    const estate = await stored(c, only!.caseId);
    expect(estate.tenantType).toBe('estate');
    await c.post(`/api/case/${only!.caseId}`, { caseInfo: REVIEW_AND_SIGN });
    await c.post(`/api/batches/${res.body.id}/confirmations`, { caseIds: [only!.caseId], fields: REPORT_FACT_FIELDS });

    const refused = await complaint(c, only!.caseId);
    expect(refused.status).toBe(400);
    expect(refused.error).toContain('Estate of Harold Baptiste has no personal representative');
    expect(refused.error).toContain('Surrogate');

    const tenants = estate.tenants.map((tn) => ({ ...tn, contactName: 'Marie Baptiste' }));
    const saved = await c.post(`/api/case/${only!.caseId}`, { caseInfo: { tenantType: 'estate', tenants } });
    expect(saved.status, saved.text).toBe(200);
    const papers = await complaint(c, only!.caseId);
    expect(papers.status, papers.error).toBe(200);
    expect(papers.text).toContain('Estate of Harold Baptiste, by its personal representative Marie Baptiste');
    expect(papers.text).not.toContain('Harold Baptiste, an individual');
    expect(papers.text).not.toContain('resides in');
    expect(papers.text).toContain('a deceased person cannot be in military service');
  });
});

describe('units are matched, proposed or confirmed, never made silently', () => {
  it('proposes the nearest unit for "2nd Fl" and makes no fourth unit of a three-family', async () => {
    const l = await landlord('auth0|b33-units');
    const csv = [
      'Property,Unit,Tenant,Rent,Move In,Months Owed,Balance',
      '8 Elm Street,2nd Fl,Hal Park,1200,01/15/2025,Oct 2026,1200',
    ].join('\n');
    // The row sent to the building, as the import page sent a unit it did not know.
    const refused = await createBatch(l.c, await reportRows(l.c, csv, () => ({ propertyId: l.building })), ONE_ANSWER);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toContain(DELINQUENCY_MESSAGES.nearestUnit('2nd Fl', '2'));
    const chosen = await createBatch(l.c, await reportRows(l.c, csv, () => ({ propertyId: l.units['2'] })), ONE_ANSWER);
    expect(chosen.status, chosen.text).toBe(200);
    expect(chosen.body.cases[0]).toMatchObject({ unitNo: '2' });
    expect((await stored(l.c, chosen.body.cases[0]!.caseId)).propertyId).toBe(l.units['2']);
  });

  it('copies a confirmed new store from the store (commercial), and a new unit of the building attaches its registration statement', async () => {
    const l = await landlord('auth0|b33-new-units');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(heicPhoto)]), 'registration.heic');
    const upload = await l.c.raw(`/api/documents?propertyId=${l.building}&kind=registration`, {
      method: 'POST',
      body: form,
    });
    expect(upload.status).toBe(200);
    const rows = await reportRows(
      l.c,
      [
        'Property,Unit,Tenant,Rent,Move In,Months Owed,Balance',
        '40 Oak Avenue,Store A,Ivy Nails LLC,2500,01/15/2025,Oct 2026,2500',
        '8 Elm Street,4,Jon Four,1200,01/15/2025,Oct 2026,1200',
      ].join('\n'),
      () => ({ newUnit: true }),
    );
    const res = await createBatch(l.c, rows, ONE_ANSWER);
    expect(res.status, res.text).toBe(200);
    const [store, fourth] = res.body.cases;
    await l.c.post(`/api/case/${fourth!.caseId}`, { caseInfo: REVIEW_AND_SIGN });
    const storeCase = await stored(l.c, store!.caseId);
    expect(storeCase.leaseTypeCategory).toBe('Commercial');
    const property = (await l.c.get<Array<{ id: number; propertyType: string }>>('/api/properties')).body.find(
      (p) => p.id === storeCase.propertyId,
    );
    expect(property?.propertyType).toBe('Commercial');

    const clrs = await l.c.post<{ fileData: string | null; fileUrl: string | null; error?: string }>(
      '/api/create-case-pleading-pdf',
      { caseId: fourth!.caseId, templateName: 'clrs_form' },
    );
    expect(clrs.status, clrs.text).toBe(200);
    const text = await pdfText(await answeredPdf(l.c, clrs.body));
    expect(text).toContain(
      '[x] I have attached a copy of any registration statement for the residential rental property',
    );
  });
});

describe('the due day, the lease type and the lease start are each tenant’s', () => {
  it('reads them from the report’s columns, asks where it has none, and shows the move-in taken as the lease start', async () => {
    const { c } = await landlord('auth0|b33-per-tenant');
    const rows = await reportRows(
      c,
      [
        'Property,Unit,Tenant,Rent,Move In,Due Day,Lease Type,Months Owed,Balance',
        '8 Elm Street,1,Ann Lee,1200,01/15/2025,1,Written,Oct 2026,1200',
        '8 Elm Street,2,Bob Ray,1200,01/15/2025,5th,Oral,Oct 2026,1200',
        '8 Elm Street,3,Cy Dee,1200,01/15/2025,,,Oct 2026,1200',
      ].join('\n'),
    );
    const res = await createBatch(c, rows);
    expect(res.status, res.text).toBe(200);
    const [ann, bob, cy] = await Promise.all(res.body.cases.map((k) => stored(c, k.caseId)));
    expect(ann).toMatchObject({ rentDueBy: '1', leaseTypeTitle: 'Written' });
    expect(bob).toMatchObject({ rentDueBy: '5', leaseTypeTitle: 'Oral' });
    expect(bob!.pastDueRent.map((p) => p.timePeriod)).toEqual(['2026-10-05']);
    expect(cy).toMatchObject({ rentDueBy: null, status: CASE_STATUSES.leaseDetails, pastDueRent: [] });
    expect(factOf(ann!, 'leaseStartDate')).toMatchObject({ source: 'assumed', confirmed: false });
    expect(factOf(cy!, 'leaseTypeTitle')).toMatchObject({ source: 'assumed', confirmed: false });
  });
});

describe('signed means fileable', () => {
  it('does not count a case saved as complete without its papers, order and signature', async () => {
    const { c } = await landlord('auth0|b33-signed');
    const rows = await reportRows(
      c,
      [
        'Property,Unit,Tenant,Rent,Move In,Months Owed,Balance',
        '8 Elm Street,1,Kim Lo,1200,01/15/2025,Oct 2026,1200',
      ].join('\n'),
    );
    const res = await createBatch(c, rows, ONE_ANSWER);
    const caseId = res.body.cases[0]!.caseId;
    // A save cannot mark the case complete: only the signing call signs, with its papers and order (decision 0026).
    const saved = await c.post<{ error: string }>(`/api/case/${caseId}`, {
      caseInfo: {},
      status: CASE_STATUSES.complete,
    });
    expect([saved.status, saved.body.error]).toEqual([400, SIGNING_MESSAGES.signOnReview]);
    const batch = (await c.get<BatchSummary>(`/api/batches/${res.body.id}`)).body;
    expect(batch.cases[0]!.state).not.toBe('signed');
    const list = (await c.get<BatchListItem[]>('/api/batches')).body;
    expect(list[0]).toMatchObject({ cases: 1, signed: 0 });
  });
});

describe('signed means fileable: papers, order and signatures', () => {
  it("counts a case signed once its papers, order and signature exist, an attorney's as to be signed by the attorney", async () => {
    const { c } = await landlord('auth0|b33-fileable');
    const attorney = {
      firstName: 'Dana',
      lastName: 'Whitfield',
      attorneyId: '012342005',
      firm: 'Whitfield & Ames LLP',
      streetAddress: '10 Park Place',
      city: 'Newark',
      zipcode: '07102',
      phone: '9735550142',
      email: 'dana@example.test',
    };
    const attorneyId = (await c.put<{ id: number }>('/api/attorney-profile', { attorney })).body.id;
    const rows = await reportRows(
      c,
      [
        'Property,Unit,Tenant,Rent,Move In,Subsidy,Months Owed,Balance',
        '8 Elm Street,1,Nia Ford,1200,01/15/2025,No,Oct 2026,1200',
      ].join('\n'),
    );
    const res = await createBatch(c, rows, ONE_ANSWER);
    const caseId = res.body.cases[0]!.caseId;
    await c.post(`/api/batches/${res.body.id}/confirmations`, { caseIds: [caseId], fields: REPORT_FACT_FIELDS });
    await c.post(`/api/case/${caseId}`, { caseInfo: { ...REVIEW_AND_SIGN, attorneyId } });
    const before = (await c.get<BatchSummary>(`/api/batches/${res.body.id}`)).body.cases[0];
    expect(before!.state).not.toBe('signed');

    const { additionalChargesPermitted: _a, legalFeesPermitted: _l, ...signature } = REVIEW_AND_SIGN;
    const signed = await c.post<{ error?: string }>(`/api/cases/${caseId}/sign`, { ...signature, attorneyId });
    expect(signed.status, signed.body.error).toBe(200);
    const after = (await c.get<BatchSummary>(`/api/batches/${res.body.id}`)).body.cases[0];
    expect(after).toMatchObject({ state: 'signed', signedNote: BATCH_SIGNED_NOTES.attorney });
    expect((await c.get<BatchListItem[]>('/api/batches')).body[0]).toMatchObject({ cases: 1, signed: 1 });
  });
});

describe('a case cannot be signed until its inferred facts are confirmed', () => {
  it('refuses the complaint naming each fact and its step, and makes it once they are confirmed for many', async () => {
    const { c } = await landlord('auth0|b33-confirm');
    const rows = await reportRows(
      c,
      [
        'Property,Unit,Tenant,Rent,Move In,Months Owed,Balance',
        '8 Elm Street,1,Lou Ames,1200,01/15/2025,"Sep 2026, Oct 2026",2400',
        '8 Elm Street,2,Mo Chase,1200,01/15/2025,"Sep 2026, Oct 2026",2400',
      ].join('\n'),
    );
    const res = await createBatch(c, rows, ONE_ANSWER);
    const [first, second] = res.body.cases.map((k) => k.caseId);
    for (const id of [first!, second!]) await c.post(`/api/case/${id}`, { caseInfo: REVIEW_AND_SIGN });

    // The facts are the server's: a browser cannot wipe or confirm them by sending them.
    const confirmedByHand = (await stored(c, first!)).reportFacts.map((f) => ({ ...f, confirmed: true }));
    for (const reportFacts of [[], confirmedByHand])
      expect((await c.post(`/api/case/${first}`, { caseInfo: { reportFacts } })).status).toBe(200);
    expect((await stored(c, first!)).reportFacts.every((f) => !f.confirmed)).toBe(true);

    const refused = await complaint(c, first!);
    expect(refused.status).toBe(400);
    expect(refused.error).toContain('Subsidy (Section 8) (No subsidy) was assumed by the batch and is not confirmed');
    expect(refused.error).toContain('open Lease Details');
    expect(refused.error).toContain('Rent periods owed');

    // Lease Details saved for the second case confirms its lease facts there; the rest are confirmed for many.
    const lease = await stored(c, second!);
    await c.post(`/api/case/${second}`, {
      caseInfo: {
        leaseTypeTitle: lease.leaseTypeTitle,
        rentDueBy: lease.rentDueBy,
        section8: false,
        rentAmount: 1200_00,
        leaseStartDate: '2025-01-15',
      },
    });
    const afterStep = await stored(c, second!);
    expect(
      afterStep.reportFacts
        .filter((f) => !f.confirmed)
        .map((f) => f.field)
        .sort(),
    ).toEqual(['pastDueRent', 'tenants']);

    const confirmed = await c.post<BatchAnswerResponse>(`/api/batches/${res.body.id}/confirmations`, {
      caseIds: [first, second],
      fields: ['tenants', 'section8', 'rentAmount', 'leaseStartDate', 'pastDueRent'],
    });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body.answered).toEqual([first, second]);
    const papers = await complaint(c, first!);
    expect(papers.status, papers.error).toBe(200);
    expect(papers.text).toContain('Lou Ames');
    expect(papers.text).toContain('Rent October 2026 $1,200.00');
  });
});
