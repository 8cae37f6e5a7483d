/**
 * New Jersey court days (docs/product/rules.md#court-days): every weekday that is not a legal holiday of the
 * New Jersey courts, holidays counted on the day they are observed.
 *
 * Sources (found 2026-11-25):
 * - N.J.S.A. 36:1-1 (legal holidays; a holiday on a Sunday is kept on the Monday after; Lincoln's Birthday is not
 *   a holiday for State business): https://lawserver.com/?p=29511937
 * - N.J.S.A. 11A:6-24.1 (the State's paid holidays: New Year's Day, Martin Luther King's Birthday, Presidents Day,
 *   Good Friday, Memorial Day, Juneteenth on the third Friday in June, Independence Day, Labor Day, Columbus Day,
 *   Veterans Day, Thanksgiving, Christmas, general election day):
 *   https://law.counselstack.com/statute/nj/11A/11A%3A6-24.1
 * - A holiday on a Saturday is kept on the Friday before (N.J.S.A. 36:1-1.2, as summarised at
 *   https://legalclarity.org/state-holidays-in-nj-official-calendar-and-office-closures; the statute's own text
 *   was not read).
 * - The Supreme Court's order of court holidays for the 2024-2025 court year lists exactly these days (Juneteenth
 *   kept on Friday, June 20, 2025): https://njcourts.gov/attorneys/calendars-scheds-agendas-2024-25. The orders for
 *   2025-2026 and 2026-2027 were not found (searched again 2026-11-28); the dates below are computed from the
 *   statutes, not read from them, so 2026 and later years are unconfirmed. A third party's list of New Jersey's 2026
 *   state holidays agrees as far as it was read (https://blog.elaw.com/category/uncategorized, secondary).
 * Not counted as holidays: court recesses and Judicial College days ("emergent matters only"), on which the
 * clerks' offices are open, and closings ordered for weather or other emergencies, which no table can know.
 */
import { addDays, type IsoDate, parseIsoDate, toIsoDate, weekdayOf } from './dates.ts';

export interface CourtHoliday {
  /** The day the courts are closed (the observed day). */
  date: IsoDate;
  name: string;
}

/** The nth given weekday (0 Sunday .. 6 Saturday) of a month; n = -1 is the last one. */
function nthWeekday(year: number, month: number, weekday: number, n: number): IsoDate {
  if (n > 0) {
    const first = toIsoDate(year, month, 1);
    return addDays(first, ((weekday - weekdayOf(first) + 7) % 7) + (n - 1) * 7);
  }
  const next = month === 12 ? toIsoDate(year + 1, 1, 1) : toIsoDate(year, month + 1, 1);
  const last = addDays(next, -1);
  return addDays(last, -((weekdayOf(last) - weekday + 7) % 7));
}

/** Easter Sunday of a year (the Gregorian computus, anonymous algorithm). */
export function easterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return toIsoDate(year, month, day);
}

/** A holiday on a fixed date is kept on the Friday before when it falls on a Saturday, the Monday after on a Sunday. */
function observed(date: IsoDate): IsoDate {
  const weekday = weekdayOf(date);
  if (weekday === 6) return addDays(date, -1);
  if (weekday === 0) return addDays(date, 1);
  return date;
}

function holidaysOfYear(year: number): CourtHoliday[] {
  return [
    { date: observed(toIsoDate(year, 1, 1)), name: "New Year's Day" },
    { date: nthWeekday(year, 1, 1, 3), name: 'Martin Luther King Jr. Day' },
    { date: nthWeekday(year, 2, 1, 3), name: 'Presidents Day' },
    { date: addDays(easterSunday(year), -2), name: 'Good Friday' },
    { date: nthWeekday(year, 5, 1, -1), name: 'Memorial Day' },
    { date: nthWeekday(year, 6, 5, 3), name: 'Juneteenth' },
    { date: observed(toIsoDate(year, 7, 4)), name: 'Independence Day' },
    { date: nthWeekday(year, 9, 1, 1), name: 'Labor Day' },
    { date: nthWeekday(year, 10, 1, 2), name: 'Columbus Day' },
    { date: addDays(nthWeekday(year, 11, 1, 1), 1), name: 'General Election Day' },
    { date: observed(toIsoDate(year, 11, 11)), name: 'Veterans Day' },
    { date: nthWeekday(year, 11, 4, 4), name: 'Thanksgiving Day' },
    { date: observed(toIsoDate(year, 12, 25)), name: 'Christmas Day' },
  ];
}

const holidayCache = new Map<number, CourtHoliday[]>();

/**
 * The New Jersey court holidays that fall in a calendar year, on their observed days, in date order. New Year's
 * Day of the next year, on a Saturday, is kept on December 31 of this one.
 */
export function njCourtHolidays(year: number): CourtHoliday[] {
  const cached = holidayCache.get(year);
  if (cached) return cached;
  const all = [...holidaysOfYear(year), ...holidaysOfYear(year + 1).slice(0, 1), ...holidaysOfYear(year - 1).slice(-1)];
  const list = all.filter((h) => h.date.startsWith(`${year}-`)).sort((x, y) => x.date.localeCompare(y.date));
  holidayCache.set(year, list);
  return list;
}

/** True on a weekday that is not a New Jersey court holiday (docs/product/rules.md#court-days). */
export function isNjCourtDay(date: IsoDate): boolean {
  const parts = parseIsoDate(date);
  if (!parts) throw new RangeError(`Not an ISO date: ${date}`);
  const weekday = weekdayOf(date);
  if (weekday === 0 || weekday === 6) return false;
  return !njCourtHolidays(parts.year).some((h) => h.date === date);
}

const WEEKEND: Record<number, string> = { 0: 'a Sunday', 6: 'a Saturday' };

/**
 * Why the New Jersey courts are closed on a date ('a Saturday', 'Thanksgiving Day, a court holiday'), or null on a
 * court day (docs/product/rules.md#court-days).
 */
export function courtClosedReason(date: IsoDate): string | null {
  const parts = parseIsoDate(date);
  if (!parts) throw new RangeError(`Not an ISO date: ${date}`);
  const weekend = WEEKEND[weekdayOf(date)];
  if (weekend) return weekend;
  const holiday = njCourtHolidays(parts.year).find((h) => h.date === date);
  return holiday ? `${holiday.name}, a New Jersey court holiday` : null;
}

/** The first court day after a date (the date itself not counted). */
export function nextCourtDay(date: IsoDate): IsoDate {
  let day = addDays(date, 1);
  while (!isNjCourtDay(day)) day = addDays(day, 1);
  return day;
}

/** The court day that ends `count` court days after a date, the date itself not counted (count >= 1). */
export function addCourtDays(date: IsoDate, count: number): IsoDate {
  let day = date;
  for (let i = 0; i < count; i += 1) day = nextCourtDay(day);
  return day;
}

/** Court days a warrant of removal waits after the judgment for possession, the day of the judgment not counted. */
export const WARRANT_WAIT_COURT_DAYS = 3;

/**
 * The first court day on which a warrant of removal can issue after a judgment for possession entered on
 * `judgmentDate` (docs/product/rules.md#warrant-timing): three court days must have passed in full, not counting
 * the day of the judgment (N.J.S.A. 2A:18-57, https://casetext.com/statute/new-jersey-statutes/title-2a-administration-of-civil-and-criminal-justice/chapter-2a18-life-of-execution-and-return/section-2a18-57-judgment-for-possession-warrant-for-removal-issuance;
 * the Judiciary's FAQ counts them as business days, not counting the court day:
 * https://www.njcourts.gov/faq/what-happens-if-landlord-obtains-a-judgment-possession).
 */
export function earliestWarrantDate(judgmentDate: IsoDate): IsoDate {
  return nextCourtDay(addCourtDays(judgmentDate, WARRANT_WAIT_COURT_DAYS));
}

/**
 * True on and after the earliest warrant date (earliestWarrantDate): the day the case view shows is the day the
 * paper allows, so the two never disagree (a weekend after the third court day is not the first day).
 */
export function warrantWaitHasPassed(judgmentDate: IsoDate, today: IsoDate): boolean {
  return today >= earliestWarrantDate(judgmentDate);
}
