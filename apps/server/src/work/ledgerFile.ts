/**
 * Reading an imported file (a tenant's ledger, a delinquency report) into its header row and data rows
 * (docs/product/rules.md#ledger-import, decision 0021): CSV through csv-parse and .xlsx through read-excel-file,
 * never by hand. Runs in a file worker (work/worker.ts), never on the event loop, and is bounded before it starts
 * (decision 0011): a CSV with more line breaks than the row limit allows, or a workbook whose parts unpack past
 * XLSX_MAX_UNPACKED_BYTES, is refused before it is parsed.
 */
import { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { parse as parseSample } from 'csv-parse/sync';
import iconv from 'iconv-lite';
import { readSheet } from 'read-excel-file/node';
import type { LedgerPreview } from '@rentfile/contract';
import {
  delinquencyMappingProblem,
  guessDelinquencyMapping,
  guessMapping,
  LEDGER_FILE_MESSAGES,
  type ImportFileMessages,
  LEDGER_MAX_CELL,
  LEDGER_MAX_COLUMNS,
  LEDGER_MAX_ROWS,
  looksLikeFormula,
  mappingProblem,
  REPORT_FILE_MESSAGES,
} from '@rentfile/domain';
import { AppError } from '../errors.ts';

type Encoding = NonNullable<LedgerPreview['encoding']>;
type Delimiter = NonNullable<LedgerPreview['delimiter']>;

const DELIMITERS: Delimiter[] = [',', ';', '\t'];
/** Title lines an export may put above its header row. */
const HEADER_SEARCH_ROWS = 20;

const refuse = (message: string) => new AppError('UNPROCESSABLE', message);

/**
 * Line breaks a CSV may hold: its rows and title lines, twice over for cells that span lines. A CSV past it has too
 * many rows whatever they hold (blank lines too), and is refused before it is decoded or parsed.
 */
const MAX_LINE_BREAKS = 2 * (LEDGER_MAX_ROWS + HEADER_SEARCH_ROWS);

/** The line breaks of data (\n, or \r alone as old Mac files end lines), counted up to `stopAt`. */
function lineBreaks(data: Buffer, stopAt: number): number {
  let count = 0;
  for (const byte of [0x0a, 0x0d]) {
    let found = 0;
    for (let at = data.indexOf(byte); at >= 0 && found < stopAt; at = data.indexOf(byte, at + 1)) found += 1;
    count = Math.max(count, found);
  }
  return count;
}

/**
 * What the parts of an .xlsx unpack to, at most. 10,000 rows of 50 columns take a few megabytes of XML; a workbook of
 * 52 KB whose sheet unpacked to 50 MB of spaces held the server for two minutes.
 */
const XLSX_MAX_UNPACKED_BYTES = 40 * 1024 * 1024;

const XLSX_TOO_LARGE = `The Excel file unpacks to more than ${XLSX_MAX_UNPACKED_BYTES / 1024 / 1024} MB, far more than its rows need. Save only the rows you need, as .xlsx or CSV.`;

/**
 * The sum of the sizes a zip file's central directory declares for its entries, or null when it has none. The
 * unzipping is bounded the same way (the worker's memory and time), so a directory that lies gains nothing.
 */
function unpackedSize(data: Buffer): number | null {
  const end = data.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || end + 22 > data.length) return null;
  const entries = data.readUInt16LE(end + 10);
  let at = data.readUInt32LE(end + 16);
  let total = 0;
  for (let i = 0; i < entries; i += 1) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== 0x02014b50) return null;
    const size = data.readUInt32LE(at + 24);
    // ZIP64 marks a size that needs 64 bits: far past any limit here.
    total += size === 0xffffffff ? Number.MAX_SAFE_INTEGER : size;
    at += 46 + data.readUInt16LE(at + 28) + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
  return total;
}

/**
 * The text of a CSV file: UTF-8 with or without a byte-order mark, else Windows-1252 (Excel's "CSV" on Windows).
 * UTF-16, bytes Windows-1252 leaves undefined, or NUL bytes mean an encoding we do not read.
 */
function decodeLedgerText(data: Buffer, messages: ImportFileMessages): { text: string; encoding: Encoding } {
  if (data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf)
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(data.subarray(3)), encoding: 'utf-8-bom' };
  if ((data[0] === 0xff && data[1] === 0xfe) || (data[0] === 0xfe && data[1] === 0xff) || data.includes(0))
    throw refuse(messages.encoding);
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(data), encoding: 'utf-8' };
  } catch {
    if ([0x81, 0x8d, 0x8f, 0x90, 0x9d].some((b) => data.includes(b))) throw refuse(messages.encoding);
    return { text: iconv.decode(data, 'win1252'), encoding: 'windows-1252' };
  }
}

/** The separator that splits the first lines into the most columns (at least two), or a refusal. */
function detectDelimiter(text: string, messages: ImportFileMessages): Delimiter {
  const sample = text.split(/\r?\n/).slice(0, HEADER_SEARCH_ROWS).join('\n');
  let best: { delimiter: Delimiter; columns: number } | null = null;
  for (const delimiter of DELIMITERS) {
    const records = parseSample(sample, {
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_records_with_error: true,
      skip_empty_lines: true,
    }) as string[][];
    const counts = records.map((r) => r.length).sort((a, b) => a - b);
    const columns = counts[Math.floor(counts.length / 2)] ?? 0;
    if (columns >= 2 && (!best || columns > best.columns)) best = { delimiter, columns };
  }
  if (!best) throw refuse(messages.delimiter);
  return best.delimiter;
}

const clip = (cells: readonly string[]) => cells.slice(0, LEDGER_MAX_COLUMNS).map((c) => c.slice(0, LEDGER_MAX_CELL));

/** The rows of a CSV text, streamed through csv-parse; stops past the row limit; a broken quote is refused with its row. */
async function readCsvRows(text: string, delimiter: Delimiter, messages: ImportFileMessages): Promise<string[][]> {
  const rows: string[][] = [];
  const parser = Readable.from([text]).pipe(parse({ delimiter, relax_column_count: true, skip_empty_lines: false }));
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      rows.push(clip(record));
      if (rows.length > LEDGER_MAX_ROWS + HEADER_SEARCH_ROWS) {
        parser.destroy();
        throw refuse(messages.tooManyRows);
      }
    }
  } catch (err) {
    if (err instanceof CsvError) {
      // The records read before the broken one: the row it starts on, counting each row as one line.
      const row = Number((err as CsvError & { records?: number }).records ?? rows.length) + 1;
      throw refuse(err.code === 'CSV_QUOTE_NOT_CLOSED' ? messages.brokenQuote(row) : messages.badQuote(row));
    }
    throw err;
  }
  return rows;
}

/** A spreadsheet cell as text: a date as YYYY-MM-DD, a number to the cent, never a formula's result run again. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value === 'number') return Number.isFinite(value) ? String(Math.round(value * 100) / 100) : '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return String(value);
}

async function readXlsxRows(data: Buffer, messages: ImportFileMessages): Promise<string[][]> {
  const unpacked = unpackedSize(data);
  if (unpacked === null) throw refuse(messages.badExcel);
  if (unpacked > XLSX_MAX_UNPACKED_BYTES) throw refuse(XLSX_TOO_LARGE);
  let sheet: unknown[][];
  try {
    sheet = (await readSheet(data)) as unknown[][];
  } catch {
    throw refuse(messages.badExcel);
  }
  if (sheet.length > LEDGER_MAX_ROWS + HEADER_SEARCH_ROWS) throw refuse(messages.tooManyRows);
  return sheet.map((row) => clip(row.map(cellText)));
}

/** A ledger's header row: its names map a date and an amount. */
const isLedgerHeader = (row: readonly string[]) => mappingProblem(guessMapping(row)) === null;

/** The header row: the first of the top rows that `isHeader` accepts, else the first non-blank row. */
function findHeaderRow(rows: readonly string[][], isHeader: (row: readonly string[]) => boolean): number {
  const top = rows.slice(0, HEADER_SEARCH_ROWS);
  const mapped = top.findIndex(isHeader);
  if (mapped >= 0) return mapped;
  const first = top.findIndex((row) => row.some((c) => c.trim() !== ''));
  return Math.max(first, 0);
}

/** A ledger file read into its header row and data rows, before any account's choices. */
export type LedgerFileRead = Pick<
  LedgerPreview,
  'format' | 'encoding' | 'delimiter' | 'headerRow' | 'headers' | 'rows' | 'formulaRows'
>;

/**
 * Reads a ledger file (docs/product/rules.md#ledger-import), or another export read the same way (a delinquency
 * report, whose header row `isHeader` knows): its kind by content, then CSV or .xlsx; refusals say what to do.
 */
async function readLedgerFile(
  data: Buffer,
  isHeader: (row: readonly string[]) => boolean,
  messages: ImportFileMessages,
): Promise<LedgerFileRead> {
  if (data.length === 0) throw refuse(messages.empty);
  let format: LedgerPreview['format'] = 'csv';
  let encoding: Encoding | null = null;
  let delimiter: Delimiter | null = null;
  let all: string[][];
  if (data.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) {
    format = 'xlsx';
    all = await readXlsxRows(data, messages);
  } else if (data.subarray(0, 4).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0]))) {
    throw refuse(messages.oldExcel);
  } else if (
    data.subarray(0, 5).toString('latin1') === '%PDF-' ||
    data.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])) ||
    data.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]))
  ) {
    throw refuse(messages.notLedger);
  } else {
    // Counted before anything is parsed: a file of a few rows and a million blank lines parsed for a minute.
    if (lineBreaks(data, MAX_LINE_BREAKS + 1) > MAX_LINE_BREAKS) throw refuse(messages.tooManyRows);
    const decoded = decodeLedgerText(data, messages);
    encoding = decoded.encoding;
    delimiter = detectDelimiter(decoded.text, messages);
    all = await readCsvRows(decoded.text, delimiter, messages);
  }
  const headerIndex = findHeaderRow(all, isHeader);
  const headers = all[headerIndex] ?? [];
  const rows = all.slice(headerIndex + 1);
  while (rows.length > 0 && rows[rows.length - 1]!.every((c) => c.trim() === '')) rows.pop();
  if (rows.length === 0) throw refuse(messages.noRows);
  if (rows.length > LEDGER_MAX_ROWS) throw refuse(messages.tooManyRows);
  const formulaRows: number[] = [];
  rows.forEach((row, i) => {
    if (row.some(looksLikeFormula)) formulaRows.push(headerIndex + 2 + i);
  });
  return { format, encoding, delimiter, headerRow: headerIndex + 1, headers, rows, formulaRows };
}

/** A header row of a delinquency report: its names map a property, the tenants and a balance. */
const isReportHeader = (row: readonly string[]) => delinquencyMappingProblem(guessDelinquencyMapping(row)) === null;

/** What is imported: a tenant's ledger, or a delinquency report (read the same way, with its header rule and words). */
export type ImportKind = 'ledger' | 'report';

export function readImportFile(kind: ImportKind, data: Buffer): Promise<LedgerFileRead> {
  return kind === 'ledger'
    ? readLedgerFile(data, isLedgerHeader, LEDGER_FILE_MESSAGES)
    : readLedgerFile(data, isReportHeader, REPORT_FILE_MESSAGES);
}
