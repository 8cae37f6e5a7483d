import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  attorneyOfRecord,
  attorneySchema,
  mayFileWithoutAttorney,
  ownerRepresentationNotice,
  REPRESENTATION_MESSAGES,
  representationRefusal,
  type AttorneyOfRecord,
} from '../src/representation.ts';
import { landlordNames } from '../src/format.ts';
import { OWNERSHIP_TYPES, VERIFIER_ROLES, type OwnershipType } from '../src/lists.ts';
import {
  buildPleadings,
  caseFacts,
  documentText,
  makesFiledPapers,
  PLEADING_TEMPLATE_NAMES,
  pleadingsWithTemplates,
  postJudgmentRefusal,
  POST_JUDGMENT_MESSAGES,
  samplePleadingInput,
  SAMPLE_AFTER_FILING,
  SAMPLE_CASE,
} from '../src/pleadings/index.ts';
import { complaintStatementsSchema } from '../src/entities.ts';
import type { Block, SignatureBlock } from '../src/pleadings/model.ts';

const ATTORNEY = attorneyOfRecord(
  attorneySchema.parse({
    firstName: 'Dana',
    lastName: 'Whitfield',
    attorneyId: '012342005',
    firm: 'Whitfield & Ames LLP',
    streetAddress: '10 Park Place',
    unitNo: 'Suite 400',
    city: 'Newark',
    state: 'New Jersey',
    zipcode: '07102',
    phone: '9735550142',
    email: 'dana@whitfieldames.example',
  }),
);

const facts = (
  ownershipType: OwnershipType,
  attorney: AttorneyOfRecord | null,
  verifierRole: (typeof VERIFIER_ROLES)[number] | null = null,
) => ({
  ownershipType,
  ownerName: 'Elmora Holdings LLC',
  ownerKind: 'a limited liability company',
  verifierRole,
  attorney,
  attorneyFeeClaimed: false,
});

describe('who may file without an attorney (R. 1:21-1(c), R. 6:10; rules.md#representation)', () => {
  it.each([
    ['Individual', true],
    ['General Partnership', true],
    ['Limited Liability Company', false],
    ['Corporation', false],
    ['Limited Partnership', false],
    ['Trust', false],
  ] as const)('%s: may file without an attorney = %s', (type, may) => {
    expect(mayFileWithoutAttorney(type)).toBe(may);
    expect(representationRefusal(facts(type, null)) === null).toBe(may);
  });

  it('refuses an LLC or a corporation with the message naming the owner and the rule', () => {
    expect(representationRefusal(facts('Limited Liability Company', null))).toBe(
      REPRESENTATION_MESSAGES.attorneyRequired('Elmora Holdings LLC', 'a limited liability company'),
    );
    expect(representationRefusal(facts('Limited Liability Company', null))).toContain('R. 1:21-1(c), R. 6:10');
  });

  it('refuses a limited partnership with the entity message, and a trust with the trustee message', () => {
    expect(
      representationRefusal({
        ...facts('Limited Partnership', null),
        ownerName: 'Elmora Partners LP',
        ownerKind: 'a limited partnership',
      }),
    ).toBe(REPRESENTATION_MESSAGES.attorneyRequired('Elmora Partners LP', 'a limited partnership'));
    const trust = representationRefusal({
      ...facts('Trust', null, 'trustee'),
      ownerName: 'Ruiz Family Trust',
      ownerKind: 'a trust',
    });
    expect(trust).toBe(REPRESENTATION_MESSAGES.trustAttorneyRequired('Ruiz Family Trust'));
    expect(trust).toContain('Kasharian v. Wilentz');
  });

  it('lets a general partnership file only through a general partner', () => {
    expect(representationRefusal(facts('General Partnership', null, 'generalPartner'))).toBeNull();
    expect(representationRefusal(facts('General Partnership', null, 'managingAgent'))).toBe(
      REPRESENTATION_MESSAGES.partnerOnly,
    );
  });

  it('never refuses a case with an attorney of record, whatever the owner and the verifier', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...OWNERSHIP_TYPES),
        fc.constantFrom(null, ...VERIFIER_ROLES),
        (type, role) => representationRefusal(facts(type, ATTORNEY, role)) === null,
      ),
    );
  });
});

describe('the attorney profile (R. 1:4-1(b))', () => {
  const base = {
    firstName: 'Dana',
    lastName: 'Whitfield',
    attorneyId: '012342005',
    streetAddress: '10 Park Place',
    city: 'Newark',
    zipcode: '07102',
    phone: '9735550142',
    email: 'dana@example.com',
  };

  it.each(['012342005', '012-342-005', ' 012 342 005 '])('accepts the nine-digit ID %j and keeps the digits', (id) => {
    expect(attorneySchema.parse({ ...base, attorneyId: id }).attorneyId).toBe('012342005');
  });

  it.each(['12345', '0123420051', 'NJ0123420', ''])('refuses the ID %j with the format message', (id) => {
    const result = attorneySchema.safeParse({ ...base, attorneyId: id });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(REPRESENTATION_MESSAGES.attorneyIdFormat);
  });

  it('refuses a post office box as the office address and asks for the phone', () => {
    expect(attorneySchema.safeParse({ ...base, streetAddress: 'P.O. Box 12' }).error?.issues[0]?.message).toContain(
      'post office box',
    );
    expect(attorneySchema.safeParse({ ...base, phone: '' }).success).toBe(false);
  });

  it('formats the office as the caption prints it', () => {
    expect(ATTORNEY).toEqual({
      name: 'Dana Whitfield',
      attorneyId: '012342005',
      firm: 'Whitfield & Ames LLP',
      addressLines: ['10 Park Place, Suite 400', 'Newark, NJ 07102'],
      phone: '(973) 555-0142',
      email: 'dana@whitfieldames.example',
    });
  });
});

const llc = {
  ownershipType: 'Limited Liability Company' as const,
  clientType: 'owner' as const,
  deedNames: ['Elmora Holdings LLC'],
};
const officer = {
  verifier: { role: 'officer' as const, name: 'Ana Ruiz', title: 'Managing Member' },
  signatureText: 'Ana Ruiz',
  deedNames: ['Elmora Holdings LLC'],
};

function texts(blocks: Block[]): string[] {
  return blocks.flatMap((b): string[] => {
    if (b.kind === 'paragraph') return [b.runs.map((r) => r.text).join('')];
    if (b.kind === 'columns') return b.columns.flatMap((c) => texts(c.blocks));
    return [];
  });
}

describe('the attorney of record on the papers', () => {
  const input = { ...samplePleadingInput({ caseInfo: officer, property: llc }), attorney: ATTORNEY };
  const complaint = buildPleadings('verified_complaint', input)[0]!.papers[0]!;

  it("puts the attorney's name, ID, firm, office, phone and e-mail in the caption's filer block, in that order", () => {
    const firstLines = texts(complaint.blocks.slice(2, 12)).slice(0, 7);
    expect(firstLines).toEqual([
      'Dana Whitfield',
      'NJ Attorney ID No. 012342005',
      'Whitfield & Ames LLP',
      '10 Park Place, Suite 400',
      'Newark, NJ 07102',
      'Phone: (973) 555-0142   Email: dana@whitfieldames.example',
      'Attorney for Plaintiff',
    ]);
  });

  it('has the complaint signed by the attorney and the verification by the officer', () => {
    const signatures = complaint.blocks.filter((b): b is SignatureBlock => b.kind === 'signature');
    expect(signatures.map((s) => s.signerName)).toEqual(['Dana Whitfield', 'Ana Ruiz']);
    expect(signatures[0]!.heading).toEqual(['Whitfield & Ames LLP', 'Attorneys for Plaintiff']);
    expect(signatures[0]!.capacity).toEqual(['NJ Attorney ID No. 012342005']);
    expect(signatures[1]!.signedAs).toBe('Ana Ruiz');
    expect(signatures[1]!.capacity).toEqual(['Managing Member']);
  });

  it('keeps the owner on the deed as the plaintiff, never the attorney', () => {
    const f = caseFacts(input);
    expect(f.ownerName).toBe('Elmora Holdings LLC');
    expect(documentText(buildPleadings('verified_complaint', input)[0]!)).toContain(
      'The plaintiff, Elmora Holdings LLC, by Dana Whitfield, attorney for the plaintiff, complaining',
    );
  });

  it('sends the attorney to eCourts, and a self-represented landlord to JEDS, in person or by mail', () => {
    const withAttorney = documentText(buildPleadings('instructions', input)[0]!);
    expect(withAttorney).toContain('eCourts');
    expect(withAttorney).not.toContain('A New Jersey attorney is required.');
    const self = documentText(buildPleadings('instructions', samplePleadingInput())[0]!);
    expect(self).toContain('JEDS (Judiciary Electronic Document Submission)');
    expect(self).not.toContain('eCourts');
  });

  it('still tells an unrepresented LLC that an attorney is required', () => {
    const text = documentText(
      buildPleadings('instructions', samplePleadingInput({ caseInfo: officer, property: llc }))[0]!,
    );
    expect(text).toContain('A New Jersey attorney is required.');
  });
});

describe("the Certification by Landlord's Attorney (R. 6:6-3(b))", () => {
  const statements = complaintStatementsSchema.parse({ ...SAMPLE_CASE.statements, landlordRegistered: true });
  const judged = {
    trialAction: 'Request for Warrant of Removal: Default Judgment',
    judgmentDate: '2026-03-02',
    docketNo: 'LT-000123-26',
    statements,
  };

  it('is refused without an attorney of record and made with one', () => {
    // A consent on record: the court needs both certifications with it (R. 6:6-4).
    const afterFiling = SAMPLE_AFTER_FILING;
    expect(
      postJudgmentRefusal('certification_by_landlords_attorney', judged, '2026-03-10', {
        hasAttorney: false,
        afterFiling,
      }),
    ).toBe(POST_JUDGMENT_MESSAGES.noAttorney);
    expect(
      postJudgmentRefusal('certification_by_landlords_attorney', judged, '2026-03-10', {
        hasAttorney: true,
        afterFiling,
      }),
    ).toBeNull();
    const input = {
      ...samplePleadingInput({ caseInfo: { ...officer, ...judged }, property: llc }),
      attorney: ATTORNEY,
    };
    const text = documentText(buildPleadings('certification_by_landlords_attorney', input)[0]!);
    expect(text).toContain("CERTIFICATION BY LANDLORD'S ATTORNEY");
    expect(text).toContain(
      'permitted to be charged as rent by the lease and by applicable federal, state and local law',
    );
  });

  it("is listed beside the landlord's certification only when the case has an attorney of record", () => {
    const c = {
      clrsSubmission: false,
      clrsExemption: false,
      actions: [
        { clientRouteName: 'warrant-of-removal', actionId: 61, actionStringId: 'wor', name: 'Warrant of Removal' },
      ],
      trialAction: judged.trialAction,
    };
    expect(pleadingsWithTemplates({ ...c, attorneyId: 3 }).map((p) => p.templateName)).toContain(
      'certification_by_landlords_attorney',
    );
    expect(pleadingsWithTemplates({ ...c, attorneyId: null }).map((p) => p.templateName)).not.toContain(
      'certification_by_landlords_attorney',
    );
  });
});

describe('which templates make papers to file', () => {
  it('covers every filed paper and the packages, not the previews, the letter or the instructions', () => {
    const filed = PLEADING_TEMPLATE_NAMES.filter(makesFiledPapers);
    expect(filed).toEqual([
      'verified_complaint',
      'tenant_summons',
      'clrs_form',
      'print_all_individual',
      'print_all',
      'certification_by_landlord',
      'wor_request',
      'case_information_statement',
      'certification_by_landlords_attorney',
      'certification_of_breach',
    ]);
  });
});

describe('the landlords of an account and the owner step notice', () => {
  it('lists every owner on the deeds once, in order', () => {
    expect(
      landlordNames([
        { deedNames: ['Robert Chen', 'Linda Chen'] },
        { deedNames: [' Elmora Holdings LLC '] },
        { deedNames: ['Linda Chen', ''] },
      ]),
    ).toEqual(['Elmora Holdings LLC', 'Linda Chen', 'Robert Chen']);
  });

  it.each([
    ['Individual', null],
    ['Limited Liability Company', 'must be represented by a New Jersey attorney'],
    ['Corporation', 'must be represented by a New Jersey attorney'],
    ['General Partnership', 'only through one of its general partners'],
    ['Limited Partnership', 'must be represented by a New Jersey attorney'],
    ['Trust', 'a New Jersey attorney files for it'],
  ] as const)('%s: %s', (type, words) => {
    const notice = ownerRepresentationNotice(type);
    if (words === null) expect(notice).toBeNull();
    else expect(notice).toContain(words);
  });
});

describe("an attorney's fee without an attorney", () => {
  it('is refused for a landlord who files alone, and allowed with an attorney of record', () => {
    expect(representationRefusal({ ...facts('Individual', null), attorneyFeeClaimed: true })).toBe(
      REPRESENTATION_MESSAGES.attorneyFeeWithoutAttorney,
    );
    expect(representationRefusal({ ...facts('Individual', ATTORNEY), attorneyFeeClaimed: true })).toBeNull();
    expect(representationRefusal(facts('Individual', null))).toBeNull();
  });
});

describe('who signs the post-judgment papers (rules.md#representation, #post-judgment)', () => {
  const statements = complaintStatementsSchema.parse({ ...SAMPLE_CASE.statements, landlordRegistered: true });
  const judged = {
    trialAction: 'Request for Warrant of Removal: Default Judgment',
    judgmentDate: '2026-03-02',
    docketNo: 'LT-000123-26',
    statements,
    deedNames: ['Elmora Holdings LLC'],
  };
  // The LLC of the sample, its property manager chosen as the person who verifies.
  const represented = {
    ...samplePleadingInput({ caseInfo: judged, property: { ...llc, clientType: 'agent' } }),
    attorney: ATTORNEY,
  };
  const signatures = (templateName: 'wor_request' | 'certification_by_landlord' | 'certification_of_breach') =>
    buildPleadings(templateName, represented)[0]!.papers.flatMap((p) =>
      p.blocks.filter((b): b is SignatureBlock => b.kind === 'signature'),
    );

  it('has the warrant request of a represented LLC made by its attorney and signed by the attorney, not the manager', () => {
    const text = documentText(buildPleadings('wor_request', represented)[0]!);
    expect(text).toContain(
      'The plaintiff, Elmora Holdings LLC, by Dana Whitfield, attorney for the plaintiff, requests that a Warrant of Removal issue against the defendant(s), James Walker, Patricia Walker and Daniel Walker, for the premises at 48 Elmora Avenue, Apt 2B, Elizabeth, NJ 07202.',
    );
    expect(
      text.endsWith('Whitfield & Ames LLP\nAttorneys for Plaintiff\nBy:\nDana Whitfield\nNJ Attorney ID No. 012342005'),
    ).toBe(true);
    expect(text).not.toContain('Maria Lopez');
    expect(signatures('wor_request')).toMatchObject([
      { signerName: 'Dana Whitfield', signedAs: null, dated: 'March 10, 2026' },
    ]);
  });

  it("keeps the landlord's own certifications signed by the person who certifies, with an attorney of record too", () => {
    for (const templateName of ['certification_by_landlord', 'certification_of_breach'] as const) {
      expect(signatures(templateName)).toMatchObject([
        {
          heading: ['Elmora Holdings LLC, a limited liability company, Plaintiff'],
          signerName: 'Maria Lopez',
          capacity: ['Property Manager', 'Lopez Property Management LLC, Managing Agent'],
        },
      ]);
    }
  });

  it('has each self-represented co-owner sign the warrant request they make, on a line of their own', () => {
    const self = samplePleadingInput({ caseInfo: { ...judged, deedNames: ['Robert Chen', 'Linda Chen'] } });
    const text = documentText(buildPleadings('wor_request', self)[0]!);
    expect(text).toContain(
      'The plaintiffs, Robert Chen and Linda Chen, request that a Warrant of Removal issue against the defendant(s)',
    );
    expect(
      buildPleadings('wor_request', self)[0]!.papers.flatMap((p) =>
        p.blocks.filter((b): b is SignatureBlock => b.kind === 'signature').map((b) => [b.signerName, b.capacity]),
      ),
    ).toEqual([
      ['Robert Chen', ['Plaintiff']],
      ['Linda Chen', ['Plaintiff']],
    ]);
    expect(text).not.toContain('Maria Lopez');
  });
});

describe('the filing instructions of a represented case', () => {
  const input = {
    ...samplePleadingInput({
      property: { ...llc, clientType: 'agent' },
      caseInfo: { deedNames: ['Elmora Holdings LLC'] },
    }),
    attorney: ATTORNEY,
  };
  const text = documentText(buildPleadings('instructions', input)[0]!).replace(/\s+/g, ' ');

  it('has the attorney sign the complaint and the person who verifies sign the rest, as the papers show', () => {
    expect(text).toContain(
      'Dana Whitfield, attorney for the plaintiff, signs and dates the Verified Complaint. Maria Lopez signs and dates the Landlord Verification',
    );
    expect(text).toContain(
      'the Landlord Case Information Statement and the Certification of Lease and Registration Statement.',
    );
  });

  it("gives eCourts' way of uploading, not JEDS's one submission and 35 MB", () => {
    expect(text).toContain('upload each one in eCourts as its own document');
    expect(text).not.toContain('35 MB');
  });
});
