/**
 * Decision 0033: one change to a case, the same for the server's save and a guest's case. The derived fields are the
 * domain's whatever was sent; a change that brings in a contradiction is refused with the rule's message; the status
 * is stamped; the property's copy is taken.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyCaseChange,
  caseMoney,
  CASE_STATUSES,
  CLAIM_RULE_MESSAGES,
  pleadings,
  type Case,
  type ChangeResult,
} from '../src/index.ts';

const NOW = new Date(`${pleadings.SAMPLE_TODAY}T16:00:00Z`);
/** The case as the server stores it: with the first complete amount. */
type StoredCase = Case & { initialSuitAmount?: number | null };
const stored = (overrides: Partial<Case> = {}): StoredCase => ({
  ...pleadings.samplePleadingInput({ caseInfo: { status: 'vc-sign', ...overrides } }).caseInfo,
});

function applied<C>(result: ChangeResult<C>): C {
  if (!result.ok) throw new Error(result.refusal.message);
  return result.case;
}

const row = (timePeriod: string, amount = 1_850_00) => ({
  timePeriod,
  timePeriodDisplay: 'sent',
  amount,
  selected: true,
});

describe("the derived fields are the domain's", () => {
  it('ignores any suit amount, court fee, Section 8 subsidy or initial amount sent', () => {
    const base = stored();
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 1_850_00 }),
        fc.boolean(),
        (suitAmount, subsidy, portion, section8) => {
          const next = applied(
            applyCaseChange(
              base,
              {
                fields: {
                  suitAmount,
                  section8Subsidy: subsidy,
                  initialSuitAmount: suitAmount,
                  legalFees: [{ type: 'Filing Fee', amount: subsidy, selected: true }],
                  section8,
                  section8TenantPortion: section8 ? portion : null,
                  pastDueRent: [row('2026-02-01', section8 ? portion : 1_850_00)],
                },
              },
              { tenants: base.tenants, now: NOW },
            ),
          );
          const money = caseMoney(next);
          expect(next.suitAmount).toBe(money.suitAmount);
          expect(next.legalFees).toEqual(money.legalFees);
          expect(next.section8Subsidy).toBe(section8 ? 1_850_00 - portion : null);
          expect(next.initialSuitAmount ?? null).toBe(base.initialSuitAmount ?? null);
        },
      ),
    );
  });

  it('takes the attorney fee sent with the legal fees and recomputes the court fees beside it', () => {
    const base = stored({ section8: false, legalFeesPermitted: true });
    const next = applied(
      applyCaseChange(
        base,
        {
          fields: {
            legalFees: [
              { type: 'Filing Fee', amount: 1, selected: true },
              { type: 'Attorney Fee', amount: 150_00, selected: true },
            ],
          },
        },
        { tenants: base.tenants, now: NOW },
      ),
    );
    expect(next.legalFees.find((f) => f.type === 'Attorney Fee')?.amount).toBe(150_00);
    expect(next.legalFees).toEqual(caseMoney(next).legalFees);
    expect(next.legalFees.find((f) => f.type === 'Filing Fee')?.amount).not.toBe(1);
  });

  it('keeps the first complete amount as the initial one', () => {
    const base = stored();
    const next = applied(
      applyCaseChange(
        base,
        { fields: { vcDateDrafted: pleadings.SAMPLE_TODAY }, status: CASE_STATUSES.complete },
        { tenants: base.tenants, now: NOW },
      ),
    );
    expect(next).toMatchObject({ status: CASE_STATUSES.complete, submitted: true, initialSuitAmount: next.suitAmount });
  });
});

describe("a change is refused with the rule's message", () => {
  it('refuses a rent month claimed twice, and leaves a contradiction the case had', () => {
    const base = stored({ pastDueRent: [row('2026-03-01')] });
    const twice = applyCaseChange(
      base,
      { fields: { pastDueRent: [row('2026-03-01'), row('2026-03-01')] } },
      { tenants: base.tenants, now: NOW },
    );
    expect(twice.ok).toBe(false);
    expect(!twice.ok && twice.refusal.message).toBe(CLAIM_RULE_MESSAGES.rentTwice('March 2026'));
    expect(!twice.ok && twice.refusal.violations[0]?.rule).toBe('docs/product/rules.md#claim-consistency');
    const had = stored({ pastDueRent: [row('2026-03-01'), row('2026-03-01')] });
    expect(applyCaseChange(had, { fields: { rentDueBy: had.rentDueBy } }, { tenants: had.tenants, now: NOW }).ok).toBe(
      true,
    );
    expect(applyCaseChange(had, { fields: {} }, { tenants: had.tenants, now: NOW, created: true }).ok).toBe(false);
  });

  it('refuses a status that goes back, naming the status-order rule', () => {
    const base = stored({ status: 'vc-sign' });
    const back = applyCaseChange(base, { fields: {}, status: 'vc-tenants' }, { tenants: base.tenants, now: NOW });
    expect(!back.ok && back.refusal.violations[0]?.rule).toBe('docs/product/rules.md#status-order');
  });
});

describe('the copy and the stamp', () => {
  it("takes the property's address and owners, and stamps today unless a status date is sent", () => {
    const base = stored({ statusDate: '01.01.26' });
    const property = { ...pleadings.SAMPLE_PROPERTY, streetAddress: '1 New Street', deedNames: ['Ada Owner'] };
    const next = applied(applyCaseChange(base, { fields: {}, property }, { tenants: base.tenants, now: NOW }));
    expect(next).toMatchObject({ streetAddress: '1 New Street', deedNames: ['Ada Owner'] });
    expect(next.statusDate).not.toBe('01.01.26');
    const kept = applied(
      applyCaseChange(base, { fields: { statusDate: '02.02.26' } }, { tenants: base.tenants, now: NOW }),
    );
    expect(kept.statusDate).toBe('02.02.26');
    expect(applied(applyCaseChange(base, {}, { tenants: base.tenants, now: NOW })).statusDate).toBe('01.01.26');
  });
});
