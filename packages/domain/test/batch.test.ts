import { describe, expect, it } from 'vitest';
import {
  BATCH_ANSWER_MESSAGES,
  batchAnswerChange,
  batchCaseState,
  CASE_STATUSES,
  caseSchema,
  chosenRowMatch,
  DELINQUENCY_MESSAGES,
  isBusinessName,
  paperReadinessErrors,
  pleadings,
  tenantTypeConflicts,
  tenantTypeOfNames,
  type Case,
  type ChargeEntry,
} from '../src/index.ts';

const lateCharge: ChargeEntry = {
  amount: 50_00,
  timePeriod: '2026-09',
  timePeriodDisplay: 'September 2026',
  selected: true,
  type: 'Late Charge',
  other: null,
};

const at = (status: string, over: Partial<Case> = {}): Case =>
  caseSchema.parse({ status, rentAmount: 1000_00, rentCycle: 'Monthly', rentDueBy: '1', ...over });

describe('batchCaseState (docs/product/rules.md#batch)', () => {
  it('names the step a drafting case resumes at', () => {
    expect(batchCaseState(at(CASE_STATUSES.leaseDetails))).toEqual({
      state: 'needsAnswers',
      nextStep: 'Lease Details',
      resumeRoute: 'vc-lease-details',
    });
    expect(batchCaseState(at(CASE_STATUSES.legalFees)).nextStep).toBe('Legal Fees');
  });

  it('is ready to sign at Review & Sign, signed once complete or in court', () => {
    expect(batchCaseState(at(CASE_STATUSES.sign))).toMatchObject({ state: 'readyToSign', nextStep: 'Review & Sign' });
    expect(batchCaseState(at(CASE_STATUSES.complete))).toMatchObject({ state: 'signed', nextStep: 'File the papers' });
    expect(batchCaseState(at('wor-trialAction')).state).toBe('signed');
  });
});

describe('batchAnswerChange', () => {
  it('Additional Charges: No unclaims the charges and moves a case at that step to Legal Fees', () => {
    const c = at(CASE_STATUSES.additionalCharges, { lateCharges: [lateCharge] });
    const change = batchAnswerChange(c, { question: 'additionalChargesPermitted', value: false });
    expect(change).toEqual({
      ok: true,
      changes: {
        additionalChargesPermitted: false,
        lateCharges: [{ ...lateCharge, selected: false }],
        utilities: [],
        fees: [],
        otherCharges: [],
      },
      status: CASE_STATUSES.legalFees,
    });
  });

  it('moves a Section 8 case to the confirmation, keeps Yes at the charges step, and leaves the status of a case elsewhere', () => {
    const section8 = at(CASE_STATUSES.additionalCharges, { section8: true, section8Type: 1 });
    expect(batchAnswerChange(section8, { question: 'additionalChargesPermitted', value: false })).toMatchObject({
      status: CASE_STATUSES.confirmation,
    });
    expect(
      batchAnswerChange(at(CASE_STATUSES.additionalCharges), { question: 'additionalChargesPermitted', value: true }),
    ).toEqual({ ok: true, changes: { additionalChargesPermitted: true }, status: CASE_STATUSES.additionalCharges });
    expect(
      batchAnswerChange(at(CASE_STATUSES.leaseDetails), { question: 'additionalChargesPermitted', value: false }),
    ).toMatchObject({ ok: true, status: undefined });
  });

  it('Legal Fees: Yes needs the fee, No sets it to 0 and moves a case at that step to the summary', () => {
    const c = at(CASE_STATUSES.legalFees);
    expect(batchAnswerChange(c, { question: 'legalFeesPermitted', value: true })).toEqual({
      ok: false,
      reason: BATCH_ANSWER_MESSAGES.attorneyFee,
    });
    const no = batchAnswerChange(c, { question: 'legalFeesPermitted', value: false });
    expect(no).toMatchObject({ ok: true, status: CASE_STATUSES.suitSummary });
    if (!no.ok) throw new Error('expected a change');
    expect(no.changes.legalFeesPermitted).toBe(false);
    expect(no.changes.legalFees?.find((f) => f.type === 'Attorney Fee')?.amount).toBe(0);
    const yes = batchAnswerChange(c, { question: 'legalFeesPermitted', value: true, attorneyFee: 250_00 });
    if (!yes.ok) throw new Error('expected a change');
    expect(yes.changes.legalFees?.find((f) => f.type === 'Attorney Fee')?.amount).toBe(250_00);
  });

  it('leaves a signed case and a Section 8 voucher case (legal fees) as they are, with why', () => {
    expect(
      batchAnswerChange(at(CASE_STATUSES.complete), { question: 'additionalChargesPermitted', value: false }),
    ).toEqual({ ok: false, reason: BATCH_ANSWER_MESSAGES.signed });
    const voucher = at(CASE_STATUSES.confirmation, { section8: true, section8Type: 2 });
    expect(batchAnswerChange(voucher, { question: 'legalFeesPermitted', value: false })).toEqual({
      ok: false,
      reason: BATCH_ANSWER_MESSAGES.voucher,
    });
  });
});

describe('business tenants', () => {
  it.each([
    'ACME LLC',
    'Acme, L.L.C.',
    'Blue Sky Inc.',
    'Harbor Corp',
    'Smith & Co.',
    'Main Street Holdings LP',
    'Dr. Pat Lee P.C.',
  ])('%s is a business', (name) => expect(isBusinessName(name)).toBe(true));
  it.each(['John Smith', 'Mary Colby', 'Inca Trustman', 'Lloyd Clark'])('%s is a person', (name) =>
    expect(isBusinessName(name)).toBe(false),
  );
  it('reads the business form a name states, and none where it states none or two', () => {
    expect(tenantTypeOfNames(['John Smith', 'Jane Smith'])).toBe('individual');
    expect(tenantTypeOfNames(['ACME LLC'])).toBe('llc');
    expect(tenantTypeOfNames(['Acme, L.L.C.'])).toBe('llc');
    expect(tenantTypeOfNames(['Blue Sky Inc.'])).toBe('corporation');
    expect(tenantTypeOfNames(['Dr. Pat Lee P.C.'])).toBe('corporation');
    expect(tenantTypeOfNames(['Main Street Holdings LP'])).toBe('partnership');
    expect(tenantTypeOfNames(['Shore Partners LLP', 'John Smith'])).toBe('partnership');
    // The name does not say which form the business has: the landlord chooses it at Tenant Information.
    expect(tenantTypeOfNames(['Smith & Co.'])).toBeNull();
    expect(tenantTypeOfNames(['Walker Family Trust'])).toBeNull();
    expect(tenantTypeOfNames(['ACME LLC', 'Blue Sky Inc.'])).toBeNull();
  });
});

describe('chosenRowMatch: where a row goes when the landlord may choose its property', () => {
  const properties = [
    { id: 1, streetAddress: '12 Main Street', unitNo: 'Apt 1', city: 'Newark', completed: true },
    { id: 2, streetAddress: '40 Oak Avenue', unitNo: null, city: 'Newark', completed: true },
    { id: 3, streetAddress: '7 Elm Road', unitNo: null, city: 'Newark', completed: false },
  ];
  const row = {
    row: 2,
    address: '12 Main St',
    unit: 'Apt 1',
    tenantNames: ['Ann Lee'],
    balance: 100_00,
    rent: 100_00,
    moveIn: '2025-01-01',
    monthsOwed: null,
    formula: false,
  };
  it.each([
    ['no choice: the match', undefined, { kind: 'property', propertyId: 1 }],
    ['the matched property chosen: the match', 1, { kind: 'property', propertyId: 1 }],
    ['another finished property: that one', 2, { kind: 'property', propertyId: 2 }],
    ['an unfinished property: none', 3, { kind: 'none', reason: DELINQUENCY_MESSAGES.unfinishedProperty }],
    ['a property not in the list: none', 9, { kind: 'none', reason: DELINQUENCY_MESSAGES.notYourProperty }],
  ])('%s', (_name, chosen, expected) => expect(chosenRowMatch(row, properties, chosen)).toEqual(expected));
  it('a new unit keeps its source when that property is chosen', () => {
    expect(chosenRowMatch({ ...row, address: '40 Oak Ave', unit: 'Apt 5' }, properties, 2)).toEqual({
      kind: 'newUnit',
      propertyId: 2,
      unitNo: 'Apt 5',
    });
  });
});

describe('tenantTypeConflicts: a name that states another form than the tenant type', () => {
  it('names each tenant whose name states a form other than its type, and only those', () => {
    expect(
      tenantTypeConflicts([
        { name: 'ACME LLC', tenantType: 'corporation' },
        { name: 'Blue Sky Inc.', tenantType: 'corporation' },
        { name: 'Walker Family Trust', tenantType: 'corporation' },
        { name: 'Dr. Pat Lee P.C.', tenantType: 'individual' },
        { name: 'John Smith', tenantType: 'llc' },
      ]),
    ).toEqual([
      'ACME LLC is named as a limited liability company, but its type on Tenant Information is “Corporation”: choose “Limited liability company (LLC)”, or correct the name, so the complaint says what the tenant is.',
      'Dr. Pat Lee P.C. is named as a corporation, but its type on Tenant Information is “Individual”: choose “Corporation”, or correct the name, so the complaint says what the tenant is.',
    ]);
  });

  it('refuses the papers of a case whose LLC tenant is called a corporation', () => {
    const input = pleadings.samplePleadingInput({
      caseInfo: { tenantType: 'corporation', tenants: [{ name: 'ACME LLC', tenantType: 'corporation' }] },
    });
    expect(paperReadinessErrors(input.caseInfo, input.property, '2026-03-10')).toContainEqual(
      expect.stringContaining('ACME LLC is named as a limited liability company'),
    );
  });
});
