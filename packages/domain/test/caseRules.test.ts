import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { caseSchema, type CaseInput } from '../src/entities.ts';
import {
  caseRuleViolations,
  leaseTermsIssues,
  RULE_MESSAGES,
  unclaimedCharges,
  withComputedLabels,
  type RuleContext,
} from '../src/caseRules.ts';
import { CASE_STATUSES, isKnownCaseStatus, laterCaseStatus, statusStep } from '../src/wizard.ts';
import { dueDaysForCycle, pastDueRentPeriods } from '../src/rentPeriods.ts';

const TODAY = '2026-03-10';
const context = (extra: Partial<RuleContext> = {}): RuleContext => ({
  today: TODAY,
  storedStatus: null,
  forPapers: false,
  ...extra,
});
const lease = { leaseStartDate: '2025-01-01', rentCycle: 'Monthly', rentDueBy: '1', rentAmount: 100000 } as const;
const make = (c: CaseInput) => caseSchema.parse(c);
const charge = (timePeriod: string | [string, string], selected = true) => ({
  type: 'Late Charge',
  amount: 5000,
  timePeriod,
  timePeriodDisplay: 'x',
  selected,
});
const messages = (c: CaseInput, extra: Partial<RuleContext> = {}) =>
  caseRuleViolations(make(c), context(extra)).map((v) => v.message);

describe('due days that fit the cycle (rules.md#lease-terms)', () => {
  it.each([
    ['Monthly', '1', [1]],
    ['Monthly', '31', [31]],
    ['Monthly', '0', null],
    ['Monthly', '32', null],
    ['Monthly', '1,15', null],
    ['Monthly', '5x', null],
    ['Weekly', '0', [0]],
    ['Weekly', '6', [6]],
    ['Weekly', '7', null],
    ['Semi-monthly', '1,15', [1, 15]],
    ['Semi-monthly', '15,15', null],
    ['Semi-monthly', '1', null],
    ['Semi-monthly', '1,15,28', null],
    ['Yearly', '1', null],
  ] as const)('%s due by %s: %j', (cycle, dueBy, expected) => {
    expect(dueDaysForCycle(cycle, dueBy)).toEqual(expected);
  });

  it('asks for the whole lease only when it must be complete, and checks a given due day always', () => {
    expect(
      leaseTermsIssues({ leaseStartDate: null, rentCycle: 'Monthly', rentDueBy: null, rentAmount: null }, false),
    ).toEqual([]);
    expect(
      leaseTermsIssues({ leaseStartDate: null, rentCycle: 'Weekly', rentDueBy: '9', rentAmount: null }, false),
    ).toEqual([{ field: 'rentDueBy', problem: 'doesNotFitCycle', message: RULE_MESSAGES.dueDay.Weekly }]);
    expect(
      leaseTermsIssues({ leaseStartDate: null, rentCycle: 'Monthly', rentDueBy: null, rentAmount: null }, true).map(
        (i) => i.field,
      ),
    ).toEqual(['leaseStartDate', 'rentDueBy', 'rentAmount']);
    expect(leaseTermsIssues({ ...lease }, true)).toEqual([]);
  });

  it('agrees with the rent periods: a lease the rule accepts always has periods', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('Monthly', 'Weekly', 'Semi-monthly' as const),
        fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 1, maxLength: 3 }),
        (rentCycle, days) => {
          const terms = {
            leaseStartDate: '2025-01-01',
            rentCycle,
            rentDueBy: days.join(','),
            rentAmount: 1000,
            section8: false,
            section8TenantPortion: null,
          };
          const accepted = leaseTermsIssues(terms, true).length === 0;
          expect(pastDueRentPeriods(terms, new Date('2026-03-10T17:00:00Z')).ok).toBe(accepted);
        },
      ),
    );
  });
});

describe('the case rules (rules.md)', () => {
  it('keeps a case at its first step with nothing filled in', () => {
    expect(messages({})).toEqual([]);
  });

  it('claims additional charges only when the lease allows them (#additional-charges-permitted)', () => {
    expect(messages({ lateCharges: [charge('2026-01')] })).toEqual([RULE_MESSAGES.chargesNotPermitted]);
    expect(messages({ additionalChargesPermitted: false, otherCharges: [charge('2026-01')] })).toEqual([
      RULE_MESSAGES.chargesNotPermitted,
    ]);
    expect(messages({ additionalChargesPermitted: false, utilities: [charge('2026-01', false)] })).toEqual([]);
    expect(messages({ additionalChargesPermitted: true, fees: [charge('2026-01')] })).toEqual([]);
    const claimed = make({
      additionalChargesPermitted: true,
      lateCharges: [charge('2026-01')],
      fees: [charge('2026-02')],
    });
    const answeredNo = { ...claimed, additionalChargesPermitted: false, ...unclaimedCharges(claimed) };
    expect(caseRuleViolations(answeredNo, context())).toEqual([]);
    expect(answeredNo.lateCharges).toHaveLength(1);
  });

  it('refuses dates incurred in the future, New Jersey time (#dates-incurred)', () => {
    const ok = { additionalChargesPermitted: true };
    expect(messages({ ...ok, lateCharges: [charge('2026-03')] })).toEqual([]);
    expect(messages({ ...ok, lateCharges: [charge('2026-04')] })).toEqual([
      RULE_MESSAGES.chargeInFuture('Late Charges', 'April 2026'),
    ]);
    expect(messages({ ...ok, utilities: [charge(['2026-03-01', '2026-03-10'])] })).toEqual([]);
    expect(messages({ ...ok, utilities: [charge(['2026-03-11', '2026-03-01'])] })).toEqual([
      RULE_MESSAGES.chargeInFuture('Utilities', '03/01/2026 - 03/11/2026'),
    ]);
    const rent = (timePeriod: string, selected: boolean) => ({
      timePeriod,
      timePeriodDisplay: 'x',
      amount: 1,
      selected,
    });
    expect(messages({ pastDueRent: [rent('2026-03-10', true), rent('2026-04-01', false)] })).toEqual([]);
    expect(messages({ pastDueRent: [rent('2026-04-01', true)] })).toEqual([RULE_MESSAGES.rentNotDue('April 2026')]);
    expect(messages({ judgmentDate: '2026-03-10' })).toEqual([]);
    expect(messages({ judgmentDate: '2026-03-11' })).toEqual([RULE_MESSAGES.judgmentInFuture]);
  });

  it('knows the statuses and never moves one back (#status-order)', () => {
    expect(messages({ status: 'vc-nonsense' })).toEqual([RULE_MESSAGES.unknownStatus('vc-nonsense')]);
    expect(messages({ ...lease, status: 'vc-legalFees' }, { storedStatus: 'vc-confirmation' })).toEqual([]);
    expect(messages({ ...lease, status: 'vc-pastDueRent' }, { storedStatus: 'vc-sign' })).toEqual([
      RULE_MESSAGES.statusBack('Review & Sign', 'Past Due Rent'),
    ]);
    expect(messages({ ...lease, status: 'wor-trialAction' }, { storedStatus: 'vc-sign' })).toEqual([]);
    for (const status of [
      ...Object.values(CASE_STATUSES),
      'vc-select-property',
      'vc-signature',
      'wor-trialAction',
      'co-outcome',
    ])
      expect(isKnownCaseStatus(status)).toBe(true);
    for (const status of ['', 'vc-', 'done', 'wor-', 'wor-1', 'co-<script>'])
      expect(isKnownCaseStatus(status)).toBe(false);
  });

  it('takes the later of two statuses, so the web never sends one back', () => {
    const statuses = Object.values(CASE_STATUSES);
    fc.assert(
      fc.property(fc.constantFrom(...statuses), fc.constantFrom(...statuses), (stored, sent) => {
        const later = laterCaseStatus(stored, sent);
        expect(statusStep(later)).toBe(Math.max(statusStep(stored), statusStep(sent)));
        expect(caseRuleViolations(make({ ...lease, status: later }), context({ storedStatus: stored }))).toEqual([]);
      }),
    );
  });

  it('needs the whole lease from Past Due Rent on, and for papers (#lease-terms)', () => {
    expect(messages({ status: 'vc-leaseDetails' })).toEqual([]);
    expect(messages({ status: 'vc-pastDueRent' })).toEqual([
      RULE_MESSAGES.leaseStart,
      RULE_MESSAGES.dueDay.Monthly,
      RULE_MESSAGES.rentAmount,
    ]);
    expect(messages({}, { forPapers: true })).toEqual([
      RULE_MESSAGES.leaseStart,
      RULE_MESSAGES.dueDay.Monthly,
      RULE_MESSAGES.rentAmount,
    ]);
    expect(messages({ ...lease, status: 'verifiedComplaintComplete' })).toEqual([]);
  });
});

describe('period labels are computed (rules.md#period-labels)', () => {
  it('labels rent by the cycle and charges by their period, putting a backwards range in order', () => {
    const c = make({
      rentCycle: 'Semi-monthly',
      pastDueRent: [{ timePeriod: '2026-01-15', timePeriodDisplay: 'whatever', amount: 1, selected: true }],
      utilities: [
        {
          type: 'Water',
          amount: 1,
          timePeriod: ['2026-02-10', '2026-01-05'],
          timePeriodDisplay: 'whatever',
          selected: true,
        },
      ],
      fees: [{ type: 'Pet Fees', amount: 1, timePeriod: '2026-02', timePeriodDisplay: 'whatever', selected: true }],
    });
    const labelled = withComputedLabels(c);
    expect(labelled.pastDueRent[0]!.timePeriodDisplay).toBe('January 15, 2026');
    expect(labelled.utilities[0]).toMatchObject({
      timePeriod: ['2026-01-05', '2026-02-10'],
      timePeriodDisplay: '01/05/2026 - 02/10/2026',
    });
    expect(labelled.fees[0]!.timePeriodDisplay).toBe('February 2026');
    expect(withComputedLabels({ ...labelled, rentCycle: 'Monthly' }).pastDueRent[0]!.timePeriodDisplay).toBe(
      'January 2026',
    );
  });
});
