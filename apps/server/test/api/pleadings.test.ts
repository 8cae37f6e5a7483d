import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLIENT_TYPES,
  formatCurrency,
  mayFileWithoutAttorney,
  OWNERSHIP_TYPES,
  PAPER_RULE_MESSAGES,
  pleadings,
  type ClientType,
  type OwnershipType,
} from '@rentfile/domain';
import { startTestServer, type Caller, type TestServer } from './support/server.ts';
import { answeredPdf, pdfText } from './support/pdfText.ts';

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

const sample = pleadings.samplePleadingInput();
const contact = { ...pleadings.SAMPLE_CONTACT };

/** The caller's own attorney profile (docs/product/rules.md#representation); its id is the case's attorney of record. */
async function attorneyProfile(caller: Caller): Promise<number> {
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
  return (await caller.put<{ id: number }>('/api/attorney-profile', { attorney })).body.id;
}

/**
 * A property, contact and case like the sample, created through the API for the caller. An owner that may not file
 * its papers itself (an LLC, a corporation, or a general partnership verified by its managing agent) gets the caller
 * as attorney of record.
 */
async function createCase(
  caller: Caller,
  ownershipType: OwnershipType,
  clientType: ClientType,
  caseOverrides: Record<string, unknown> = {},
): Promise<number> {
  const represented =
    !mayFileWithoutAttorney(ownershipType) || (ownershipType === 'General Partnership' && clientType === 'agent');
  if (represented) caseOverrides = { attorneyId: await attorneyProfile(caller), ...caseOverrides };
  const contactId = (
    await caller.post<{ id: number }>('/api/contactInfo', { contactInfo: contact, saveAsDefault: true })
  ).body.id;
  const deedNames = ownershipType === 'Individual' ? ['Robert Chen', 'Linda Chen'] : ['Elmora Holdings'];
  const property = await caller.post<{ id: number }>('/api/properties/save', {
    property: { ...pleadings.SAMPLE_PROPERTY, deedNames, ownershipType, clientType, contactInfoId: contactId },
  });
  expect(property.status).toBe(200);
  const { id: _id, ...caseInfo } = pleadings.SAMPLE_CASE;
  const created = await caller.post<{ id: number }>('/api/cases', {
    caseInfo: { ...caseInfo, deedNames, propertyId: property.body.id, ...caseOverrides },
    status: 'vc-sign',
  });
  expect(created.status).toBe(200);
  return created.body.id;
}

async function generate(
  caller: Caller,
  caseId: number,
  templateName: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  return caller.post<PdfAnswer & { error?: string }>(
    '/api/create-case-pleading-pdf',
    { caseId, templateName, fileNameAddress: '48 Elmora Avenue, Apt 2B', ...extra },
    headers,
  );
}

/** The verifier a landlord of each kind chooses on Review & Sign: a co-owner, member, partner or officer, or the managing agent. */
const VERIFIER: Record<OwnershipType, Record<ClientType, { role: string; name: string; title: string | null }>> = {
  Individual: {
    owner: { role: 'coOwner', name: 'Robert Chen', title: null },
    agent: { role: 'managingAgent', name: 'Maria Lopez', title: 'Property Manager' },
  },
  'Limited Liability Company': {
    owner: { role: 'member', name: 'Ana Ruiz', title: 'Managing Member' },
    agent: { role: 'managingAgent', name: 'Maria Lopez', title: 'Property Manager' },
  },
  'General Partnership': {
    owner: { role: 'generalPartner', name: 'Ana Ruiz', title: null },
    agent: { role: 'managingAgent', name: 'Maria Lopez', title: 'Property Manager' },
  },
  Corporation: {
    owner: { role: 'officer', name: 'Ana Ruiz', title: 'President' },
    agent: { role: 'managingAgent', name: 'Maria Lopez', title: 'Property Manager' },
  },
  'Limited Partnership': {
    owner: { role: 'generalPartner', name: 'Ana Ruiz', title: null },
    agent: { role: 'managingAgent', name: 'Maria Lopez', title: 'Property Manager' },
  },
  Trust: {
    owner: { role: 'trustee', name: 'Ana Ruiz', title: null },
    agent: { role: 'managingAgent', name: 'Maria Lopez', title: 'Property Manager' },
  },
};

const SIGNATURE_CAPACITY: Record<OwnershipType, Record<ClientType, string[]>> = {
  Individual: {
    owner: ['Robert Chen Plaintiff Dated: ____________________ Linda Chen Plaintiff'],
    agent: ['Robert Chen and Linda Chen, Plaintiffs', 'By:', 'Maria Lopez Property Manager'],
  },
  'Limited Liability Company': {
    owner: ['Elmora Holdings, a limited liability company, Plaintiff', 'By:', 'Ana Ruiz Managing Member'],
    agent: ['Elmora Holdings, a limited liability company, Plaintiff', 'By:', 'Maria Lopez Property Manager'],
  },
  'General Partnership': {
    owner: ['Elmora Holdings, a general partnership, Plaintiff', 'By:', 'Ana Ruiz General Partner'],
    agent: ['Elmora Holdings, a general partnership, Plaintiff', 'Maria Lopez Property Manager'],
  },
  Corporation: {
    owner: ['Elmora Holdings, a corporation, Plaintiff', 'By:', 'Ana Ruiz President'],
    agent: ['Elmora Holdings, a corporation, Plaintiff', 'Maria Lopez Property Manager'],
  },
  'Limited Partnership': {
    owner: ['Elmora Holdings, a limited partnership, Plaintiff', 'By:', 'Ana Ruiz General Partner'],
    agent: ['Elmora Holdings, a limited partnership, Plaintiff', 'Maria Lopez Property Manager'],
  },
  Trust: {
    owner: ['Elmora Holdings, a trust, Plaintiff', 'By:', 'Ana Ruiz Trustee'],
    agent: ['Elmora Holdings, a trust, Plaintiff', 'Maria Lopez Property Manager'],
  },
};

describe('verified complaint PDF', () => {
  for (const ownershipType of OWNERSHIP_TYPES) {
    for (const clientType of CLIENT_TYPES) {
      it(`has the parties, premises, court, amounts and the ${ownershipType} / ${clientType} signature block`, async () => {
        const caller = await t.as(`auth0|pl-${ownershipType.replace(/\s/g, '')}-${clientType}`);
        const verifier = VERIFIER[ownershipType][clientType];
        const caseId = await createCase(caller, ownershipType, clientType, { verifier, signatureText: verifier.name });
        const res = await generate(caller, caseId, 'verified_complaint');
        expect(res.status, res.text).toBe(200);
        expect(res.body.fileName).toBe('Verified Complaint - 48 Elmora Avenue, Apt 2B.pdf');
        const text = await pdfText(await answeredPdf(caller, res.body));
        const owner =
          ownershipType === 'Individual'
            ? 'The owners of record of the premises are Robert Chen, an individual, and Linda Chen, an individual.'
            : `The owner of record of the premises is Elmora Holdings, ${pleadings.ownerKind(ownershipType)}.`;
        expect(text).toContain(owner);
        for (const tenant of ['James Walker', 'Patricia Walker', 'Daniel Walker']) expect(text).toContain(tenant);
        expect(text).toContain('Address of rental premises: 48 Elmora Avenue, Apt 2B, Elizabeth, NJ 07202');
        expect(text).toContain('Superior Court of New Jersey, Law Division, Special Civil Part, Union County');
        expect(text).toContain('Union County Courthouse, 2 Broad Street');
        expect(text).toContain('Elizabeth, NJ 07207');
        // Union's office is not confirmed: the landlord's notes (with the filing instructions) say so, never the filed paper.
        expect(text).not.toContain('Confirm this address with the court before filing.');
        for (const row of pleadings.caseFacts(sample).amounts)
          expect(text).toContain(`${row.description} ${row.period} ${formatCurrency(row.amount)}`);
        expect(text).toContain('TOTAL $11,633.75');
        for (const part of SIGNATURE_CAPACITY[ownershipType][clientType]) expect(text).toContain(part);
        expect(text).toContain(`I, ${VERIFIER[ownershipType][clientType].name}, of full age, certify:`);
        expect(text).toContain('Yes. Language:');
        // An entity files through its attorney of record, whose block heads the caption (R. 1:4-1(b)); the landlord's
        // notes go with the filing instructions only.
        const represented =
          !mayFileWithoutAttorney(ownershipType) || (ownershipType === 'General Partnership' && clientType === 'agent');
        expect(text.includes('Dana Whitfield NJ Attorney ID No. 012342005')).toBe(represented);
        expect(/Plaintiffs?, Self-Represented/.test(text)).toBe(!represented);
        expect(text).not.toContain('Notes for the Landlord');
      });
    }
  }

  it('claims only the tenant portion, and no late charge, utility or fee, for a Section 8 case', async () => {
    const caller = await t.as('auth0|pl-section8');
    const caseId = await createCase(caller, 'Individual', 'owner', {
      verifier: VERIFIER.Individual.owner,
      signatureText: VERIFIER.Individual.owner.name,
      section8: true,
      section8Type: 2,
      section8Subsidy: 1_450_00,
      section8TenantPortion: 400_00,
      // A voucher tenancy is on a CARES Act covered property: the 30-day notice was served and is attached.
      statements: { ...pleadings.SAMPLE_CASE.statements, caresActCovered: true, noticesAttached: true },
      caresNoticeDate: '2026-01-05',
      publicHousingOfficeSection8: {
        id: 1,
        housingAuthority: 'Elizabeth Housing Authority',
        address: '688 Maple Avenue',
        city: 'Elizabeth',
        state: 'New Jersey',
        zipcode: '07202',
      },
      pastDueRent: [
        { timePeriod: '2026-01-01', timePeriodDisplay: 'January 2026', amount: 400_00, selected: true },
        { timePeriod: '2026-02-01', timePeriodDisplay: 'February 2026', amount: 400_00, selected: true },
      ],
    });
    const res = await generate(caller, caseId, 'verified_complaint');
    expect(res.status, res.text).toBe(200);
    const text = await pdfText(await answeredPdf(caller, res.body));
    expect(text).toContain('Rent January 2026 $400.00');
    expect(text).toContain('Rent February 2026 $400.00');
    expect(text).not.toContain('Late Charge');
    expect(text).not.toContain('Water & Sewer');
    expect(text).toContain('TOTAL $800.00');
    expect(text).toContain("the tenant's portion of the rent is $400.00");
    expect(text).toContain('(Section 8 Voucher)');
    expect(text).toContain(
      'Public housing agency: Elizabeth Housing Authority, 688 Maple Avenue, Elizabeth, NJ 07202.',
    );
    expect(text).toContain('Robert Chen, an individual, and Linda Chen, an individual');
    // Saying the voucher tenancy is not covered is refused with the reason.
    const saved = await caller.post(`/api/case/${caseId}`, {
      caseInfo: { statements: { ...pleadings.SAMPLE_CASE.statements, caresActCovered: false } },
    });
    expect(saved.status).toBe(200);
    const refused = await generate(caller, caseId, 'verified_complaint');
    expect(refused.status).toBe(400);
    expect(refused.body.error).toContain(PAPER_RULE_MESSAGES.caresProgramCovered);
  });
});

describe('create-case-pleading-pdf', () => {
  it('refuses a complaint calling an LLC tenant a corporation, and says what to change', async () => {
    const caller = await t.as('auth0|pl-llc-as-corporation');
    const caseId = await createCase(caller, 'Individual', 'owner', {
      verifier: VERIFIER.Individual.owner,
      signatureText: VERIFIER.Individual.owner.name,
      tenantType: 'corporation',
      tenants: [{ name: 'ACME LLC', tenantType: 'corporation' }],
    });
    const refused = await generate(caller, caseId, 'verified_complaint');
    expect(refused.status).toBe(400);
    expect(refused.body.error).toContain(
      'ACME LLC is named as a limited liability company, but its type on Tenant Information is “Corporation”',
    );
    expect((await generate(caller, caseId, 'verified_complaint_preview')).status).toBe(200);
  });

  it('names an LLC tenant as a limited liability company, in possession but not residing, after a round trip', async () => {
    const caller = await t.as('auth0|pl-llc-tenant');
    const caseId = await createCase(caller, 'Individual', 'owner', {
      verifier: VERIFIER.Individual.owner,
      signatureText: VERIFIER.Individual.owner.name,
      tenantType: 'llc',
      tenants: [{ name: 'Walker Design LLC', tenantType: 'llc', contactName: 'Jim Walker' }],
      tenantCompanyName: 'Walker Design LLC',
    });
    const stored = (
      await caller.get<{ tenantType: string; tenants: Array<{ tenantType: string }> }>(`/api/cases/${caseId}`)
    ).body;
    expect(stored.tenantType).toBe('llc');
    expect(stored.tenants.map((x) => x.tenantType)).toEqual(['llc']);
    const res = await generate(caller, caseId, 'verified_complaint');
    expect(res.status, res.text).toBe(200);
    const text = await pdfText(await answeredPdf(caller, res.body));
    expect(text).toContain('Walker Design LLC, a limited liability company');
    expect(text).not.toContain('a corporation');
    expect(text).toContain('The defendant has been in possession of the premises since');
    expect(text).not.toContain('resides in');
  });

  it('refuses a complaint with unanswered statements, naming them, but renders its preview', async () => {
    const caller = await t.as('auth0|pl-statements');
    const caseId = await createCase(caller, 'Individual', 'owner', {
      statements: { ...pleadings.SAMPLE_CASE.statements, caresActCovered: null, rentControlled: null },
    });
    const refused = await generate(caller, caseId, 'verified_complaint');
    expect(refused.status).toBe(400);
    expect(refused.body.error).toContain('CARES Act');
    expect(refused.body.error).toContain('rent control');
    expect((await generate(caller, caseId, 'print_all')).status).toBe(400);
    const preview = await generate(caller, caseId, 'verified_complaint_preview');
    expect(preview.status).toBe(200);
    expect(preview.body.fileUrl).toBeNull();
    expect(await pdfText(await answeredPdf(caller, preview.body))).toContain('PREVIEW');
    expect((await generate(caller, caseId, 'tenant_summons')).status).toBe(200);
  });

  it('stores each paper, lists the pleadings with their dates and serves the file to its owner only', async () => {
    const caller = await t.as('auth0|pl-store');
    const other = await t.as('auth0|pl-store-other');
    const caseId = await createCase(caller, 'Limited Liability Company', 'owner');
    const before = await caller.get<Array<{ name: string; templateName: string; drafted: string | null }>>(
      `/api/pleadings/${caseId}`,
    );
    expect(before.body.map((p) => p.name)).toEqual([
      'Cover Letter',
      'Verified Complaint',
      'Tenant Summons',
      'Landlord Case Information Statement',
      'Certification of Lease and Registration Statement',
    ]);
    expect(before.body.every((p) => p.drafted === null)).toBe(true);

    const all = await generate(caller, caseId, 'print_all_individual', {}, { 'x-url-type': 'view' });
    expect(all.status, all.text).toBe(200);
    expect(all.body.fileUrls.map((f) => f.name)).toEqual([
      'Filing Instructions',
      'Cover Letter',
      'Verified Complaint',
      'Tenant Summons',
      'Landlord Case Information Statement',
      'Certification of Lease and Registration Statement',
    ]);
    expect(all.body.fileUrl).toBe(`/api/pleadings/${caseId}/instructions/file?disposition=inline`);
    const after = await caller.get<Array<{ templateName: string; drafted: string | null; updated: string | null }>>(
      `/api/pleadings/${caseId}`,
    );
    expect(after.body.every((p) => p.drafted !== null && p.updated !== null)).toBe(true);

    const summonsUrl = all.body.fileUrls.find((f) => f.name === 'Tenant Summons')!.url;
    const file = await caller.raw(summonsUrl, { method: 'GET' });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toMatch(
      /^inline; filename="Tenant Summons - 48 Elmora Avenue, Apt 2B.pdf"/,
    );
    const summons = await pdfText(new Uint8Array(await file.arrayBuffer()));
    expect(summons).toContain('TENANCY SUMMONS');
    expect(summons).toContain('Union County Courthouse, 2 Broad Street');

    const download = await caller.raw(`/api/pleadings/${caseId}/verified_complaint/file`, { method: 'GET' });
    expect(download.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect((await other.raw(`/api/pleadings/${caseId}/verified_complaint/file`, { method: 'GET' })).status).toBe(404);
    expect((await other.get(`/api/pleadings/${caseId}`)).status).toBe(404);
    expect((await generate(other, caseId, 'verified_complaint')).status).toBe(404);
    expect((await caller.raw(`/api/pleadings/${caseId}/wor_request/file`, { method: 'GET' })).status).toBe(404);
  });

  it('renders posted guest data for an anonymous caller and stores nothing; without guest data it asks to sign in', async () => {
    const guestData = { caseInfo: sample.caseInfo, property: sample.property, contactInfo: pleadings.SAMPLE_CONTACT };
    const res = await t.anonymous.post<PdfAnswer>('/api/create-case-pleading-pdf', {
      templateName: 'eviction_preview',
      guestData,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.fileUrl).toBeNull();
    expect(res.body.fileUrls).toEqual([]);
    const text = await pdfText(await answeredPdf(t.anonymous, res.body));
    expect(text).toContain('Dear James Walker, Patricia Walker and Daniel Walker:');
    expect(text).toContain('VERIFIED COMPLAINT');
    expect(text).toContain('TOTAL DUE $11,633.75');
    expect(
      (await t.anonymous.post('/api/create-case-pleading-pdf', { caseId: 1, templateName: 'verified_complaint' }))
        .status,
    ).toBe(401);
    expect(
      (
        await t.anonymous.post('/api/create-case-pleading-pdf', {
          caseId: 1,
          templateName: 'verified_complaint',
          guestData: false,
        })
      ).status,
    ).toBe(401);
  });
});
