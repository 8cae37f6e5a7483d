import { describe, expect, it } from 'vitest';
import { OWNERSHIP_TYPES, VERIFIER_ROLES, pleadings } from '../src/index.ts';

const { buildPleadings, caseFacts, documentText, samplePleadingInput, signatureBlock } = pleadings;
const textOf = (templateName: pleadings.PleadingTemplateName, input = samplePleadingInput()) =>
  buildPleadings(templateName, input).map(documentText).join('\n');

describe('case facts', () => {
  it('itemizes the selected rent, late charges and utilities with their exact total', () => {
    const f = caseFacts(samplePleadingInput());
    expect(f.amounts.map((r) => r.description)).toEqual([
      'Rent',
      'Rent',
      'Rent',
      'Rent',
      'Rent',
      'Rent',
      'Late Charge',
      'Late Charge',
      'Late Charge',
      'Water & Sewer',
      'Gas',
    ]);
    expect(f.amountsTotal).toBe(6 * 1_850_00 + 3 * 75_00 + 212_40 + 96_35);
    expect(f.court.name).toBe('Superior Court of New Jersey, Law Division, Special Civil Part, Union County');
    expect(f.court.addressLines).toEqual(['Union County Courthouse, 2 Broad Street', 'Elizabeth, NJ 07207']);
    expect(f.filingFees.map((x) => x.amount)).toEqual([50_00, 10_00, null]);
    expect(f.filingFees[2]!.label).toContain('set by the court');
    expect(f.filingFeesTotal).toBe(60_00);
  });

  it('leaves out late charges and the attorney fee and claims the tenant portion for Section 8', () => {
    const f = caseFacts(
      samplePleadingInput({
        caseInfo: {
          section8: true,
          section8Type: 2,
          section8TenantPortion: 400_00,
          legalFeesPermitted: true,
          legalFees: [{ type: 'Attorney Fee', amount: 500_00, selected: true }],
        },
      }),
    );
    expect(f.amounts.some((r) => r.description === 'Late Charge' || r.description === 'Attorney Fee')).toBe(false);
    expect(f.periodRent).toBe(400_00);
    expect(f.subsidyName).toBe('Section 8 Voucher');
  });

  it('counts the attorney fee as rent when legal fees are permitted', () => {
    const f = caseFacts(
      samplePleadingInput({
        caseInfo: { legalFeesPermitted: true, legalFees: [{ type: 'Attorney Fee', amount: 500_00, selected: true }] },
      }),
    );
    expect(f.amounts.at(-1)).toEqual({ description: 'Attorney Fee', period: '', amount: 500_00 });
  });

  it('finds the next rent due date for each rent cycle', () => {
    expect(pleadings.nextRentDue({ rentCycle: 'Monthly', rentDueBy: '1' }, '2026-03-10')).toBe('2026-04-01');
    expect(pleadings.nextRentDue({ rentCycle: 'Monthly', rentDueBy: '31' }, '2026-02-10')).toBe('2026-02-28');
    expect(pleadings.nextRentDue({ rentCycle: 'Semi-monthly', rentDueBy: '1,15' }, '2026-03-10')).toBe('2026-03-15');
    expect(pleadings.nextRentDue({ rentCycle: 'Weekly', rentDueBy: '2' }, '2026-03-10')).toBe('2026-03-17');
    expect(pleadings.nextRentDue({ rentCycle: 'Monthly', rentDueBy: null }, '2026-03-10')).toBeNull();
  });
});

describe('the verified complaint', () => {
  it('demands possession with costs as the court states them, never a mileage figure it cannot know', () => {
    const text = textOf('verified_complaint').replace(/\s+/g, ' ');
    expect(text).toContain(
      'WHEREFORE, the plaintiffs demand judgment for possession of the premises against the defendants, together with costs.',
    );
    expect(text).not.toContain('$7.00');
    expect(text).toContain('plus the accrued costs of this action as the court states them (N.J.S.A. 2A:18-55)');
  });

  it('states 9B: the next rent date and both amounts that get the case dismissed', () => {
    const text = textOf('verified_complaint');
    expect(text).toContain('9B. The next rent is due on April 1, 2026.');
    expect(text).toContain('(a) If the trial is before April 1, 2026: $11,633.75');
    expect(text).toContain('(b) If the trial is on or after April 1, 2026: $13,483.75');
    expect(text).toContain('TOTAL |  | $11,633.75');
    expect(text).toContain('N.J.S.A. 46:8-27');
    expect(text).toContain('LANDLORD VERIFICATION');
    expect(text).toContain('Yes. Language: Spanish');
  });

  it('says when the court address must be confirmed and when an attorney is required', () => {
    const court = { ...pleadings.SAMPLE_COURT, needsConfirmation: true };
    const llc = samplePleadingInput({
      court,
      property: { ownershipType: 'Limited Liability Company', clientType: 'owner' },
      caseInfo: { deedNames: ['Elmora Holdings'] },
    });
    const instructions = textOf('instructions', llc);
    expect(instructions).toContain('must be represented by a New Jersey attorney');
    expect(instructions).toContain('Confirm this address with the court before filing.');
    expect(instructions).toContain('Notes for the Landlord');
    // The landlord's notes travel with the instructions only: never with a paper filed or sent to the tenant.
    for (const t of ['verified_complaint', 'delinquent_letter', 'print_all'] as const)
      expect(textOf(t, llc), t).not.toContain('Notes for the Landlord');
    const partnership = samplePleadingInput({
      property: { ownershipType: 'General Partnership', clientType: 'owner' },
    });
    expect(textOf('instructions', partnership)).not.toContain('must be represented by a New Jersey attorney');
  });

  it('leaves both boxes empty for an unanswered statement and names it in the refusal message', () => {
    const input = samplePleadingInput({
      caseInfo: { statements: { ...pleadings.SAMPLE_CASE.statements, tenantInMilitary: null } },
    });
    expect(pleadings.unansweredStatementsMessage(input)).toContain('U.S. military');
    expect(pleadings.unansweredStatementsMessage(samplePleadingInput())).toBeNull();
    const preview = buildPleadings('verified_complaint_preview', input)[0]!;
    expect(preview.watermark).toBe('PREVIEW');
  });
});

describe('signature blocks (docs/product/data-and-rules.md#signature-and-filing)', () => {
  it('signs as the verifier chosen on Review & Sign, never as the property contact', () => {
    const unchosen = caseFacts(samplePleadingInput({ caseInfo: { verifier: null } }));
    expect(signatureBlock(unchosen, null, null).signerName).toBe('________');
    expect(pleadings.signerCapacityStatement(unchosen)).toContain('state your relationship to the plaintiff');
    const wordings = new Set<string>();
    for (const ownershipType of OWNERSHIP_TYPES) {
      for (const role of VERIFIER_ROLES) {
        const f = caseFacts(
          samplePleadingInput({
            property: { ownershipType },
            caseInfo: { deedNames: ['Elmora Holdings'], verifier: { role, name: 'Ana Ruiz', title: null } },
          }),
        );
        const block = signatureBlock(f, null, null);
        wordings.add(
          JSON.stringify([block.heading, block.byLine, block.capacity, pleadings.signerCapacityStatement(f)]),
        );
        expect(block.signerName).toBe('Ana Ruiz');
        expect(block.byLine).toBe(role !== 'owner' && role !== 'coOwner');
      }
    }
    expect(wordings.size).toBeGreaterThanOrEqual(OWNERSHIP_TYPES.length * 2);
  });

  it('signs a letter as the landlord, not as the plaintiff', () => {
    const f = caseFacts(samplePleadingInput());
    expect(signatureBlock(f, null, null, { asParty: false }).heading).toEqual(['Robert Chen and Linda Chen']);
  });
});

describe('packages and the pleadings list', () => {
  it('prints the papers to file in filing order, the CLRS only when submitted or exempt; the instructions and letter apart', () => {
    const input = samplePleadingInput();
    expect(buildPleadings('print_all_individual', input).map((d) => d.templateName)).toEqual([
      'instructions',
      'delinquent_letter',
      'verified_complaint',
      'tenant_summons',
      'case_information_statement',
      'clrs_form',
    ]);
    expect(pleadings.packageTemplates(samplePleadingInput({ caseInfo: { clrsSubmission: false } }))).not.toContain(
      'clrs_form',
    );
    expect(buildPleadings('print_all', input)[0]!.papers.map((p) => [p.templateName, p.filed])).toEqual([
      ['verified_complaint', true],
      ['tenant_summons', true],
      ['case_information_statement', true],
      ['clrs_form', true],
    ]);
    expect(buildPleadings('instructions', input)[0]!.papers[0]!.filed).toBe(false);
    expect(buildPleadings('delinquent_letter', input)[0]!.papers[0]!.filed).toBe(false);
    expect(buildPleadings('print_all', input, { isCLRSOnly: true })[0]!.papers).toEqual(
      buildPleadings('clrs_form', input)[0]!.papers,
    );
    // Stored as the certification's copy, so it never replaces the full package's.
    expect(buildPleadings('print_all', input, { isCLRSOnly: true })[0]!.templateName).toBe('clrs_form');
  });

  it('lists the four papers, the CLRS when submitted, and the warrant papers at action 61', () => {
    const base = { clrsSubmission: false, clrsExemption: false, actions: [], trialAction: null };
    expect(pleadings.pleadingsWithTemplates(base).map((p) => p.templateName)).toEqual([
      'delinquent_letter',
      'verified_complaint',
      'tenant_summons',
      'case_information_statement',
    ]);
    expect(pleadings.pleadingsWithTemplates({ ...base, clrsExemption: true }).map((p) => p.name)).toContain(
      'Certification of Lease and Registration Statement',
    );
    const warrant = pleadings.pleadingsWithTemplates({
      ...base,
      actions: [
        {
          actionId: 61,
          actionStringId: 'wor',
          clientRouteName: 'warrant-of-removal',
          name: 'Request Warrant Of Removal',
        },
      ],
      trialAction: 'Request for Warrant of Removal: Default Judgment',
    });
    expect(warrant.map((p) => p.templateName)).toEqual([
      'delinquent_letter',
      'verified_complaint',
      'tenant_summons',
      'case_information_statement',
      'wor_request',
      'certification_by_landlord',
    ]);
  });

  it('keeps personal identifiers off the forms and prints the public-document notice', () => {
    const text = textOf('verified_complaint');
    expect(text).toContain(pleadings.PUBLIC_DOCUMENT_NOTICE);
    expect(text).not.toMatch(/\d{3}-\d{2}-\d{4}/);
  });
});
