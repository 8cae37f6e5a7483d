/**
 * What a ledger file may be (docs/product/rules.md#ledger-import): a CSV (comma, semicolon or tab separated;
 * UTF-8, UTF-8 with a byte-order mark, or Windows-1252) or an Excel .xlsx workbook (its first sheet), at most
 * 5 MB and 10,000 rows. Each refusal says what to do.
 */
import { z } from 'zod';
import { LEDGER_FIELDS } from './mapping.ts';

export const LEDGER_MAX_BYTES = 5 * 1024 * 1024;
export const LEDGER_MAX_ROWS = 10_000;
/** Columns read from a row; a ledger has far fewer. */
export const LEDGER_MAX_COLUMNS = 50;
/** Text kept of one cell. */
export const LEDGER_MAX_CELL = 500;
/** Header sets whose mapping an account remembers. */
export const LEDGER_REMEMBERED_MAPPINGS = 20;

/** What a refused import file is told, for each reason (the ledger's and the delinquency report's words differ). */
export interface ImportFileMessages {
  missing: string;
  empty: string;
  tooLarge: string;
  tooManyRows: string;
  encoding: string;
  delimiter: string;
  oldExcel: string;
  badExcel: string;
  notLedger: string;
  noRows: string;
  brokenQuote: (row: number) => string;
  badQuote: (row: number) => string;
}

export const LEDGER_FILE_MESSAGES = {
  missing: 'Choose the ledger file to import (form field "file").',
  empty: 'The file is empty. Export the ledger again and choose the new file.',
  tooLarge: 'The file is larger than 5 MB. Export only this tenant’s ledger, or a shorter date range.',
  tooManyRows: `The file has more than ${LEDGER_MAX_ROWS.toLocaleString('en-US')} rows. Export only this tenant’s ledger, or a shorter date range.`,
  encoding:
    'The file’s text encoding could not be recognised. Save it as “CSV UTF-8” (in Excel: File, Save As, CSV UTF-8) and choose it again.',
  delimiter:
    'The columns of the file could not be told apart: they must be separated by commas, semicolons or tabs. Save the ledger as CSV or Excel and choose it again.',
  oldExcel:
    'This is an old Excel (.xls) file. Open it in Excel and save it as an Excel Workbook (.xlsx) or as CSV, then choose it again.',
  badExcel: 'The Excel file could not be read. It may be damaged or password-protected; save it again as .xlsx or CSV.',
  notLedger: 'The file is not a CSV or an Excel (.xlsx) file. Export the ledger as CSV or Excel and choose it again.',
  noRows: 'The file has a header row but no ledger rows under it.',
  brokenQuote: (row: number) =>
    `Row ${row} has a quotation mark that is never closed, so the rest of the file cannot be read. Fix that row (or export the ledger again) and choose the file again.`,
  badQuote: (row: number) =>
    `Row ${row} has a quotation mark in the middle of a cell. Fix that row (or export the ledger again) and choose the file again.`,
} as const satisfies ImportFileMessages;

/** The same refusals in the words of a delinquency report (docs/product/rules.md#delinquency-report). */
export const REPORT_FILE_MESSAGES: ImportFileMessages = {
  missing: 'Choose the delinquency report to import (form field "file").',
  empty: 'The file is empty. Export the delinquency report again and choose the new file.',
  tooLarge: 'The file is larger than 5 MB. Export only the tenants who owe rent.',
  tooManyRows: `The file has more than ${LEDGER_MAX_ROWS.toLocaleString('en-US')} rows. Export only the tenants who owe rent.`,
  encoding: LEDGER_FILE_MESSAGES.encoding,
  delimiter:
    'The columns of the file could not be told apart: they must be separated by commas, semicolons or tabs. Save the report as CSV or Excel and choose it again.',
  oldExcel: LEDGER_FILE_MESSAGES.oldExcel,
  badExcel: LEDGER_FILE_MESSAGES.badExcel,
  notLedger:
    'The file is not a CSV or an Excel (.xlsx) file. Export the delinquency report as CSV or Excel and choose it again.',
  noRows: 'The file has a header row but no tenant rows under it.',
  brokenQuote: (row) =>
    `Row ${row} has a quotation mark that is never closed, so the rest of the file cannot be read. Fix that row (or export the report again) and choose the file again.`,
  badQuote: (row) =>
    `Row ${row} has a quotation mark in the middle of a cell. Fix that row (or export the report again) and choose the file again.`,
};

export const columnMappingSchema = z.object(
  Object.fromEntries(
    LEDGER_FIELDS.map((f) => [
      f,
      z
        .number()
        .int()
        .min(0)
        .max(LEDGER_MAX_COLUMNS - 1)
        .nullable(),
    ]),
  ) as Record<(typeof LEDGER_FIELDS)[number], z.ZodNullable<z.ZodNumber>>,
);
