/**
 * The case rules the server owns (docs/product/rules.md): each test writes a case that breaks one straight to the
 * API, as an older tab or another client could, and gets 400 with the rule's message and nothing stored; papers are
 * refused the same way, and post-judgment papers need a judgment for possession.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SIGNING_MESSAGES,
  addDays,
  LEASE_REGISTRATION_MESSAGES,
  pleadings,
  RULE_MESSAGES,
  todayInNewJersey,
} from '@rentfile/domain';
import { cases, contactInfos, properties } from '../../src/db/schema.ts';
import { answeredPdf, pdfText } from './support/pdfText.ts';
import { startTestServer, type Caller, type TestServer } from './support/server.ts';
import { signedCase } from './support/signing.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t?.close());

interface SavedCase {
  id: number;
  status: string;
  pastDueRent: Array<{ timePeriod: string; timePeriodDisplay: string }>;
  utilities: Array<{ timePeriod: string | [string, string]; timePeriodDisplay: string }>;
  updated_at: string;
}
interface Refusal {
  error: string;
  details?: { violations: Array<{ rule: string; field: string; message: string }> };
}
interface PdfAnswer {
  fileData: string | null;
  fileUrl: string | null;
}

const lease = { leaseStartDate: '2024-06-01', rentCycle: 'Monthly', rentDueBy: '1', rentAmount: 150000 };
const rent = (timePeriod: string, selected = true) => ({
  timePeriod,
  timePeriodDisplay: 'sent by the browser',
  amount: 150000,
  selected,
});
const charge = (type: string, timePeriod: string | [string, string], selected = true) => ({
  type,
  timePeriod,
  timePeriodDisplay: 'sent by the browser',
  amount: 5000,
  selected,
});

async function storedCases(c: Caller): Promise<number> {
  const me = await c.get<{ id: number }>('/api/client');
  return (await t.server.deps.db.select().from(cases).where(eq(cases.clientId, me.body.id))).length;
}

/** Creating a case that breaks a rule: 400 with the message, and no case stored. */
async function expectCreateRefused(
  c: Caller,
  caseInfo: Record<string, unknown>,
  status: string | undefined,
  message: string,
): Promise<void> {
  const before = await storedCases(c);
  const res = await c.post<Refusal>('/api/cases', {
    caseInfo: { tenants: [{ name: 'Tom Tenant' }], ...caseInfo },
    ...(status ? { status } : {}),
  });
  expect(res.status).toBe(400);
  expect(res.body.error).toBe(message);
  expect(res.body.details?.violations[0]?.message).toBe(message);
  expect(await storedCases(c)).toBe(before);
}

/** Updating a case so it breaks a rule: 400 with the message, and the case as it was. */
async function expectUpdateRefused(
  c: Caller,
  id: number,
  caseInfo: Record<string, unknown>,
  status: string | undefined,
  message: string,
): Promise<void> {
  const before = (await c.get<SavedCase>(`/api/cases/${id}`)).body;
  const res = await c.post<Refusal>(`/api/case/${id}`, { caseInfo, ...(status ? { status } : {}) });
  expect(res.status).toBe(400);
  expect(res.body.error).toBe(message);
  expect((await c.get<SavedCase>(`/api/cases/${id}`)).body).toEqual(before);
}

async function newCase(
  c: Caller,
  caseInfo: Record<string, unknown> = {},
  status = 'vc-additionalCharges',
): Promise<SavedCase> {
  const res = await c.post<SavedCase>('/api/cases', {
    caseInfo: { tenants: [{ name: 'Tom Tenant' }], ...lease, pastDueRent: [rent('2025-01-01')], ...caseInfo },
    status,
  });
  expect(res.status).toBe(200);
  return res.body;
}

describe('additional charges only when the lease allows them (rules.md#additional-charges-permitted)', () => {
  it('refuses a selected late charge, utility, fee or other charge unless the answer is yes', async () => {
    const a = await t.as('auth0|rules-charges');
    await expectCreateRefused(
      a,
      { ...lease, lateCharges: [charge('Late Charge', '2025-01')] },
      undefined,
      RULE_MESSAGES.chargesNotPermitted,
    );
    await expectCreateRefused(
      a,
      { additionalChargesPermitted: false, fees: [charge('Pet Fees', '2025-01')] },
      undefined,
      RULE_MESSAGES.chargesNotPermitted,
    );
    const saved = await newCase(a, {
      additionalChargesPermitted: false,
      utilities: [charge('Water', '2025-01', false)],
    });
    await expectUpdateRefused(
      a,
      saved.id,
      { utilities: [charge('Water', '2025-01')] },
      undefined,
      RULE_MESSAGES.chargesNotPermitted,
    );
    await expectUpdateRefused(
      a,
      saved.id,
      { otherCharges: [charge('Other', '2025-02')] },
      undefined,
      RULE_MESSAGES.chargesNotPermitted,
    );
    const allowed = await a.post<SavedCase>(`/api/case/${saved.id}`, {
      caseInfo: { additionalChargesPermitted: true, utilities: [charge('Water', '2025-01')] },
    });
    expect(allowed.status).toBe(200);
    await expectUpdateRefused(
      a,
      saved.id,
      { additionalChargesPermitted: false },
      undefined,
      RULE_MESSAGES.chargesNotPermitted,
    );
  });
});

describe('the certification of lease and registration agrees with the complaint (rules.md#registration-agrees)', () => {
  it('refuses an exemption the complaint denies, on a save of either side', async () => {
    const a = await t.as('auth0|rules-exemption');
    const statements = { ownerOccupied: true, landlordRegistered: false };
    const saved = await newCase(a, { clrsExemption: true, clrsSubmission: true, statements });
    await expectUpdateRefused(
      a,
      saved.id,
      { statements: { ...statements, ownerOccupied: false } },
      undefined,
      pleadings.CLRS_MESSAGES.exemptionDisagrees,
    );
    await expectUpdateRefused(
      a,
      saved.id,
      { statements: { ...statements, landlordRegistered: true } },
      undefined,
      LEASE_REGISTRATION_MESSAGES.registeredAndExempt,
    );
    const withdrawn = await a.post<SavedCase>(`/api/case/${saved.id}`, {
      caseInfo: { clrsExemption: false, statements: { ...statements, ownerOccupied: false } },
    });
    expect(withdrawn.status).toBe(200);
    await expectUpdateRefused(
      a,
      saved.id,
      { clrsExemption: true },
      undefined,
      pleadings.CLRS_MESSAGES.exemptionDisagrees,
    );
  });
});

describe('dates incurred are not in the future (rules.md#dates-incurred)', () => {
  it('refuses a charge whose period has not begun and rent not yet due', async () => {
    const a = await t.as('auth0|rules-future');
    const permitted = { additionalChargesPermitted: true };
    await expectCreateRefused(
      a,
      { ...permitted, lateCharges: [charge('Late Charge', '2099-01')] },
      undefined,
      RULE_MESSAGES.chargeInFuture('Late Charges', 'January 2099'),
    );
    await expectCreateRefused(
      a,
      { ...permitted, utilities: [charge('Water', ['2025-01-05', '2099-02-10'], false)] },
      undefined,
      RULE_MESSAGES.chargeInFuture('Utilities', '01/05/2025 - 02/10/2099'),
    );
    const saved = await newCase(a, permitted);
    await expectUpdateRefused(
      a,
      saved.id,
      { fees: [charge('Pet Fees', '2099-03-04')] },
      undefined,
      RULE_MESSAGES.chargeInFuture('Fees', '03/04/2099'),
    );
    await expectUpdateRefused(
      a,
      saved.id,
      { pastDueRent: [rent('2025-01-01'), rent('2099-01-01')] },
      undefined,
      RULE_MESSAGES.rentNotDue('January 2099'),
    );
    await expectUpdateRefused(
      a,
      saved.id,
      { judgmentDate: '2099-01-05' },
      undefined,
      "The judgment date cannot be set by saving the case: record the filing and the outcome in the case view's Court record and Outcome.",
    );
    const unselected = await a.post<SavedCase>(`/api/case/${saved.id}`, {
      caseInfo: { pastDueRent: [rent('2025-01-01'), rent('2099-01-01', false)] },
    });
    expect(unselected.status).toBe(200);
  });
});

describe('period labels are computed, never trusted (rules.md#period-labels)', () => {
  it('stores the labels of the periods, whatever was sent, and puts a backwards range in order', async () => {
    const a = await t.as('auth0|rules-labels');
    const saved = await newCase(a, {
      additionalChargesPermitted: true,
      pastDueRent: [rent('2025-01-01'), rent('2025-02-01')],
      utilities: [charge('Water', ['2025-02-10', '2025-01-05'])],
    });
    expect(saved.pastDueRent.map((p) => p.timePeriodDisplay)).toEqual(['January 2025', 'February 2025']);
    expect(saved.utilities[0]).toMatchObject({
      timePeriod: ['2025-01-05', '2025-02-10'],
      timePeriodDisplay: '01/05/2025 - 02/10/2025',
    });
    const weekly = await a.post<SavedCase>(`/api/case/${saved.id}`, {
      caseInfo: { rentCycle: 'Weekly', rentDueBy: '1', pastDueRent: [rent('2025-01-06')] },
    });
    expect(weekly.body.pastDueRent[0]!.timePeriodDisplay).toBe('January 6, 2025');
    expect((await a.get<SavedCase>(`/api/cases/${saved.id}`)).body.pastDueRent[0]!.timePeriodDisplay).toBe(
      'January 6, 2025',
    );
  });
});

describe('the status is known and never moves back (rules.md#status-order)', () => {
  it('refuses an unknown status and an earlier step, and takes the same or a later one', async () => {
    const a = await t.as('auth0|rules-status');
    await expectCreateRefused(a, {}, 'vc-hacked', RULE_MESSAGES.unknownStatus('vc-hacked'));
    await expectCreateRefused(a, { status: 'done' }, undefined, RULE_MESSAGES.unknownStatus('done'));
    const saved = await newCase(a, {}, 'vc-suitSummary');
    await expectUpdateRefused(
      a,
      saved.id,
      {},
      'vc-tenants',
      RULE_MESSAGES.statusBack('Summary of Suit Amount', 'Tenant Information'),
    );
    await expectUpdateRefused(
      a,
      saved.id,
      { status: 'vc-property' },
      undefined,
      RULE_MESSAGES.statusBack('Summary of Suit Amount', 'Property'),
    );
    await expectUpdateRefused(a, saved.id, {}, 'nonsense', RULE_MESSAGES.unknownStatus('nonsense'));
    expect((await a.post<SavedCase>(`/api/case/${saved.id}`, { caseInfo: {}, status: 'vc-suitSummary' })).status).toBe(
      200,
    );
    expect((await a.post<SavedCase>(`/api/case/${saved.id}`, { caseInfo: {}, status: 'vc-sign' })).body.status).toBe(
      'vc-sign',
    );
    // A later status than Review & Sign is the signing operation's (docs/product/rules.md#signed-papers).
    const complete = await a.post<{ error: string }>(`/api/case/${saved.id}`, {
      caseInfo: {},
      status: 'wor-trialAction',
    });
    expect([complete.status, complete.body.error]).toEqual([400, SIGNING_MESSAGES.signOnReview]);
    await expectUpdateRefused(
      a,
      await signedCase(a),
      {},
      'vc-sign',
      RULE_MESSAGES.statusBack('Verified Complaint Complete', 'Review & Sign'),
    );
  });
});

describe('a lease has a start date, a cycle and a due day that fits it (rules.md#lease-terms)', () => {
  it('refuses a due day that does not fit the cycle at any step, and a missing lease once past Lease Details', async () => {
    const a = await t.as('auth0|rules-lease');
    await expectCreateRefused(a, { rentCycle: 'Weekly', rentDueBy: '15' }, undefined, RULE_MESSAGES.dueDay.Weekly);
    await expectCreateRefused(a, { rentCycle: 'Monthly', rentDueBy: '32' }, undefined, RULE_MESSAGES.dueDay.Monthly);
    await expectCreateRefused(
      a,
      { rentCycle: 'Semi-monthly', rentDueBy: '1' },
      undefined,
      RULE_MESSAGES.dueDay['Semi-monthly'],
    );
    await expectCreateRefused(
      a,
      { rentCycle: 'Semi-monthly', rentDueBy: '15,15' },
      undefined,
      RULE_MESSAGES.dueDay['Semi-monthly'],
    );
    await expectCreateRefused(a, { rentAmount: 100000, rentDueBy: '1' }, 'vc-pastDueRent', RULE_MESSAGES.leaseStart);
    await expectCreateRefused(
      a,
      { leaseStartDate: '2024-01-01', rentAmount: 100000 },
      'vc-pastDueRent',
      RULE_MESSAGES.dueDay.Monthly,
    );
    const early = await a.post<SavedCase>('/api/cases', {
      caseInfo: { tenants: [{ name: 'Tom Tenant' }] },
      status: 'vc-leaseDetails',
    });
    expect(early.status).toBe(200);
    await expectUpdateRefused(a, early.body.id, {}, 'vc-pastDueRent', RULE_MESSAGES.leaseStart);
    const leased = await a.post<SavedCase>(`/api/case/${early.body.id}`, {
      caseInfo: { ...lease, rentCycle: 'Semi-monthly', rentDueBy: '1,15' },
      status: 'vc-pastDueRent',
    });
    expect(leased.status).toBe(200);
    await expectUpdateRefused(a, early.body.id, { rentCycle: 'Weekly' }, undefined, RULE_MESSAGES.dueDay.Weekly);
    await expectUpdateRefused(a, early.body.id, { leaseStartDate: null }, undefined, RULE_MESSAGES.leaseStart);
  });
});

describe('every path that writes a case', () => {
  it('refuses guest data that breaks a rule when it joins an account, and stores none of it', async () => {
    const user = await t.as('auth0|rules-guest');
    const property = { ...pleadings.SAMPLE_PROPERTY };
    const caseInfo = {
      status: 'vc-sign',
      tenants: [{ name: 'Tom Tenant' }],
      ...lease,
      pastDueRent: [rent('2025-01-01')],
      lateCharges: [charge('Late Charge', '2025-01')],
    };
    const res = await user.post<Refusal>('/api/create-data-for-newly-authenticated-user', {
      property,
      caseInfo,
      userData: { contactInfo: pleadings.SAMPLE_CONTACT },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(RULE_MESSAGES.chargesNotPermitted);
    const me = await user.get<{ id: number }>('/api/client');
    const db = t.server.deps.db;
    expect(await db.select().from(cases).where(eq(cases.clientId, me.body.id))).toEqual([]);
    expect(await db.select().from(properties).where(eq(properties.clientId, me.body.id))).toEqual([]);
    expect(await db.select().from(contactInfos).where(eq(contactInfos.clientId, me.body.id))).toEqual([]);
  });
});

/** A case like the sample, at Review & Sign, with a property and contact, through the API. */
async function sampleCase(c: Caller, overrides: Record<string, unknown> = {}): Promise<number> {
  const contactInfoId = (
    await c.post<{ id: number }>('/api/contactInfo', { contactInfo: pleadings.SAMPLE_CONTACT, saveAsDefault: true })
  ).body.id;
  const property = await c.post<{ id: number }>('/api/properties/save', {
    property: { ...pleadings.SAMPLE_PROPERTY, contactInfoId },
  });
  const { id: _id, ...caseInfo } = pleadings.SAMPLE_CASE;
  const created = await c.post<{ id: number }>('/api/cases', {
    caseInfo: { ...caseInfo, propertyId: property.body.id, ...overrides },
    status: 'vc-sign',
  });
  expect(created.status).toBe(200);
  return created.body.id;
}

const paper = (c: Caller, body: Record<string, unknown>) =>
  c.post<PdfAnswer & Refusal>('/api/create-case-pleading-pdf', body);

describe('orders', () => {
  it('refuses an order for a stored case that breaks a rule (written before the rules held), and creates none', async () => {
    const a = await t.as('auth0|rules-order');
    const id = await sampleCase(a);
    await t.server.deps.db.update(cases).set({ status: 'vc-unknown' }).where(eq(cases.id, id));
    const res = await a.post<Refusal>('/api/orders', {
      caseId: id,
      payment_status: 'Pending',
      packageId: 1,
      flowType: '01',
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(RULE_MESSAGES.unknownStatus('vc-unknown'));
    expect((await a.get<unknown[]>(`/api/caseOrders/${id}`)).body).toEqual([]);
  });
});

describe('papers keep the rules too', () => {
  it('refuses a guest preview that breaks a rule, and computes the labels of one that keeps them', async () => {
    const guestCase = { ...pleadings.SAMPLE_CASE, additionalChargesPermitted: false };
    const refused = await paper(t.anonymous, {
      templateName: 'verified_complaint_preview',
      guestData: { caseInfo: guestCase, property: pleadings.SAMPLE_PROPERTY, contactInfo: pleadings.SAMPLE_CONTACT },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(RULE_MESSAGES.chargesNotPermitted);
    const relabelled = {
      ...pleadings.SAMPLE_CASE,
      pastDueRent: pleadings.SAMPLE_CASE.pastDueRent?.map((p) => ({ ...p, timePeriodDisplay: 'Bogus Month' })),
    };
    const ok = await paper(t.anonymous, {
      templateName: 'verified_complaint_preview',
      guestData: { caseInfo: relabelled, property: pleadings.SAMPLE_PROPERTY, contactInfo: pleadings.SAMPLE_CONTACT },
    });
    expect(ok.status).toBe(200);
    const text = await pdfText(await answeredPdf(t.anonymous, ok.body));
    expect(text).toContain('October 2025');
    expect(text).not.toContain('Bogus Month');
  });

  it('refuses the papers of a stored case that breaks a rule (written before the rules held)', async () => {
    const a = await t.as('auth0|rules-render');
    const id = await sampleCase(a);
    await t.server.deps.db.update(cases).set({ additionalChargesPermitted: false }).where(eq(cases.id, id));
    const res = await paper(a, { caseId: id, templateName: 'verified_complaint' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(RULE_MESSAGES.chargesNotPermitted);
  });
});

describe('one way to write the court record (rules.md#after-filing, #post-judgment)', () => {
  const today = todayInNewJersey();
  const raw = {
    trialAction: 'Judgments: Judgment for Possession',
    judgmentDate: addDays(today, -14),
    docketNo: 'LT-004321-26',
  };

  it('refuses a case save that sets the trial outcome, the judgment date or the docket number', async () => {
    const a = await t.as('auth0|rules-raw-court-fields');
    const created = await a.post<Refusal>('/api/cases', {
      caseInfo: { ...pleadings.SAMPLE_CASE, id: undefined, ...raw },
    });
    expect(created.status).toBe(400);
    expect(created.body.error).toBe(
      "The docket number, trial outcome, judgment date cannot be set by saving the case: record the filing and the outcome in the case view's Court record and Outcome.",
    );
    const id = await sampleCase(a);
    for (const [field, value] of Object.entries(raw)) {
      const res = await a.post<Refusal>(`/api/case/${id}`, { caseInfo: { [field]: value } });
      expect(res.status).toBe(400);
      expect(res.body.error).toContain('cannot be set by saving the case');
    }
    // The case as read, sent back whole, changes none of them and is saved.
    const read = await a.get<Record<string, unknown>>(`/api/cases/${id}`);
    expect(
      (await a.post(`/api/case/${id}`, { caseInfo: { trialAction: read.body.trialAction, docketNo: null } })).status,
    ).toBe(200);
  });

  it.each(['wor_request', 'certification_by_landlord'] as const)(
    'refuses %s from raw fields written before the rule, without a court record',
    async (templateName) => {
      const a = await t.as(`auth0|rules-raw-${templateName}`);
      const id = await sampleCase(a);
      await t.server.deps.db.update(cases).set(raw).where(eq(cases.id, id));
      const res = await paper(a, { caseId: id, templateName });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(
        pleadings.POST_JUDGMENT_MESSAGES.notFiled(
          templateName === 'wor_request' ? 'Request for Warrant of Removal' : 'Certification by Landlord',
        ),
      );
      const guest = await paper(t.anonymous, {
        templateName,
        guestData: {
          caseInfo: pleadings.SAMPLE_CASE,
          property: pleadings.SAMPLE_PROPERTY,
          contactInfo: pleadings.SAMPLE_CONTACT,
        },
      });
      expect(guest.status).toBe(400);
    },
  );
});
