/**
 * Issue 18, representation: who may file the papers without an attorney (R. 1:21-1(c), R. 6:10), the attorney profile
 * and the attorney contacts, the attorney of record of a case, and the attorney's papers (R. 1:4-1(b) filer block,
 * the complaint signed by the attorney with the landlord's verification beside it). docs/product/rules.md#representation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OWNERSHIP_TYPES,
  REPRESENTATION_MESSAGES,
  pleadings,
  representation,
  type OwnershipType,
} from '@rentfile/domain';
import { startTestServer, type Caller, type TestServer } from './support/server.ts';
import { answeredPdf, pdfText } from './support/pdfText.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
}, 180_000);
afterAll(async () => t?.close());

interface PdfAnswer {
  fileData: string | null;
  fileUrl: string | null;
  fileUrls: Array<{ name: string; url: string }>;
  error?: string;
}
interface Refusal {
  error: string;
}

const PROFILE = {
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
const PARTNER = {
  ...PROFILE,
  firstName: 'Omar',
  lastName: 'Ames',
  attorneyId: '004561998',
  phone: '(973) 555-0199',
  email: 'omar@whitfieldames.example',
};

/** The owners on the deed and who verifies, for each ownership type. */
const OWNERS: Record<
  OwnershipType,
  { deedNames: string[]; verifier: { role: string; name: string; title: string | null }; signatureText: string }
> = {
  Individual: {
    deedNames: ['Robert Chen', 'Linda Chen'],
    verifier: { role: 'managingAgent', name: 'Maria Lopez', title: 'Property Manager' },
    signatureText: 'Maria Lopez',
  },
  'General Partnership': {
    deedNames: ['Chen Brothers'],
    verifier: { role: 'generalPartner', name: 'Wei Chen', title: null },
    signatureText: 'Wei Chen',
  },
  'Limited Liability Company': {
    deedNames: ['Elmora Holdings LLC'],
    verifier: { role: 'officer', name: 'Ana Ruiz', title: 'Managing Member' },
    signatureText: 'Ana Ruiz',
  },
  Corporation: {
    deedNames: ['Elmora Realty Inc.'],
    verifier: { role: 'officer', name: 'Ana Ruiz', title: 'President' },
    signatureText: 'Ana Ruiz',
  },
  'Limited Partnership': {
    deedNames: ['Elmora Partners LP'],
    verifier: { role: 'generalPartner', name: 'Wei Chen', title: null },
    signatureText: 'Wei Chen',
  },
  Trust: {
    deedNames: ['Ruiz Family Trust'],
    verifier: { role: 'trustee', name: 'Ana Ruiz', title: null },
    signatureText: 'Ana Ruiz',
  },
};
const KIND: Record<OwnershipType, string> = {
  Individual: 'an individual',
  'General Partnership': 'a general partnership',
  'Limited Liability Company': 'a limited liability company',
  Corporation: 'a corporation',
  'Limited Partnership': 'a limited partnership',
  Trust: 'a trust',
};

/** The refusal the rule gives a self-filed case of this ownership type (a trust has its own reason). */
const refusalFor = (ownershipType: OwnershipType) =>
  ownershipType === 'Trust'
    ? REPRESENTATION_MESSAGES.trustAttorneyRequired(OWNERS.Trust.deedNames[0]!)
    : REPRESENTATION_MESSAGES.attorneyRequired(OWNERS[ownershipType].deedNames[0]!, KIND[ownershipType]);

const FILED = [
  'verified_complaint',
  'tenant_summons',
  'case_information_statement',
  'print_all',
  'print_all_individual',
] as const;

async function saveProfile(caller: Caller): Promise<number> {
  const res = await caller.put<{ id: number }>('/api/attorney-profile', { attorney: PROFILE });
  expect(res.status, res.text).toBe(200);
  return res.body.id;
}

/** A property of the given ownership type and a case on it ready to sign, created through the API. */
async function createCase(
  caller: Caller,
  ownershipType: OwnershipType,
  attorneyId: number | null,
): Promise<{ caseId: number; propertyId: number; contactId: number }> {
  const o = OWNERS[ownershipType];
  const contactId = (
    await caller.post<{ id: number }>('/api/contactInfo', {
      contactInfo: pleadings.SAMPLE_CONTACT,
      saveAsDefault: true,
    })
  ).body.id;
  const property = await caller.post<{ id: number }>('/api/properties/save', {
    property: { ...pleadings.SAMPLE_PROPERTY, contactInfoId: contactId, ownershipType, deedNames: o.deedNames },
  });
  expect(property.status, property.text).toBe(200);
  const { id: _id, ...caseInfo } = pleadings.SAMPLE_CASE;
  const created = await caller.post<{ id: number }>('/api/cases', {
    caseInfo: {
      ...caseInfo,
      propertyId: property.body.id,
      deedNames: o.deedNames,
      verifier: o.verifier,
      signatureText: o.signatureText,
      attorneyId,
    },
    status: 'vc-sign',
  });
  expect(created.status, created.text).toBe(200);
  return { caseId: created.body.id, propertyId: property.body.id, contactId };
}

const render = (caller: Caller, caseId: number, templateName: string) =>
  caller.post<PdfAnswer & Refusal>('/api/create-case-pleading-pdf', { caseId, templateName });
const textOf = async (caller: Caller, answer: { body: PdfAnswer }) => pdfText(await answeredPdf(caller, answer.body));

describe('the attorney profile and the attorney contacts', () => {
  it('keeps the profile, normalizes the ID and phone, and refuses an ID that is not nine digits', async () => {
    const caller = await t.as('auth0|rep-profile');
    expect((await caller.get('/api/attorney-profile')).body).toBeNull();
    const bad = await caller.put<Refusal>('/api/attorney-profile', { attorney: { ...PROFILE, attorneyId: '12345' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(`${REPRESENTATION_MESSAGES.attorneyIdFormat} (attorneyId)`);
    await saveProfile(caller);
    const again = await caller.put<{ attorneyId: string }>('/api/attorney-profile', {
      attorney: { ...PROFILE, attorneyId: '012-342-005' },
    });
    expect(again.status).toBe(200);
    const profile = await caller.get<Record<string, unknown>>('/api/attorney-profile');
    expect(profile.body).toMatchObject({ ...PROFILE, phone: '(973) 555-0142', isSelf: true });
    const list = await caller.get<unknown[]>('/api/attorneys');
    expect(list.body).toHaveLength(1);
  });

  it("keeps attorneys of the firm as contacts, each client's own, and refuses another client's attorney on a case", async () => {
    const firm = await t.as('auth0|rep-firm');
    const other = await t.as('auth0|rep-other');
    const partner = await firm.post<{ id: number; isSelf: boolean }>('/api/attorneys', { attorney: PARTNER });
    expect(partner.status, partner.text).toBe(200);
    expect(partner.body.isSelf).toBe(false);
    expect((await other.get<unknown[]>('/api/attorneys')).body).toEqual([]);
    const { caseId } = await createCase(other, 'Limited Liability Company', null);
    const refused = await other.post<Refusal>(`/api/case/${caseId}`, { caseInfo: { attorneyId: partner.body.id } });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(REPRESENTATION_MESSAGES.unknownAttorney);
    expect((await other.delete(`/api/attorneys/${partner.body.id}`)).status).toBe(404);
  });
});

describe('filed papers for each ownership type, self-filed or with an attorney of record (R. 1:21-1(c), R. 6:10)', () => {
  for (const ownershipType of OWNERSHIP_TYPES) {
    const selfAllowed = ownershipType === 'Individual' || ownershipType === 'General Partnership';
    it(`${ownershipType}, self-filed: filed templates ${selfAllowed ? 'made' : 'refused with the message'}; the preview always made`, async () => {
      const caller = await t.as(`auth0|rep-self-${ownershipType.replace(/\s/g, '-')}`);
      const { caseId } = await createCase(caller, ownershipType, null);
      const message = refusalFor(ownershipType);
      for (const templateName of FILED) {
        const res = await render(caller, caseId, templateName);
        expect(res.status, `${templateName}: ${res.text.slice(0, 200)}`).toBe(selfAllowed ? 200 : 400);
        if (!selfAllowed) expect(res.body.error).toBe(message);
      }
      const order = await caller.post<Refusal>('/api/orders', { caseId });
      expect(order.status).toBe(selfAllowed ? 200 : 400);
      if (!selfAllowed) expect(order.body.error).toBe(message);
      const preview = await render(caller, caseId, 'verified_complaint_preview');
      expect(preview.status).toBe(200);
      expect(await textOf(caller, preview)).toContain(pleadings.PREVIEW_WATERMARK);
      if (selfAllowed) {
        const text = await textOf(caller, await render(caller, caseId, 'verified_complaint'));
        // Two co-owners are 'Plaintiffs' (rules.md#plaintiffs).
        expect(text).toContain(
          ownershipType === 'Individual' ? 'Plaintiffs, Self-Represented' : 'Plaintiff, Self-Represented',
        );
        expect(text).not.toContain('Attorney ID');
      }
    });

    it(`${ownershipType}, attorney of record: every filed template made, with the attorney's filer block and signature`, async () => {
      const caller = await t.as(`auth0|rep-atty-${ownershipType.replace(/\s/g, '-')}`);
      const attorneyId = await saveProfile(caller);
      const { caseId } = await createCase(caller, ownershipType, attorneyId);
      for (const templateName of FILED) {
        const res = await render(caller, caseId, templateName);
        expect(res.status, `${templateName}: ${res.text.slice(0, 200)}`).toBe(200);
      }
      expect((await caller.post('/api/orders', { caseId })).status).toBe(200);
      const complaint = await textOf(caller, await render(caller, caseId, 'verified_complaint'));
      expect(complaint).toContain(
        'Dana Whitfield NJ Attorney ID No. 012342005 Whitfield & Ames LLP 10 Park Place, Suite 400 Newark, NJ 07102 Phone: (973) 555-0142 Email: dana@whitfieldames.example Attorney for Plaintiff',
      );
      const [beforeVerification, verification] = complaint.split('LANDLORD VERIFICATION');
      const signed = beforeVerification!.slice(beforeVerification!.lastIndexOf('WHEREFORE'));
      expect(signed).toContain('Whitfield & Ames LLP Attorneys for Plaintiff');
      expect(signed).toContain('Dana Whitfield');
      expect(signed).toContain('NJ Attorney ID No. 012342005');
      expect(signed).not.toContain(OWNERS[ownershipType].verifier.name);
      expect(verification).toContain(OWNERS[ownershipType].verifier.name);
      expect(complaint).toContain(
        `The plaintiff${ownershipType === 'Individual' ? 's' : ''}, ${OWNERS[ownershipType].deedNames.join(' and ')}, by Dana Whitfield`,
      );
      const instructions = await textOf(caller, await render(caller, caseId, 'instructions'));
      expect(instructions).toContain('eCourts');
    });
  }

  it('lets a general partnership file without an attorney only through a general partner', async () => {
    const caller = await t.as('auth0|rep-gp-agent');
    const { caseId } = await createCase(caller, 'General Partnership', null);
    const agent = await caller.post(`/api/case/${caseId}`, {
      caseInfo: {
        verifier: { role: 'managingAgent', name: 'Maria Lopez', title: 'Property Manager' },
        signatureText: 'Maria Lopez',
      },
    });
    expect(agent.status, agent.text).toBe(200);
    const res = await render(caller, caseId, 'print_all');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(REPRESENTATION_MESSAGES.partnerOnly);
  });

  it("prints an attorney contact's own name, ID, office and phone, and the dashboard shows the attorney's initials", async () => {
    const caller = await t.as('auth0|rep-contact');
    const partner = await caller.post<{ id: number }>('/api/attorneys', { attorney: PARTNER });
    const { caseId } = await createCase(caller, 'Limited Liability Company', partner.body.id);
    const text = await textOf(caller, await render(caller, caseId, 'verified_complaint'));
    expect(text).toContain(
      'Omar Ames NJ Attorney ID No. 004561998 Whitfield & Ames LLP 10 Park Place, Suite 400 Newark, NJ 07102 Phone: (973) 555-0199 Email: omar@whitfieldames.example Attorney for Plaintiff',
    );
    expect(text).not.toContain('Dana Whitfield');
    const list = await caller.get<{
      items: Array<{ id: number; attorneyFirstName: string | null; attorneyLastName: string | null }>;
    }>('/api/client/cases');
    const item = list.body.items.find((i) => i.id === caseId)!;
    expect(
      representation({
        attorneyId: partner.body.id,
        attorneyFirstName: item.attorneyFirstName,
        attorneyLastName: item.attorneyLastName,
      }),
    ).toBe('OA');
    const removed = await caller.delete<Refusal>(`/api/attorneys/${partner.body.id}`);
    expect(removed.status).toBe(409);
  });
});

describe('a case whose owner becomes an LLC after signing', () => {
  it('can no longer produce signed papers or an order without an attorney, and can again with one', async () => {
    const caller = await t.as('auth0|rep-becomes-llc');
    const { caseId, propertyId, contactId } = await createCase(caller, 'Individual', null);
    expect((await render(caller, caseId, 'print_all')).status).toBe(200);
    expect((await caller.post('/api/orders', { caseId })).status).toBe(200);

    const llc = OWNERS['Limited Liability Company'];
    const changed = await caller.post('/api/properties/save', {
      property: {
        ...pleadings.SAMPLE_PROPERTY,
        id: propertyId,
        contactInfoId: contactId,
        ownershipType: 'Limited Liability Company',
        deedNames: llc.deedNames,
      },
    });
    expect(changed.status, changed.text).toBe(200);
    const verifier = await caller.post(`/api/case/${caseId}`, {
      caseInfo: { verifier: llc.verifier, signatureText: llc.signatureText },
    });
    expect(verifier.status, verifier.text).toBe(200);
    const message = REPRESENTATION_MESSAGES.attorneyRequired('Elmora Holdings LLC', 'a limited liability company');
    for (const templateName of FILED) {
      const res = await render(caller, caseId, templateName);
      expect(res.status, templateName).toBe(400);
      expect(res.body.error).toBe(message);
    }
    const order = await caller.post<Refusal>('/api/orders', { caseId });
    expect(order.status).toBe(400);
    expect(order.body.error).toBe(message);
    expect((await render(caller, caseId, 'eviction_preview')).status).toBe(200);

    const attorneyId = await saveProfile(caller);
    expect((await caller.post(`/api/case/${caseId}`, { caseInfo: { attorneyId } })).status).toBe(200);
    expect((await render(caller, caseId, 'print_all')).status).toBe(200);
  });
});

describe('guests', () => {
  it("are refused an LLC's filed papers (a guest has no attorney of record) and get the watermarked preview", async () => {
    const llc = OWNERS['Limited Liability Company'];
    const { id: _id, ...sampleCase } = pleadings.SAMPLE_CASE;
    const guestData = {
      caseInfo: {
        ...sampleCase,
        deedNames: llc.deedNames,
        verifier: llc.verifier,
        signatureText: llc.signatureText,
        attorneyId: 5,
        attorneyFirstName: 'Dana',
        attorneyLastName: 'Whitfield',
      },
      property: { ...pleadings.SAMPLE_PROPERTY, ownershipType: 'Limited Liability Company', deedNames: llc.deedNames },
      contactInfo: pleadings.SAMPLE_CONTACT,
    };
    const refused = await t.anonymous.post<Refusal>('/api/create-case-pleading-pdf', {
      templateName: 'print_all',
      guestData,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(
      REPRESENTATION_MESSAGES.attorneyRequired('Elmora Holdings LLC', 'a limited liability company'),
    );
    const preview = await t.anonymous.post<PdfAnswer>('/api/create-case-pleading-pdf', {
      templateName: 'verified_complaint_preview',
      guestData,
    });
    expect(preview.status).toBe(200);
  });
});

describe('an attorney with many landlord clients', () => {
  it("lists one landlord's cases when filtered by an owner on the deed, and each case's plaintiff is that owner", async () => {
    const caller = await t.as('auth0|rep-many-landlords');
    const attorneyId = await saveProfile(caller);
    const llc = await createCase(caller, 'Limited Liability Company', attorneyId);
    const corporation = await createCase(caller, 'Corporation', attorneyId);
    const individual = await createCase(caller, 'Individual', null);
    const ids = async (owner: string) =>
      (
        await caller.get<{ items: Array<{ id: number }>; total: number }>(
          `/api/client/cases?owner=${encodeURIComponent(owner)}`,
        )
      ).body;
    expect((await ids('Elmora Holdings LLC')).items.map((i) => i.id)).toEqual([llc.caseId]);
    expect((await ids('Elmora Realty Inc.')).items.map((i) => i.id)).toEqual([corporation.caseId]);
    expect((await ids('Linda Chen')).items.map((i) => i.id)).toEqual([individual.caseId]);
    expect((await ids('Elmora')).total).toBe(0);
    expect((await caller.get<{ total: number }>('/api/client/cases')).body.total).toBe(3);
    const text = await textOf(caller, await render(caller, llc.caseId, 'verified_complaint'));
    expect(text).toContain('The plaintiff, Elmora Holdings LLC, by Dana Whitfield');
  });
});
