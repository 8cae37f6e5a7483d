/**
 * Reading the cells of a ledger row (docs/product/rules.md#ledger-import): dates in MM/DD/YYYY, M/D/YY or
 * YYYY-MM-DD, amounts with a dollar sign, thousands separators and parentheses or a minus for negatives. A cell
 * that a spreadsheet would run as a formula (=, +, -, @ followed by a letter or a parenthesis) is kept as plain
 * text and flagged; it is never evaluated and never taken as an amount.
 */
import type { Cents } from '../entities.ts';
import { type IsoDate, isValidIsoDate, toIsoDate } from '../dates.ts';
import { MAX_CENTS } from '../money.ts';
import type { ColumnMapping } from './mapping.ts';

/** One row of the ledger after reading, money in cents: charge raises the balance, payment lowers it. */
export interface LedgerEntry {
  /** The row number in the file (the header row is row `headerRow`, usually 1). */
  row: number;
  date: IsoDate;
  description: string;
  /** Cents added to what the tenant owes (negative for a credit entered as a negative charge). */
  charge: Cents;
  /** Cents taken off what the tenant owes (negative for a reversed payment entered as a negative payment). */
  payment: Cents;
  /** The running balance the ledger shows after this row, when it has a balance column. */
  balance: Cents | null;
  /** True when a cell of the row looked like a spreadsheet formula (kept as text). */
  formula: boolean;
}

/** A row that was left out, with the reason shown to the landlord. */
export interface RowProblem {
  row: number;
  message: string;
}

export interface NormalisedLedger {
  entries: LedgerEntry[];
  /** Rows left out (not a date, not an amount) with why. */
  problems: RowProblem[];
  /** Rows whose cells looked like formulas; kept as text. */
  formulaRows: number[];
}

/** True when a cell would be run as a formula by a spreadsheet (OWASP CSV injection: =, +, -, @, tab, carriage return). */
export function looksLikeFormula(cell: string): boolean {
  return /^[\t\r]/.test(cell) || /^\s*[=+\-@]\s*[A-Za-z(]/.test(cell) || /^\s*=/.test(cell);
}

/** A two-digit year: 00-69 is 2000-2069, 70-99 is 1970-1999 (the spreadsheet convention). */
function fullYear(year: string): number {
  const value = Number(year);
  if (year.length === 4) return value;
  return value < 70 ? 2000 + value : 1900 + value;
}

/** The ISO date of a ledger cell, or null: '03/01/2025', '3/1/25', '2025-03-01' (time of day ignored). */
export function parseLedgerDate(cell: string): IsoDate | null {
  const text = cell.trim().replace(/[ T]\d{1,2}:\d{2}(:\d{2})?(\.\d+)?\s*([AaPp][Mm]|Z)?$/, '');
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})$/.exec(text);
  let date: string | null = null;
  if (iso) date = toIsoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  else if (us) date = toIsoDate(fullYear(us[3]!), Number(us[1]), Number(us[2]));
  return date && isValidIsoDate(date) ? date : null;
}

/**
 * Cents of a ledger amount cell; 0 for an empty cell; null when it is not an amount. '$1,250.50' -> 125050,
 * '(50.00)' -> -5000, '-50' -> -5000, '50.00-' -> -5000. At most two decimals.
 */
export function parseLedgerAmount(cell: string): Cents | null {
  let text = cell.trim().replace(/\s+/g, '');
  if (text === '' || text === '-' || text === '$-') return 0;
  let negative = false;
  if (/^\(.*\)$/.test(text)) {
    negative = true;
    text = text.slice(1, -1);
  }
  if (text.startsWith('-')) {
    negative = !negative;
    text = text.slice(1);
  } else if (text.endsWith('-')) {
    negative = !negative;
    text = text.slice(0, -1);
  }
  if (text.startsWith('$')) text = text.slice(1);
  if (text.startsWith('-')) {
    negative = !negative;
    text = text.slice(1);
  }
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d{1,2}))?$/.exec(text);
  if (!match || (match[1] === undefined && match[2] === undefined)) return null;
  const cents = Number((match[1] ?? '0').replaceAll(',', '')) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (cents > MAX_CENTS) return null;
  return negative && cents !== 0 ? -cents : cents;
}

/** The first row of a ledger that starts from an earlier balance ('Balance forward', 'Beginning balance'). */
const OPENING_BALANCE =
  /\b(balance forward|beginning balance|opening balance|previous balance|prior balance|starting balance)\b/i;

const cellAt = (cells: readonly string[], index: number | null): string => (index === null ? '' : (cells[index] ?? ''));

/**
 * The ledger entries of the data rows under a mapping (docs/product/rules.md#ledger-import). Blank rows are
 * skipped; a row without a date that is a total or opening-balance line is skipped with a note; a row whose date
 * or amount cannot be read is left out with its row number and why. `firstRow` is the file row number of
 * rows[0]. An opening-balance first row (only a balance) counts as a charge of that balance. With one amount column a positive amount is a charge and a negative one a payment.
 */
export function normaliseLedger(
  rows: ReadonlyArray<readonly string[]>,
  mapping: ColumnMapping,
  firstRow = 2,
): NormalisedLedger {
  const entries: LedgerEntry[] = [];
  const problems: RowProblem[] = [];
  const formulaRows: number[] = [];
  rows.forEach((cells, i) => {
    const row = firstRow + i;
    if (cells.every((c) => c.trim() === '')) return;
    const formula = cells.some(looksLikeFormula);
    if (formula) formulaRows.push(row);
    const description = cellAt(cells, mapping.description).trim();
    const dateCell = cellAt(cells, mapping.date);
    const date = parseLedgerDate(dateCell);
    if (!date) {
      const reason =
        dateCell.trim() === ''
          ? `has no date${description ? ` (“${description.slice(0, 60)}”)` : ''}`
          : `has “${dateCell.trim().slice(0, 40)}” where the date should be`;
      problems.push({ row, message: `Row ${row} ${reason}, so it is left out.` });
      return;
    }
    const money = (index: number | null, label: string): Cents | null => {
      const cell = cellAt(cells, index);
      const value = looksLikeFormula(cell) ? null : parseLedgerAmount(cell);
      if (value === null)
        problems.push({
          row,
          message: `Row ${row} has “${cell.trim().slice(0, 40)}” as its ${label}, which is not an amount, so it is left out.`,
        });
      return value;
    };
    let charge: Cents | null = 0;
    let payment: Cents | null = 0;
    if (mapping.amount !== null) {
      const amount = money(mapping.amount, 'amount');
      if (amount === null) return;
      charge = amount > 0 ? amount : 0;
      payment = amount < 0 ? -amount : 0;
    } else {
      charge = money(mapping.charge, 'charge');
      if (charge === null) return;
      payment = money(mapping.payment, 'payment');
      if (payment === null) return;
    }
    let balance: Cents | null = null;
    if (mapping.balance !== null && cellAt(cells, mapping.balance).trim() !== '') {
      balance = money(mapping.balance, 'balance');
      if (balance === null) return;
    }
    if (charge === 0 && payment === 0) {
      if (balance === null) return;
      if (!OPENING_BALANCE.test(description) || entries.length > 0) return;
      charge = balance;
    }
    entries.push({ row, date, description, charge, payment, balance, formula });
  });
  return { entries, problems, formulaRows };
}
