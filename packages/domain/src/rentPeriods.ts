/**
 * Past-due rent periods (docs/product/data-and-rules.md#lease-details): from the lease start date, rent cycle and due day(s), the rent periods going
 * back from the current period's due date to the lease start. Decision: the newest period comes first, as the
 * Past Due Rent table shows it (the month most likely unpaid is at the top).
 */
import type { Case, PastDueRentItem } from './entities.ts';
import { fail, ok, type Result } from './errors.ts';
import {
  addDays,
  addMonths,
  daysInMonth,
  formatLongDate,
  formatMonthYear,
  type IsoDate,
  isValidIsoDate,
  parseIsoDate,
  todayInNewJersey,
  toIsoDate,
  weekdayOf,
} from './dates.ts';

export const RENT_PERIOD_MESSAGES = {
  startDate: 'Enter the lease start date.',
  dueDay: 'Choose the day the rent is due.',
  semiMonthly: 'Please select two (2) dates.',
  rentAmount: 'Enter the rent amount.',
} as const;

export type LeaseTerms = Pick<
  Case,
  'leaseStartDate' | 'rentCycle' | 'rentDueBy' | 'rentAmount' | 'section8' | 'section8TenantPortion'
>;

/** Due days of a 'rentDueBy' value: '5' -> [5]; '1,15' -> [1, 15] (docs/product/data-and-rules.md#entities: comma-separated when Semi-monthly). */
export function parseRentDueBy(rentDueBy: string | null | undefined): number[] {
  return (rentDueBy ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d{1,2}$/.test(part))
    .map(Number);
}

/**
 * The due days of a lease when they fit its rent cycle, else null (docs/product/rules.md#lease-terms): Monthly has
 * one day of the month, 1 to 31; Weekly one weekday, 0 (Sunday) to 6 (Saturday); Semi-monthly two different days
 * of the month, 1 to 31. Anything else in rentDueBy (letters, a third day) does not fit.
 */
export function dueDaysForCycle(rentCycle: string, rentDueBy: string | null | undefined): number[] | null {
  const parts = (rentDueBy ?? '').split(',').map((part) => part.trim());
  const days = parseRentDueBy(rentDueBy);
  if (days.length !== parts.length) return null;
  const inMonth = days.every((d) => d >= 1 && d <= 31);
  if (rentCycle === 'Weekly') return days.length === 1 && days[0]! <= 6 ? days : null;
  if (rentCycle === 'Semi-monthly') return days.length === 2 && days[0] !== days[1] && inMonth ? days : null;
  if (rentCycle === 'Monthly') return days.length === 1 && inMonth ? days : null;
  return null;
}

/**
 * The label of a rent period, computed from its due date and never taken from a browser
 * (docs/product/rules.md#period-labels): 'January 2026' for a monthly lease, 'January 5, 2026' for weekly and
 * semi-monthly ones (two periods can fall in one month).
 */
export function rentPeriodDisplay(rentCycle: string, dueDate: IsoDate): string {
  if (!isValidIsoDate(dueDate)) return '';
  return rentCycle === 'Monthly' ? formatMonthYear(dueDate) : formatLongDate(dueDate);
}

/** The date a day of the month falls on; a day past the month's end falls on its last day (docs/product/data-and-rules.md#lease-details). */
export function dueDateInMonth(year: number, month: number, dueDay: number): IsoDate {
  return toIsoDate(year, month, Math.min(dueDay, daysInMonth(year, month)));
}

/** The rent owed each period: the tenant portion for Section 8, else the rent amount (docs/product/data-and-rules.md#lease-details, docs/product/data-and-rules.md#charges). */
export function periodRent(terms: Pick<LeaseTerms, 'rentAmount' | 'section8' | 'section8TenantPortion'>): number {
  return (terms.section8 ? terms.section8TenantPortion : terms.rentAmount) ?? 0;
}

function monthlyDueDates(start: IsoDate, today: IsoDate, dueDays: number[]): IsoDate[] {
  const dates = new Set<IsoDate>();
  const todayParts = parseIsoDate(today);
  if (!todayParts) return [];
  let cursor = { year: todayParts.year, month: todayParts.month };
  for (;;) {
    const inMonth = dueDays.map((day) => dueDateInMonth(cursor.year, cursor.month, day));
    for (const date of inMonth) if (date >= start && date <= today) dates.add(date);
    if (toIsoDate(cursor.year, cursor.month, daysInMonth(cursor.year, cursor.month)) < start) break;
    cursor = addMonths(cursor.year, cursor.month, -1);
  }
  return [...dates].sort().reverse();
}

function weeklyDueDates(start: IsoDate, today: IsoDate, weekday: number): IsoDate[] {
  const dates: IsoDate[] = [];
  let date = addDays(today, -((weekdayOf(today) - weekday + 7) % 7));
  while (date >= start) {
    dates.push(date);
    date = addDays(date, -7);
  }
  return dates;
}

/**
 * The past-due rent periods of a lease (docs/product/data-and-rules.md#lease-details), newest first, each unselected with the period's rent
 * (tenant portion for Section 8).
 * - Monthly: one per month on the due day (rentDueBy '1'..'31'; past the month's end it falls on the last day).
 * - Semi-monthly: the two chosen days (rentDueBy 'd1,d2') of each month.
 * - Weekly: the chosen weekday (rentDueBy '0' Sunday .. '6' Saturday) of each week.
 * Only due dates on or after the lease start and on or before today (New Jersey) are listed, so the current
 * period is the latest due date that has arrived. timePeriod is the ISO due date; timePeriodDisplay is
 * 'January 2026' for Monthly and 'January 5, 2026' for Weekly and Semi-monthly. A lease starting after today
 * has no periods yet.
 */
export function pastDueRentPeriods(terms: LeaseTerms, now: Date = new Date()): Result<PastDueRentItem[]> {
  const start = terms.leaseStartDate;
  if (!isValidIsoDate(start)) return fail('invalid_lease', RENT_PERIOD_MESSAGES.startDate);
  if (terms.rentAmount == null && !(terms.section8 && terms.section8TenantPortion != null)) {
    return fail('invalid_lease', RENT_PERIOD_MESSAGES.rentAmount);
  }
  const today = todayInNewJersey(now);
  const days = dueDaysForCycle(terms.rentCycle, terms.rentDueBy);
  if (!days)
    return fail(
      'invalid_lease',
      terms.rentCycle === 'Semi-monthly' ? RENT_PERIOD_MESSAGES.semiMonthly : RENT_PERIOD_MESSAGES.dueDay,
    );
  const dates =
    terms.rentCycle === 'Weekly' ? weeklyDueDates(start, today, days[0]!) : monthlyDueDates(start, today, days);
  const amount = periodRent(terms);
  return ok(
    dates.map((date) => ({
      timePeriod: date,
      timePeriodDisplay: rentPeriodDisplay(terms.rentCycle, date),
      amount,
      selected: false,
    })),
  );
}

/**
 * Regenerated periods (docs/product/data-and-rules.md#lease-details: regenerated when arriving from lease details) keep what the user already chose:
 * a period that was selected stays selected with its (possibly edited) amount and the ledger rows it came from; the other periods take the
 * amount of the new lease terms.
 */
export function mergePastDueRent(
  generated: PastDueRentItem[],
  previous: ReadonlyArray<PastDueRentItem>,
): PastDueRentItem[] {
  const byPeriod = new Map(previous.map((item) => [item.timePeriod, item]));
  return generated.map((item) => {
    const before = byPeriod.get(item.timePeriod);
    return before?.selected
      ? {
          ...item,
          amount: before.amount,
          selected: true,
          ...(before.sourceRows ? { sourceRows: before.sourceRows } : {}),
        }
      : item;
  });
}

/**
 * The periods a case lists today (Past Due Rent on arrival, and the ledger import of either charges step): the
 * lease's periods up to today, keeping what the case already claims (mergePastDueRent).
 */
export function caseRentPeriods(
  c: LeaseTerms & { pastDueRent: ReadonlyArray<PastDueRentItem> },
  now: Date = new Date(),
): Result<PastDueRentItem[]> {
  const generated = pastDueRentPeriods(c, now);
  return generated.ok ? ok(mergePastDueRent(generated.value, c.pastDueRent)) : generated;
}
