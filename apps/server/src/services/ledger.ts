/**
 * Reading a tenant's ledger file into a preview (docs/product/rules.md#ledger-import, decision 0021): the file is read
 * in a file worker (work/ledgerFile.ts), bounded in time and memory; every refusal says what to do. Nothing of the
 * file is stored: the landlord's answers reach the case only through the Past Due Rent step's own save.
 */
import type { LedgerPreview } from '@rentfile/contract';
import {
  type ColumnMapping,
  guessMapping,
  headerKey,
  LEDGER_REMEMBERED_MAPPINGS,
  mappingProblem,
  matchPreset,
} from '@rentfile/domain';
import type { Db } from '../db/client.ts';
import { badRequest, notFound } from '../errors.ts';
import { isClientCase } from '../repositories/cases.ts';
import { type ClientRef, ledgerMappingsOf, writeLedgerMappings } from '../repositories/clients.ts';
import type { FileWork, WorkOptions } from '../work/pool.ts';

/** The key under which an account remembers the mapping of ledgers with these headers. */
export function headerSetKey(headers: readonly string[]): string {
  return headers.map(headerKey).join('|');
}

export interface LedgerUpload {
  fileName: string;
  data: Buffer;
}

/** Reads a ledger file of a case into a preview with the mapping to start from (docs/product/rules.md#ledger-import); stores nothing. */
export async function previewLedger(
  db: Db,
  work: FileWork,
  client: ClientRef,
  caseId: number,
  upload: LedgerUpload,
  options: WorkOptions,
): Promise<LedgerPreview> {
  if (!(await isClientCase(db, client.id, caseId))) throw notFound('Case');
  const read = await work.readImport('ledger', upload.data, options);
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
