/**
 * Signed means frozen (issues 31 and 35; docs/product/rules.md#signed-papers, decision 0026): the complaint is signed
 * by one server call that checks the papers' rules, issues them and creates the order; an ordinary save can neither
 * sign a case nor change a signed claim; a correction before filing re-signs as a new version; after filing the
 * papers that follow read the claim as filed.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatCurrency,
  pleadings,
  REPRESENTATION_MESSAGES,
  SIGNING_MESSAGES,
  todayInNewJersey,
} from '@rentfile/domain';
import type { IssuedVersion, SignedPapers } from '@rentfile/contract';
import * as schema from '../../src/db/schema.ts';
import { answeredPdf, pdfText } from './support/pdfText.ts';
import { courtDay } from './support/courtCases.ts';
import { startTestServer, type Caller, type TestServer } from './support/server.ts';
import { onDay, sampleCase, sign, SAMPLE_SIGNATURE, signedCase } from './support/signing.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t?.close());

const today = todayInNewJersey();

interface SavedCase {
  status: string;
  submitted: boolean;
  suitAmount: number;
  pastDueRent: Array<{ timePeriod: string; amount: number; selected: boolean; timePeriodDisplay: string }>;
}
type Refusal = { error: string };

const versions = async (c: Caller, caseId: number) =>
  (await c.get<IssuedVersion[]>(`/api/cases/${caseId}/issued-papers`)).body;
const orders = async (c: Caller, caseId: number) => (await c.get<unknown[]>(`/api/caseOrders/${caseId}`)).body;
const paper = (c: Caller, caseId: number, templateName: string) =>
  c.post<{ fileData: string | null; fileUrl: string | null; error?: string }>('/api/create-case-pleading-pdf', {
    caseId,
    templateName,
  });
const textOf = async (c: Caller, answer: { fileData: string | null; fileUrl: string | null }) =>
  (await pdfText(await answeredPdf(c, answer))).replace(/\s+/g, ' ');

/** The case's rent rows with one more month claimed (April 2026, a month the complaint never claimed). */
async function rentWithOneMore(c: Caller, caseId: number) {
  const saved = (await c.get<SavedCase>(`/api/cases/${caseId}`)).body;
  return [
    ...saved.pastDueRent,
    { timePeriod: '2026-04-01', timePeriodDisplay: 'April 2026', amount: 1_850_00, selected: true },
  ];
}

/** The TOTAL of item 9A of a complaint's text, in cents. */
function complaintTotal(text: string): number {
  const total = /9A\..*? TOTAL \$([\d,]+)\.(\d\d)/.exec(text);
  return Number(total![1]!.replace(/,/g, '')) * 100 + Number(total![2]);
}

describe('signing is one server call', () => {
  it('refuses with the rule’s words when the papers may not be signed (an LLC without an attorney), and writes nothing', async () => {
    const a = await t.as('auth0|sign-llc');
    const caseId = await sampleCase(a, {
      property: { ownershipType: 'Limited Liability Company', deedNames: ['Elmora Holdings LLC'], clientType: 'owner' },
      caseInfo: { deedNames: ['Elmora Holdings LLC'] },
    });
    const refused = await a.post<Refusal>(`/api/cases/${caseId}/sign`, {
      ...SAMPLE_SIGNATURE,
      verifier: { role: 'officer', name: 'Ana Ruiz', title: 'Managing Member' },
      signatureText: 'Ana Ruiz',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(
      REPRESENTATION_MESSAGES.attorneyRequired('Elmora Holdings LLC', 'a limited liability company'),
    );
    const stored = (await a.get<SavedCase & { signatureText: string }>(`/api/cases/${caseId}`)).body;
    expect([stored.status, stored.submitted, stored.signatureText]).toEqual(['vc-sign', false, 'Maria Lopez']);
    expect(await orders(a, caseId)).toEqual([]);
    expect(await versions(a, caseId)).toEqual([]);
  });

  it('refuses a signature without a name', async () => {
    const a = await t.as('auth0|sign-nameless');
    const caseId = await sampleCase(a, { caseInfo: { signatureText: null } });
    const refused = await a.post<Refusal>(`/api/cases/${caseId}/sign`, { ...SAMPLE_SIGNATURE, signatureText: ' ' });
    expect([refused.status, refused.body.error]).toEqual([400, SIGNING_MESSAGES.nameMissing]);
  });

  it('signs: the case is complete, its papers are issued with their SHA-256 and the order is created, once', async () => {
    const a = await t.as('auth0|sign-ok', { given_name: 'Dana', family_name: 'Reyes' });
    const caseId = await sampleCase(a);
    const signed = await a.post<SignedPapers>(`/api/cases/${caseId}/sign`, SAMPLE_SIGNATURE);
    expect(signed.status).toBe(200);
    expect(signed.body.version).toMatchObject({
      version: 1,
      signedOn: today,
      signerName: 'Maria Lopez',
      signedBy: 'Dana Reyes',
      state: 'current',
    });
    expect(signed.body.version.contentHash).toMatch(/^[0-9a-f]{64}$/);
    const stored = await t.server.deps.db
      .select()
      .from(schema.issuedPapers)
      .where(eq(schema.issuedPapers.caseId, caseId));
    expect(createHash('sha256').update(stored[0]!.inputs).digest('hex')).toBe(signed.body.version.contentHash);
    const inputs = JSON.parse(stored[0]!.inputs) as pleadings.PleadingInput;
    expect([inputs.today, inputs.caseInfo.vcDateDrafted, inputs.caseInfo.signatureText]).toEqual([
      today,
      today,
      'Maria Lopez',
    ]);
    const saved = (await a.get<SavedCase>(`/api/cases/${caseId}`)).body;
    expect([saved.status, saved.submitted]).toEqual(['verifiedComplaintComplete', true]);
    expect(await orders(a, caseId)).toHaveLength(1);

    const again = await a.post<SignedPapers>(`/api/cases/${caseId}/sign`, SAMPLE_SIGNATURE);
    expect(again.body).toEqual(signed.body);
    expect(await orders(a, caseId)).toHaveLength(1);
    expect(await versions(a, caseId)).toHaveLength(1);
    const stranger = await t.as('auth0|sign-stranger');
    expect((await stranger.post(`/api/cases/${caseId}/sign`, SAMPLE_SIGNATURE)).status).toBe(404);
    expect((await stranger.post(`/api/cases/${caseId}/correct`)).status).toBe(404);
    expect((await stranger.get(`/api/cases/${caseId}/issued-papers`)).status).toBe(404);
  });

  it('refuses an ordinary save or a new case that marks the complaint submitted or complete', async () => {
    const a = await t.as('auth0|sign-by-save');
    const caseId = await sampleCase(a);
    for (const body of [
      { caseInfo: {}, status: 'verifiedComplaintComplete' },
      { caseInfo: {}, submitted: true },
      { caseInfo: { submitted: true } },
      { caseInfo: {}, status: 'wor-trial-action' },
    ]) {
      const res = await a.post<Refusal>(`/api/case/${caseId}`, body);
      expect([res.status, res.body.error]).toEqual([400, SIGNING_MESSAGES.signOnReview]);
    }
    const created = await a.post<Refusal>('/api/cases', { caseInfo: {}, status: 'verifiedComplaintComplete' });
    expect([created.status, created.body.error]).toEqual([400, SIGNING_MESSAGES.signOnReview]);
    expect((await a.get<SavedCase>(`/api/cases/${caseId}`)).body.submitted).toBe(false);
    expect(await orders(a, caseId)).toEqual([]);
  });
});

describe('signed papers never change in place', () => {
  let a: Caller;
  let caseId: number;
  let signedTotal: number;
  /** The complaint's total (9A) as last signed. */
  let filedTotal: number;
  beforeAll(async () => {
    a = await t.as('auth0|sign-frozen', { given_name: 'Sam', family_name: 'Ortiz' });
    // Signed, corrected and signed again weeks before the filing the last test records.
    caseId = await signedCase(a, { on: courtDay(-60) });
    signedTotal = (await a.get<SavedCase>(`/api/cases/${caseId}`)).body.suitAmount;
  });

  it('refuses a change of the rent rows, the tenants or the statements, naming what cannot change and how to correct it', async () => {
    const rent = await a.post<Refusal>(`/api/case/${caseId}`, {
      caseInfo: { pastDueRent: await rentWithOneMore(a, caseId) },
    });
    expect(rent.status).toBe(400);
    expect(rent.body.error).toBe(SIGNING_MESSAGES.frozen('the past due rent and the amount claimed'));
    const tenants = await a.post<Refusal>(`/api/case/${caseId}`, { caseInfo: { tenants: [{ name: 'Someone New' }] } });
    expect(tenants.body.error).toBe(SIGNING_MESSAGES.frozen('the tenants'));
    const statements = await a.post<Refusal>(`/api/case/${caseId}`, {
      caseInfo: { statements: { ...SAMPLE_SIGNATURE.statements, rentControlled: true } },
    });
    expect(statements.body.error).toBe(SIGNING_MESSAGES.frozen('the complaint’s statements'));
    expect((await a.get<SavedCase>(`/api/cases/${caseId}`)).body.suitAmount).toBe(signedTotal);
  });

  it('still takes what reaches no paper (the filing plan) and a save of the same facts', async () => {
    expect((await a.post(`/api/case/${caseId}`, { caseInfo: { filingPlan: 'E-FILE' } })).status).toBe(200);
    const same = await a.post(`/api/case/${caseId}`, {
      caseInfo: { statements: SAMPLE_SIGNATURE.statements },
      status: 'verifiedComplaintComplete',
    });
    expect(same.status).toBe(200);
  });

  it('corrects before filing: reopened, edited, signed again as version 2, version 1 superseded and kept', async () => {
    const first = (await versions(a, caseId))[0]!;
    const reopened = await onDay(courtDay(-55), () => a.post<IssuedVersion[]>(`/api/cases/${caseId}/correct`));
    expect(reopened.status).toBe(200);
    expect(reopened.body.map((v) => [v.version, v.state])).toEqual([[1, 'reopened']]);
    const open = (await a.get<SavedCase>(`/api/cases/${caseId}`)).body;
    expect([open.status, open.submitted]).toEqual(['vc-sign', false]);
    const edited = await onDay(courtDay(-55), () =>
      a.post<SavedCase>(`/api/case/${caseId}`, {
        caseInfo: { pastDueRent: open.pastDueRent.filter((r) => r.selected).slice(1) },
      }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.suitAmount).toBeLessThan(signedTotal);
    await sign(a, caseId, {}, courtDay(-50));
    const listed = await versions(a, caseId);
    expect(listed.map((v) => [v.version, v.state])).toEqual([
      [1, 'superseded'],
      [2, 'current'],
    ]);
    expect(listed[0]).toEqual({ ...first, state: 'superseded' });
    expect(listed[1]!.contentHash).not.toBe(first.contentHash);
    expect(await orders(a, caseId)).toHaveLength(1);
    // The amount of the complaint as first completed is kept ("Initial" on the dashboard).
    const resigned = (await a.get<SavedCase & { initialSuitAmount: number }>(`/api/cases/${caseId}`)).body;
    expect([resigned.suitAmount, resigned.initialSuitAmount]).toEqual([edited.body.suitAmount, signedTotal]);
    const events = await a.get<Array<{ kind: string }>>(`/api/cases/${caseId}/timeline`);
    expect(events.body.filter((e) => e.kind.startsWith('papers_')).map((e) => e.kind)).toEqual([
      'papers_signed',
      'papers_reopened',
      'papers_signed',
    ]);
    signedTotal = edited.body.suitAmount;
    filedTotal = complaintTotal(await textOf(a, (await paper(a, caseId, 'verified_complaint')).body));
  });

  it('refuses a correction of an unsigned complaint', async () => {
    const unsigned = await sampleCase(a);
    const res = await a.post<Refusal>(`/api/cases/${unsigned}/correct`);
    expect([res.status, res.body.error]).toEqual([400, SIGNING_MESSAGES.notSigned]);
  });

  it('after filing: no correction, no edit, and the Certification by Landlord states the claim as filed', async () => {
    expect(
      (await a.put(`/api/cases/${caseId}/court`, { docketNo: 'UNN-LT-000555-26', dateFiled: courtDay(-40) })).status,
    ).toBe(200);
    const correction = await a.post<Refusal>(`/api/cases/${caseId}/correct`);
    expect([correction.status, correction.body.error]).toEqual([400, SIGNING_MESSAGES.filed]);
    const edit = await a.post<Refusal>(`/api/case/${caseId}`, {
      caseInfo: { pastDueRent: await rentWithOneMore(a, caseId) },
    });
    expect([edit.status, edit.body.error]).toEqual([400, SIGNING_MESSAGES.filed]);
    // Even a case row changed behind the rules' back does not reach the papers that follow the filing.
    await t.server.deps.db
      .update(schema.cases)
      .set({ pastDueRent: await rentWithOneMore(a, caseId), suitAmount: signedTotal + 1_850_00 })
      .where(eq(schema.cases.id, caseId));
    await a.put(`/api/cases/${caseId}/outcome`, {
      kind: 'judgment_for_possession',
      date: courtDay(-12),
      byDefault: true,
    });
    const cert = await paper(a, caseId, 'certification_by_landlord');
    expect(cert.status, cert.body.error).toBe(200);
    const text = await textOf(a, cert.body);
    expect(text).toContain('UNN-LT-000555-26');
    expect(text).toContain(formatCurrency(filedTotal));
    expect(text).not.toContain(formatCurrency(filedTotal + 1_850_00));
  });

  it('serves the signed papers from what was issued, not from the case as it stands', async () => {
    const complaint = await paper(a, caseId, 'verified_complaint');
    expect(complaint.status, complaint.body.error).toBe(200);
    expect(complaintTotal(await textOf(a, complaint.body))).toBe(filedTotal);
    const live = (await a.get<SavedCase>(`/api/cases/${caseId}`)).body;
    expect(live.pastDueRent.filter((r) => r.selected)).toHaveLength(6);
  });
});

describe('a guest who signed', () => {
  it('is signed on sign-up through the same operation: issued papers and an order', async () => {
    const a = await t.as('auth0|sign-guest');
    await a.get('/api/client');
    const { id: _id, ...caseInfo } = pleadings.SAMPLE_CASE;
    const res = await a.post<{ caseDataInfo: { id: number; status: string }; orderId: number | null }>(
      '/api/create-data-for-newly-authenticated-user',
      {
        property: pleadings.SAMPLE_PROPERTY,
        caseInfo: { ...caseInfo, status: 'verifiedComplaintComplete', submitted: true },
        userData: { contactInfo: pleadings.SAMPLE_CONTACT },
        guestOrder: { payment_status: 'Pending', packageId: 1, flowType: '01' },
      },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.caseDataInfo.status).toBe('verifiedComplaintComplete');
    expect(res.body.orderId).not.toBeNull();
    expect((await versions(a, res.body.caseDataInfo.id)).map((v) => v.state)).toEqual(['current']);
  });
});
