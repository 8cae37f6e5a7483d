/** The ledger import calls (docs/product/rules.md#ledger-import): a file read into a preview, nothing stored; and the mapping an account remembers. */
import { z } from 'zod';
import { columnMappingSchema, LEDGER_MAX_CELL, LEDGER_MAX_COLUMNS, LEDGER_MAX_ROWS } from '@rentfile/domain';
import { endpoint, ok } from './endpoint.ts';

const caseIdParam = z.object({ caseId: z.coerce.number().int().positive() });
const cell = z.string().max(LEDGER_MAX_CELL);
const headers = z.array(cell).max(LEDGER_MAX_COLUMNS);

/** A ledger file as read by the server: its header row and data rows as text cells, and the mapping to start from. */
export const ledgerPreview = z.object({
  fileName: z.string(),
  format: z.enum(['csv', 'xlsx']),
  /** The text encoding found (CSV only). */
  encoding: z.enum(['utf-8', 'utf-8-bom', 'windows-1252']).nullable(),
  /** The column separator found (CSV only). */
  delimiter: z.enum([',', ';', '\t']).nullable(),
  /** The file row number of the header row (title lines above it are skipped). */
  headerRow: z.number().int().min(1),
  headers,
  rows: z.array(z.array(cell).max(LEDGER_MAX_COLUMNS)).max(LEDGER_MAX_ROWS),
  mapping: columnMappingSchema,
  /** Where the mapping comes from: the account's own for these headers, a sourced export preset, or the generic guess. */
  mappingSource: z.enum(['remembered', 'preset', 'guess']),
  preset: z.object({ id: z.string(), label: z.string(), source: z.string() }).nullable(),
  /** File rows with a cell that looked like a spreadsheet formula; kept as text, never evaluated. */
  formulaRows: z.array(z.number().int()),
});
export type LedgerPreview = z.infer<typeof ledgerPreview>;

export const ledgerMappingRequest = z.object({ headers, mapping: columnMappingSchema });

export const ledgerApi = {
  previewLedger: endpoint({
    summary:
      "Read a tenant's ledger (multipart form data, field file; CSV or .xlsx, at most 5 MB and 10,000 rows) into a preview; nothing is stored",
    params: caseIdParam,
    response: ledgerPreview,
  }),
  saveLedgerMapping: endpoint({
    summary: 'Remember the column mapping of a ledger with these headers for the account',
    body: ledgerMappingRequest,
    response: ok,
  }),
};
