/**
 * Calendar dates and their display formats (docs/product/data-and-rules.md#constants), and "today" in New Jersey (America/New_York), never the
 * server's zone. Entities hold dates as ISO 'YYYY-MM-DD' strings; arithmetic here works on whole days in UTC so
 * no daylight-saving change can shift a date.
 */
import { fail, ok, type Result } from './errors.ts';

/** An ISO calendar date, 'YYYY-MM-DD'. */
export type IsoDate = string;

export const NEW_JERSEY_TIME_ZONE = 'America/New_York';

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
export const SHORT_MONTH_NAMES = MONTH_NAMES.map((m) => m.slice(0, 3));

export const DATE_MESSAGES = {
  invalid: 'Enter the date as month/day/year, such as 03/01/2024.',
  invalidMonth: 'Enter the month as month/year, such as 03/2024.',
} as const;

export interface DateParts {
  year: number;
  /** 1..12 */
  month: number;
  /** 1..31 */
  day: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Days in a month of a year (Gregorian calendar). month is 1..12. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The ISO date of a year, month (1..12) and day. */
export function toIsoDate(year: number, month: number, day: number): IsoDate {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** The parts of an ISO date, or null when the text is not a real calendar date ('2026-02-30' is not). */
export function parseIsoDate(value: string | null | undefined): DateParts | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function isValidIsoDate(value: string | null | undefined): value is IsoDate {
  return parseIsoDate(value) !== null;
}

function requireParts(value: IsoDate): DateParts {
  const parts = parseIsoDate(value);
  if (!parts) throw new RangeError(`Not an ISO date: ${value}`);
  return parts;
}

function toDayNumber(value: IsoDate): number {
  const { year, month, day } = requireParts(value);
  return Date.UTC(year, month - 1, day) / 86_400_000;
}

function fromDayNumber(dayNumber: number): IsoDate {
  const date = new Date(dayNumber * 86_400_000);
  return toIsoDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** The date n days after (or before, when n < 0) an ISO date. */
export function addDays(value: IsoDate, days: number): IsoDate {
  return fromDayNumber(toDayNumber(value) + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return toDayNumber(to) - toDayNumber(from);
}

/** Weekday of an ISO date, 0 = Sunday .. 6 = Saturday (docs/product/data-and-rules.md#entities weekday choices). */
export function weekdayOf(value: IsoDate): number {
  const { year, month, day } = requireParts(value);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** Month key 'YYYY-MM' of an ISO date (charges are grouped by month, docs/product/data-and-rules.md#charges). */
export function monthKeyOf(value: IsoDate): string {
  return value.slice(0, 7);
}

/** The year and month of the month before (delta -1) or after (delta +1). */
export function addMonths(year: number, month: number, delta: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** Made once, when first needed: making a formatter costs far more than formatting with it. */
let newJerseyDay: Intl.DateTimeFormat | undefined;

/**
 * The last minute asked for and its date: New Jersey's days begin on a whole minute (its offsets are whole
 * hours), so every instant of one minute has one date, and a server saving many cases formats once a minute.
 */
let lastMinute: { minute: number; date: IsoDate } | undefined;

/** Today's date in New Jersey (America/New_York) at the instant `now` (docs/product/data-and-rules.md#case-status statusDate, docs/product/data-and-rules.md#charges future dates). */
export function todayInNewJersey(now: Date = new Date()): IsoDate {
  const minute = Math.floor(now.getTime() / 60_000);
  if (lastMinute?.minute === minute) return lastMinute.date;
  newJerseyDay ??= new Intl.DateTimeFormat('en-US', {
    timeZone: NEW_JERSEY_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const parts = newJerseyDay.formatToParts(now);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const date = toIsoDate(get('year'), get('month'), get('day'));
  lastMinute = { minute, date };
  return date;
}

let newJerseyClock: Intl.DateTimeFormat | undefined;

/** New Jersey's offset from UTC at the instant `at`, in ms (negative: -5 h in winter, -4 h in summer). */
function newJerseyOffsetAt(at: number): number {
  newJerseyClock ??= new Intl.DateTimeFormat('en-US', {
    timeZone: NEW_JERSEY_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  const parts = newJerseyClock.formatToParts(new Date(at));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute')) - at;
}

/**
 * The instant of a New Jersey wall-clock date and time ('HH:MM'), daylight saving included: a court date's hour, a
 * reminder's. A time the spring change skips (2:30 on its Sunday) is read in daylight-saving time (the
 * clock's 1:30 standard time); a
 * time the autumn change repeats (1:30 on its Sunday) is its first, daylight-saving, occurrence.
 */
export function newJerseyInstant(date: IsoDate, time: string): Date {
  const { year, month, day } = requireParts(date);
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const first = wall - newJerseyOffsetAt(wall);
  return new Date(wall - newJerseyOffsetAt(first));
}

/** Status date 'MM.DD.YY' (docs/product/data-and-rules.md#case-status, docs/product/data-and-rules.md#constants): '2026-01-05' -> '01.05.26'. */
export function formatStatusDate(value: IsoDate): string {
  const { year, month, day } = requireParts(value);
  return `${pad(month)}.${pad(day)}.${pad(year % 100)}`;
}

/** The statusDate stamped on every case update: today in New Jersey as 'MM.DD.YY' (docs/product/data-and-rules.md#case-status). */
export function statusDateToday(now: Date = new Date()): string {
  return formatStatusDate(todayInNewJersey(now));
}

/** vcDateDrafted, 'YYYY-MM-DD' (docs/product/data-and-rules.md#entities, docs/product/data-and-rules.md#constants): the date the complaint is drafted, today in New Jersey. */
export function vcDateDraftedToday(now: Date = new Date()): IsoDate {
  return todayInNewJersey(now);
}

/** 'M.D.YYYY' (docs/product/data-and-rules.md#constants): '2026-01-05' -> '1.5.2026'. Empty for a missing date. */
export function formatDateDots(value: IsoDate | null | undefined): string {
  if (!value) return '';
  const { year, month, day } = requireParts(value);
  return `${month}.${day}.${year}`;
}

/** 'MM/DD/YYYY' (docs/product/data-and-rules.md#validation, docs/product/data-and-rules.md#constants): '2026-01-05' -> '01/05/2026'. Empty for a missing date. */
export function formatDateUs(value: IsoDate | null | undefined): string {
  if (!value) return '';
  const { year, month, day } = requireParts(value);
  return `${pad(month)}/${pad(day)}/${year}`;
}

/** Short month and day (docs/product/data-and-rules.md#constants): '2026-01-05' -> 'Jan 5'. Empty for a missing date. */
export function formatShortMonthDay(value: IsoDate | null | undefined): string {
  if (!value) return '';
  const { month, day } = requireParts(value);
  return `${SHORT_MONTH_NAMES[month - 1]} ${day}`;
}

/** Full month, day and year (docs/product/data-and-rules.md#constants): '2026-01-05' -> 'January 5, 2026'. Empty for a missing date. */
export function formatLongDate(value: IsoDate | null | undefined): string {
  if (!value) return '';
  const { year, month, day } = requireParts(value);
  return `${MONTH_NAMES[month - 1]} ${day}, ${year}`;
}

/** Month and year (docs/product/data-and-rules.md#entities timePeriodDisplay, docs/product/data-and-rules.md#constants): '2026-01-05' or '2026-01' -> 'January 2026'. */
export function formatMonthYear(value: IsoDate | null | undefined): string {
  if (!value) return '';
  const { year, month } = requireParts(value.length === 7 ? `${value}-01` : value);
  return `${MONTH_NAMES[month - 1]} ${year}`;
}

/**
 * Reads a date as people type it (docs/product/screens.md#typed-dates): month, day and year with slashes, dashes
 * or dots ('3/1/24', '03/01/2024', '3-1-2024'), the same as digits alone ('03012024', '030124'), or ISO
 * ('2024-03-01'). A two-digit year is this century's unless that is more than 20 years after today's year.
 * Refuses impossible dates (02/30/2026) saying why.
 */
export function parseTypedDate(input: string, today: IsoDate = todayInNewJersey()): Result<IsoDate> {
  const text = input.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const separated = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(text);
  const digits = /^(\d{2})(\d{2})(\d{2}|\d{4})$/.exec(text);
  const parts = iso ? [iso[2], iso[3], iso[1]] : (separated ?? digits)?.slice(1, 4);
  if (!parts) return fail('invalid_date', DATE_MESSAGES.invalid);
  const [month, day] = [Number(parts[0]), Number(parts[1])];
  const year = typedYear(parts[2]!, today);
  if (month < 1 || month > 12) return fail('invalid_date', `There is no month ${month}. ${DATE_MESSAGES.invalid}`);
  if (day < 1 || day > daysInMonth(year, month))
    return fail('invalid_date', `There is no ${MONTH_NAMES[month - 1]} ${day}, ${year}.`);
  return ok(toIsoDate(year, month, day));
}

/**
 * Reads a month as people type it (docs/product/screens.md#typed-dates): month and year with a slash, dash or dot
 * ('3/24', '03/2024', '3-2024'), the same as digits alone ('0324', '032024'), or ISO ('2024-03'); the year as
 * parseTypedDate reads it. Answers the month as 'YYYY-MM'.
 */
export function parseTypedMonth(input: string, today: IsoDate = todayInNewJersey()): Result<string> {
  const text = input.trim();
  const iso = /^(\d{4})-(\d{1,2})$/.exec(text);
  const typed = /^(\d{1,2})[/.-](\d{2}|\d{4})$/.exec(text) ?? /^(\d{2})(\d{2}|\d{4})$/.exec(text);
  const parts = iso ? [iso[2], iso[1]] : typed?.slice(1, 3);
  if (!parts) return fail('invalid_date', DATE_MESSAGES.invalidMonth);
  const month = Number(parts[0]);
  if (month < 1 || month > 12) return fail('invalid_date', `There is no month ${month}. ${DATE_MESSAGES.invalidMonth}`);
  return ok(toIsoDate(typedYear(parts[1]!, today), month, 1).slice(0, 7));
}

/** A typed year: four digits as they are, two digits this century's unless more than 20 years after today's. */
function typedYear(typed: string, today: IsoDate): number {
  if (typed.length === 4) return Number(typed);
  const thisYear = Number(today.slice(0, 4));
  return 2000 + Number(typed) <= thisYear + 20 ? 2000 + Number(typed) : 1900 + Number(typed);
}
