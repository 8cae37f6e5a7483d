import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, addMonths, daysBetween, parseIsoDate, todayInNewJersey } from '../src/dates.ts';
import {
  caseRentPeriods,
  dueDateInMonth,
  type LeaseTerms,
  mergePastDueRent,
  parseRentDueBy,
  pastDueRentPeriods,
  RENT_PERIOD_MESSAGES,
} from '../src/rentPeriods.ts';

const lease = (terms: Partial<LeaseTerms>): LeaseTerms => ({
  leaseStartDate: '2025-10-15',
  rentCycle: 'Monthly',
  rentDueBy: '1',
  rentAmount: 150000,
  section8: false,
  section8TenantPortion: null,
  ...terms,
});
/** Noon in New Jersey on an ISO date (17:00 UTC is 12:00 EST / 13:00 EDT). */
const noonNJ = (iso: string) => new Date(`${iso}T17:00:00Z`);

const periods = (terms: Partial<LeaseTerms>, today: string) => {
  const result = pastDueRentPeriods(lease(terms), noonNJ(today));
  if (!result.ok) throw result.error;
  return result.value;
};

describe('pastDueRentPeriods, monthly (docs/product/data-and-rules.md#lease-details)', () => {
  it('lists one period per month back to the lease start, newest first', () => {
    expect(periods({}, '2026-01-20')).toEqual([
      { timePeriod: '2026-01-01', timePeriodDisplay: 'January 2026', amount: 150000, selected: false },
      { timePeriod: '2025-12-01', timePeriodDisplay: 'December 2025', amount: 150000, selected: false },
      { timePeriod: '2025-11-01', timePeriodDisplay: 'November 2025', amount: 150000, selected: false },
    ]);
  });

  it('puts a due day past the month end on its last day, and leaves out a due day not yet reached', () => {
    const dates = periods({ leaseStartDate: '2025-12-01', rentDueBy: '31' }, '2026-03-10').map((p) => p.timePeriod);
    expect(dates).toEqual(['2026-02-28', '2026-01-31', '2025-12-31']);
  });

  it('counts the due day itself once it has come in New Jersey', () => {
    const terms = lease({ leaseStartDate: '2025-12-20', rentDueBy: '5' });
    const at = (instant: string) => {
      const r = pastDueRentPeriods(terms, new Date(instant));
      return r.ok ? r.value.map((p) => p.timePeriod) : [];
    };
    expect(at('2026-01-05T04:00:00Z')).toEqual([]);
    expect(at('2026-01-05T05:00:00Z')).toEqual(['2026-01-05']);
  });

  it('includes a due date on the lease start date', () => {
    expect(periods({ leaseStartDate: '2025-12-01' }, '2026-01-01').map((p) => p.timePeriod)).toEqual([
      '2026-01-01',
      '2025-12-01',
    ]);
  });

  it('uses the tenant portion for Section 8', () => {
    expect(periods({ section8: true, section8TenantPortion: 30000 }, '2025-11-02').map((p) => p.amount)).toEqual([
      30000,
    ]);
  });

  it('has no periods for a lease starting after today', () => {
    expect(periods({ leaseStartDate: '2026-05-01' }, '2026-01-20')).toEqual([]);
  });
});

describe('pastDueRentPeriods, semi-monthly and weekly', () => {
  it('lists both chosen days of each month, with a readable date', () => {
    expect(
      periods(
        { rentCycle: 'Semi-monthly', rentDueBy: '1,15', leaseStartDate: '2025-12-10', rentAmount: 70000 },
        '2026-01-20',
      ),
    ).toEqual([
      { timePeriod: '2026-01-15', timePeriodDisplay: 'January 15, 2026', amount: 70000, selected: false },
      { timePeriod: '2026-01-01', timePeriodDisplay: 'January 1, 2026', amount: 70000, selected: false },
      { timePeriod: '2025-12-15', timePeriodDisplay: 'December 15, 2025', amount: 70000, selected: false },
    ]);
  });

  it('does not list a day twice when both days fall on the month end', () => {
    expect(
      periods({ rentCycle: 'Semi-monthly', rentDueBy: '30,31', leaseStartDate: '2026-02-01' }, '2026-03-05').map(
        (p) => p.timePeriod,
      ),
    ).toEqual(['2026-02-28']);
  });

  it('lists the chosen weekday of each week', () => {
    // 2025-12-20 is a Saturday, 2026-01-07 a Wednesday; rent due Mondays (1).
    expect(
      periods({ rentCycle: 'Weekly', rentDueBy: '1', leaseStartDate: '2025-12-20', rentAmount: 30000 }, '2026-01-07'),
    ).toEqual([
      { timePeriod: '2026-01-05', timePeriodDisplay: 'January 5, 2026', amount: 30000, selected: false },
      { timePeriod: '2025-12-29', timePeriodDisplay: 'December 29, 2025', amount: 30000, selected: false },
      { timePeriod: '2025-12-22', timePeriodDisplay: 'December 22, 2025', amount: 30000, selected: false },
    ]);
  });
});

describe('pastDueRentPeriods refuses incomplete lease terms', () => {
  it.each([
    [{ leaseStartDate: null }, RENT_PERIOD_MESSAGES.startDate],
    [{ leaseStartDate: '2025-02-30' }, RENT_PERIOD_MESSAGES.startDate],
    [{ rentDueBy: '' }, RENT_PERIOD_MESSAGES.dueDay],
    [{ rentDueBy: '32' }, RENT_PERIOD_MESSAGES.dueDay],
    [{ rentCycle: 'Weekly' as const, rentDueBy: '7' }, RENT_PERIOD_MESSAGES.dueDay],
    [{ rentCycle: 'Semi-monthly' as const, rentDueBy: '1' }, RENT_PERIOD_MESSAGES.semiMonthly],
    [{ rentCycle: 'Semi-monthly' as const, rentDueBy: '5,5' }, RENT_PERIOD_MESSAGES.semiMonthly],
    [{ rentAmount: null }, RENT_PERIOD_MESSAGES.rentAmount],
  ])('%j', (terms, message) => {
    const result = pastDueRentPeriods(lease(terms), noonNJ('2026-01-20'));
    expect(result.ok ? null : result.error.message).toBe(message);
  });
});

describe('helpers', () => {
  it('reads rentDueBy and places due days', () => {
    expect(parseRentDueBy('1, 15')).toEqual([1, 15]);
    expect(parseRentDueBy(null)).toEqual([]);
    expect(dueDateInMonth(2024, 2, 30)).toBe('2024-02-29');
    expect(dueDateInMonth(2026, 4, 31)).toBe('2026-04-30');
  });

  it('keeps selected periods and their edited amounts when regenerating', () => {
    const fresh = periods({ rentAmount: 160000 }, '2026-01-20');
    const merged = mergePastDueRent(fresh, [
      { timePeriod: '2025-12-01', timePeriodDisplay: 'December 2025', amount: 120000, selected: true },
      { timePeriod: '2025-11-01', timePeriodDisplay: 'November 2025', amount: 150000, selected: false },
      { timePeriod: '2025-09-01', timePeriodDisplay: 'September 2025', amount: 150000, selected: true },
    ]);
    expect(merged.map((p) => [p.timePeriod, p.amount, p.selected])).toEqual([
      ['2026-01-01', 160000, false],
      ['2025-12-01', 120000, true],
      ['2025-11-01', 160000, false],
    ]);
  });
});

describe('caseRentPeriods', () => {
  it("lists the lease's periods to today with what the case claims kept, or the lease's problem", () => {
    const claimed = [{ timePeriod: '2025-12-01', timePeriodDisplay: 'December 2025', amount: 90000, selected: true }];
    const result = caseRentPeriods({ ...lease({}), pastDueRent: claimed }, noonNJ('2026-01-20'));
    expect(result.ok && result.value.map((p) => [p.timePeriod, p.amount, p.selected])).toEqual([
      ['2026-01-01', 150000, false],
      ['2025-12-01', 90000, true],
      ['2025-11-01', 150000, false],
    ]);
    const broken = caseRentPeriods({ ...lease({ leaseStartDate: null }), pastDueRent: claimed }, noonNJ('2026-01-20'));
    expect(!broken.ok && broken.error.message).toBe(RENT_PERIOD_MESSAGES.startDate);
  });
});

describe('rent period properties', () => {
  const arbitraryTerms = fc.oneof(
    fc.record({ rentCycle: fc.constant('Monthly' as const), rentDueBy: fc.integer({ min: 1, max: 31 }).map(String) }),
    fc.record({
      rentCycle: fc.constant('Semi-monthly' as const),
      rentDueBy: fc
        .uniqueArray(fc.integer({ min: 1, max: 31 }), { minLength: 2, maxLength: 2 })
        .map((d) => d.join(',')),
    }),
    fc.record({ rentCycle: fc.constant('Weekly' as const), rentDueBy: fc.integer({ min: 0, max: 6 }).map(String) }),
  );

  it('never start before the lease nor end after today, never overlap, and miss no due date', () => {
    fc.assert(
      fc.property(
        arbitraryTerms,
        fc.integer({ min: 0, max: 1500 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 0, max: 23 }),
        (terms, startOffset, leaseDays, hourUtc) => {
          const start = addDays('2022-01-01', startOffset);
          const now = new Date(`${addDays(start, leaseDays)}T${String(hourUtc).padStart(2, '0')}:00:00Z`);
          const today = todayInNewJersey(now);
          const result = pastDueRentPeriods(lease({ ...terms, leaseStartDate: start }), now);
          expect(result.ok).toBe(true);
          if (!result.ok) return;
          const dates = result.value.map((p) => p.timePeriod);
          for (const date of dates) {
            expect(date >= start).toBe(true);
            expect(date <= today).toBe(true);
          }
          for (let i = 1; i < dates.length; i++) expect((dates[i - 1] ?? '') > (dates[i] ?? '')).toBe(true);
          if (terms.rentCycle === 'Weekly') {
            for (let i = 1; i < dates.length; i++) expect(daysBetween(dates[i] ?? '', dates[i - 1] ?? '')).toBe(7);
            const first = dates[0];
            if (first) expect(daysBetween(first, today)).toBeLessThan(7);
            const last = dates[dates.length - 1];
            if (last) expect(addDays(last, -7) < start).toBe(true);
          } else {
            const days = terms.rentDueBy.split(',').map(Number);
            const t = parseIsoDate(today);
            if (!t) return;
            let expected = 0;
            const seen = new Set<string>();
            for (let back = 0; back < 40; back++) {
              const m = addMonths(t.year, t.month, -back);
              for (const d of days) {
                const due = dueDateInMonth(m.year, m.month, d);
                if (due >= start && due <= today && !seen.has(due)) {
                  seen.add(due);
                  expected += 1;
                }
              }
            }
            expect(dates.length).toBe(expected);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
