/**
 * Decision 0036, papers that say only what is true: the Certification of Lease and Registration Statement ticks
 * only the form's own alternatives and, where none is true yet, the instructions say what the filer must complete;
 * the cover letter comes from the person who signs it, each plaintiff with their own address; an estate's
 * occupants are named beside it; a claim of $0, a month claimed twice or a balance made into months never
 * reaches a rendered paper.
 */
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_RULE_MESSAGES, pleadings } from '@rentfile/domain';
import { cases } from '../../src/db/schema.ts';
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

/** A photographed registration statement (the fixture documents.package.test.ts attaches). */
const statementPhoto = readFileSync(new URL('../fixtures/registration.heic', import.meta.url));

const { id: _id, ...SAMPLE } = pleadings.SAMPLE_CASE;
const statements = (changes: Partial<typeof SAMPLE.statements>) => ({
  statements: { ...SAMPLE.statements, ...changes },
});

async function createCase(
  c: Caller,
  caseOverrides: Record<string, unknown> = {},
  propertyOverrides: Record<string, unknown> = {},
  contactOverrides: Record<string, unknown> = {},
): Promise<{ caseId: number; propertyId: number }> {
  const contactId = (
    await c.post<{ id: number }>('/api/contactInfo', {
      contactInfo: { ...pleadings.SAMPLE_CONTACT, ...contactOverrides },
      saveAsDefault: true,
    })
  ).body.id;
  const property = await c.post<{ id: number }>('/api/properties/save', {
    property: { ...pleadings.SAMPLE_PROPERTY, contactInfoId: contactId, ...propertyOverrides },
  });
  expect(property.status, property.text).toBe(200);
  const created = await c.post<{ id: number }>('/api/cases', {
    caseInfo: { ...SAMPLE, propertyId: property.body.id, ...caseOverrides },
    status: 'vc-sign',
  });
  expect(created.status, created.text).toBe(200);
  return { caseId: created.body.id, propertyId: property.body.id };
}

async function attachStatement(c: Caller, propertyId: number): Promise<void> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(statementPhoto)]), 'Registration.HEIC');
  const res = await c.raw(`/api/documents?propertyId=${propertyId}&kind=registration`, { method: 'POST', body: form });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** One paper's text, or the refusal. */
async function paper(c: Caller, caseId: number, templateName: string): Promise<{ status: number; text: string }> {
  const res = await c.post<PdfAnswer>('/api/create-case-pleading-pdf', { caseId, templateName });
  if (res.status !== 200) return { status: res.status, text: res.body.error ?? res.text };
  return { status: 200, text: await pdfText(await answeredPdf(c, res.body)) };
}

async function certificationAndInstructions(
  c: Caller,
  caseId: number,
): Promise<{ clrs: string; instructions: string }> {
  const clrs = await paper(c, caseId, 'clrs_form');
  expect(clrs.status, clrs.text).toBe(200);
  const instructions = await paper(c, caseId, 'instructions');
  expect(instructions.status, instructions.text).toBe(200);
  return { clrs: clrs.text, instructions: instructions.text };
}

const ATTACHED = 'I have attached a copy of any registration statement for the residential rental property required';
const EXEMPT = 'The property is exempt from registration pursuant to N.J.S.A. 46:8-28.5(b).';

describe('the Certification of Lease and Registration Statement, every registration answer', () => {
  const exempt = {
    clrsExemption: true,
    ...statements({ landlordRegistered: false, ownerOccupied: true }),
  };
  const cases: Array<{
    name: string;
    caseInfo: Record<string, unknown>;
    attached: boolean;
    box: 'attached' | 'exempt' | null;
    instructions: string[];
    notInInstructions: string[];
  }> = [
    {
      name: 'registered, statement attached',
      caseInfo: {},
      attached: true,
      box: 'attached',
      instructions: [],
      notInInstructions: ['Item 3 (registration)'],
    },
    {
      name: 'registered, statement not attached',
      caseInfo: {},
      attached: false,
      box: null,
      instructions: [
        'Item 3 (registration): the case says the rental is registered (statement filed on',
        'Attach it on the Documents step or on the property and make the package again.',
      ],
      notInInstructions: [],
    },
    {
      name: 'registered, owner-occupied, statement attached',
      caseInfo: statements({ ownerOccupied: true }),
      attached: true,
      box: 'attached',
      instructions: [],
      notInInstructions: ['Item 3 (registration)', 'Before you certify the exemption.'],
    },
    {
      name: 'not registered, nothing attached',
      caseInfo: statements({ landlordRegistered: false }),
      attached: false,
      box: null,
      instructions: [
        'the form offers only "attached" or "exempt", so it cannot be signed as the case stands.',
        'N.J.S.A. 46:8-33',
      ],
      notInInstructions: ['A registration statement is attached to this package'],
    },
    {
      name: 'not registered, a statement attached',
      caseInfo: statements({ landlordRegistered: false }),
      attached: true,
      box: null,
      instructions: ['A registration statement is attached to this package: if the rental is registered'],
      notInInstructions: [],
    },
    {
      name: 'exempt as owner-occupied, nothing attached',
      caseInfo: exempt,
      attached: false,
      box: 'exempt',
      instructions: ['Before you certify the exemption.', 'N.J.S.A. 46:8-28.5(a)'],
      notInInstructions: ['Item 3 (registration)'],
    },
    {
      name: 'exempt as owner-occupied, a statement attached',
      caseInfo: exempt,
      attached: true,
      box: 'exempt',
      instructions: ['Before you certify the exemption.'],
      notInInstructions: ['Item 3 (registration)'],
    },
  ];
  for (const [i, each] of cases.entries()) {
    it(`${each.name}: ${each.box ? `ticks "${each.box}"` : 'ticks nothing and says what completes it'}`, async () => {
      const c = await t.as(`auth0|clrs-${i}`);
      const { caseId, propertyId } = await createCase(c, each.caseInfo);
      if (each.attached) await attachStatement(c, propertyId);
      const { clrs, instructions } = await certificationAndInstructions(c, caseId);
      expect(clrs).toContain(`[${each.box === 'attached' ? 'x' : ' '}] ${ATTACHED}`);
      expect(clrs).toContain(`[${each.box === 'exempt' ? 'x' : ' '}] ${EXEMPT}`);
      // The paper carries the form's words only: no commentary about its own boxes.
      expect(clrs).not.toMatch(/neither box/i);
      expect(clrs).not.toContain('no registration statement is required');
      for (const words of each.instructions) expect(instructions).toContain(words);
      for (const words of each.notInInstructions) expect(instructions).not.toContain(words);
      if (each.box === null) expect(instructions).toContain('Not ready to file: complete these first.');
    });
  }

  it('a written lease with no copy attached: item 2 ticks nothing, and the instructions say to attach it', async () => {
    const c = await t.as('auth0|clrs-lease');
    const { caseId, propertyId } = await createCase(c, { leaseCopySubmission: 'complete' });
    await attachStatement(c, propertyId);
    const { clrs, instructions } = await certificationAndInstructions(c, caseId);
    expect(clrs).toContain('[ ] A complete copy of the lease is attached.');
    expect(clrs).toContain('[ ] There is no written lease.');
    expect(clrs).not.toMatch(/neither box/i);
    expect(instructions).toContain('Item 2 (lease): no copy of the written lease is in this package');
  });
});

const ROBERT = { streetAddress: '31 Linden Street', city: 'Roselle Park', state: 'New Jersey', zipcode: '07204' };
const LINDA = {
  streetAddress: '7 Walnut Avenue',
  unitNo: 'Apt 1',
  city: 'Cranford',
  state: 'New Jersey',
  zipcode: '07016',
};
const ATTORNEY = {
  firstName: 'Dana',
  lastName: 'Whitfield',
  attorneyId: '012342005',
  firm: 'Whitfield & Ames LLP',
  streetAddress: '10 Park Place',
  unitNo: 'Suite 400',
  city: 'Newark',
  state: 'New Jersey',
  zipcode: '07102',
  phone: '973-555-0142',
  email: 'dana@whitfieldames.example',
};

describe('the cover letter comes from the person who signs it, each plaintiff at their own address', () => {
  it('self-represented co-owners: the verifying co-owner sends it from her own address, beside the other at his', async () => {
    const c = await t.as('auth0|letter-co-owners');
    const { caseId } = await createCase(
      c,
      { verifier: { role: 'coOwner', name: 'Linda Chen', title: null }, signatureText: 'Linda Chen' },
      { clientType: 'owner', ownerContacts: [ROBERT, LINDA] },
    );
    const letter = await paper(c, caseId, 'delinquent_letter');
    expect(letter.status, letter.text).toBe(200);
    expect(letter.text).toMatch(
      /^Linda Chen 7 Walnut Avenue, Apt 1 Cranford, NJ 07016 Robert Chen 31 Linden Street Roselle Park, NJ 07204/,
    );
    expect(letter.text).toContain('to Linda Chen, 7 Walnut Avenue, Apt 1, Cranford, NJ 07016.');
    // The property's contact (the manager's office) is neither owner's address.
    expect(letter.text).not.toContain('12 Main Street');
    const complaint = await paper(c, caseId, 'verified_complaint');
    expect(complaint.text).toContain('Robert Chen 31 Linden Street, Roselle Park, NJ 07204');
    expect(complaint.text).toContain('Linda Chen 7 Walnut Avenue, Apt 1, Cranford, NJ 07016');
    expect(complaint.text).not.toContain('12 Main Street');
  });

  it('two LLC co-owners with an attorney of record: the attorney sends and signs it from the office; each LLC keeps its own address on the complaint', async () => {
    const c = await t.as('auth0|letter-attorney');
    const profile = await c.put<{ id: number }>('/api/attorney-profile', { attorney: ATTORNEY });
    expect(profile.status, profile.text).toBe(200);
    const owners = ['Elmora Holdings LLC', 'Walnut Row LLC'];
    const { caseId } = await createCase(
      c,
      {
        deedNames: owners,
        verifier: { role: 'member', name: 'Grace Kim', title: 'Managing Member' },
        signatureText: 'Grace Kim',
        attorneyId: profile.body.id,
      },
      {
        clientType: 'owner',
        ownershipType: 'Limited Liability Company',
        deedNames: owners,
        ownerContacts: [ROBERT, LINDA],
      },
    );
    const letter = await paper(c, caseId, 'delinquent_letter');
    expect(letter.status, letter.text).toBe(200);
    expect(letter.text).toMatch(/^Whitfield & Ames LLP Dana Whitfield 10 Park Place, Suite 400 Newark, NJ 07102/);
    expect(letter.text).toContain(
      'to Elmora Holdings LLC and Walnut Row LLC, in care of Whitfield & Ames LLP, 10 Park Place, Suite 400, Newark, NJ 07102.',
    );
    expect(letter.text).toContain('Attorneys for Plaintiffs');
    expect(letter.text).toContain('NJ Attorney ID No. 012342005');
    expect(letter.text).not.toContain('Grace Kim');
    expect(letter.text).not.toContain('12 Main Street');
    const complaint = await paper(c, caseId, 'verified_complaint');
    expect(complaint.text).toContain(
      'Elmora Holdings LLC, a limited liability company 31 Linden Street, Roselle Park, NJ 07204',
    );
    expect(complaint.text).toContain(
      'Walnut Row LLC, a limited liability company 7 Walnut Avenue, Apt 1, Cranford, NJ 07016',
    );
    // Two entities: each described, and the member acts on their behalf.
    expect(complaint.text).toContain(
      'Elmora Holdings LLC, a limited liability company, and Walnut Row LLC, a limited liability company, Plaintiffs',
    );
    expect(complaint.text).toContain('I am authorized to make this statement on their behalf.');
  });

  it('a managing agent that verifies: the agent sends it from its own office', async () => {
    const c = await t.as('auth0|letter-agent');
    const { caseId } = await createCase(c);
    const letter = await paper(c, caseId, 'delinquent_letter');
    expect(letter.text).toMatch(/^Lopez Property Management LLC 12 Main Street, Suite 3 Westfield, NJ 07090/);
    expect(letter.text).toContain('to Lopez Property Management LLC, 12 Main Street, Suite 3, Westfield, NJ 07090.');
    expect(letter.text).not.toContain('31 Linden Street');
  });
});

const AGENCY = {
  id: 3,
  housingAuthority: 'Elizabeth Housing Authority',
  address: '688 Maple Avenue',
  city: 'Elizabeth',
  state: 'New Jersey',
  zipcode: '07202',
};
const rentRow = (timePeriod: string, display: string, amount: number) => ({
  timePeriod,
  timePeriodDisplay: display,
  amount,
  selected: true,
});
/** A Section 8 voucher tenancy whose tenant died: the estate through its representative, two adults living there. */
const ESTATE_SECTION8 = {
  tenantType: 'estate',
  tenants: [
    { name: 'Estate of Harold Baptiste', tenantType: 'estate', contactName: 'Marie Baptiste' },
    { name: 'Marie Baptiste', tenantType: 'individual' },
    { name: 'Jean Baptiste', tenantType: 'individual' },
  ],
  section8: true,
  section8Type: 2,
  section8TenantPortion: 400_00,
  section8Subsidy: 1_450_00,
  publicHousingOfficeSection8: AGENCY,
  pastDueRent: [rentRow('2026-02-01', 'February 2026', 400_00), rentRow('2026-03-01', 'March 2026', 400_00)],
  statements: { ...SAMPLE.statements, caresActCovered: true, noticesAttached: true },
  caresNoticeDate: '2026-01-05',
};

describe('occupants beside an estate (rules.md#estate-occupants)', () => {
  it('names each occupant on the complaint and summons as an individual who resides there, and the estate through its representative', async () => {
    const c = await t.as('auth0|estate-occupants');
    const { caseId } = await createCase(c, ESTATE_SECTION8);
    const complaint = await paper(c, caseId, 'verified_complaint');
    expect(complaint.status, complaint.text).toBe(200);
    expect(complaint.text).toContain('Estate of Harold Baptiste, by its personal representative Marie Baptiste');
    expect(complaint.text).toContain('Marie Baptiste, an individual');
    expect(complaint.text).toContain('Jean Baptiste, an individual');
    expect(complaint.text).toContain(
      'Marie Baptiste and Jean Baptiste reside in the premises and are sued as occupants in possession beside the estate.',
    );
    expect(complaint.text).not.toContain('The defendants reside in');
    expect(complaint.text).not.toContain('Estate of Marie Baptiste');
    // The military search covers the people, not the estate.
    expect(complaint.text).toContain('(Marie Baptiste and Jean Baptiste)');
    const summons = await paper(c, caseId, 'tenant_summons');
    expect(summons.text).toContain('Estate of Harold Baptiste, by its personal representative Marie Baptiste');
    expect(summons.text).toContain('Jean Baptiste, an individual');
    const instructions = await paper(c, caseId, 'instructions');
    expect(instructions.text).toContain('An estate is sued: name everyone who lives in the premises.');
    expect(instructions.text).toContain(
      'Marie Baptiste and Jean Baptiste are named beside Estate of Harold Baptiste as occupants who reside in the premises.',
    );
  });

  it('an estate alone: the instructions say to add each adult who lives there before signing', async () => {
    const c = await t.as('auth0|estate-alone');
    // The landlord typed the deceased tenant's own name: every paper names the estate, never the person.
    const alone = [{ name: 'Harold Baptiste', tenantType: 'estate', contactName: 'Marie Baptiste' }];
    const { caseId } = await createCase(c, { ...ESTATE_SECTION8, tenants: alone });
    const instructions = await paper(c, caseId, 'instructions');
    expect(instructions.text).toContain('Only Estate of Harold Baptiste is named. If anyone lives in the premises');
    const complaint = await paper(c, caseId, 'verified_complaint');
    expect(complaint.text).toContain('complaining of the defendant, Estate of Harold Baptiste, in the');
    const letter = await paper(c, caseId, 'delinquent_letter');
    expect(letter.text).toContain('Estate of Harold Baptiste, by its personal representative Marie Baptiste');
    expect(letter.text).toContain('Dear Estate of Harold Baptiste:');
  });
});

describe('no paper of the package prints a claim its own rules refuse (paperReadinessErrors on every paper)', () => {
  // The papers that state the claim's amounts; the summons, the certification and the instructions state none.
  const PAPERS = ['delinquent_letter', 'verified_complaint', 'case_information_statement', 'print_all_individual'];

  it('a claim of $0.00: every paper is refused with the rule, none is made', async () => {
    const c = await t.as('auth0|truth-zero');
    const { caseId } = await createCase(c, {
      pastDueRent: [rentRow('2026-03-01', 'March 2026', 0)],
      lateCharges: [],
      utilities: [],
    });
    for (const templateName of PAPERS) {
      const res = await paper(c, caseId, templateName);
      expect(res.status, `${templateName}: ${res.text}`).toBe(400);
      expect(res.text).toContain(CLAIM_RULE_MESSAGES.nothingClaimed);
    }
  });

  it('a month claimed twice, written behind the save rules: every paper stating the claim is refused', async () => {
    const c = await t.as('auth0|truth-twice');
    const { caseId } = await createCase(c);
    const twice = [rentRow('2026-02-01', 'February 2026', 1_850_00), rentRow('2026-02-01', 'February 2026', 1_850_00)];
    await t.server.deps.db.update(cases).set({ pastDueRent: twice }).where(eq(cases.id, caseId));
    for (const templateName of PAPERS) {
      const res = await paper(c, caseId, templateName);
      expect(res.status, `${templateName}: ${res.text}`).toBe(400);
      expect(res.text).toContain(CLAIM_RULE_MESSAGES.rentTwice('February 2026'));
    }
  });
});
