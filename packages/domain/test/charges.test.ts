import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, daysBetween } from '../src/dates.ts';
import { sumCents } from '../src/money.ts';
import type { ChargeEntry } from '../src/entities.ts';
import {
  buildChargeEntry,
  CHARGE_MESSAGES,
  chargePeriodDisplay,
  chargeRange,
  chargesByMonth,
  countedCharges,
  prorateCharge,
} from '../src/charges.ts';

const noonNJ = (iso: string) => new Date(`${iso}T17:00:00Z`);

describe('prorateCharge (docs/product/data-and-rules.md#charges)', () => {
  it('splits by the days in each month', () => {
    // Jan 17-31 is 15 days, Feb 1-15 is 15 days.
    expect(prorateCharge(100000, '2026-01-17', '2026-02-15')).toEqual([
      { month: '2026-01', days: 15, amount: 50000 },
      { month: '2026-02', days: 15, amount: 50000 },
    ]);
  });

  it('gives left-over cents by largest remainder so the parts add up exactly', () => {
    // 1 + 28 + 1 = 30 days; 1000 * 1/30 = 33.33, 1000 * 28/30 = 933.33, 33.33: one cent left goes to January.
    expect(prorateCharge(1000, '2026-01-31', '2026-03-01')).toEqual([
      { month: '2026-01', days: 1, amount: 34 },
      { month: '2026-02', days: 28, amount: 933 },
      { month: '2026-03', days: 1, amount: 33 },
    ]);
  });

  it('swaps a range given backwards', () => {
    expect(prorateCharge(1000, '2026-03-01', '2026-01-31')).toEqual(prorateCharge(1000, '2026-01-31', '2026-03-01'));
  });

  it('keeps a range within one month whole, across a year end too', () => {
    expect(prorateCharge(4200, '2026-01-05', '2026-01-05')).toEqual([{ month: '2026-01', days: 1, amount: 4200 }]);
    expect(prorateCharge(6200, '2025-12-01', '2026-01-31')).toEqual([
      { month: '2025-12', days: 31, amount: 3100 },
      { month: '2026-01', days: 31, amount: 3100 },
    ]);
  });

  it('parts always add up to the whole, cover every day once, and follow the calendar', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: -400, max: 400 }),
        (amount, offset, length) => {
          const a = addDays('2020-01-01', offset);
          const b = addDays(a, length);
          const parts = prorateCharge(amount, a, b);
          expect(sumCents(parts.map((p) => p.amount))).toBe(amount);
          expect(parts.reduce((n, p) => n + p.days, 0)).toBe(Math.abs(daysBetween(a, b)) + 1);
          for (let i = 1; i < parts.length; i++)
            expect((parts[i - 1]?.month ?? '') < (parts[i]?.month ?? '')).toBe(true);
        },
      ),
    );
  });
});

describe('chargeRange and display', () => {
  it.each([
    ['2026-02', { start: '2026-02-01', end: '2026-02-28' }, 'February 2026'],
    ['2026-02-10', { start: '2026-02-10', end: '2026-02-10' }, '02/10/2026'],
    [['2026-02-10', '2026-01-05'], { start: '2026-01-05', end: '2026-02-10' }, '01/05/2026 - 02/10/2026'],
  ] as const)('%j', (period, range, display) => {
    const timePeriod = typeof period === 'string' ? period : ([...period] as [string, string]);
    expect(chargeRange(timePeriod)).toEqual(range);
    expect(chargePeriodDisplay(timePeriod)).toBe(display);
  });

  it('has no range for an impossible date', () => {
    expect(chargeRange('2026-13')).toBeNull();
    expect(chargeRange(['2026-02-30', '2026-03-01'])).toBeNull();
  });
});

describe('buildChargeEntry', () => {
  const today = noonNJ('2026-01-20');

  it('orders the range and fills the display', () => {
    expect(buildChargeEntry({ type: 'Water', amount: 4500, timePeriod: ['2026-01-15', '2026-01-10'] }, today)).toEqual({
      ok: true,
      value: {
        type: 'Water',
        other: null,
        amount: 4500,
        timePeriod: ['2026-01-10', '2026-01-15'],
        timePeriodDisplay: '01/10/2026 - 01/15/2026',
        selected: true,
      },
    });
  });

  it('keeps the text of an Other fee', () => {
    const result = buildChargeEntry(
      { type: 'Other', other: ' Key replacement ', amount: 2500, timePeriod: '2026-01' },
      today,
    );
    expect(result.ok && result.value.other).toBe('Key replacement');
  });

  it.each([[['2026-01-10', '2026-01-25']], [['2026-01-21', '2026-01-21']], ['2026-02'], ['2026-01-21']] as const)(
    'refuses a period in the future: %j',
    (period) => {
      const timePeriod = typeof period === 'string' ? period : ([...period] as [string, string]);
      const result = buildChargeEntry({ type: 'Late Charge', amount: 5000, timePeriod }, today);
      expect(result.ok ? null : [result.error.code, result.error.message]).toEqual([
        'future_date',
        CHARGE_MESSAGES.futureDate,
      ]);
    },
  );

  it('accepts today and the current month', () => {
    expect(buildChargeEntry({ type: 'Late Charge', amount: 5000, timePeriod: '2026-01-20' }, today).ok).toBe(true);
    expect(buildChargeEntry({ type: 'Late Charge', amount: 5000, timePeriod: '2026-01' }, today).ok).toBe(true);
  });

  it('refuses a period that is not a date', () => {
    const result = buildChargeEntry({ type: 'Gas', amount: 5000, timePeriod: '2026-02-30' }, today);
    expect(result.ok ? null : result.error.message).toBe(CHARGE_MESSAGES.invalidPeriod);
  });
});

const entry = (e: Partial<ChargeEntry>): ChargeEntry => ({
  amount: 0,
  timePeriod: '2026-01',
  timePeriodDisplay: '',
  selected: true,
  type: 'Water',
  other: null,
  ...e,
});

describe('chargesByMonth (docs/product/data-and-rules.md#charges)', () => {
  it('groups by month with a running balance, prorating ranges and skipping unselected charges', () => {
    const ledger = chargesByMonth([
      entry({ type: 'Late Charge', amount: 5000, timePeriod: '2025-12', timePeriodDisplay: 'December 2025' }),
      entry({
        type: 'Water',
        amount: 9000,
        timePeriod: ['2025-11-16', '2025-12-15'],
        timePeriodDisplay: '11/16/2025 - 12/15/2025',
      }),
      entry({
        type: 'Other',
        other: 'Lock change',
        amount: 2500,
        timePeriod: '2026-01-03',
        timePeriodDisplay: '01/03/2026',
      }),
      entry({ type: 'Pet Fees', amount: 99999, timePeriod: '2026-01', selected: false }),
    ]);
    expect(
      ledger.map((m) => [m.month, m.monthDisplay, m.lines.map((l) => [l.label, l.amount]), m.total, m.balance]),
    ).toEqual([
      ['2025-11', 'November 2025', [['Water', 4500]], 4500, 4500],
      [
        '2025-12',
        'December 2025',
        [
          ['Late Charge', 5000],
          ['Water', 4500],
        ],
        9500,
        14000,
      ],
      ['2026-01', 'January 2026', [['Lock change', 2500]], 2500, 16500],
    ]);
  });

  it('counts late charges only for cases that are not Section 8', () => {
    const lists = { lateCharges: [entry({ type: 'Late Charge' })], utilities: [entry({})], fees: [], otherCharges: [] };
    expect(countedCharges({ ...lists, section8: false })).toHaveLength(2);
    expect(countedCharges({ ...lists, section8: true })).toEqual([]);
  });

  it('ends on a balance equal to the sum of the selected charges', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            amount: fc.integer({ min: 0, max: 1_000_000 }),
            offset: fc.integer({ min: 0, max: 700 }),
            length: fc.integer({ min: 0, max: 120 }),
            selected: fc.boolean(),
          }),
          { maxLength: 12 },
        ),
        (specs) => {
          const entries = specs.map((s) => {
            const start = addDays('2024-01-01', s.offset);
            return entry({ amount: s.amount, selected: s.selected, timePeriod: [start, addDays(start, s.length)] });
          });
          const ledger = chargesByMonth(entries);
          const expected = sumCents(entries.filter((e) => e.selected).map((e) => e.amount));
          expect(ledger.at(-1)?.balance ?? 0).toBe(expected);
          expect(sumCents(ledger.map((m) => m.total))).toBe(expected);
        },
      ),
    );
  });
});
