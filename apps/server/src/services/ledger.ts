/**
 * Reading a tenant's ledger file into a preview (docs/product/rules.md#ledger-import, decision 0021): CSV through
 * csv-parse (streamed, stopped past the row limit) and .xlsx through read-excel-file, never by hand. The file's
 * text encoding and column separator are found, not asked; every refusal says what to do. Nothing of the file is
 * stored: the landlord's answers reach the case only through the Past Due Rent step's own save.
 */
import { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { parse as parseSample } from 'csv-parse/sync';
import iconv from 'iconv-lite';
import { readSheet } from 'read-excel-file/node';
import type { LedgerPreview } from '@rentfile/contract';
import {
  type ColumnMapping,
  guessMapping,
  headerKey,
  LEDGER_FILE_MESSAGES,
  type ImportFileMessages,
  LEDGER_MAX_CELL,
  LEDGER_MAX_COLUMNS,
  LEDGER_MAX_ROWS,
  LEDGER_REMEMBERED_MAPPINGS,
  looksLikeFormula,
  mappingProblem,
  matchPreset,
} from '@rentfile/domain';
import type { Db } from '../db/client.ts';
import { AppError, badRequest, notFound } from '../errors.ts';
import { findCase } from '../repositories/cases.ts';
import { type ClientRef, ledgerMappingsOf, writeLedgerMappings } from '../repositories/clients.ts';

type Encoding = NonNullable<LedgerPreview['encoding']>;
type Delimiter = NonNullable<LedgerPreview['delimiter']>;

const DELIMITERS: Delimiter[] = [',', ';', '\t'];
/** Title lines an export may put above its header row. */
const HEADER_SEARCH_ROWS = 20;

const refuse = (message: string) => new AppError('UNPROCESSABLE', message);

/**
 * The text of a CSV file: UTF-8 with or without a byte-order mark, else Windows-1252 (Excel's "CSV" on Windows).
 * UTF-16, bytes Windows-1252 leaves undefined, or NUL bytes mean an encoding we do not read.
 */
export function decodeLedgerText(
  data: Buffer,
  messages: ImportFileMessages = LEDGER_FILE_MESSAGES,
): { text: string; encoding: Encoding } {
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
export function detectDelimiter(text: string, messages: ImportFileMessages = LEDGER_FILE_MESSAGES): Delimiter {
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

/** The key under which an account remembers the mapping of ledgers with these headers. */
export function headerSetKey(headers: readonly string[]): string {
  return headers.map(headerKey).join('|');
}

export interface LedgerUpload {
  fileName: string;
  data: Buffer;
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
export async function readLedgerFile(
  data: Buffer,
  isHeader: (row: readonly string[]) => boolean = isLedgerHeader,
  messages: ImportFileMessages = LEDGER_FILE_MESSAGES,
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

/** Reads a ledger file of a case into a preview with the mapping to start from (docs/product/rules.md#ledger-import); stores nothing. */
export async function previewLedger(
  db: Db,
  client: ClientRef,
  caseId: number,
  upload: LedgerUpload,
): Promise<LedgerPreview> {
  if (!(await findCase(db, client.id, caseId))) throw notFound('Case');
  const read = await readLedgerFile(upload.data);
  const remembered = (await ledgerMappingsOf(db, client.id))[headerSetKey(read.headers)];
  const preset = matchPreset(read.headers);
  const mapping: ColumnMapping = remembered ?? guessMapping(read.headers);
  return {
    fileName: upload.fileName,
    ...read,
    mapping,
    mappingSource: remembered ? 'remembered' : preset ? 'preset' : 'guess',
    preset: preset ? { id: preset.id, label: preset.label, source: preset.source } : null,
  };
}

/** Remembers the mapping of ledgers with these headers for the account; the oldest is forgotten past the limit. */
export async function saveLedgerMapping(
  db: Db,
  client: ClientRef,
  headers: string[],
  mapping: ColumnMapping,
): Promise<void> {
  const problem = mappingProblem(mapping);
  if (problem) throw badRequest(problem);
  if (Object.values(mapping).some((column) => column !== null && column >= headers.length))
    throw badRequest('The mapping names a column the headers do not have.');
  const key = headerSetKey(headers);
  const { [key]: _previous, ...others } = await ledgerMappingsOf(db, client.id);
  const kept = Object.entries(others).slice(-(LEDGER_REMEMBERED_MAPPINGS - 1));
  await writeLedgerMappings(db, client.id, Object.fromEntries([...kept, [key, mapping]]));
}
