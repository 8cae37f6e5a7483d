/**
 * Issue 31, the claim held to its own facts (docs/product/rules.md#claim-consistency): each defect a practitioner saw
 * is sent straight to the API, as every client may send it. A save that brings in a contradiction is refused with the rule's
 * message and changes nothing; what a draft may still lack refuses the signed papers; 9B counts from the complaint's
 * date; the suit amount carries no guessed mileage; the filing instructions fit the way the landlord files.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_RULE_MESSAGES, pleadings } from '@rentfile/domain';
import { startTestServer, type Caller, type TestServer } from './support/server.ts';
import { answeredPdf, pdfText } from './support/pdfText.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t?.close());

interface PdfAnswer {
  fileData: string | null;
  fileUrl: string | null;
  fileUrls: Array<{ name: string; url: string }>;
  error?: string;
}
interface SavedCase {
  id: number;
  pastDueRent: Array<{ timePeriod: string; amount: number; selected: boolean }>;
  legalFees: Array<{ type: string; amount: number }>;
  suitAmount: number;
  vcDateDrafted: string | null;
  section8Subsidy: number | null;
}

const row = (timePeriod: string, amount = 1_850_00) => ({
  timePeriod,
  timePeriodDisplay: 'sent by the browser',
  amount,
  selected: true,
});
const AGENCY = {
  id: 3,
  housingAuthority: 'Elizabeth Housing Authority',
  address: '688 Maple Avenue',
  city: 'Elizabeth',
  state: 'New Jersey',
  zipcode: '07202',
};
/** A Section 8 voucher tenancy whose figures add up, on a covered property with its 30-day notice served. */
const SECTION8 = {
  section8: true,
  section8Type: 2,
  section8TenantPortion: 400_00,
  section8Subsidy: 1_450_00,
  publicHousingOfficeSection8: AGENCY,
  pastDueRent: [row('2026-02-01', 400_00), row('2026-03-01', 400_00)],
  statements: { ...pleadings.SAMPLE_CASE.statements, caresActCovered: true, noticesAttached: true },
  caresNoticeDate: '2026-01-05',
};

/** The sample property (with its contact) and case, created through the API. */
async function createCase(
  caller: Caller,
  caseOverrides: Record<string, unknown> = {},
  propertyOverrides: Record<string, unknown> = {},
): Promise<{ caseId: number; propertyId: number }> {
  const contactId = (
    await caller.post<{ id: number }>('/api/contactInfo', {
      contactInfo: pleadings.SAMPLE_CONTACT,
      saveAsDefault: true,
    })
  ).body.id;
  const property = await caller.post<{ id: number }>('/api/properties/save', {
    property: { ...pleadings.SAMPLE_PROPERTY, contactInfoId: contactId, ...propertyOverrides },
  });
  expect(property.status, property.text).toBe(200);
  const { id: _id, ...caseInfo } = pleadings.SAMPLE_CASE;
  const created = await caller.post<{ id: number }>('/api/cases', {
    caseInfo: { ...caseInfo, propertyId: property.body.id, ...caseOverrides },
    status: 'vc-sign',
  });
  expect(created.status, created.text).toBe(200);
  return { caseId: created.body.id, propertyId: property.body.id };
}

async function papers(caller: Caller, caseId: number): Promise<{ status: number; error: string | undefined }> {
  const res = await caller.post<PdfAnswer>('/api/create-case-pleading-pdf', { caseId, templateName: 'print_all' });
  return { status: res.status, error: res.body.error };
}

async function paperText(caller: Caller, caseId: number, templateName: string): Promise<string> {
  const res = await caller.post<PdfAnswer>('/api/create-case-pleading-pdf', { caseId, templateName });
  expect(res.status, res.body.error).toBe(200);
  return pdfText(await answeredPdf(caller, res.body));
}

/** A save that brings in a contradiction: 400 with the rule's message, and the case as it was. */
async function expectSaveRefused(caller: Caller, caseId: number, change: Record<string, unknown>, message: string) {
  const before = (await caller.get<SavedCase>(`/api/cases/${caseId}`)).body;
  const res = await caller.post<{ error: string }>(`/api/case/${caseId}`, { caseInfo: change });
  expect(res.status, res.text).toBe(400);
  expect(res.body.error).toBe(message);
  const after = (await caller.get<SavedCase>(`/api/cases/${caseId}`)).body;
  expect({ ...after, updated_at: null }).toEqual({ ...before, updated_at: null });
}

describe('rent rows keep the lease (rules.md#claim-consistency)', () => {
  it('refuses a complaint that claims $0.00', async () => {
    const caller = await t.as('auth0|claim-zero');
    const { caseId } = await createCase(caller, {
      pastDueRent: [row('2026-03-01', 0)],
      lateCharges: [],
      utilities: [],
    });
    const res = await papers(caller, caseId);
    expect(res.status).toBe(400);
    expect(res.error).toContain(CLAIM_RULE_MESSAGES.nothingClaimed);
  });

  it('refuses a rent row above the lease rent', async () => {
    const caller = await t.as('auth0|claim-above');
    const { caseId } = await createCase(caller);
    await expectSaveRefused(
      caller,
      caseId,
      { pastDueRent: [row('2026-03-01', 1_900_00)] },
      CLAIM_RULE_MESSAGES.rentAboveLease('March 2026', 1_900_00, 1_850_00, false),
    );
  });

  it('refuses the same month twice', async () => {
    const caller = await t.as('auth0|claim-twice');
    const { caseId } = await createCase(caller);
    await expectSaveRefused(
      caller,
      caseId,
      { pastDueRent: [row('2026-02-01'), row('2026-02-01')] },
      CLAIM_RULE_MESSAGES.rentTwice('February 2026'),
    );
    const created = await caller.post<{ error: string }>('/api/cases', {
      caseInfo: { ...pleadings.SAMPLE_CASE, id: undefined, pastDueRent: [row('2026-02-01'), row('2026-02-01')] },
    });
    expect(created.status).toBe(400);
    expect(created.body.error).toBe(CLAIM_RULE_MESSAGES.rentTwice('February 2026'));
  });

  it('refuses a month before the lease began', async () => {
    const caller = await t.as('auth0|claim-before-lease');
    const { caseId } = await createCase(caller);
    await expectSaveRefused(
      caller,
      caseId,
      { pastDueRent: [row('2023-05-01')] },
      CLAIM_RULE_MESSAGES.rentBeforeLease('May 2023', 'June 1, 2023'),
    );
  });

  it('refuses a row off the due day, for monthly and weekly leases', async () => {
    const caller = await t.as('auth0|claim-off-day');
    const { caseId } = await createCase(caller);
    await expectSaveRefused(
      caller,
      caseId,
      { pastDueRent: [row('2026-03-05')] },
      CLAIM_RULE_MESSAGES.rentOffDueDate('March 5, 2026', 'monthly, on the 1st day of each month'),
    );
    // 2026-03-07 is a Saturday; this weekly rent is due on Fridays.
    await expectSaveRefused(
      caller,
      caseId,
      { rentCycle: 'Weekly', rentDueBy: '5', rentAmount: 400_00, pastDueRent: [row('2026-03-07', 400_00)] },
      CLAIM_RULE_MESSAGES.rentOffDueDate('March 7, 2026', 'weekly, every Friday'),
    );
  });
});

describe("the complaint's date", () => {
  it('refuses a complaint dated before a rent it claims, or in the future', async () => {
    const caller = await t.as('auth0|claim-dated');
    const { caseId } = await createCase(caller);
    await expectSaveRefused(
      caller,
      caseId,
      { vcDateDrafted: '2026-02-20' },
      CLAIM_RULE_MESSAGES.complaintBeforeRent('February 20, 2026', 'March 1, 2026'),
    );
    await expectSaveRefused(
      caller,
      caseId,
      { vcDateDrafted: '2999-01-04' },
      CLAIM_RULE_MESSAGES.complaintInFuture('January 4, 2999'),
    );
  });

  it("counts 9B's next rent from the complaint's date: dated October 14, monthly rent due the 1st, says November 1", async () => {
    const caller = await t.as('auth0|claim-9b');
    const { caseId } = await createCase(caller, {
      vcDateDrafted: '2025-10-14',
      pastDueRent: [row('2025-09-01'), row('2025-10-01')],
      lateCharges: [],
      utilities: [],
    });
    const complaint = await paperText(caller, caseId, 'verified_complaint');
    expect(complaint).toContain('If the trial is before November 1, 2025');
    expect(complaint).not.toContain('December 1, 2026');
  });
});

describe('registration', () => {
  it('refuses a registration statement filed on a future date', async () => {
    const caller = await t.as('auth0|claim-registration-future');
    const res = await caller.post<{ error: string }>('/api/properties/save', {
      property: { ...pleadings.SAMPLE_PROPERTY, status: 'type', registrationDocsFiledDate: '2999-01-01' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toContain(CLAIM_RULE_MESSAGES.registrationInFuture);
  });

  it('refuses "registered: yes" with no date, so the certification never goes out with neither box ticked', async () => {
    const caller = await t.as('auth0|claim-registration-date');
    const { caseId } = await createCase(caller, {}, { registrationDocsFiledDate: null });
    const res = await papers(caller, caseId);
    expect(res.status).toBe(400);
    expect(res.error).toContain(CLAIM_RULE_MESSAGES.registeredWithoutDate);
  });
});

describe('Section 8 and public housing', () => {
  it("computes the Section 8 subsidy from the rent and the tenant's portion, never taking one sent (decision 0033)", async () => {
    const caller = await t.as('auth0|claim-section8-sum');
    const { caseId } = await createCase(caller, { ...SECTION8, section8Subsidy: 999_00 });
    expect((await caller.get<SavedCase>(`/api/cases/${caseId}`)).body.section8Subsidy).toBe(1_450_00);
    const res = await caller.post<SavedCase>(`/api/case/${caseId}`, {
      caseInfo: { section8Subsidy: 1_000_00, section8TenantPortion: 500_00 },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.section8Subsidy).toBe(1_350_00);
    expect((await caller.get<SavedCase>(`/api/cases/${caseId}`)).body.section8Subsidy).toBe(1_350_00);
  });

  it('refuses the papers of a Section 8 or public-housing tenancy that names no housing agency', async () => {
    const caller = await t.as('auth0|claim-agency');
    const voucher = await createCase(caller, { ...SECTION8, publicHousingOfficeSection8: null });
    expect((await papers(caller, voucher.caseId)).error).toContain(
      CLAIM_RULE_MESSAGES.agencyMissing('Section 8 Voucher'),
    );
    const publicHousing = await createCase(caller, { ...SECTION8, section8Type: 1, publicHousingOfficeSection8: null });
    expect((await papers(caller, publicHousing.caseId)).error).toContain(
      CLAIM_RULE_MESSAGES.agencyMissing('Public Housing'),
    );
  });

  it('refuses public housing with "notices attached: yes" and none attached, or with no notice answered', async () => {
    const caller = await t.as('auth0|claim-public-housing');
    const attachedYes = await createCase(caller, { ...SECTION8, section8Type: 1 });
    expect((await papers(caller, attachedYes.caseId)).error).toContain(CLAIM_RULE_MESSAGES.noticesNotAttached);
    const attachedNo = await createCase(caller, {
      ...SECTION8,
      section8Type: 1,
      statements: { ...SECTION8.statements, noticesAttached: false },
    });
    expect((await papers(caller, attachedNo.caseId)).error).toContain(CLAIM_RULE_MESSAGES.publicHousingNotice);
  });
});

describe('lease category and property type', () => {
  it('asks about a residential property with a commercial lease category rather than drop the LCIS and CLRS', async () => {
    const caller = await t.as('auth0|claim-category');
    const { caseId } = await createCase(caller, { leaseTypeCategory: 'Commercial' });
    const res = await papers(caller, caseId);
    expect(res.status).toBe(400);
    expect(res.error).toContain(CLAIM_RULE_MESSAGES.categoryDisagrees('Commercial', 'Residential'));
  });
});

describe('money and filing instructions (rules.md#filing-fees, #filing-method)', () => {
  it('stores a suit amount without a guessed mileage, and the instructions give the same fees', async () => {
    const caller = await t.as('auth0|claim-mileage');
    const { caseId } = await createCase(caller);
    const saved = (await caller.get<SavedCase>(`/api/cases/${caseId}`)).body;
    expect(saved.legalFees.map((f) => f.type)).not.toContain('Mileage Fee');
    // Six months of rent, three late charges, two utilities, then the filing fee and two more tenants.
    expect(saved.suitAmount).toBe(6 * 1_850_00 + 3 * 75_00 + 212_40 + 96_35 + 50_00 + 10_00);
    const instructions = await paperText(caller, caseId, 'instructions');
    expect(instructions).toContain('$60.00');
    expect(instructions).toContain("Court officer's mileage (service of the summons): set by the court");
    expect(instructions).not.toContain('$7.00');
  });

  it('gives instructions right for each way of filing', async () => {
    const caller = await t.as('auth0|claim-methods');
    const { caseId } = await createCase(caller);
    const text = async (filingPlan: string) => {
      const saved = await caller.post(`/api/case/${caseId}`, { caseInfo: { filingPlan } });
      expect(saved.status, saved.text).toBe(200);
      return (await paperText(caller, caseId, 'instructions')).replace(/\s+/g, ' ');
    };
    const efile = await text('E-FILE');
    expect(efile).not.toContain('original plus');
    expect(efile).not.toContain('before you scan');
    expect(efile).toContain('/s/ Maria Lopez');
    expect(efile).toContain('do not print, sign by hand or scan them');
    const mail = await text('MAIL');
    expect(mail).toContain('Before you mail the papers, call the Special Civil Part office above');
    expect(mail).toContain(
      'one check or money order payable to "Treasurer, State of New Jersey" for $60.00 plus that mileage',
    );
    expect(mail).toContain('Never mail a check with the amount left blank or guessed');
    expect(mail).toContain('the original plus 3 copies');
    const inPerson = await text('IN-PERSON');
    expect(inPerson).toContain('the clerk tells you the amount for Elizabeth when you file');
    expect(inPerson).toContain('the original plus 3 copies');
  });
});
