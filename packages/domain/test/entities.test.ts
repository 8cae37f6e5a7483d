import { describe, expect, it } from 'vitest';
import { chargeEntrySchema, isoDate, pastDueRentItemSchema } from '../src/entities.ts';

describe('dates in stored entities', () => {
  it('accepts real calendar dates and refuses impossible ones', () => {
    for (const ok of ['2024-02-29', '2026-12-31', '2026-01-01']) expect(isoDate.safeParse(ok).success, ok).toBe(true);
    for (const bad of ['0000-00-00', '2026-02-29', '2026-13-01', '2026-04-31', '2026-1-1', ''])
      expect(isoDate.safeParse(bad).success, bad).toBe(false);
  });

  it('takes a charge period as a month, a day or a range of two real days, and nothing impossible', () => {
    const charge = (timePeriod: unknown) =>
      chargeEntrySchema.safeParse({
        amount: 7500,
        timePeriod,
        timePeriodDisplay: 'x',
        selected: true,
        type: 'Late Charge',
      }).success;
    expect(charge('2026-03')).toBe(true);
    expect(charge('2026-03-15')).toBe(true);
    expect(charge(['2025-11-15', '2026-01-14'])).toBe(true);
    for (const bad of ['0000-00-00', '2026-00', '2026-13', '2026-02-30', ['2025-11-15', '2026-02-30']])
      expect(charge(bad), JSON.stringify(bad)).toBe(false);
  });

  it('refuses a past due rent period on a day that does not exist', () => {
    expect(
      pastDueRentItemSchema.safeParse({
        timePeriod: '2026-02-30',
        timePeriodDisplay: 'February 2026',
        amount: 1,
        selected: true,
      }).success,
    ).toBe(false);
  });
});
