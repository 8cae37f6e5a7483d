import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, toIsoDate, weekdayOf } from '../src/dates.ts';
import {
  addCourtDays,
  earliestWarrantDate,
  easterSunday,
  isNjCourtDay,
  nextCourtDay,
  njCourtHolidays,
  warrantWaitHasPassed,
  courtClosedReason,
} from '../src/courtDays.ts';

const dates = (year: number) => njCourtHolidays(year).map((h) => h.date);

describe('New Jersey court holidays (docs/product/rules.md#court-days)', () => {
  it('matches the Supreme Court order for the 2024-2025 court year, day for day', () => {
    // https://njcourts.gov/attorneys/calendars-scheds-agendas-2024-25 (legal holidays only; recesses are not holidays)
    const official = [
      '2024-07-04',
      '2024-09-02',
      '2024-10-14',
      '2024-11-05',
      '2024-11-11',
      '2024-11-28',
      '2024-12-25',
      '2025-01-01',
      '2025-01-20',
      '2025-02-17',
      '2025-04-18',
      '2025-05-26',
      '2025-06-20',
    ];
    const courtYear = [...dates(2024), ...dates(2025)].filter((d) => d >= '2024-07-01' && d <= '2025-06-30');
    expect(courtYear).toEqual(official);
  });

  it('gives the 2026 holidays on their observed days', () => {
    expect(njCourtHolidays(2026)).toEqual([
      { date: '2026-01-01', name: "New Year's Day" },
      { date: '2026-01-19', name: 'Martin Luther King Jr. Day' },
      { date: '2026-02-16', name: 'Presidents Day' },
      { date: '2026-04-03', name: 'Good Friday' },
      { date: '2026-05-25', name: 'Memorial Day' },
      { date: '2026-06-19', name: 'Juneteenth' },
      { date: '2026-07-03', name: 'Independence Day' },
      { date: '2026-09-07', name: 'Labor Day' },
      { date: '2026-10-12', name: 'Columbus Day' },
      { date: '2026-11-03', name: 'General Election Day' },
      { date: '2026-11-11', name: 'Veterans Day' },
      { date: '2026-11-26', name: 'Thanksgiving Day' },
      { date: '2026-12-25', name: 'Christmas Day' },
    ]);
  });

  it('gives the 2027 holidays on their observed days, with the next New Year kept on December 31', () => {
    expect(njCourtHolidays(2027)).toEqual([
      { date: '2027-01-01', name: "New Year's Day" },
      { date: '2027-01-18', name: 'Martin Luther King Jr. Day' },
      { date: '2027-02-15', name: 'Presidents Day' },
      { date: '2027-03-26', name: 'Good Friday' },
      { date: '2027-05-31', name: 'Memorial Day' },
      { date: '2027-06-18', name: 'Juneteenth' },
      { date: '2027-07-05', name: 'Independence Day' },
      { date: '2027-09-06', name: 'Labor Day' },
      { date: '2027-10-11', name: 'Columbus Day' },
      { date: '2027-11-02', name: 'General Election Day' },
      { date: '2027-11-11', name: 'Veterans Day' },
      { date: '2027-11-25', name: 'Thanksgiving Day' },
      { date: '2027-12-24', name: 'Christmas Day' },
      { date: '2027-12-31', name: "New Year's Day" },
    ]);
    expect(dates(2028)).not.toContain('2028-01-01');
  });

  it.each([
    ['2026-04-05', 2026],
    ['2027-03-28', 2027],
    ['2025-04-20', 2025],
    ['2024-03-31', 2024],
  ])('finds Easter Sunday %s', (easter, year) => {
    expect(easterSunday(year)).toBe(easter);
  });

  it.each([
    ['2026-11-25', true],
    ['2026-11-26', false],
    ['2026-11-27', true],
    ['2026-11-28', false],
    ['2026-07-03', false],
    ['2026-07-04', false],
    ['2026-02-12', true],
    ['2027-07-05', false],
    ['2027-12-24', false],
  ])('%s is a court day: %s', (date, expected) => {
    expect(isNjCourtDay(date)).toBe(expected);
  });
});

describe('counting court days (docs/product/rules.md#warrant-timing)', () => {
  it.each([
    // judgment, third court day after it, first day the warrant can issue
    ['2026-11-23', '2026-11-27', '2026-11-30'], // Thanksgiving passed over
    ['2026-06-30', '2026-07-06', '2026-07-07'], // Independence Day kept on Friday, July 3
    ['2026-12-23', '2026-12-29', '2026-12-30'], // Christmas on Friday
    ['2027-12-28', '2028-01-03', '2028-01-04'], // New Year's Day 2028 kept on Friday, December 31
    ['2027-12-22', '2027-12-28', '2027-12-29'], // Christmas kept on Friday, December 24
    ['2026-10-30', '2026-11-05', '2026-11-06'], // General Election Day
  ])('a judgment on %s: three court days end on %s; the warrant can issue on %s', (judgment, third, earliest) => {
    expect(addCourtDays(judgment, 3)).toBe(third);
    expect(earliestWarrantDate(judgment)).toBe(earliest);
    expect(warrantWaitHasPassed(judgment, third)).toBe(false);
    // The paper allows the request from the day the case view shows, not a day before (a weekend after the third).
    expect(warrantWaitHasPassed(judgment, addDays(earliest, -1))).toBe(false);
    expect(warrantWaitHasPassed(judgment, earliest)).toBe(true);
  });

  it.each([
    ['2026-11-26', 'Thanksgiving Day, a New Jersey court holiday'],
    ['2026-10-12', 'Columbus Day, a New Jersey court holiday'], // a Monday holiday
    ['2027-01-18', 'Martin Luther King Jr. Day, a New Jersey court holiday'], // a Monday holiday
    ['2026-11-28', 'a Saturday'],
    ['2026-11-29', 'a Sunday'],
    ['2026-11-27', null], // the Friday after Thanksgiving is not a court holiday
    ['2026-11-30', null],
  ])('the courts are closed on %s: %s', (date, reason) => {
    expect(courtClosedReason(date)).toBe(reason);
  });

  const anyDate = fc
    .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true })
    .map((d) => toIsoDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()));

  it('never counts a weekend or a holiday, and skips only non-court days', () => {
    fc.assert(
      fc.property(anyDate, fc.integer({ min: 1, max: 10 }), (start, count) => {
        const end = addCourtDays(start, count);
        expect(isNjCourtDay(end)).toBe(true);
        expect([0, 6]).not.toContain(weekdayOf(end));
        let courtDays = 0;
        for (let day = addDays(start, 1); day <= end; day = addDays(day, 1)) if (isNjCourtDay(day)) courtDays += 1;
        expect(courtDays).toBe(count);
        expect(nextCourtDay(start) <= end).toBe(true);
      }),
    );
  });

  it('has 12 to 14 holidays a year, each on a weekday of its own year', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1990, max: 2100 }), (year) => {
        const list = njCourtHolidays(year);
        expect(list.length).toBeGreaterThanOrEqual(12);
        expect(list.length).toBeLessThanOrEqual(14);
        for (const h of list) {
          expect(h.date.startsWith(`${year}-`)).toBe(true);
          expect([0, 6]).not.toContain(weekdayOf(h.date));
        }
        expect(new Set(list.map((h) => h.date)).size).toBe(list.length);
      }),
    );
  });
});
