/**
 * Issue 31: the claim held to the case's own facts (docs/product/rules.md#claim-consistency), one rule at a time,
 * and 9B counted from the complaint's date.
 */
import { describe, expect, it } from 'vitest';
import {
  CLAIM_RULE_MESSAGES,
  claimContradictions,
  claimMessagesFor,
  claimReadinessErrors,
  isLeaseDueDate,
  paperReadinessErrors,
  pleadings,
  type CaseInput,
  type Property,
} from '../src/index.ts';

const TODAY = pleadings.SAMPLE_TODAY;

function input(caseInfo: Partial<CaseInput> = {}, property: Partial<Property> = {}) {
  return pleadings.samplePleadingInput({ caseInfo, property });
}

const row = (timePeriod: string, amount = 1_850_00, selected = true) => ({
  timePeriod,
  timePeriodDisplay: 'sent',
  amount,
  selected,
});

function readiness(caseInfo: Partial<CaseInput> = {}, property: Partial<Property> = {}, documents = null) {
  const i = input(caseInfo, property);
  return claimReadinessErrors(i.caseInfo, i.property, TODAY, documents).map((e) => e.message);
}

describe('the sample case keeps every claim rule', () => {
  it('has no claim issue and may be made into papers', () => {
    const i = input();
    expect(claimReadinessErrors(i.caseInfo, i.property, TODAY, [{ kind: 'lease' }])).toEqual([]);
    expect(paperReadinessErrors(i.caseInfo, i.property, TODAY)).toEqual([]);
  });
});

describe('rent rows (rules.md#claim-consistency)', () => {
  it('refuses a claim of $0.00', () => {
    expect(readiness({ pastDueRent: [row('2026-03-01', 0)], lateCharges: [], utilities: [] })).toContain(
      CLAIM_RULE_MESSAGES.nothingClaimed,
    );
    expect(readiness({ pastDueRent: [row('2026-03-01', 1_850_00, false)], lateCharges: [], utilities: [] })).toContain(
      CLAIM_RULE_MESSAGES.nothingClaimed,
    );
  });

  it('refuses a row above the lease rent, and above the tenant portion for Section 8', () => {
    expect(readiness({ pastDueRent: [row('2026-03-01', 1_900_00)] })).toContain(
      CLAIM_RULE_MESSAGES.rentAboveLease('March 2026', 1_900_00, 1_850_00, false),
    );
    const section8 = readiness({
      section8: true,
      section8Type: 2,
      section8TenantPortion: 400_00,
      section8Subsidy: 1_450_00,
      pastDueRent: [row('2026-03-01', 500_00)],
    });
    expect(section8).toContain(CLAIM_RULE_MESSAGES.rentAboveLease('March 2026', 500_00, 400_00, true));
  });

  it('refuses the same period twice, a period before the lease began and one off the due day', () => {
    const errors = readiness({
      pastDueRent: [row('2026-02-01'), row('2026-02-01'), row('2023-05-01'), row('2026-01-15')],
    });
    expect(errors).toContain(CLAIM_RULE_MESSAGES.rentTwice('February 2026'));
    expect(errors).toContain(CLAIM_RULE_MESSAGES.rentBeforeLease('May 2023', 'June 1, 2023'));
    expect(errors).toContain(
      CLAIM_RULE_MESSAGES.rentOffDueDate('January 15, 2026', 'monthly, on the 1st day of each month'),
    );
  });

  it('knows the due dates of each cycle: monthly (a short month on its last day), semi-monthly and weekly', () => {
    expect(isLeaseDueDate({ rentCycle: 'Monthly', rentDueBy: '31' }, '2026-02-28')).toBe(true);
    expect(isLeaseDueDate({ rentCycle: 'Monthly', rentDueBy: '31' }, '2026-02-27')).toBe(false);
    expect(isLeaseDueDate({ rentCycle: 'Semi-monthly', rentDueBy: '1,15' }, '2026-02-15')).toBe(true);
    expect(isLeaseDueDate({ rentCycle: 'Semi-monthly', rentDueBy: '1,15' }, '2026-02-14')).toBe(false);
    // 2026-03-06 is a Friday.
    expect(isLeaseDueDate({ rentCycle: 'Weekly', rentDueBy: '5' }, '2026-03-06')).toBe(true);
    expect(isLeaseDueDate({ rentCycle: 'Weekly', rentDueBy: '5' }, '2026-03-07')).toBe(false);
  });

  it('ignores unselected rows', () => {
    expect(
      readiness({ pastDueRent: [...pleadings.SAMPLE_CASE.pastDueRent!, row('2026-01-15', 9_999_00, false)] }),
    ).toEqual([]);
  });
});

describe("the complaint's date", () => {
  it('refuses a complaint dated before a rent it claims, or in the future', () => {
    expect(readiness({ vcDateDrafted: '2026-02-20' })).toContain(
      CLAIM_RULE_MESSAGES.complaintBeforeRent('February 20, 2026', 'March 1, 2026'),
    );
    expect(readiness({ vcDateDrafted: '2026-03-11' })).toContain(
      CLAIM_RULE_MESSAGES.complaintInFuture('March 11, 2026'),
    );
  });

  it("counts 9B's next rent from the complaint's date, not the day the papers are made", () => {
    const i = {
      ...input({ vcDateDrafted: '2025-10-14', pastDueRent: [row('2025-10-01')] }),
      today: '2025-11-20',
    };
    expect(pleadings.caseFacts(i).nextRentDue).toBe('2025-11-01');
    expect(pleadings.caseFacts(i).rentDueBeforeTrial[0]).toBe('2025-11-01');
  });
});

describe('registration', () => {
  it('refuses a registration filed in the future, and "registered" without its date', () => {
    expect(readiness({}, { registrationDocsFiledDate: '2026-04-01' })).toContain(
      CLAIM_RULE_MESSAGES.registrationInFuture,
    );
    expect(readiness({}, { registrationDocsFiledDate: null })).toContain(CLAIM_RULE_MESSAGES.registeredWithoutDate);
    expect(readiness({}, { registrationFiled: false })).toContain(CLAIM_RULE_MESSAGES.registeredWithoutDate);
  });

  it('asks no date of an unregistered or exempt rental', () => {
    const statements = { ...pleadings.SAMPLE_CASE.statements!, landlordRegistered: false };
    expect(readiness({ statements }, { registrationFiled: false, registrationDocsFiledDate: null })).toEqual([]);
  });
});

describe('Section 8 and public housing', () => {
  const section8 = {
    section8: true,
    section8Type: 2 as const,
    section8TenantPortion: 400_00,
    section8Subsidy: 1_450_00,
    pastDueRent: [row('2026-03-01', 400_00)],
    publicHousingOfficeSection8: {
      id: 3,
      housingAuthority: 'Elizabeth Housing Authority',
      address: '688 Maple Avenue',
      city: 'Elizabeth',
      state: 'New Jersey',
      zipcode: '07202',
    },
  };

  it('keeps a Section 8 case whose figures add up and that names its agency', () => {
    expect(readiness(section8)).toEqual([]);
  });

  it('refuses figures that do not add up', () => {
    expect(readiness({ ...section8, section8Subsidy: 1_000_00 })).toContain(
      CLAIM_RULE_MESSAGES.section8Sum(1_850_00, 1_000_00, 400_00),
    );
  });

  it('refuses a Section 8 or public-housing tenancy without its housing agency', () => {
    expect(readiness({ ...section8, publicHousingOfficeSection8: null })).toContain(
      CLAIM_RULE_MESSAGES.agencyMissing('Section 8 Voucher'),
    );
    expect(readiness({ ...section8, section8Type: 1, publicHousingOfficeSection8: null })).toContain(
      CLAIM_RULE_MESSAGES.agencyMissing('Public Housing'),
    );
  });

  it('refuses public housing without the notice attached, and "notices attached" with none in the package', () => {
    expect(readiness({ ...section8, section8Type: 1 })).toContain(CLAIM_RULE_MESSAGES.publicHousingNotice);
    const statements = { ...pleadings.SAMPLE_CASE.statements!, noticesAttached: true };
    const i = input({ ...section8, section8Type: 1, statements });
    const messages = (docs: Array<{ kind: string }>) =>
      claimReadinessErrors(i.caseInfo, i.property, TODAY, docs).map((e) => e.message);
    expect(messages([{ kind: 'lease' }])).toContain(CLAIM_RULE_MESSAGES.noticesNotAttached);
    expect(messages([{ kind: 'lease' }, { kind: 'notice-to-quit' }])).toEqual([]);
  });
});

describe('lease category and property type', () => {
  it('asks about a commercial lease on a residential property rather than drop the LCIS and CLRS', () => {
    expect(readiness({ leaseTypeCategory: 'Commercial' })).toContain(
      CLAIM_RULE_MESSAGES.categoryDisagrees('Commercial', 'Residential'),
    );
  });
});

describe('saves and screens', () => {
  it('a save (no property known) checks the case own facts only', () => {
    const i = input({ pastDueRent: [row('2026-03-01'), row('2026-03-01')], leaseTypeCategory: 'Commercial' });
    const messages = claimContradictions(i.caseInfo, null, TODAY).map((e) => e.message);
    expect(messages).toEqual([CLAIM_RULE_MESSAGES.rentTwice('March 2026')]);
  });

  it('gives each step its own messages', () => {
    const i = input({ pastDueRent: [row('2026-03-01', 0)], lateCharges: [], utilities: [], section8Subsidy: null });
    const issues = claimReadinessErrors(i.caseInfo, { ...i.property, registrationDocsFiledDate: null }, TODAY, null);
    expect(claimMessagesFor(issues, 'Past Due Rent')).toEqual([CLAIM_RULE_MESSAGES.nothingClaimed]);
    expect(claimMessagesFor(issues, 'Lease and Registration')).toEqual([CLAIM_RULE_MESSAGES.registeredWithoutDate]);
  });
});
