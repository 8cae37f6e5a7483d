/**
 * Issue 36, friction 5: Review & Sign names who signs each paper exactly as the papers print it. paperSigners is
 * what the screen shows; the papers built from the same case must print the same signature lines, in order.
 */
import { describe, expect, it } from 'vitest';
import { attorneyOfRecord, attorneySchema, pleadings } from '../src/index.ts';

type PleadingInput = pleadings.PleadingInput;
import type { SignatureBlock } from '../src/pleadings/model.ts';

const ATTORNEY = attorneyOfRecord(
  attorneySchema.parse({
    firstName: 'Dana',
    lastName: 'Whitfield',
    attorneyId: '012342005',
    firm: 'Whitfield & Ames LLP',
    streetAddress: '10 Park Place',
    city: 'Newark',
    zipcode: '07102',
    phone: '9735550142',
    email: 'dana@whitfieldames.example',
  }),
);

/** A signature line as a reader of the paper sees it. */
const printed = (b: SignatureBlock) => ({
  heading: b.heading,
  byLine: b.byLine,
  signerName: b.signerName,
  capacity: b.capacity,
  signedAs: b.signedAs,
  dated: b.dated,
});

function signatureLines(templateName: pleadings.PleadingTemplateName, input: PleadingInput) {
  return pleadings
    .buildPleadings(templateName, input)[0]!
    .papers.flatMap((p) => p.blocks)
    .filter((b): b is SignatureBlock => b.kind === 'signature')
    .map(printed);
}

function expectScreenToMatchPapers(input: PleadingInput) {
  const f = pleadings.caseFacts(input);
  const signedAs = input.caseInfo.signatureText ?? null;
  const dated = input.caseInfo.vcDateDrafted ? f.todayLong : null;
  const screen = pleadings.paperSigners(f, { filesClrs: pleadings.filesClrs(input.caseInfo) }, signedAs, f.todayLong);
  const filed = pleadings.filedPackageTemplates(input);
  // Every paper made at signing that carries a party's signature is on the screen, in the package's order.
  expect(screen.map((p) => p.templateName)).toEqual([
    'delinquent_letter',
    ...filed.filter((t) => t !== 'tenant_summons'),
  ]);
  expect(signatureLines('tenant_summons', input)).toEqual([]);
  for (const paper of screen) {
    const lines = signatureLines(paper.templateName, input);
    expect(
      paper.signers.map((s) => printed({ ...s.block, dated: s.block.dated && dated })),
      paper.paper,
    ).toEqual(lines.map((l) => ({ ...l, dated: l.dated && dated })));
  }
  return screen;
}

describe('who signs each paper (paperSigners)', () => {
  it('self-represented co-owners: the verifier signs every paper and the other owner signs the complaint and the LCIS', () => {
    const input = pleadings.samplePleadingInput({
      caseInfo: { verifier: { role: 'coOwner', name: 'Robert Chen', title: null }, signatureText: 'Robert Chen' },
      property: { clientType: 'owner' },
    });
    const screen = expectScreenToMatchPapers(input);
    const complaint = screen.find((p) => p.templateName === 'verified_complaint')!;
    expect(complaint.signers.map((s) => [s.part, s.block.signerName, s.block.signedAs])).toEqual([
      ['Complaint', 'Robert Chen', 'Robert Chen'],
      ['Complaint', 'Linda Chen', null],
      ['Landlord Verification', 'Robert Chen', 'Robert Chen'],
    ]);
  });

  it('an LLC with an attorney of record: the attorney signs the complaint and the cover letter, the member verifies and signs the others', () => {
    const input: PleadingInput = {
      ...pleadings.samplePleadingInput({
        caseInfo: {
          deedNames: ['Elmora Holdings LLC'],
          verifier: { role: 'member', name: 'Ana Ruiz', title: 'Managing Member' },
          signatureText: 'Ana Ruiz',
        },
        property: { ownershipType: 'Limited Liability Company', deedNames: ['Elmora Holdings LLC'] },
      }),
      attorney: ATTORNEY,
    };
    const screen = expectScreenToMatchPapers(input);
    const complaint = screen.find((p) => p.templateName === 'verified_complaint')!;
    expect(complaint.signers.map((s) => [s.part, s.block.signerName, s.block.signedAs])).toEqual([
      ['Complaint', 'Dana Whitfield', null],
      ['Landlord Verification', 'Ana Ruiz', 'Ana Ruiz'],
    ]);
    const others = screen.filter((p) => p.templateName !== 'verified_complaint');
    // The letter comes from the attorney's office and is signed there (letterSender).
    expect(others.flatMap((p) => p.signers.map((s) => [p.templateName, s.block.signerName]))).toEqual([
      ['delinquent_letter', 'Dana Whitfield'],
      ['case_information_statement', 'Ana Ruiz'],
      ['clrs_form', 'Ana Ruiz'],
    ]);
  });

  it('a commercial tenancy: only the cover letter and the complaint carry signatures', () => {
    const input = pleadings.samplePleadingInput({
      caseInfo: {
        leaseTypeCategory: 'Commercial',
        verifier: { role: 'coOwner', name: 'Robert Chen', title: null },
        signatureText: 'Robert Chen',
      },
    });
    expect(expectScreenToMatchPapers(input).map((p) => p.templateName)).toEqual([
      'delinquent_letter',
      'verified_complaint',
    ]);
  });

  it('no certification of lease and registration before the registration is submitted or exempt', () => {
    const input = pleadings.samplePleadingInput({
      caseInfo: {
        clrsSubmission: false,
        clrsExemption: false,
        verifier: { role: 'coOwner', name: 'Robert Chen', title: null },
        signatureText: 'Robert Chen',
      },
    });
    expect(expectScreenToMatchPapers(input).map((p) => p.templateName)).not.toContain('clrs_form');
  });
});
