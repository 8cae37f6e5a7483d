/**
 * Issue 31: every plaintiff true (each owner's own address, a signature line for each self-represented co-owner,
 * instructions that name each signer), the verifier's and item 7's wording, and the county lines no source fills.
 * docs/product/rules.md#plaintiffs, docs/product/court-offices-and-help-lines.md#blank-lines.
 */
import { describe, expect, it } from 'vitest';
import {
  PAPER_RULE_MESSAGES,
  paperReadinessErrors,
  pleadings,
  propertyOwnerFormSchema,
  type CourtInfo,
  type OwnerContact,
} from '../src/index.ts';

const ROBERT: OwnerContact = {
  streetAddress: '9 Birch Lane',
  unitNo: null,
  city: 'Cranford',
  state: 'New Jersey',
  zipcode: '07016',
  phone: '(908) 555-0111',
  email: 'robert@example.com',
};
const LINDA: OwnerContact = {
  streetAddress: '22 Shore Road',
  unitNo: '3',
  city: 'Asbury Park',
  state: 'New Jersey',
  zipcode: '07712',
  phone: '(732) 555-0122',
  email: 'linda@example.com',
};

/** The sample's co-owners, self-represented, Robert verifying; each owner's own details as given. */
const coOwned = (ownerContacts: OwnerContact[]) =>
  pleadings.samplePleadingInput({
    caseInfo: { verifier: { role: 'coOwner', name: 'Robert Chen', title: null }, signatureText: 'Robert Chen' },
    property: { clientType: 'owner', ownerContacts },
  });

const textOf = (templateName: pleadings.PleadingTemplateName, input: pleadings.PleadingInput) =>
  pleadings.documentText(pleadings.buildPleadings(templateName, input)[0]!);

const signaturesOf = (templateName: pleadings.PleadingTemplateName, input: pleadings.PleadingInput) =>
  pleadings
    .buildPleadings(templateName, input)[0]!
    .papers.flatMap((p) => p.blocks)
    .filter((b): b is pleadings.SignatureBlock => b.kind === 'signature');

describe('every plaintiff true', () => {
  it("prints each co-owner with their own address, phone and e-mail, never the other's", () => {
    const facts = pleadings.caseFacts(coOwned([ROBERT, LINDA]));
    expect(facts.plaintiffs.map((p) => [p.name, p.address, p.phone, p.email])).toEqual([
      ['Robert Chen', ['9 Birch Lane', 'Cranford, NJ 07016'], '(908) 555-0111', 'robert@example.com'],
      ['Linda Chen', ['22 Shore Road, Unit 3', 'Asbury Park, NJ 07712'], '(732) 555-0122', 'linda@example.com'],
    ]);
    const complaint = textOf('verified_complaint', coOwned([ROBERT, LINDA]));
    expect(complaint).toContain('Linda Chen, an individual\n22 Shore Road, Unit 3, Asbury Park, NJ 07712');
    expect(complaint).toContain('Plaintiffs, Self-Represented');
    expect(complaint).not.toContain('Plaintiff and Co-Owner');
  });

  it("keeps the first owner on the property's contact and refuses papers while a co-owner's address is unknown", () => {
    const input = coOwned([]);
    const facts = pleadings.caseFacts(input);
    expect(facts.plaintiffs[0]!.address).toEqual(facts.landlord.address);
    expect(facts.plaintiffs[1]).toMatchObject({ name: 'Linda Chen', address: [], phone: null, email: null });
    expect(textOf('verified_complaint', input)).toContain('Address: ______');
    expect(paperReadinessErrors(input.caseInfo, input.property, input.today)).toContain(
      PAPER_RULE_MESSAGES.ownerAddressMissing('Linda Chen'),
    );
    expect(
      paperReadinessErrors(input.caseInfo, { ...input.property, ownerContacts: [ROBERT, LINDA] }, input.today),
    ).toEqual([]);
  });

  it('sends every owner in care of the managing agent when an agent prepares the papers', () => {
    const input = pleadings.samplePleadingInput({ property: { clientType: 'agent', ownerContacts: [] } });
    const facts = pleadings.caseFacts(input);
    expect(facts.plaintiffs.every((p) => p.address[0]!.startsWith('c/o '))).toBe(true);
    expect(paperReadinessErrors(input.caseInfo, input.property, input.today)).not.toContain(
      PAPER_RULE_MESSAGES.ownerAddressMissing('Linda Chen'),
    );
  });

  it('gives each self-represented co-owner a signature line on the complaint and the case information statement', () => {
    const input = coOwned([ROBERT, LINDA]);
    for (const templateName of ['verified_complaint', 'case_information_statement'] as const) {
      const lines = signaturesOf(templateName, input);
      expect(lines.some((b) => b.signerName === 'Linda Chen' && b.capacity[0] === 'Plaintiff')).toBe(true);
      expect(lines.filter((b) => b.signerName === 'Robert Chen').every((b) => b.heading.length === 0)).toBe(true);
    }
    expect(textOf('case_information_statement', input)).toContain(
      'Each of us certifies that the information provided above is true',
    );
  });

  it('names each signer in the filing instructions', () => {
    const instructions = textOf('instructions', coOwned([ROBERT, LINDA]));
    expect(instructions).toContain('Robert Chen signs and dates the Verified Complaint');
    expect(instructions).toContain(
      'Linda Chen also signs and dates the Verified Complaint and the Landlord Case Information Statement',
    );
  });

  it('makes every sentence about the plaintiffs agree in number', () => {
    const input = coOwned([ROBERT, LINDA]);
    const unsearched = { ...input, caseInfo: { ...input.caseInfo, scraChecked: false } };
    expect(textOf('verified_complaint', unsearched)).toContain(
      "The plaintiffs have not searched the defendants' status",
    );
    const attorney = {
      name: 'Dana Whitfield',
      attorneyId: '012342005',
      firm: null,
      addressLines: ['10 Park Place', 'Newark, NJ 07102'],
      phone: '(973) 555-0142',
      email: 'dana@example.com',
    };
    expect(textOf('instructions', { ...input, attorney })).toContain(
      'Dana Whitfield, attorney for the plaintiffs, signs and dates the Verified Complaint',
    );
  });

  it("asks each owner's address on Deed Information when there are two or more", () => {
    const form = { deedNames: ['Robert Chen', 'Linda Chen'], ownershipType: 'Individual' };
    const missing = propertyOwnerFormSchema.safeParse({ ...form, ownerContacts: [ROBERT] });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual([
      'ownerContacts.1.streetAddress',
      'Enter the street address of Linda Chen (owner 2) on Deed Information.',
    ]);
    expect(propertyOwnerFormSchema.safeParse({ ...form, ownerContacts: [ROBERT, LINDA] }).success).toBe(true);
    expect(propertyOwnerFormSchema.safeParse({ deedNames: ['Robert Chen'], ownershipType: 'Individual' }).success).toBe(
      true,
    );
  });
});

describe('wording a clerk reads', () => {
  it("has a managing company's employee verify as its employee, not as the agent", () => {
    const input = pleadings.samplePleadingInput({
      caseInfo: { verifier: { role: 'managingAgent', name: 'Maria Lopez', title: 'Property Manager' } },
    });
    const statement = pleadings.signerCapacityStatement(pleadings.caseFacts(input));
    expect(statement).toMatch(
      /^I am the Property Manager of Lopez Property Management LLC, the managing agent for Robert Chen, an individual, and Linda Chen, an individual, the plaintiffs and owners of the premises\./,
    );
    expect(statement).not.toContain('and the managing agent of');
    const untitled = pleadings.signerCapacityStatement(
      pleadings.caseFacts(
        pleadings.samplePleadingInput({
          caseInfo: { verifier: { role: 'managingAgent', name: 'Maria Lopez', title: null } },
        }),
      ),
    );
    expect(untitled).toMatch(/^I am an employee of Lopez Property Management LLC, the managing agent for /);
  });

  it('says an owner-occupied building of two units or fewer is exempt from registration, not "not registered"', () => {
    const input = pleadings.samplePleadingInput({
      caseInfo: {
        clrsExemption: true,
        clrsSubmission: true,
        statements: { ...pleadings.SAMPLE_CASE.statements!, ownerOccupied: true, landlordRegistered: false },
      } as never,
    });
    const complaint = textOf('verified_complaint', input);
    expect(complaint).toContain(
      'Exempt from registration: the premises are an owner-occupied building of not more than two units, which the Landlord Registration Act does not require to be registered (N.J.S.A. 46:8-27, 46:8-28).',
    );
    expect(textOf('case_information_statement', input)).toContain(
      'Exempt: an owner-occupied building of not more than two units (N.J.S.A. 46:8-27, 46:8-28)',
    );
  });
});

describe('county lines no source fills', () => {
  const hunterdon: CourtInfo = {
    ...pleadings.SAMPLE_COURT,
    county: 'Hunterdon',
    superiorCourtName: 'Superior Court of New Jersey, Law Division, Special Civil Part, Hunterdon County',
    superiorCourtStreet: null,
    superiorCourtCity: 'Flemington',
    superiorCourtZipcode: null,
    superiorCourtPhone: '908-332-7700',
    lawyerReferralPhone: '908-200-7822',
  };
  const input = pleadings.samplePleadingInput({ caseInfo: { county: 'Hunterdon' }, court: hunterdon });

  it('prints what is known of the address with a blank for each missing part', () => {
    expect(pleadings.caseFacts(input).court.addressLines).toEqual([
      '______________________________',
      'Flemington, NJ __________',
    ]);
    expect(pleadings.caseFacts(input).court.blanks.map((b) => b.field)).toEqual(['street', 'zip']);
  });

  it("lists each blank line in the package's checklist, with where to find it", () => {
    const instructions = textOf('instructions', input);
    expect(instructions).toContain('Not ready to file: complete these lines first.');
    expect(instructions).toMatch(
      /The street address, on the caption of every paper and the summons: find it on njcourts\.gov/,
    );
    expect(instructions).toMatch(/The ZIP code, on the caption/);
    const everyLine = { ...pleadings.SAMPLE_COURT, lawyerReferralPhone: '908-353-4715' };
    expect(textOf('instructions', pleadings.samplePleadingInput({ court: everyLine }))).not.toContain(
      'Not ready to file: complete these lines first',
    );
  });
});
