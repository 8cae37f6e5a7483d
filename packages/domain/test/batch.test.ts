import { describe, expect, it } from 'vitest';
import {
  BATCH_ANSWER_MESSAGES,
  batchAnswerChange,
  batchCaseSigned,
  batchCaseState,
  BATCH_SIGNED_NOTES,
  CASE_STATUSES,
  caseSchema,
  chosenRowMatch,
  confirmedBySave,
  DELINQUENCY_MESSAGES,
  delinquencyRowProblems,
  estateName,
  isBusinessName,
  paperReadinessErrors,
  pleadings,
  tenantCapacity,
  tenantTypeConflicts,
  tenantTypeOfNames,
  tenantTypesOfNames,
  estateOccupants,
  unconfirmedFactErrors,
  type Case,
  type ChargeEntry,
  type ReportFact,
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
  const issued = { order: true, papers: true };
  const none = { order: false, papers: false };
  const signedAt = (status: string, over: Partial<Case> = {}) => at(status, { signatureText: 'Jane Owner', ...over });

  it('names the step a drafting case resumes at', () => {
    expect(batchCaseState(at(CASE_STATUSES.leaseDetails), none)).toEqual({
      state: 'needsAnswers',
      nextStep: 'Lease Details',
      resumeRoute: 'vc-lease-details',
      note: null,
    });
    expect(batchCaseState(at(CASE_STATUSES.legalFees), none).nextStep).toBe('Legal Fees');
  });

  it('is ready to sign at Review & Sign, signed once complete or in court with its papers, order and signature', () => {
    expect(batchCaseState(at(CASE_STATUSES.sign), none)).toMatchObject({
      state: 'readyToSign',
      nextStep: 'Review & Sign',
    });
    expect(batchCaseState(signedAt(CASE_STATUSES.complete), issued)).toMatchObject({
      state: 'signed',
      nextStep: 'File the papers',
      note: null,
    });
    expect(batchCaseState(signedAt('wor-trialAction'), issued).state).toBe('signed');
  });

  it('does not count as signed a case marked complete without its papers and order, or without a signature', () => {
    expect(batchCaseState(signedAt(CASE_STATUSES.complete), none)).toMatchObject({
      state: 'readyToSign',
      note: BATCH_SIGNED_NOTES.noPapers,
    });
    expect(batchCaseState(signedAt(CASE_STATUSES.complete), { order: true, papers: false }).state).toBe('readyToSign');
    expect(batchCaseState(at(CASE_STATUSES.complete), issued)).toMatchObject({
      state: 'readyToSign',
      note: BATCH_SIGNED_NOTES.noSignature,
    });
  });

  it("lists an attorney's case as to be signed by the attorney", () => {
    expect(batchCaseSigned(signedAt(CASE_STATUSES.complete, { attorneyId: 4 }), issued)).toEqual({
      signed: true,
      note: BATCH_SIGNED_NOTES.attorney,
    });
  });

  it('lists the co-owners who sign the issued papers by hand, by name', () => {
    const coSigned = pleadings.samplePleadingInput({
      caseInfo: { verifier: { role: 'coOwner', name: 'Robert Chen', title: null } },
      property: { clientType: 'owner' },
    });
    const coSigners = pleadings.coSigners(pleadings.caseFacts(coSigned));
    expect(coSigners).toEqual(['Linda Chen']);
    expect(batchCaseSigned(signedAt(CASE_STATUSES.complete), { ...issued, coSigners })).toEqual({
      signed: true,
      note: 'To be signed by Linda Chen, each on their own line as a plaintiff',
    });
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
    nameDoubts: [],
    dueDay: null,
    leaseType: null,
    subsidized: null,
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
      nearest: null,
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

describe('a unit written differently (docs/product/rules.md#delinquency-report)', () => {
  const properties = [
    { id: 1, streetAddress: '8 Elm St', unitNo: null, city: 'Newark', completed: true },
    { id: 2, streetAddress: '8 Elm St', unitNo: '1', city: 'Newark', completed: true },
    { id: 3, streetAddress: '8 Elm St', unitNo: '2', city: 'Newark', completed: true },
    { id: 4, streetAddress: '8 Elm St', unitNo: 'Store', city: 'Newark', completed: true },
  ];
  const row = {
    row: 2,
    address: '8 Elm St',
    unit: '2nd Fl',
    tenantNames: ['Ann Lee'],
    balance: 100_00,
    rent: 100_00,
    moveIn: '2025-01-01',
    monthsOwed: null,
    formula: false,
    nameDoubts: [],
    dueDay: null,
    leaseType: null,
    subsidized: null,
  };

  it('proposes the nearest unit and is not a case until the landlord chooses it or confirms a new unit', () => {
    const match = chosenRowMatch(row, properties, undefined);
    expect(match).toEqual({
      kind: 'newUnit',
      propertyId: 3,
      unitNo: '2nd Fl',
      nearest: { propertyId: 3, unitNo: '2' },
    });
    expect(delinquencyRowProblems(row, match)).toEqual([DELINQUENCY_MESSAGES.nearestUnit('2nd Fl', '2')]);
    expect(delinquencyRowProblems(row, match, true)).toEqual([]);
    expect(chosenRowMatch(row, properties, 3)).toEqual({ kind: 'property', propertyId: 3 });
    expect(chosenRowMatch(row, properties, 3, true)).toMatchObject({ kind: 'newUnit', propertyId: 3 });
  });

  it('copies a store written differently from the store, not from the residential building', () => {
    const match = chosenRowMatch({ ...row, unit: 'Store A' }, properties, undefined);
    expect(match).toMatchObject({ kind: 'newUnit', propertyId: 4, nearest: { propertyId: 4, unitNo: 'Store' } });
  });
});

describe('an estate as the tenant (docs/product/rules.md#estate)', () => {
  const estate = (contactName: string | null) =>
    pleadings.samplePleadingInput({
      caseInfo: {
        tenantType: 'estate',
        tenants: [{ name: 'Estate of Harold Baptiste', tenantType: 'estate', contactName }],
      },
    });

  it('is named through its personal representative', () => {
    expect(estateName('Harold Baptiste')).toBe('Estate of Harold Baptiste');
    expect(estateName('The Estate of Harold Baptiste')).toBe('Estate of Harold Baptiste');
    expect(tenantCapacity({ tenantType: 'estate', contactName: 'Marie Baptiste' })).toBe(
      'by its personal representative Marie Baptiste',
    );
  });

  it('is never sued as a person: an estate’s name under another type is refused', () => {
    expect(tenantTypeConflicts([{ name: 'Estate of Harold Baptiste', tenantType: 'individual' }])).toEqual([
      'Estate of Harold Baptiste is an estate, but its type on Tenant Information is “Individual”: choose “The estate of a tenant who has died” and enter its personal representative, so the complaint does not sue a person who has died as if living.',
    ]);
    expect(tenantTypeConflicts([{ name: 'Estate of Harold Baptiste', tenantType: 'estate' }])).toEqual([]);
    expect(tenantTypeConflicts([{ name: 'Estates Realty LLC', tenantType: 'llc' }])).toEqual([]);
  });

  it('refuses the papers without a personal representative, saying what the court needs', () => {
    const input = estate(null);
    expect(paperReadinessErrors(input.caseInfo, input.property, '2026-03-10')).toContainEqual(
      expect.stringContaining('Estate of Harold Baptiste has no personal representative'),
    );
    const named = estate('Marie Baptiste');
    expect(paperReadinessErrors(named.caseInfo, named.property, '2026-03-10').join(' ')).not.toContain(
      'personal representative',
    );
  });
});

describe('occupants beside an estate (docs/product/rules.md#estate-occupants)', () => {
  it('types each name of a report on its own: the estate an estate, the others by their own names', () => {
    expect(tenantTypesOfNames(['Estate of Harold Baptiste', 'Marie Baptiste', 'Jean Baptiste'])).toEqual([
      'estate',
      'individual',
      'individual',
    ]);
    expect(tenantTypesOfNames(['Estate of Harold Baptiste', 'Baptiste Catering LLC'])).toEqual(['estate', 'llc']);
    expect(tenantTypesOfNames(['Maria Lopez', 'Jose Lopez'])).toEqual(['individual', 'individual']);
  });

  it('names the individuals sued beside an estate as its occupants, and none without an estate', () => {
    const tenants = [
      { name: 'Estate of Harold Baptiste', tenantType: 'estate' as const },
      { name: 'Marie Baptiste', tenantType: 'individual' as const },
    ];
    expect(estateOccupants(tenants).map((t) => t.name)).toEqual(['Marie Baptiste']);
    expect(estateOccupants([{ name: 'Marie Baptiste', tenantType: 'individual' as const }])).toEqual([]);
  });

  it('the complaint says the occupants reside in the premises and the estate does not', () => {
    const input = pleadings.samplePleadingInput({
      caseInfo: {
        tenantType: 'estate',
        tenants: [
          { name: 'Estate of Harold Baptiste', tenantType: 'estate', contactName: 'Marie Baptiste' },
          { name: 'Marie Baptiste', tenantType: 'individual' },
        ],
      },
    });
    const text = pleadings.buildPleadings('verified_complaint', input).map(pleadings.documentText).join(' ');
    expect(text).toContain('Marie Baptiste, an individual');
    expect(text).toContain(
      'Marie Baptiste resides in the premises and is sued as an occupant in possession beside the estate.',
    );
    expect(text).toContain('The tenant who died, whose estate is sued, possessed the premises from');
    expect(text).not.toContain('The defendants reside in');
  });
});

describe('report facts (docs/product/rules.md#report-facts)', () => {
  const fact = (field: ReportFact['field'], confirmed = false): ReportFact => ({
    field,
    source: 'report',
    value: 'x',
    note: null,
    confirmed,
  });

  it('confirms the facts of the fields a save holds, and only those', () => {
    expect(confirmedBySave([fact('rentAmount'), fact('section8')], ['rentAmount', 'status'])).toEqual([
      fact('rentAmount', true),
      fact('section8'),
    ]);
  });

  it('refuses the papers while a fact is not confirmed, naming its step', () => {
    const input = pleadings.samplePleadingInput({ caseInfo: { reportFacts: [fact('section8')] } });
    expect(paperReadinessErrors(input.caseInfo, input.property, '2026-03-10')).toContainEqual(
      unconfirmedFactErrors([fact('section8')])[0],
    );
    expect(unconfirmedFactErrors([fact('section8')])[0]).toContain('open Lease Details');
    const confirmed = pleadings.samplePleadingInput({ caseInfo: { reportFacts: [fact('section8', true)] } });
    expect(paperReadinessErrors(confirmed.caseInfo, confirmed.property, '2026-03-10').join(' ')).not.toContain(
      'delinquency report',
    );
  });
});
