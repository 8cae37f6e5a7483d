/**
 * Importing a month's delinquency report (docs/product/rules.md#delinquency-report): one row per tenant, read into
 * the rows that may each start a case. Pure rules, no I/O: the server parses the file into rows of text cells (as
 * for a ledger, docs/product/rules.md#ledger-import); these functions map the columns and read the rows. Matching
 * rows to properties and seeding the cases is in delinquencyMatch.ts.
 */
import { z } from 'zod';
import type { Cents } from '../entities.ts';
import { type IsoDate, MONTH_NAMES, toIsoDate } from '../dates.ts';
import { LEDGER_MAX_COLUMNS } from './file.ts';
import { headerKey } from './mapping.ts';
import { looksLikeFormula, parseLedgerAmount, parseLedgerDate, type RowProblem } from './normalise.ts';
import { readNamesCell } from './namesCell.ts';
import type { LeaseTypeTitle } from '../lists.ts';

export const DELINQUENCY_FIELDS = [
  'property',
  'unit',
  'tenants',
  'balance',
  'rent',
  'moveIn',
  'monthsOwed',
  'dueDay',
  'leaseType',
  'subsidy',
  'notes',
] as const;
export type DelinquencyField = (typeof DELINQUENCY_FIELDS)[number];

/** 0-based column index of each field, or null. */
export type DelinquencyMapping = Record<DelinquencyField, number | null>;

export const EMPTY_DELINQUENCY_MAPPING: DelinquencyMapping = {
  property: null,
  unit: null,
  tenants: null,
  balance: null,
  rent: null,
  moveIn: null,
  monthsOwed: null,
  dueDay: null,
  leaseType: null,
  subsidy: null,
  notes: null,
};

/** A mapping as sent by a browser: each field a column 0..LEDGER_MAX_COLUMNS-1, or null. */
export const delinquencyMappingSchema = z.object(
  Object.fromEntries(
    DELINQUENCY_FIELDS.map((f) => [
      f,
      z
        .number()
        .int()
        .min(0)
        .max(LEDGER_MAX_COLUMNS - 1)
        .nullable(),
    ]),
  ) as Record<DelinquencyField, z.ZodNullable<z.ZodNumber>>,
);

export const DELINQUENCY_FIELD_LABELS: Record<DelinquencyField, string> = {
  property: 'Property address',
  unit: 'Unit',
  tenants: 'Tenant names',
  balance: 'Balance owed',
  rent: 'Monthly rent',
  moveIn: 'Move-in date',
  monthsOwed: 'Months owed',
  dueDay: 'Rent due day',
  leaseType: 'Lease type (written or oral)',
  subsidy: 'Subsidy',
  notes: 'Notes',
};

/** Rows one report may create cases from. */
export const BATCH_MAX_ROWS = 500;

export const DELINQUENCY_MESSAGES = {
  property: 'Choose the column that holds the property’s street address.',
  tenants: 'Choose the column that holds the tenants’ names.',
  balance: 'Choose the column that holds the balance each tenant owes.',
  duplicate: (label: string) =>
    `${label}: that column is already used for another field. Each column can be used for one thing only.`,
  noProperty:
    'No property of yours has this street address. Add the property (Properties, Add property), or correct the address in the report, and import it again.',
  notYourProperty: 'The property chosen for this row is not one of yours.',
  unfinishedProperty:
    'The property with this address is not finished. Finish it on the Properties page (owner and contact), then import the report again.',
  ambiguousAddress:
    'More than one of your properties has this street address, in different towns. Add the town to the address in the report, or start this case by hand.',
  nearestUnit: (unit: string, nearest: string) =>
    `The property has no unit “${unit}”: is it unit ${nearest}? Choose unit ${nearest} for this row, or confirm that “${unit}” is a new unit.`,
  newUnit: (unit: string) =>
    `The property has no unit “${unit}”: choose the unit this row is for, or confirm that “${unit}” is a new unit (it is copied from the building, with its registration statement).`,
  unitMissing:
    'Your properties at this address each have a unit, and this row has none. Add the unit to the report, or start this case by hand.',
  noTenant: 'The row has no tenant name. Add the tenant’s name to the report, or start this case by hand.',
  badBalance:
    'The balance is not an amount. Correct it in the report (for example 1,250.00), or start this case by hand.',
  nothingOwed: 'The balance shows nothing owed, so there is no rent to claim.',
  tooManyRows: `The report has more than ${BATCH_MAX_ROWS} tenant rows. Export it one property (or a few) at a time and import each file.`,
  totalLine: (row: number) => `Row ${row} is a total line, not a tenant, so it is left out.`,
  headingLine: (row: number) => `Row ${row} has no tenant name and no balance; it is read as a heading and left out.`,
  badMonths: (row: number, cell: string) =>
    `Row ${row}: “${cell.slice(0, 60)}” could not be read as months (write them as “Mar 2026, Apr 2026”), so the case waits at Past Due Rent for you to choose the months owed.`,
  noRent: 'The report has no monthly rent for this tenant: enter it on Lease Details.',
  noMoveIn: 'The report has no move-in date for this tenant: enter the lease start date on Lease Details.',
  businessFormUnknown:
    'The tenant is a business whose name does not say whether it is a corporation, an LLC or a partnership: the case waits at Tenant Information for you to choose, as the complaint must say which.',
  badDueDay: 'Choose the day of the month the rent is due (1 to 31) before importing.',
  noDueDay:
    'The report does not say on which day of the month this tenant’s rent is due: enter it on Lease Details (or answer it for all the report’s tenants when it is the same for each).',
  noLeaseType:
    'The report does not say whether this tenant’s lease is written or oral: answer it on Lease Details (or for all the report’s tenants when it is the same for each).',
  subsidized:
    'The report shows a subsidy for this tenant: answer the Section 8 questions on Lease Details (the program, the tenant’s share of the rent and the housing agency); only the tenant’s share can be claimed.',
  subsidyUnknown:
    'The report does not say whether this tenancy is subsidized: the case says no Section 8 until you confirm it on Lease Details or on the batch.',
  moveInIsLeaseStart:
    'The report’s move-in date is taken as the start of the lease at today’s rent: if the rent changed since, enter the start of the current lease on Lease Details.',
  balanceOnly: (amount: string) =>
    `The report shows a balance of ${amount} but not the months it is for: choose the rent periods owed on Past Due Rent. A balance is never turned into months of rent, as it may hold charges that are not rent.`,
  balanceBelowMonths: (amount: string, months: string) =>
    `The months listed (${months}) come to more rent than the report’s balance of ${amount}: a partial payment, or a charge in the balance? The case waits at Past Due Rent for you to enter what each month still owes.`,
  zeroRent: 'The monthly rent is $0.00, so no rent period is claimed: check the rent on Lease Details.',
  noPeriods: 'No rent period could be worked out from the report: choose the periods owed on Past Due Rent.',
  notDueYet: (month: string) => `${month} is listed as owed but its rent is not due yet, so it is left out.`,
  beforeLeaseStart: (month: string) => `${month} is listed as owed but is before the move-in date, so it is left out.`,
  moreThanClaimed: (amount: string) =>
    `The report’s balance is ${amount} more than the rent claimed (late charges, utilities or fees, perhaps): add them on Additional Charges if the lease allows them.`,
} as const;

/** Header names, lower case without punctuation, that usually mean each field in delinquency reports. */
const SYNONYMS: Record<DelinquencyField, readonly string[]> = {
  property: [
    'property',
    'property address',
    'address',
    'street address',
    'unit address',
    'building',
    'property street',
    'street',
    'premises',
    'rental address',
    'location',
  ],
  unit: ['unit', 'unit number', 'unit no', 'unit #', 'apt', 'apt no', 'apartment', 'suite', 'bldg unit', 'unit name'],
  tenants: [
    'tenant',
    'tenants',
    'tenant name',
    'tenant names',
    'resident',
    'residents',
    'resident name',
    'name',
    'names',
    'lessee',
    'lessees',
    'occupant',
    'occupants',
  ],
  balance: [
    'balance',
    'amount receivable',
    'total due',
    'amount owed',
    'balance due',
    'past due',
    'total balance',
    'delinquent amount',
    'outstanding',
    'amount due',
    'total delinquent',
    'total owed',
    'outstanding balance',
    'open balance',
    'current balance',
    'total unpaid',
  ],
  rent: [
    'rent',
    'monthly rent',
    'unit rent',
    'market rent',
    'rent amount',
    'lease rent',
    'scheduled rent',
    'rent rate',
  ],
  moveIn: ['move in', 'move in date', 'lease start', 'lease start date', 'lease from', 'start date', 'moved in'],
  monthsOwed: ['months owed', 'months', 'periods', 'months delinquent', 'months due', 'periods owed', 'unpaid months'],
  dueDay: ['due day', 'rent due day', 'due date', 'rent due', 'day due'],
  leaseType: ['lease type', 'lease', 'written or oral'],
  subsidy: [
    'subsidy',
    'subsidy amount',
    'hap',
    'hap amount',
    'section 8',
    'housing assistance',
    'voucher',
    'subsidized',
    'program',
  ],
  notes: ['notes', 'note', 'comments', 'comment', 'remarks', 'memo'],
};

/**
 * Words that keep a header from matching a field by containment only (an exact synonym still matches): "Tenant
 * Status" is not the tenants' names, "Delinquent Rent" is owed rent and not the monthly rent.
 */
const NOT_CONTAINED: Record<DelinquencyField, readonly string[]> = {
  property: ['id', 'name', 'type', 'city', 'state', 'zip', 'group', 'manager', 'owner', 'tags', 'code', 'street2'],
  unit: ['id', 'type', 'status', 'tags', 'address'],
  tenants: ['property', 'status', 'email', 'phone', 'id', 'code', 'type', 'unit', 'owner', 'agency', 'manager'],
  balance: ['subsidy', 'prepaid', 'prepay', 'deposit'],
  rent: ['delinquent', 'past', 'due', 'owed', 'unpaid', 'balance', 'subsidy', 'loss'],
  moveIn: ['out'],
  monthsOwed: ['before', 'last', 'this'],
  dueDay: ['balance', 'amount', 'past', 'total'],
  leaseType: ['start', 'end', 'from', 'to', 'date', 'expiration', 'rent'],
  subsidy: ['balance', 'owed', 'due'],
  notes: [],
};

/**
 * Export formats whose column names could be sourced (docs/product/rules.md#delinquency-report). A preset is used
 * when every one of its headers is in the file; no preset's headers are all among another's, so the first match
 * is the only one. Buildium, Yardi, Rent Manager, DoorLoop, TenantCloud, Propertyware and AMSI get the generic
 * guess only: no public source gave their exported header names.
 */
export interface DelinquencyPreset {
  id: string;
  label: string;
  /** Where the column names come from. */
  source: string;
  headers: Partial<Record<DelinquencyField, string>>;
}

export const DELINQUENCY_PRESETS: readonly DelinquencyPreset[] = [
  {
    id: 'appfolio-delinquency',
    label: 'AppFolio Delinquency report',
    // The column names of AppFolio's "delinquency_as_of" report as an AppFolio Reports API client lists them
    // (property, unit, name, move_in, amount_receivable, beside delinquent_rent and the aging buckets); the
    // exported headers are taken to be the same words. Not confirmed against an AppFolio export file.
    source: 'https://github.com/CryptoCultCurt/appfolio-mcp-server/blob/main/src/reports/delinquencyAsOfReport.ts',
    headers: {
      property: 'Property',
      unit: 'Unit',
      tenants: 'Name',
      balance: 'Amount Receivable',
      moveIn: 'Move In',
    },
  },
];

/** The preset whose headers are all in the file, if any. */
export function matchDelinquencyPreset(headers: readonly string[]): DelinquencyPreset | null {
  const keys = headers.map(headerKey);
  return (
    DELINQUENCY_PRESETS.find((preset) => Object.values(preset.headers).every((h) => keys.includes(headerKey(h)))) ??
    null
  );
}

/**
 * The order fields are guessed in: the fields' own order, which puts the balance before the rent, so "Past Due" is the
 * balance.
 */
const GUESS_ORDER: readonly DelinquencyField[] = DELINQUENCY_FIELDS;

/**
 * The mapping guessed from a report's header row: a matching preset first, else each field takes the first column
 * whose header is one of its synonyms (an exact synonym wins over a header that only contains one). A column is
 * used once.
 */
export function guessDelinquencyMapping(headers: readonly string[]): DelinquencyMapping {
  const keys = headers.map(headerKey);
  const mapping: DelinquencyMapping = { ...EMPTY_DELINQUENCY_MAPPING };
  const preset = matchDelinquencyPreset(headers);
  if (preset) {
    for (const [field, header] of Object.entries(preset.headers) as Array<[DelinquencyField, string]>)
      mapping[field] = keys.indexOf(headerKey(header));
    return mapping;
  }
  const used = new Set<number>();
  const contains = (key: string, synonym: string) => ` ${key} `.includes(` ${synonym} `);
  for (const exact of [true, false]) {
    for (const field of GUESS_ORDER) {
      if (mapping[field] !== null) continue;
      const index = keys.findIndex(
        (key, i) =>
          !used.has(i) &&
          key !== '' &&
          (exact
            ? SYNONYMS[field].includes(key)
            : SYNONYMS[field].some((s) => contains(key, s)) && !NOT_CONTAINED[field].some((w) => contains(key, w))),
      );
      if (index >= 0) {
        mapping[field] = index;
        used.add(index);
      }
    }
  }
  return mapping;
}

/** Why a mapping cannot be used: property, tenants and balance are required; a column used once. null when usable. */
export function delinquencyMappingProblem(mapping: DelinquencyMapping): string | null {
  if (mapping.property === null) return DELINQUENCY_MESSAGES.property;
  if (mapping.tenants === null) return DELINQUENCY_MESSAGES.tenants;
  if (mapping.balance === null) return DELINQUENCY_MESSAGES.balance;
  const seen = new Set<number>();
  for (const field of DELINQUENCY_FIELDS) {
    const column = mapping[field];
    if (column === null) continue;
    if (seen.has(column)) return DELINQUENCY_MESSAGES.duplicate(DELINQUENCY_FIELD_LABELS[field]);
    seen.add(column);
  }
  return null;
}

export interface DelinquencyRow {
  /** File row number (the header row is firstRow - 1). */
  row: number;
  /** Street address as given, trimmed; a unit written in it is split out when the unit column is absent or blank. */
  address: string;
  unit: string | null;
  /** The tenants' names, one each, as the case will list them before matching earlier cases. */
  tenantNames: string[];
  /** Cents; null when the cell is not an amount. */
  balance: Cents | null;
  /** Cents; null when absent or not an amount. */
  rent: Cents | null;
  /** ISO date; null when absent or not a date. */
  moveIn: IsoDate | null;
  /** 'YYYY-MM' list, ascending, unique; null when the column is unmapped, blank or unreadable. */
  monthsOwed: string[] | null;
  /** A cell looked like a spreadsheet formula (kept as text, never evaluated). */
  formula: boolean;
  /** Each reading of the names cell that is not certain, in words (readNamesCell). */
  nameDoubts: string[];
  /** The rent's due day '1'..'31' from the report's column; null when it has none or it cannot be read. */
  dueDay: string | null;
  /** Written or oral from the report's column; null when it has none or it says neither. */
  leaseType: LeaseTypeTitle | null;
  /**
   * Whether the tenancy is subsidized, as the Subsidy column (an amount, or yes/no) or the Notes (Section 8, voucher,
   * HAP, housing authority) say; null when the report does not say.
   */
  subsidized: boolean | null;
}

/**
 * A unit written after the street, at the end of the address or before the town that follows a comma: "12 Main St
 * Apt 3", "12 Main St, Unit 2B", "12 Main St #4", "12 Main St Apt 3, Newark NJ". The unit has a digit or is one
 * letter, so "100 Unit Road" keeps its street.
 */
const UNIT_IN_ADDRESS =
  /^(.*?\S)[\s,]+(?:(?:apt|apartment|unit|suite|ste)\.?\s*#?\s*|#\s*)(\d[a-z0-9-]*|[a-z](?:-?\d[a-z0-9-]*)?)(,.*)?$/i;

/**
 * The street address and unit of a row: the unit column's when given (the address as written), else one written
 * in the address, taken out of it.
 */
export function splitUnit(address: string, unit: string | null): { address: string; unit: string | null } {
  const street = address.trim().replace(/\s+/g, ' ');
  const given = unit?.trim() ?? '';
  if (given !== '') return { address: street, unit: given };
  const match = UNIT_IN_ADDRESS.exec(street);
  if (!match) return { address: street, unit: null };
  return { address: `${match[1]!.replace(/,$/, '')}${match[3] ?? ''}`, unit: match[2]! };
}

/** A two-digit year: 00-69 is 2000-2069, 70-99 is 1970-1999 (the convention of parseLedgerDate). */
function fullYear(year: string): number {
  const value = Number(year.replace("'", ''));
  if (year.replace("'", '').length === 4) return value;
  return value < 70 ? 2000 + value : 1900 + value;
}

function monthNumber(name: string): number | null {
  const lower = name.toLowerCase();
  if (lower.length < 3) return null;
  const index = MONTH_NAMES.findIndex(
    (m) => m.toLowerCase().startsWith(lower) || (lower === 'sept' && m === 'September'),
  );
  return index >= 0 ? index + 1 : null;
}

/**
 * A month written in a months cell: '2026-03' (or a date '2026-03-01'), '03/2026' or '3/26' (or a date
 * '3/1/2026'), 'Mar 2026', 'March 2026', "Mar '26".
 */
const MONTH_TOKEN =
  /(?<![\d/-])(\d{4})-(\d{1,2})(?:-\d{1,2})?(?![\d/-])|(?<![\d/-])(\d{1,2})\/(?:\d{1,2}\/)?(\d{4}|\d{2})(?![\d/-])|\b([A-Za-z]{3,9})\.?\s*,?\s*('?\d{4}|'?\d{2})(?!\d)/g;

/**
 * The months of a months-owed cell as 'YYYY-MM', ascending and unique: "Mar 2026, Apr 2026", "March 2026; April
 * 2026", "03/2026 04/2026", "2026-03, 2026-04", "3/26". null when the cell holds anything else (a month without a
 * year, a range, words); [] when it is blank.
 */
export function parseMonthsOwed(cell: string): string[] | null {
  const text = cell.trim();
  if (text === '') return [];
  const months = new Set<string>();
  let bad = false;
  const rest = text.replace(MONTH_TOKEN, (...groups: Array<string | undefined>) => {
    const [, isoYear, isoMonth, slashMonth, slashYear, name, nameYear] = groups;
    let year: number;
    let month: number | null;
    if (isoYear !== undefined) {
      year = Number(isoYear);
      month = Number(isoMonth);
    } else if (slashMonth !== undefined) {
      year = fullYear(slashYear!);
      month = Number(slashMonth);
    } else {
      year = fullYear(nameYear!);
      month = monthNumber(name!);
    }
    if (month === null || month < 1 || month > 12) bad = true;
    else months.add(toIsoDate(year, month, 1).slice(0, 7));
    return ' ';
  });
  if (bad || months.size === 0 || rest.replace(/\band\b/gi, '').replace(/[\s,;&/+.]/g, '') !== '') return null;
  return [...months].sort();
}

/** A due day cell: '1', '01', '1st', 'Day 5', 'the 5th', '5th of the month'; null for anything else. */
export function parseDueDay(cell: string): string | null {
  const match = /^(?:day\s+|the\s+)?0?([1-9]|[12]\d|3[01])(?:st|nd|rd|th)?(?:\s+of\s+(?:the\s+|each\s+)?month)?$/i.exec(
    cell.trim(),
  );
  return match ? match[1]! : null;
}

/** A lease type cell: 'Written', 'Lease', 'Signed lease' are written; 'Oral', 'Verbal' oral; else null. */
export function parseLeaseType(cell: string): LeaseTypeTitle | null {
  const text = cell.trim().toLowerCase();
  if (/\b(oral|verbal|no written)\b/.test(text)) return 'Oral';
  if (/^(written|written lease|lease|signed|signed lease|yes)$/.test(text)) return 'Written';
  return null;
}

/** Words of a Subsidy or Notes cell that mean a subsidized tenancy. */
const SUBSIDY_WORDS =
  /\b(section\s*8|sec\.?\s*8|s8|hcv|housing choice|voucher|hap|housing authority|public housing|subsidi[sz]ed|subsidy)\b/i;
const NO_SUBSIDY = /^(no|n|none|false|-|n\/a|na|0|0\.00|\$0\.00|market)$/i;

/**
 * Whether a row's tenancy is subsidized: a Subsidy cell with an amount above 0, yes, or a program's name says it is;
 * 0, no or none says it is not; Notes naming a program say it is. null when neither says, or when they disagree.
 */
export function subsidyOfRow(subsidyCell: string, notesCell: string): boolean | null {
  const cell = subsidyCell.trim();
  let fromCell: boolean | null = null;
  if (NO_SUBSIDY.test(cell)) fromCell = false;
  else if (/^(yes|y|true)$/i.test(cell) || SUBSIDY_WORDS.test(cell)) fromCell = true;
  else if (cell !== '') {
    const amount = parseLedgerAmount(cell);
    fromCell = amount === null ? null : amount > 0;
  }
  const fromNotes = SUBSIDY_WORDS.test(notesCell) ? true : null;
  if (fromCell === false && fromNotes) return null;
  return fromNotes ?? fromCell;
}

/**
 * A cell reading as a total line's label: 'Total', 'Totals', 'Grand Total', 'Subtotal', 'Property Total', 'Total
 * for Maple Apartments', 'Total delinquent for property' (Rent Manager's wording); not 'Total Care LLC'.
 */
const TOTAL_LABEL = /^(grand |sub ?|property |report |portfolio )?totals?(( [a-z]+)? for\b.*)?:?$/i;

const cellAt = (cells: readonly string[], index: number | null): string =>
  index === null ? '' : (cells[index] ?? '').trim();

/**
 * Reads the data rows (rows[0] is file row firstRow). Blank rows are skipped silently; total/subtotal lines (a
 * cell reading 'Total', 'Grand Total', 'Subtotal', 'Totals' and no tenant name, or no address) are skipped and
 * reported as problems with a plain reason, as are heading lines (no tenant name and no balance); a row whose
 * months cannot be read is kept with monthsOwed null and a problem noted.
 */
export function readDelinquencyReport(
  rows: ReadonlyArray<readonly string[]>,
  mapping: DelinquencyMapping,
  firstRow = 2,
): { rows: DelinquencyRow[]; problems: RowProblem[]; formulaRows: number[] } {
  const read: DelinquencyRow[] = [];
  const problems: RowProblem[] = [];
  const formulaRows: number[] = [];
  rows.forEach((cells, i) => {
    const row = firstRow + i;
    if (cells.every((c) => c.trim() === '')) return;
    const formula = cells.some(looksLikeFormula);
    const namesCell = cellAt(cells, mapping.tenants);
    const addressCell = cellAt(cells, mapping.property);
    const balanceCell = cellAt(cells, mapping.balance);
    const names = TOTAL_LABEL.test(namesCell) ? { names: [], doubts: [] } : readNamesCell(namesCell);
    const tenantNames = names.names;
    if (cells.some((c) => TOTAL_LABEL.test(c.trim())) && (tenantNames.length === 0 || addressCell === '')) {
      problems.push({ row, message: DELINQUENCY_MESSAGES.totalLine(row) });
      return;
    }
    if (tenantNames.length === 0 && balanceCell === '') {
      problems.push({ row, message: DELINQUENCY_MESSAGES.headingLine(row) });
      return;
    }
    if (formula) formulaRows.push(row);
    const amount = (cell: string): Cents | null =>
      cell === '' || looksLikeFormula(cell) ? null : parseLedgerAmount(cell);
    const monthsCell = cellAt(cells, mapping.monthsOwed);
    let monthsOwed: string[] | null = null;
    if (monthsCell !== '') {
      monthsOwed = parseMonthsOwed(monthsCell);
      if (monthsOwed === null) problems.push({ row, message: DELINQUENCY_MESSAGES.badMonths(row, monthsCell) });
    }
    const { address, unit } = splitUnit(addressCell, cellAt(cells, mapping.unit));
    read.push({
      row,
      address,
      unit,
      tenantNames,
      balance: amount(balanceCell),
      rent: amount(cellAt(cells, mapping.rent)),
      moveIn: parseLedgerDate(cellAt(cells, mapping.moveIn)),
      monthsOwed,
      formula,
      nameDoubts: names.doubts,
      dueDay: parseDueDay(cellAt(cells, mapping.dueDay)),
      leaseType: parseLeaseType(cellAt(cells, mapping.leaseType)),
      subsidized: subsidyOfRow(cellAt(cells, mapping.subsidy), cellAt(cells, mapping.notes)),
    });
  });
  return { rows: read, problems, formulaRows };
}
