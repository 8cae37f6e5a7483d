import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addDays,
  addMonths,
  daysBetween,
  daysInMonth,
  formatDateDots,
  formatDateUs,
  formatLongDate,
  formatMonthYear,
  formatShortMonthDay,
  formatStatusDate,
  isValidIsoDate,
  newJerseyInstant,
  parseTypedDate,
  parseTypedMonth,
  statusDateToday,
  todayInNewJersey,
  toIsoDate,
  vcDateDraftedToday,
  weekdayOf,
} from '../src/dates.ts';

describe('display formats (docs/product/data-and-rules.md#constants)', () => {
  it.each([
    ['2026-01-05', '01.05.26', '1.5.2026', '01/05/2026', 'Jan 5', 'January 5, 2026', 'January 2026'],
    ['2025-12-31', '12.31.25', '12.31.2025', '12/31/2025', 'Dec 31', 'December 31, 2025', 'December 2025'],
    ['2024-02-29', '02.29.24', '2.29.2024', '02/29/2024', 'Feb 29', 'February 29, 2024', 'February 2024'],
    ['2009-09-09', '09.09.09', '9.9.2009', '09/09/2009', 'Sep 9', 'September 9, 2009', 'September 2009'],
  ])('%s', (iso, status, dots, us, short, long, monthYear) => {
    expect(formatStatusDate(iso)).toBe(status);
    expect(formatDateDots(iso)).toBe(dots);
    expect(formatDateUs(iso)).toBe(us);
    expect(formatShortMonthDay(iso)).toBe(short);
    expect(formatLongDate(iso)).toBe(long);
    expect(formatMonthYear(iso)).toBe(monthYear);
  });

  it('shows a missing date as empty text and a month key as month and year', () => {
    expect(formatDateUs(null)).toBe('');
    expect(formatLongDate(undefined)).toBe('');
    expect(formatMonthYear('2026-03')).toBe('March 2026');
  });
});

describe('today in New Jersey', () => {
  it.each([
    // 03:30 UTC on Jan 6 is still Jan 5 in New York (EST, UTC-5).
    ['2026-01-06T03:30:00Z', '2026-01-05'],
    ['2026-01-06T05:00:00Z', '2026-01-06'],
    // Summer time (EDT, UTC-4): 03:59 UTC is 23:59 the day before.
    ['2026-07-01T03:59:00Z', '2026-06-30'],
    ['2026-07-01T04:00:00Z', '2026-07-01'],
    // New Year's Eve in New Jersey while it is already the new year in UTC.
    ['2027-01-01T02:00:00Z', '2026-12-31'],
  ])('at %s it is %s', (instant, iso) => {
    expect(todayInNewJersey(new Date(instant))).toBe(iso);
  });

  it('stamps statusDate MM.DD.YY and vcDateDrafted YYYY-MM-DD in New Jersey time', () => {
    const now = new Date('2026-01-06T03:30:00Z');
    expect(statusDateToday(now)).toBe('01.05.26');
    expect(vcDateDraftedToday(now)).toBe('2026-01-05');
  });

  it('answers for the instant asked, whatever was asked before (it keeps the last minute)', () => {
    const fresh = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/New_York',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    expect(todayInNewJersey(new Date('2026-07-01T03:59:00.000Z'))).toBe('2026-06-30');
    expect(todayInNewJersey(new Date('2026-07-01T03:59:59.999Z'))).toBe('2026-06-30');
    expect(todayInNewJersey(new Date('2026-07-01T04:00:00.000Z'))).toBe('2026-07-01');
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01'), max: new Date('2090-01-01'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 59_999 }),
        (at, ms) => {
          const sameMinute = new Date(Math.floor(at.getTime() / 60_000) * 60_000 + ms);
          for (const now of [at, sameMinute]) expect(todayInNewJersey(now)).toBe(fresh.format(now));
        },
      ),
    );
  });

  it('is never more than one day from the UTC date', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1990-01-01'), max: new Date('2090-01-01'), noInvalidDate: true }), (now) => {
        const utc = now.toISOString().slice(0, 10);
        const diff = daysBetween(utc, todayInNewJersey(now));
        expect(diff === 0 || diff === -1).toBe(true);
      }),
    );
  });
});

describe('calendar arithmetic', () => {
  it.each([
    [2024, 2, 29],
    [2025, 2, 28],
    [1900, 2, 28],
    [2000, 2, 29],
    [2026, 4, 30],
    [2026, 12, 31],
  ])('%i-%i has %i days', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
  });

  it('adds days and months across year ends', () => {
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(daysBetween('2026-01-01', '2026-03-01')).toBe(59);
    expect(addMonths(2026, 1, -1)).toEqual({ year: 2025, month: 12 });
    expect(addMonths(2025, 12, 1)).toEqual({ year: 2026, month: 1 });
    expect(weekdayOf('2026-01-05')).toBe(1);
    expect(weekdayOf('2026-01-04')).toBe(0);
  });

  it('addDays and daysBetween are inverse', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60000 }), fc.integer({ min: -3000, max: 3000 }), (offset, n) => {
        const start = addDays('1950-01-01', offset);
        expect(isValidIsoDate(start)).toBe(true);
        expect(daysBetween(start, addDays(start, n))).toBe(n);
      }),
    );
  });

  it('rejects impossible dates', () => {
    expect(isValidIsoDate('2026-02-30')).toBe(false);
    expect(isValidIsoDate('2026-13-01')).toBe(false);
    expect(isValidIsoDate('26-01-01')).toBe(false);
    expect(toIsoDate(2026, 1, 5)).toBe('2026-01-05');
  });
});

describe('parseTypedDate (dates as people type them)', () => {
  const today = '2026-11-25';
  it.each([
    ['01/05/2026', '2026-01-05'],
    ['1/5/2026', '2026-01-05'],
    [' 12/31/2025 ', '2025-12-31'],
    ['3/1/24', '2024-03-01'],
    ['03012024', '2024-03-01'],
    ['030124', '2024-03-01'],
    ['2024-03-01', '2024-03-01'],
    ['2024-3-1', '2024-03-01'],
    ['3-1-2024', '2024-03-01'],
    ['3.1.2024', '2024-03-01'],
    ['3/1/98', '1998-03-01'],
    ['3/1/46', '2046-03-01'],
    ['3/1/47', '1947-03-01'],
  ])('reads %j', (input, iso) => {
    expect(parseTypedDate(input, today)).toEqual({ ok: true, value: iso });
  });

  it.each([
    ['02/30/2026', 'There is no February 30, 2026.'],
    ['02/29/2025', 'There is no February 29, 2025.'],
    ['13/01/2026', 'There is no month 13. Enter the date as month/day/year, such as 03/01/2024.'],
    ['', 'Enter the date as month/day/year, such as 03/01/2024.'],
    ['March 1', 'Enter the date as month/day/year, such as 03/01/2024.'],
    ['3/1/2024/5', 'Enter the date as month/day/year, such as 03/01/2024.'],
  ])('refuses %j saying why', (input, message) => {
    const result = parseTypedDate(input, today);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toBe(message);
  });

  it('reads back what formatDateUs writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60000 }), (offset) => {
        const iso = addDays('1950-01-01', offset);
        expect(parseTypedDate(formatDateUs(iso), today)).toEqual({ ok: true, value: iso });
      }),
    );
  });
});

describe('parseTypedMonth (months as people type them)', () => {
  const today = '2026-11-25';
  it.each([
    ['03/2024', '2024-03'],
    ['3/2024', '2024-03'],
    [' 3/24 ', '2024-03'],
    ['3-2024', '2024-03'],
    ['3.24', '2024-03'],
    ['032024', '2024-03'],
    ['0324', '2024-03'],
    ['2024-03', '2024-03'],
    ['2024-3', '2024-03'],
    ['12/98', '1998-12'],
  ])('reads %j', (input, month) => {
    expect(parseTypedMonth(input, today)).toEqual({ ok: true, value: month });
  });

  it.each([
    ['13/2024', 'There is no month 13. Enter the month as month/year, such as 03/2024.'],
    ['0/2024', 'There is no month 0. Enter the month as month/year, such as 03/2024.'],
    ['', 'Enter the month as month/year, such as 03/2024.'],
    ['03/01/2024', 'Enter the month as month/year, such as 03/2024.'],
    ['March', 'Enter the month as month/year, such as 03/2024.'],
  ])('refuses %j saying why', (input, message) => {
    const result = parseTypedMonth(input, today);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toBe(message);
  });
});

describe('newJerseyInstant', () => {
  it('is 9:00 in New Jersey: UTC-5 in winter, UTC-4 in summer', () => {
    expect(newJerseyInstant('2026-01-15', '09:00').toISOString()).toBe('2026-01-15T14:00:00.000Z');
    expect(newJerseyInstant('2026-07-15', '09:00').toISOString()).toBe('2026-07-15T13:00:00.000Z');
  });

  it('follows the changes of 2026: March 8 is already summer time at 9:00, November 1 winter time', () => {
    expect(newJerseyInstant('2026-03-07', '09:00').toISOString()).toBe('2026-03-07T14:00:00.000Z');
    expect(newJerseyInstant('2026-03-08', '09:00').toISOString()).toBe('2026-03-08T13:00:00.000Z');
    expect(newJerseyInstant('2026-10-31', '09:00').toISOString()).toBe('2026-10-31T13:00:00.000Z');
    expect(newJerseyInstant('2026-11-01', '09:00').toISOString()).toBe('2026-11-01T14:00:00.000Z');
  });

  it('reads a skipped time in summer time and a repeated one as its first occurrence', () => {
    expect(newJerseyInstant('2026-03-08', '02:30').toISOString()).toBe('2026-03-08T06:30:00.000Z');
    expect(newJerseyInstant('2026-11-01', '01:30').toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });

  it('is the day todayInNewJersey tells, at every hour of any day', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3650 }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        (offset, hour, minute) => {
          const date = addDays('2024-01-01', offset);
          const time = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
          expect(todayInNewJersey(newJerseyInstant(date, time))).toBe(date);
        },
      ),
    );
  });
});
