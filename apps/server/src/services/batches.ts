/**
 * A month's delinquencies as one batch of cases (docs/product/rules.md#delinquency-report, docs/product/rules.md#batch).
 * The report is read like a ledger (services/ledger.ts) and nothing of it is stored until the landlord creates the
 * cases; then every row is matched, checked and seeded again here by the domain's rules (never trusted from the
 * browser) and each case is created through the same createCase as the wizard's, all in one transaction. An answer
 * for many is each case's own save (updateCase), so every case rule applies to it.
 */
import type { z } from 'zod';
import type {
  createBatchRequest,
  BatchAnswerResponse,
  BatchCase,
  BatchListItem,
  BatchSummary,
  DelinquencyPreview,
} from '@rentfile/contract';
import {
  batchAnswerChange,
  batchCaseState,
  CASE_STATUSES,
  caseSchema,
  chosenRowMatch,
  delinquencyCaseSeed,
  delinquencyRowProblems,
  guessDelinquencyMapping,
  isBusinessTenant,
  knownTenantNames,
  LEASE_TYPE_CATEGORIES,
  matchDelinquencyPreset,
  sumCents,
  tenantTypeOfNames,
  unitKey,
  type BatchAnswer,
  type LeaseTypeCategory,
} from '@rentfile/domain';
import type { Db } from '../db/client.ts';
import { AppError, badRequest, notFound } from '../errors.ts';
import * as repo from '../repositories/batches.ts';
import type { ClientRef } from '../repositories/clients.ts';
import type { Actor } from './afterFiling.ts';
import type { CaseSnapshots } from './caseSnapshots.ts';
import { createCase, getCase, updateCase } from './cases.ts';
import type { LedgerUpload } from './ledger.ts';
import type { FileWork, WorkOptions } from '../work/pool.ts';
import { addUnit } from './properties.ts';

const isLeaseCategory = (type: string | null | undefined): type is LeaseTypeCategory =>
  (LEASE_TYPE_CATEGORIES as readonly string[]).includes(type ?? '');

/** Reads a delinquency report into a preview with the mapping to start from and the account's properties; stores nothing. */
export async function previewDelinquencyReport(
  db: Db,
  work: FileWork,
  client: ClientRef,
  upload: LedgerUpload,
  options: WorkOptions,
): Promise<DelinquencyPreview> {
  const read = await work.readImport('report', upload.data, options);
  const preset = matchDelinquencyPreset(read.headers);
  return {
    fileName: upload.fileName,
    ...read,
    mapping: guessDelinquencyMapping(read.headers),
    mappingSource: preset ? 'preset' : 'guess',
    preset: preset ? { id: preset.id, label: preset.label, source: preset.source } : null,
    properties: await repo.matchableProperties(db, client.id),
  };
}

function toBatchCase(row: repo.BatchCaseRow): BatchCase {
  const { pastDueRent, actions: _actions, isDeleted: _deleted, section8Type: _type, ...fields } = row;
  const state = batchCaseState(row);
  return {
    ...fields,
    state: state.state,
    nextStep: state.nextStep,
    resumeRoute: state.resumeRoute,
    rentClaimed: sumCents(pastDueRent.filter((p) => p.selected).map((p) => p.amount)),
  };
}

/** One of the client's batches with the state of each of its cases. */
export async function getBatch(db: Db, client: ClientRef, id: number): Promise<BatchSummary> {
  const batch = await repo.findBatch(db, client.id, id);
  if (!batch) throw notFound('Batch');
  const rows = await repo.listBatchCases(db, client.id, id);
  return { id: batch.id, fileName: batch.fileName, createdAt: batch.createdAt, cases: rows.map(toBatchCase) };
}

export async function listBatches(db: Db, client: ClientRef): Promise<BatchListItem[]> {
  return repo.listBatches(db, client.id);
}

export type CreateBatchInput = z.output<typeof createBatchRequest>;

/**
 * Creates a case from each row, all or none (one transaction): a row that cannot become a case refuses the whole
 * request with the row's number and reasons. Two rows of one new unit share the unit made for the first.
 */
export async function createBatch(
  db: Db,
  client: ClientRef,
  input: CreateBatchInput,
  actor: Actor,
  now: Date = new Date(),
): Promise<BatchSummary> {
  const rowNumbers = input.rows.map((r) => r.row);
  if (new Set(rowNumbers).size !== rowNumbers.length) throw badRequest('Each row of the report can be sent once.');
  const batchId = await db.transaction(async (tx) => {
    const properties = await repo.matchableProperties(tx, client.id);
    const batch = await repo.insertBatch(tx, client.id, input.fileName);
    const unitsMade = new Map<string, number>();
    for (const row of input.rows) {
      const match = chosenRowMatch({ ...row, formula: row.formula ?? false }, properties, row.propertyId);
      const problems = delinquencyRowProblems({ ...row, formula: row.formula ?? false }, match);
      if (problems.length > 0 || match.kind === 'none')
        throw badRequest(`Row ${row.row}: ${problems.join(' ')}`, { row: row.row, problems });
      let propertyId = match.propertyId;
      if (match.kind === 'newUnit') {
        const key = `${match.propertyId}|${unitKey(match.unitNo)}`;
        propertyId = unitsMade.get(key) ?? (await addUnit(tx, client, match.propertyId, match.unitNo)).id;
        unitsMade.set(key, propertyId);
      }
      const seed = delinquencyCaseSeed({ ...row, formula: row.formula ?? false }, { rentDueBy: input.rentDueBy }, now);
      const property = properties.find((p) => p.id === match.propertyId);
      const earlier = property?.tenantNames ?? [];
      const names = knownTenantNames(
        seed.tenants.map((t) => t.name),
        earlier,
      ).map((t) => t.name);
      // A business whose form its name does not tell (Co., Trust…) waits at Tenant Information for the landlord to
      // choose it: the complaint must identify the tenant truly (docs/product/rules.md#tenant-type).
      const namedType = tenantTypeOfNames(names);
      const tenantType = namedType ?? 'corporation';
      const caseInfo = caseSchema.parse({
        propertyId,
        tenantType,
        tenants: names.map((name) => ({ name, tenantType })),
        tenantsSaved: namedType !== null,
        tenantCompanyName: isBusinessTenant(tenantType) ? (names[0] ?? null) : null,
        leaseTypeTitle: input.leaseType,
        ...(isLeaseCategory(property?.propertyType) ? { leaseTypeCategory: property.propertyType } : {}),
        rentCycle: seed.lease.rentCycle,
        rentDueBy: seed.lease.rentDueBy,
        rentAmount: seed.lease.rentAmount,
        leaseStartDate: seed.lease.leaseStartDate,
        pastDueRent: seed.pastDueRent,
      });
      const status = namedType === null ? CASE_STATUSES.tenants : seed.status;
      const saved = await createCase(tx, client, { caseInfo, status }, actor);
      await repo.insertBatchCase(tx, client.id, {
        batchId: batch.id,
        caseId: saved.id,
        sourceRow: row.row,
        reportBalance: row.balance,
      });
    }
    return batch.id;
  });
  return getBatch(db, client, batchId);
}

/**
 * Saves one answer to each chosen case of a batch, case by case (each wholly saved or unchanged): a case the answer
 * does not apply to, or whose save a case rule refuses, is left as it was and reported with why.
 */
export async function answerBatch(
  db: Db,
  client: ClientRef,
  batchId: number,
  input: { caseIds: number[]; answer: BatchAnswer },
  actor: Actor,
  snapshots: CaseSnapshots | null = null,
): Promise<BatchAnswerResponse> {
  const before = await getBatch(db, client, batchId);
  const members = new Set(before.cases.map((c) => c.caseId));
  const answered: number[] = [];
  const skipped: BatchAnswerResponse['skipped'] = [];
  for (const caseId of new Set(input.caseIds)) {
    if (!members.has(caseId)) {
      skipped.push({ caseId, reason: 'This case is not one of the batch’s.' });
      continue;
    }
    const change = batchAnswerChange(await getCase(db, client, caseId, snapshots), input.answer);
    if (!change.ok) {
      skipped.push({ caseId, reason: change.reason });
      continue;
    }
    try {
      await updateCase(db, client, caseId, { caseInfo: change.changes, status: change.status }, actor, snapshots);
      answered.push(caseId);
    } catch (err) {
      if (!(err instanceof AppError) || !['BAD_REQUEST', 'CONFLICT'].includes(err.code)) throw err;
      skipped.push({ caseId, reason: err.message });
    }
  }
  return { batch: await getBatch(db, client, batchId), answered, skipped };
}
