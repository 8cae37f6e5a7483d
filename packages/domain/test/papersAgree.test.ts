/**
 * Issue 15: no two papers of one package contradict each other on a yes/no fact (registration, subsidy, CARES Act,
 * notices, military service, commercial or residential), for random valid cases; and the statements each kind of
 * case needs are there.
 */
import fc from 'fast-check';
import { markedText } from './support/paperText.ts';
import { describe, expect, it } from 'vitest';
import {
  OWNERSHIP_TYPES,
  PAPER_RULE_MESSAGES,
  paperReadinessErrors,
  pleadings,
  verifierRolesFor,
  type CaseInput,
  type Property,
} from '../src/index.ts';

type Fact = 'registered' | 'subsidized' | 'caresCovered' | 'noticesAttached' | 'military' | 'commercial';
interface Claim {
  paper: string;
  fact: Fact;
  value: boolean;
}

/** The yes/no box ticked on the lines after the one that starts with `label`. */
function ticked(lines: string[], label: string): boolean | null {
  const at = lines.findIndex((l) => l.startsWith(label));
  if (at < 0) return null;
  for (const l of lines.slice(at + 1, at + 4)) {
    if (l === '[x] Yes') return true;
    if (l === '[x] No') return false;
  }
  return null;
}

/** What each paper states about each fact, read from its text as a clerk would. */
function claims(docs: pleadings.PleadingDocument[]): Claim[] {
  const out: Claim[] = [];
  const add = (paper: string, fact: Fact, value: boolean | null) => {
    if (value !== null) out.push({ paper, fact, value });
  };
  const templates = docs.map((d) => d.templateName);
  add('package', 'commercial', !templates.includes('case_information_statement'));
  for (const doc of docs) {
    const lines = markedText(doc);
    const text = lines.join('\n');
    const has = (s: string) => text.includes(s);
    const row = (label: string) => {
      const line = lines.find((l) => l.startsWith(`${label} | `));
      if (!line) return null;
      const v = line.slice(label.length + 3);
      return v.startsWith('Yes') ? true : v.startsWith('No') ? false : null;
    };
    switch (doc.templateName) {
      case 'verified_complaint':
        add(doc.templateName, 'registered', ticked(lines, '7. The landlord has registered'));
        add(
          doc.templateName,
          'subsidized',
          has('[x] The tenancy is subsidized') ? true : has('[ ] The tenancy is subsidized') ? false : null,
        );
        add(doc.templateName, 'military', ticked(lines, '13. A defendant'));
        add(
          doc.templateName,
          'military',
          has('A defendant is in the military service of the United States.')
            ? true
            : has('To my knowledge no defendant is in the military service')
              ? false
              : null,
        );
        add(doc.templateName, 'caresCovered', ticked(lines, '14. The property is a covered property'));
        add(doc.templateName, 'noticesAttached', ticked(lines, '16. The notices required'));
        add(doc.templateName, 'commercial', /resides? in and ha/.test(text) ? false : true);
        if (has('Registration.')) add(doc.templateName, 'registered', false);
        expect(has('[x] the owner of the premises;') || has('[x] the owners of the premises;')).toBe(true);
        expect(has("[x] the owner's agent")).toBe(false);
        break;
      case 'case_information_statement':
        add(doc.templateName, 'registered', row('Registered (N.J.S.A. 46:8-27)'));
        add(
          doc.templateName,
          'subsidized',
          lines.some((l) => l.startsWith('Subsidy | ')) ? !lines.includes('Subsidy | None') : null,
        );
        add(doc.templateName, 'caresCovered', row('CARES Act covered property'));
        add(doc.templateName, 'noticesAttached', row('Required notices attached'));
        add(doc.templateName, 'military', row('Tenant in military service'));
        break;
      case 'clrs_form':
        if (has('[x] I have attached a copy of any registration statement')) add(doc.templateName, 'registered', true);
        break;
      case 'delinquent_letter':
        add(doc.templateName, 'subsidized', has('This letter concerns only your portion of the rent.'));
        if (has('2-1-1')) add(doc.templateName, 'commercial', false);
        break;
      case 'instructions':
        if (has('The rental is not registered.')) add(doc.templateName, 'registered', false);
        if (has('A tenant is in military service.')) add(doc.templateName, 'military', true);
        if (has('CARES Act 30-day notice to vacate')) add(doc.templateName, 'caresCovered', true);
        if (has('A copy of the complaint for the public housing agency')) add(doc.templateName, 'subsidized', true);
        add(doc.templateName, 'commercial', has('This is a commercial tenancy.'));
        break;
      default:
        break;
    }
  }
  return out;
}

const today = pleadings.SAMPLE_TODAY;
const AGENCY = {
  id: 3,
  housingAuthority: 'Elizabeth Housing Authority',
  address: '688 Maple Avenue',
  city: 'Elizabeth',
  state: 'New Jersey',
  zipcode: '07202',
};

/** A random valid case: every applicable statement answered, a verifier who fits, a served CARES notice when covered. */
const validCase = fc
  .record({
    commercial: fc.boolean(),
    section8: fc.boolean(),
    ownershipType: fc.constantFrom(...OWNERSHIP_TYPES),
    clientType: fc.constantFrom('owner' as const, 'agent' as const),
    owners: fc.integer({ min: 1, max: 3 }),
    agentVerifies: fc.boolean(),
    answers: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
    scraChecked: fc.boolean(),
    tenants: fc.integer({ min: 1, max: 3 }),
    oral: fc.boolean(),
    clrsExemption: fc.boolean(),
  })
  .map((r) => {
    const [
      ownerOccupied,
      tenantInMilitary,
      caresActCovered,
      rentControlled,
      noticesAttached,
      landlordRegistered,
      acquiredFromTenant,
      optionToPurchase,
    ] = r.answers as [boolean, boolean, boolean, boolean, boolean, boolean, boolean, boolean];
    const deedNames =
      r.ownershipType === 'Individual'
        ? ['Robert Chen', 'Linda Chen', 'Wei Chen'].slice(0, r.owners)
        : ['Elmora Holdings, Inc.'];
    const roles = verifierRolesFor(r.ownershipType, deedNames.length);
    const role = r.agentVerifies ? 'managingAgent' : roles[0]!;
    const residential = !r.commercial;
    // A Section 8 voucher tenancy is on a covered property (docs/product/rules.md#cares-covered).
    const coveredAnswer = caresActCovered || r.section8;
    const covered = residential && coveredAnswer;
    // A valid case claims the exemption only where the complaint agrees (docs/product/rules.md#registration-agrees).
    const exempt = r.clrsExemption && !(residential && (!ownerOccupied || landlordRegistered));
    const caseInfo: Partial<CaseInput> = {
      deedNames,
      leaseTypeCategory: r.commercial ? 'Commercial' : 'Residential',
      leaseTypeTitle: r.oral ? 'Oral' : 'Written',
      section8: r.section8,
      section8Type: r.section8 ? 2 : null,
      section8TenantPortion: r.section8 ? 400_00 : null,
      section8Subsidy: r.section8 ? 1_450_00 : null,
      publicHousingOfficeSection8: r.section8 ? AGENCY : null,
      pastDueRent: pleadings.SAMPLE_CASE.pastDueRent!.map((p) => ({
        ...p,
        amount: r.section8 && !r.commercial ? 400_00 : p.amount,
      })),
      tenants: pleadings.SAMPLE_CASE.tenants!.slice(0, r.tenants),
      statements: {
        ownerOccupied: residential ? ownerOccupied : null,
        tenantInMilitary,
        caresActCovered: residential ? coveredAnswer : null,
        rentControlled: residential ? rentControlled : null,
        noticesAttached: covered ? true : noticesAttached,
        landlordRegistered: residential ? landlordRegistered : null,
        acquiredFromTenant,
        optionToPurchase,
      },
      caresNoticeDate: covered ? '2026-01-05' : null,
      verifier: { role, name: 'Ana Ruiz', title: null },
      signatureText: 'Ana Ruiz',
      scraChecked: r.scraChecked,
      scraCheckDate: r.scraChecked ? '2026-03-01' : null,
      clrsSubmission: !exempt,
      clrsExemption: exempt,
    };
    const property: Partial<Property> = {
      propertyType: r.commercial ? 'Commercial' : 'Residential',
      ownershipType: r.ownershipType,
      clientType: r.clientType,
      deedNames,
      // A valid case knows each owner's own address (docs/product/rules.md#plaintiffs).
      ownerContacts: deedNames.map((_, i) => ({
        streetAddress: `${10 + i} Oak Street`,
        city: 'Cranford',
        state: 'New Jersey',
        zipcode: '07016',
      })),
    };
    return pleadings.samplePleadingInput({ caseInfo, property });
  });

describe('the papers of one package agree', () => {
  it('never state two different answers to one yes/no fact, for any valid case', () => {
    fc.assert(
      fc.property(validCase, (input) => {
        expect(paperReadinessErrors(input.caseInfo, input.property, today)).toEqual([]);
        expect(pleadings.unansweredStatementsMessage(input)).toBeNull();
        const all = claims(pleadings.buildPleadings('print_all_individual', input));
        for (const fact of [
          'registered',
          'subsidized',
          'caresCovered',
          'noticesAttached',
          'military',
          'commercial',
        ] as const) {
          const values = new Set(all.filter((c) => c.fact === fact).map((c) => c.value));
          expect(values.size, `${fact}: ${JSON.stringify(all.filter((c) => c.fact === fact))}`).toBeLessThanOrEqual(1);
        }
        const facts = pleadings.caseFacts(input);
        for (const c of all) {
          const expected: Record<Fact, boolean | null> = {
            registered: facts.answers.registered,
            subsidized: facts.answers.subsidized,
            caresCovered: facts.answers.caresCovered,
            noticesAttached: facts.answers.noticesAttached,
            military: facts.answers.tenantInMilitary,
            commercial: facts.answers.commercial,
          };
          expect(c.value, `${c.paper} ${c.fact}`).toBe(expected[c.fact]);
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe('statements by kind of case', () => {
  it('has each co-owner who sues sign the complaint, the verifier once', () => {
    const input = pleadings.samplePleadingInput({
      caseInfo: { verifier: { role: 'coOwner', name: 'Robert Chen', title: null }, signatureText: 'Robert Chen' },
      property: { clientType: 'owner' },
    });
    const signatures = pleadings
      .buildPleadings('verified_complaint', input)[0]!
      .papers.flatMap((p) => p.blocks)
      .filter((b): b is pleadings.SignatureBlock => b.kind === 'signature');
    expect(signatures.map((b) => [b.signerName, b.signedAs])).toEqual([
      ['Robert Chen', 'Robert Chen'],
      ['Linda Chen', null],
      ['Robert Chen', 'Robert Chen'],
    ]);
  });

  it('lists no residential-only paper for a commercial case', () => {
    const base = { clrsSubmission: true, clrsExemption: false, actions: [], trialAction: null };
    expect(
      pleadings.pleadingsWithTemplates({ ...base, leaseTypeCategory: 'Commercial' }).map((p) => p.templateName),
    ).toEqual(['delinquent_letter', 'verified_complaint', 'tenant_summons']);
    expect(
      pleadings.pleadingsWithTemplates({ ...base, leaseTypeCategory: 'Residential' }).map((p) => p.templateName),
    ).toContain('clrs_form');
  });

  const complaintOf = (input: pleadings.PleadingInput) =>
    markedText(pleadings.buildPleadings('verified_complaint', input)[0]!).join('\n');

  it('describes each owner, with no doubled period after an abbreviation, and verbs that agree', () => {
    const entity = complaintOf(
      pleadings.samplePleadingInput({
        caseInfo: {
          deedNames: ['Elmora Holdings, Inc.'],
          verifier: { role: 'officer', name: 'Ana Ruiz', title: 'President' },
          tenants: [{ name: 'James Walker' }],
        },
        property: { ownershipType: 'Corporation', clientType: 'owner' },
      }),
    );
    expect(entity).toContain('1. The owner of record of the premises is Elmora Holdings, Inc., a corporation.');
    expect(entity).not.toContain('..');
    expect(entity).toContain('The defendant resides in and has been in possession');
    expect(entity).toContain('The plaintiff brings this action');
    const people = complaintOf(pleadings.samplePleadingInput());
    expect(people).toContain(
      '1. The owners of record of the premises are Robert Chen, an individual, and Linda Chen, an individual.',
    );
    expect(people).toContain('The plaintiffs bring this action');
    expect(people).toContain('[x] the owners of the premises;');
    expect(people).toContain("[ ] the owner's agent, assignee, grantee or prime tenant.");
    expect(people).toContain(
      'These papers were prepared for the owners by their managing agent, Lopez Property Management LLC; the owners are the plaintiffs.',
    );
  });

  it.each([
    ['corporation', 'Blue Sky Inc., a corporation'],
    ['llc', 'ACME LLC, a limited liability company'],
    ['partnership', 'Shore Partners, a partnership'],
    ['proprietorship', 'Walker Deli, a sole proprietorship'],
  ] as const)(
    'names a %s tenant by its form, in possession of the premises but not residing in them',
    (tenantType, party) => {
      const name = party.split(', a')[0]!;
      const text = complaintOf(
        pleadings.samplePleadingInput({ caseInfo: { tenantType, tenants: [{ name, tenantType }] } }),
      );
      expect(text).toContain(party);
      expect(text).not.toContain(`${name}, an individual`);
      expect(text).toContain('The defendant has been in possession of the premises since');
      expect(text).not.toContain('resides in');
      // A business cannot be searched on the SCRA website, nor be in military service.
      expect(text).toContain('The defendant is a business, not a person, and cannot be in military service');
      expect(text).not.toContain("each defendant's status");
    },
  );

  it('keeps "resides in" for people, and leaves it out when one of several defendants is a business', () => {
    const people = complaintOf(
      pleadings.samplePleadingInput({ caseInfo: { tenants: [{ name: 'James Walker' }, { name: 'Ann Walker' }] } }),
    );
    expect(people).toContain('The defendants reside in and have been in possession');
    const mixed = complaintOf(
      pleadings.samplePleadingInput({
        caseInfo: {
          tenants: [
            { name: 'James Walker', tenantType: 'individual' },
            { name: 'Walker Design LLC', tenantType: 'llc' },
          ],
        },
      }),
    );
    expect(mixed).toContain('Walker Design LLC, a limited liability company');
    expect(mixed).toContain('The defendants have been in possession');
    expect(mixed).toContain('a search of the status of each defendant who is a person (James Walker)');
  });

  it.each([
    [1, true],
    [2, true],
    [3, true],
    [4, false],
  ] as const)('refuses "not covered by the CARES Act" for subsidy program %i: %s', (section8Type, refused) => {
    const input = pleadings.samplePleadingInput({
      caseInfo: { section8: true, section8Type, section8TenantPortion: 400_00 },
    });
    expect(input.caseInfo.statements.caresActCovered).toBe(false);
    expect(
      paperReadinessErrors(input.caseInfo, input.property, '2026-03-10').includes(
        PAPER_RULE_MESSAGES.caresProgramCovered,
      ),
    ).toBe(refused);
  });

  it('a Section 8 case claims the tenant portion only, and names the housing agency that gets a copy', () => {
    const input = pleadings.samplePleadingInput({
      caseInfo: {
        section8: true,
        section8Type: 2,
        section8TenantPortion: 400_00,
        legalFeesPermitted: true,
        legalFees: [{ type: 'Attorney Fee', amount: 500_00, selected: true }],
        otherCharges: [
          {
            amount: 20_00,
            timePeriod: '2026-02',
            timePeriodDisplay: 'February 2026',
            selected: true,
            type: 'Other',
            other: 'Key',
          },
        ],
        publicHousingOfficeSection8: {
          id: 3,
          housingAuthority: 'Elizabeth Housing Authority',
          address: '688 Maple Avenue',
          city: 'Elizabeth',
          state: 'New Jersey',
          zipcode: '07202',
        },
      },
    });
    const f = pleadings.caseFacts(input);
    expect(f.amounts.every((r) => r.description === 'Rent')).toBe(true);
    const instructions = markedText(pleadings.buildPleadings('instructions', input)[0]!).join('\n');
    expect(instructions).toContain(
      '[ ] A copy of the complaint for the public housing agency, Elizabeth Housing Authority: send it on or before the filing date',
    );
    expect(instructions).toContain('688 Maple Avenue');
    const complaint = complaintOf(input);
    expect(complaint).toContain(
      'No late charge, attorney fee or other charge is claimed as rent from this subsidized tenant.',
    );
  });

  it('counts every weekly rent that falls due before a trial at least three weeks away (9B)', () => {
    const input = pleadings.samplePleadingInput({
      caseInfo: { rentCycle: 'Weekly', rentDueBy: '1', rentAmount: 300_00 },
    });
    const complaint = complaintOf(input);
    expect(pleadings.caseFacts(input).rentDueBeforeTrial).toEqual([
      '2026-03-16',
      '2026-03-23',
      '2026-03-30',
      '2026-04-06',
    ]);
    expect(complaint).toContain('(e) If the trial is on or after April 6, 2026:');
    expect(complaint).toContain('plus 4 rents of $300.00, and each further rent that falls due before the trial');
  });
});
