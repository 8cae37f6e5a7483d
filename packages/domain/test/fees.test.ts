import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { caseSchema, type Case, type ChargeEntry, type PastDueRentItem } from '../src/entities.ts';
import {
  caseLegalFees,
  caseMoney,
  courtFees,
  filingFeeLines,
  filingFeesKnownTotal,
  NO_TENANTS_MESSAGE,
  suitAmount,
  suitSummary,
} from '../src/fees.ts';
import { sumCents } from '../src/money.ts';

const tenant = (name: string) => ({ name, tenantType: 'individual' as const });
const makeCase = (fields: Partial<Case>): Case => ({ ...caseSchema.parse({}), ...fields });
const rent = (timePeriod: string, amount: number, selected: boolean): PastDueRentItem => ({
  timePeriod,
  timePeriodDisplay: timePeriod,
  amount,
  selected,
});
const charge = (type: string, amount: number, selected = true): ChargeEntry => ({
  type,
  amount,
  selected,
  timePeriod: '2026-01',
  timePeriodDisplay: 'January 2026',
  other: null,
});

describe('courtFees (docs/product/data-and-rules.md#constants)', () => {
  it('charges the filing fee for one tenant, and never a guessed mileage (the court sets it)', () => {
    expect(courtFees(1)).toEqual({
      ok: true,
      value: [{ type: 'Filing Fee', amount: 5000, selected: true }],
    });
  });

  it('adds 5.00 per tenant beyond the first', () => {
    const result = courtFees(3);
    expect(result.ok && result.value.map((f) => [f.type, f.amount])).toEqual([
      ['Filing Fee', 5000],
      ['Tenant Fee', 1000],
    ]);
  });

  it("fails with 'No tenants found on this case.' without tenants", () => {
    const result = courtFees(0);
    expect(result.ok ? null : [result.error.code, result.error.message]).toEqual([
      'no_tenants',
      'No tenants found on this case.',
    ]);
  });
});

describe('caseLegalFees', () => {
  it('adds the attorney fee entered when legal fees are permitted', () => {
    const result = caseLegalFees(
      makeCase({
        tenants: [tenant('A'), tenant('B')],
        legalFeesPermitted: true,
        legalFees: [{ type: 'Attorney Fee', amount: 75000, selected: true }],
      }),
    );
    expect(result.ok && result.value.map((f) => [f.type, f.amount])).toEqual([
      ['Filing Fee', 5000],
      ['Tenant Fee', 500],
      ['Attorney Fee', 75000],
    ]);
  });

  it('sets the attorney fee to 0.00 when legal fees are not permitted and ignores browser totals', () => {
    const result = caseLegalFees(
      makeCase({
        tenants: [tenant('A')],
        legalFeesPermitted: false,
        legalFees: [
          { type: 'Attorney Fee', amount: 75000, selected: true },
          { type: 'Filing Fee', amount: 1, selected: false },
        ],
      }),
    );
    expect(result.ok && result.value.map((f) => [f.type, f.amount, f.selected])).toEqual([
      ['Filing Fee', 5000, true],
      ['Attorney Fee', 0, true],
    ]);
  });

  it('gives Section 8 cases no court fees', () => {
    expect(caseLegalFees(makeCase({ section8: true, tenants: [tenant('A')] }))).toEqual({ ok: true, value: [] });
  });
});

describe('suit amount and summary (docs/product/data-and-rules.md#charges, docs/product/data-and-rules.md#wizard)', () => {
  const worked = makeCase({
    tenants: [tenant('Ann'), tenant('Bob')],
    legalFeesPermitted: true,
    pastDueRent: [
      rent('2026-01-01', 150000, true),
      rent('2025-12-01', 150000, true),
      rent('2025-11-01', 150000, false),
    ],
    lateCharges: [charge('Late Charge', 5000), charge('Late Charge', 5000, false)],
    utilities: [charge('Water', 4510)],
    fees: [charge('Pet Fees', 2500)],
    otherCharges: [],
    legalFees: [{ type: 'Attorney Fee', amount: 30000, selected: true }],
  });

  it('recomputes legal fees and sums the selected items', () => {
    // Rent 3,000.00 + late 50.00 + water 45.10 + pet 25.00 + filing 50.00 + tenant 5.00 + attorney 300.00 (no mileage).
    const money = caseMoney(worked);
    expect(money.suitAmount).toBe(347510);
    expect(money.courtFeesError).toBeNull();
    const summary = suitSummary({ ...worked, legalFees: money.legalFees });
    expect(summary.groups.map((g) => [g.title, g.total, g.lines.length])).toEqual([
      ['Past Due Rent', 300000, 2],
      ['Additional Charges', 12010, 3],
      ['Court Fees', 35500, 3],
    ]);
    expect(summary.total).toBe(347510);
  });

  it('leaves every charge but the rent, and the court fees, out for Section 8', () => {
    const section8 = makeCase({ ...worked, section8: true, section8Type: 2 });
    const money = caseMoney(section8);
    expect(money.legalFees).toEqual([]);
    expect(money.suitAmount).toBe(300000);
  });

  it('saves a case without tenants with only the attorney fee and says why', () => {
    const money = caseMoney(makeCase({ pastDueRent: [rent('2026-01-01', 100000, true)] }));
    expect(money).toEqual({
      legalFees: [{ type: 'Attorney Fee', amount: 0, selected: true }],
      suitAmount: 100000,
      courtFeesError: NO_TENANTS_MESSAGE,
    });
  });

  it('equals the sum of what is selected, as the summary total does', () => {
    const item = fc.record({ amount: fc.integer({ min: 0, max: 10_000_000 }), selected: fc.boolean() });
    const list = fc.array(item, { maxLength: 8 });
    fc.assert(
      fc.property(list, list, list, list, list, list, fc.boolean(), (r, l, u, f, o, lf, section8) => {
        const c = makeCase({
          section8,
          pastDueRent: r.map((x, i) => rent(`2025-01-${String(i + 1).padStart(2, '0')}`, x.amount, x.selected)),
          lateCharges: l.map((x) => charge('Late Charge', x.amount, x.selected)),
          utilities: u.map((x) => charge('Gas', x.amount, x.selected)),
          fees: f.map((x) => charge('Pet Fees', x.amount, x.selected)),
          otherCharges: o.map((x) => charge('Other', x.amount, x.selected)),
          legalFees: lf.map((x) => ({ type: 'Attorney Fee' as const, ...x })),
        });
        const selected = (xs: Array<{ amount: number; selected: boolean }>) =>
          sumCents(xs.filter((x) => x.selected).map((x) => x.amount));
        const expected =
          selected(r) + (section8 ? 0 : selected(l) + selected(u) + selected(f) + selected(o)) + selected(lf);
        expect(suitAmount(c)).toBe(expected);
        expect(suitSummary(c).total).toBe(expected);
      }),
    );
  });
});

describe('filingFeeLines (docs/product/rules.md#filing-fees)', () => {
  it('gives the fees paid at filing, the mileage as the court sets it and never as a figure', () => {
    const lines = filingFeeLines(3);
    expect(lines.map((l) => l.amount)).toEqual([5000, 1000, null]);
    expect(lines[2]!.label).toContain('set by the court');
    expect(filingFeesKnownTotal(lines)).toBe(6000);
    expect(filingFeeLines(1).map((l) => l.amount)).toEqual([5000, null]);
  });
});
