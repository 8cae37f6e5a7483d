/**
 * Issue 31, through the API on a real database: every plaintiff printed with their own details and signing their own
 * line, the instructions naming each signer; county lines from the help-line research (Essex's Lawyer Referral,
 * Middlesex's ZIP), Hunterdon's missing street in the package's checklist, an operator's value set by the admin
 * command (audited, printed); and a housing agency of a county that had none in the shared list.
 * docs/product/rules.md#plaintiffs, docs/product/court-offices-and-help-lines.md.
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pleadings, type OwnerContact, type SocialServiceOffice } from '@rentfile/domain';
import { runAdmin } from '../../src/cli/admin.ts';
import { auditLog, properties } from '../../src/db/schema.ts';
import { answeredPdf, pdfText } from './support/pdfText.ts';
import { startTestServer, type Caller, type TestServer } from './support/server.ts';

let t: TestServer;
let caller: Caller;
let contactId: number;
beforeAll(async () => {
  t = await startTestServer();
  caller = await t.as('auth0|parties');
  contactId = (
    await caller.post<{ id: number }>('/api/contactInfo', {
      contactInfo: { ...pleadings.SAMPLE_CONTACT, company: null, firstName: 'Robert', lastName: 'Chen' },
      saveAsDefault: true,
    })
  ).body.id;
}, 180_000);
afterAll(async () => t?.close());

const ROBERT: OwnerContact = {
  streetAddress: '9 Birch Lane',
  unitNo: null,
  city: 'Cranford',
  state: 'New Jersey',
  zipcode: '07016',
  phone: '908-555-0111',
  email: 'robert@example.com',
};
const LINDA: OwnerContact = {
  streetAddress: '22 Shore Road',
  unitNo: '3',
  city: 'Asbury Park',
  state: 'New Jersey',
  zipcode: '07712',
  phone: '732-555-0122',
  email: 'linda@example.com',
};

interface Refusal {
  error: string;
}

/** A case on a property of the given county, owned by the owners named (the landlord files; Robert verifies). */
async function caseOn(
  county: string,
  property: { deedNames: string[]; ownerContacts: OwnerContact[] },
): Promise<number> {
  const caseNames = property.deedNames;
  const saved = await caller.post<{ id: number }>('/api/properties/save', {
    property: {
      ...pleadings.SAMPLE_PROPERTY,
      ...property,
      county,
      unitNo: '2',
      clientType: 'owner',
      contactInfoId: contactId,
    },
  });
  expect(saved.status, saved.text).toBe(200);
  const { id: _id, ...caseInfo } = pleadings.SAMPLE_CASE;
  const created = await caller.post<{ id: number }>('/api/cases', {
    caseInfo: {
      ...caseInfo,
      county,
      unitNo: '2',
      deedNames: caseNames,
      propertyId: saved.body.id,
      verifier: { role: caseNames.length > 1 ? 'coOwner' : 'owner', name: 'Robert Chen', title: null },
      signatureText: 'Robert Chen',
    },
    status: 'vc-sign',
  });
  expect(created.status, created.text).toBe(200);
  return created.body.id;
}

const render = (caseId: number, templateName: string) =>
  caller.post<{ fileData: string | null; fileUrl: string | null } & Refusal>('/api/create-case-pleading-pdf', {
    caseId,
    templateName,
  });

async function paper(caseId: number, templateName: string): Promise<string> {
  const res = await render(caseId, templateName);
  expect(res.status, res.body.error).toBe(200);
  return (await pdfText(await answeredPdf(caller, res.body))).replace(/- /g, '-');
}

describe('every plaintiff true', () => {
  it("prints each co-owner's own address, phone and e-mail, a signature line for each, and names both signers", async () => {
    const caseId = await caseOn('Union', {
      deedNames: ['Robert Chen', 'Linda Chen'],
      ownerContacts: [ROBERT, LINDA],
    });
    const complaint = await paper(caseId, 'verified_complaint');
    expect(complaint).toContain('Linda Chen, an individual 22 Shore Road, Unit 3, Asbury Park, NJ 07712');
    expect(complaint).toContain('Phone: (732) 555-0122 Email: linda@example.com');
    expect(complaint).toContain('Robert Chen, an individual 9 Birch Lane, Cranford, NJ 07016');
    expect(complaint).toContain('48 Elmora Avenue, Unit 2, Elizabeth, NJ 07202');
    expect(complaint).not.toContain('Plaintiff and Co-Owner');
    expect(complaint).toMatch(/Linda Chen Plaintiff/);
    expect(await paper(caseId, 'case_information_statement')).toMatch(/Linda Chen Plaintiff/);
    const instructions = await paper(caseId, 'instructions');
    expect(instructions).toContain('Robert Chen signs and dates the Verified Complaint');
    expect(instructions).toContain(
      'Linda Chen also signs and dates the Verified Complaint and the Landlord Case Information Statement',
    );
  });

  it("refuses the deed step without a co-owner's address, naming the owner", async () => {
    const res = await caller.post<Refusal>('/api/properties/save', {
      property: {
        ...pleadings.SAMPLE_PROPERTY,
        deedNames: ['Robert Chen', 'Linda Chen'],
        ownerContacts: [ROBERT],
        contactInfoId: contactId,
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(
      'Enter the street address of Linda Chen (owner 2) on Deed Information. (ownerContacts.1.streetAddress)',
    );
  });

  it("refuses papers for a co-owner whose address is not known, rather than print another owner's", async () => {
    const caseId = await caseOn('Union', { deedNames: ['Robert Chen', 'Linda Chen'], ownerContacts: [ROBERT, LINDA] });
    // A property saved before owners' details were asked: the migration leaves them empty.
    const { propertyId } = (await caller.get<{ propertyId: number }>(`/api/cases/${caseId}`)).body;
    await t.server.deps.db.update(properties).set({ ownerContacts: [] }).where(eq(properties.id, propertyId));
    const res = await render(caseId, 'verified_complaint');
    expect(res.status).toBe(400);
    expect(res.body.error).toContain("enter Linda Chen's address on Deed Information");
  });
});

describe('county lines', () => {
  it("prints Essex's Lawyer Referral Service and Middlesex's ZIP from the court", async () => {
    const essex = await paper(
      await caseOn('Essex', { deedNames: ['Robert Chen'], ownerContacts: [] }),
      'tenant_summons',
    );
    expect(essex).toContain('973-622-6204');
    const middlesex = await paper(
      await caseOn('Middlesex', { deedNames: ['Robert Chen'], ownerContacts: [] }),
      'verified_complaint',
    );
    expect(middlesex).toContain('New Brunswick, NJ 08903-0964');
    expect(middlesex).not.toContain('08901');
  });

  it("lists Hunterdon's missing street and ZIP in the checklist, and an operator's value replaces the blank", async () => {
    const caseId = await caseOn('Hunterdon', { deedNames: ['Robert Chen'], ownerContacts: [] });
    const before = await paper(caseId, 'instructions');
    expect(before).toContain('Not ready to file: complete these lines first.');
    expect(before).toMatch(
      /The street address, on the caption of every paper and the summons: find it on njcourts\.gov/,
    );
    expect(await paper(caseId, 'verified_complaint')).toContain('Flemington, NJ __________');

    const { db, config } = t.server.deps;
    const source = 'Test: a page of the court read by the operator';
    expect(
      await runAdmin(db, config, ['set-court-field', 'Hunterdon', 'street', '1 Example Street', source, 'confirmed']),
    ).toContain("Hunterdon County's street address is now 1 Example Street");
    await runAdmin(db, config, ['set-court-field', 'Hunterdon', 'zip', '08822', source, 'confirmed']);
    await expect(
      runAdmin(db, config, ['set-court-field', 'Hunterdon', 'zip', '8822', source, 'confirmed']),
    ).rejects.toThrow(/ZIP code must be 5 digits/);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'set-court-field'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit?.detail).toMatchObject({ county: 'Hunterdon', field: 'zip', value: '08822', previous: null, source });

    const after = await paper(caseId, 'instructions');
    expect(after).toContain('1 Example Street');
    expect(after).not.toContain('Not ready to file: complete these lines first');
    expect(await paper(caseId, 'verified_complaint')).toContain('1 Example Street Flemington, NJ 08822');
    const info = await caller.get<{ sources: string[]; confidence: string }>('/api/courtServiceInfo/10');
    expect(info.body.sources).toContain(source);
  });
});

describe('housing agencies', () => {
  it('offers an agency of a county that had none, and the complaint names it', async () => {
    const list = (await t.anonymous.get<SocialServiceOffice[]>('/api/socialServiceOffices')).body;
    const elizabeth = list.find((o) => o.housingAuthority === 'Elizabeth Housing Authority');
    expect(elizabeth).toMatchObject({ address: '688 Maple Avenue', city: 'Elizabeth', zipcode: '07202' });
    const { id: _id, ...sampleCase } = pleadings.SAMPLE_CASE;
    const res = await t.anonymous.post<{ fileData: string } & Refusal>('/api/create-case-pleading-pdf', {
      templateName: 'verified_complaint_preview',
      guestData: {
        caseInfo: {
          ...sampleCase,
          section8: true,
          section8Type: 2,
          section8Subsidy: 1_450_00,
          section8TenantPortion: 400_00,
          publicHousingOfficeSection8: elizabeth,
          pastDueRent: [
            { timePeriod: '2026-02-01', timePeriodDisplay: 'February 2026', amount: 400_00, selected: true },
          ],
        },
        property: pleadings.SAMPLE_PROPERTY,
        contactInfo: pleadings.SAMPLE_CONTACT,
      },
    });
    expect(res.status, res.body.error).toBe(200);
    expect(await pdfText(Buffer.from(res.body.fileData, 'base64'))).toContain(
      'Public housing agency: Elizabeth Housing Authority, 688 Maple Avenue, Elizabeth, NJ 07202.',
    );
  });
});
