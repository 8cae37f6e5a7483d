/**
 * Additional charges (docs/product/data-and-rules.md#charges): late charges, utilities, fees and other charges. A charge over a date range is
 * split across months in proportion to the days in each month; charges are grouped by month with a running
 * balance; a backwards range is swapped; dates incurred cannot be in the future; Section 8 cases get no late
 * charges.
 */
import type { Case, ChargeEntry, TimePeriod } from './entities.ts';
import { fail, ok, type Result } from './errors.ts';
import { allocate, sumCents } from './money.ts';
import {
  daysBetween,
  daysInMonth,
  formatDateUs,
  formatMonthYear,
  type IsoDate,
  isValidIsoDate,
  parseIsoDate,
  todayInNewJersey,
  toIsoDate,
} from './dates.ts';

export const CHARGE_MESSAGES = {
  futureDate: 'Dates incurred cannot be in the future.',
  invalidDate: 'Enter a valid date.',
  invalidPeriod: 'Choose a date period.',
} as const;

/** A charge's date range, both ends included, start not after end. */
export interface DateRange {
  start: IsoDate;
  end: IsoDate;
}

/** One month's part of a prorated charge. */
export interface MonthPart {
  /** 'YYYY-MM' */
  month: string;
  /** Days of the range in this month. */
  days: number;
  amount: number;
}

/** The range with its ends swapped if given backwards (docs/product/data-and-rules.md#charges). */
export function orderRange(a: IsoDate, b: IsoDate): DateRange {
  return a <= b ? { start: a, end: b } : { start: b, end: a };
}

/**
 * The date range a charge's timePeriod covers: a month 'YYYY-MM' covers the whole month, a day 'YYYY-MM-DD'
 * covers that day, a pair of dates covers the range (swapped if backwards). Null when the period is not a
 * real date or month.
 */
export function chargeRange(timePeriod: TimePeriod): DateRange | null {
  if (Array.isArray(timePeriod)) {
    const [a, b] = timePeriod;
    return isValidIsoDate(a) && isValidIsoDate(b) ? orderRange(a, b) : null;
  }
  if (/^\d{4}-\d{2}$/.test(timePeriod)) {
    const parts = parseIsoDate(`${timePeriod}-01`);
    return parts
      ? { start: `${timePeriod}-01`, end: toIsoDate(parts.year, parts.month, daysInMonth(parts.year, parts.month)) }
      : null;
  }
  return isValidIsoDate(timePeriod) ? { start: timePeriod, end: timePeriod } : null;
}

/**
 * Splits an amount over a date range across the months it touches, in proportion to the days of the range in
 * each month (both ends included), with largest-remainder rounding so the parts add up exactly (docs/product/data-and-rules.md#charges).
 * A backwards range is swapped. Months are in calendar order.
 */
export function prorateCharge(amount: number, from: IsoDate, to: IsoDate): MonthPart[] {
  const { start, end } = orderRange(from, to);
  const months: Array<{ month: string; days: number }> = [];
  let cursor = start;
  while (cursor <= end) {
    const parts = parseIsoDate(cursor);
    if (!parts) break;
    const monthEnd = toIsoDate(parts.year, parts.month, daysInMonth(parts.year, parts.month));
    const last = monthEnd < end ? monthEnd : end;
    months.push({ month: cursor.slice(0, 7), days: daysBetween(cursor, last) + 1 });
    cursor = parts.month === 12 ? toIsoDate(parts.year + 1, 1, 1) : toIsoDate(parts.year, parts.month + 1, 1);
  }
  const amounts = allocate(
    amount,
    months.map((m) => m.days),
  );
  return months.map((m, i) => ({ ...m, amount: amounts[i] ?? 0 }));
}

/**
 * True when a charge's period lies in the future as of `today` (docs/product/rules.md#dates-incurred): a month
 * counts once it has begun, a day or a range once its last day has come. A period that is not a real date is
 * not in the future (chargeRange reports it).
 */
export function isIncurredAfter(timePeriod: TimePeriod, today: IsoDate): boolean {
  const range = chargeRange(timePeriod);
  if (!range) return false;
  const isMonth = !Array.isArray(timePeriod) && timePeriod.length === 7;
  return (isMonth ? range.start : range.end) > today;
}

/** The readable period of a charge: 'January 2026' for a month, '01/05/2026 - 02/10/2026' for a range. */
export function chargePeriodDisplay(timePeriod: TimePeriod): string {
  const range = chargeRange(timePeriod);
  if (!range) return '';
  if (!Array.isArray(timePeriod) && timePeriod.length === 7) return formatMonthYear(timePeriod);
  return range.start === range.end
    ? formatDateUs(range.start)
    : `${formatDateUs(range.start)} - ${formatDateUs(range.end)}`;
}

/** Input of one charge block of the late charge or utilities/fees dialog (docs/product/data-and-rules.md#validation). */
export interface ChargeInput {
  type: string;
  other?: string | null;
  amount: number;
  /** A month 'YYYY-MM', a day, or a two-date range (in either order). */
  timePeriod: TimePeriod;
  selected?: boolean;
}

/**
 * Builds a stored charge entry (docs/product/data-and-rules.md#entities charge entry, docs/product/data-and-rules.md#charges): the range is put in order, the display text is
 * filled in, and a period that ends after today (New Jersey) is refused with 'Dates incurred cannot be in the
 * future.'.
 */
export function buildChargeEntry(input: ChargeInput, now: Date = new Date()): Result<ChargeEntry> {
  const range = chargeRange(input.timePeriod);
  if (!range) return fail('invalid_date', CHARGE_MESSAGES.invalidPeriod);
  if (isIncurredAfter(input.timePeriod, todayInNewJersey(now))) return fail('future_date', CHARGE_MESSAGES.futureDate);
  const timePeriod: TimePeriod = Array.isArray(input.timePeriod) ? [range.start, range.end] : input.timePeriod;
  return ok({
    amount: input.amount,
    timePeriod,
    timePeriodDisplay: chargePeriodDisplay(timePeriod),
    selected: input.selected ?? true,
    type: input.type,
    other: input.type === 'Other' ? (input.other ?? '').trim() : null,
  });
}

/** The label of a charge in lists and ledgers: its type, or the text given for 'Other' (docs/product/data-and-rules.md#validation). */
export function chargeLabel(entry: Pick<ChargeEntry, 'type' | 'other'>): string {
  return entry.type === 'Other' && entry.other ? entry.other : entry.type;
}

/** One line of the monthly ledger. */
export interface LedgerLine {
  label: string;
  amount: number;
  /** The charge's full period display. */
  timePeriodDisplay: string;
}

/** One month of the ledger: its lines, the month's total and the running balance after it (docs/product/data-and-rules.md#charges). */
export interface LedgerMonth {
  /** 'YYYY-MM' */
  month: string;
  monthDisplay: string;
  lines: LedgerLine[];
  total: number;
  balance: number;
}

/**
 * The charge lists a case counts (docs/product/data-and-rules.md#charges). For a subsidized (Section 8) tenancy only the tenant's portion of the
 * rent is rent: no late charge, utility, fee or other charge is counted (Community Realty Mgmt. v. Harris, 155 N.J.
 * 212 (1998); docs/product/sources.md), so the suit amount and the complaint's 9A agree.
 */
export function countedCharges(
  c: Pick<Case, 'section8' | 'lateCharges' | 'utilities' | 'fees' | 'otherCharges'>,
): ChargeEntry[] {
  return c.section8 ? [] : [...c.lateCharges, ...c.utilities, ...c.fees, ...c.otherCharges];
}

export const SECTION8_CHARGES_LEFT_OUT = (count: number, total: string) =>
  `${count === 1 ? 'One charge' : `${count} charges`} (${total}) you entered ${count === 1 ? 'is' : 'are'} left out of the complaint: from a Section 8 tenant only the tenant's portion of the rent can be claimed as rent, so late charges, utilities, fees, other charges and attorney fees are not claimed in an eviction for non-payment (Community Realty Mgmt. v. Harris, 155 N.J. 212 (1998)). They stay on the case; you may pursue them in another way.`;

/**
 * The selected charges a Section 8 case leaves out of its papers (countedCharges counts none), so that the screens
 * say so rather than drop them without a word; empty for any other case.
 */
export function chargesLeftOut(
  c: Pick<Case, 'section8' | 'lateCharges' | 'utilities' | 'fees' | 'otherCharges'>,
): ChargeEntry[] {
  return c.section8 ? [...c.lateCharges, ...c.utilities, ...c.fees, ...c.otherCharges].filter((e) => e.selected) : [];
}

/**
 * Groups selected charges by month with a running balance (docs/product/data-and-rules.md#charges), months in calendar order. A charge over a
 * range is split across its months by prorateCharge; a month key counts in its month. Unselected entries and
 * entries without a readable period are left out.
 */
export function chargesByMonth(entries: ReadonlyArray<ChargeEntry>): LedgerMonth[] {
  const months = new Map<string, LedgerLine[]>();
  for (const entry of entries) {
    if (!entry.selected) continue;
    const range = chargeRange(entry.timePeriod);
    if (!range) continue;
    for (const part of prorateCharge(entry.amount, range.start, range.end)) {
      const lines = months.get(part.month) ?? [];
      lines.push({ label: chargeLabel(entry), amount: part.amount, timePeriodDisplay: entry.timePeriodDisplay });
      months.set(part.month, lines);
    }
  }
  let balance = 0;
  return [...months.keys()].sort().map((month) => {
    const lines = months.get(month) ?? [];
    const total = sumCents(lines.map((l) => l.amount));
    balance += total;
    return { month, monthDisplay: formatMonthYear(month), lines, total, balance };
  });
}
