/**
 * A month's delinquencies as one batch of cases (docs/product/rules.md#delinquency-report, docs/product/rules.md#batch).
 * The report is read like a ledger (services/ledger.ts) and nothing of it is stored until the landlord creates the
 * cases; then every row is matched, checked and seeded again here by the domain's rules (never trusted from the
 * browser) and each case is created through the same createCase as the wizard's, all or none (createBatch). An answer
 * for many is each case's own save (updateCase), so every case rule applies to it.
 */
import { isDeepStrictEqual } from 'node:util';
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
  BATCH_ANSWER_MESSAGES,
  batchAnswerChange,
  batchCaseSigned,
  batchCaseState,
  canAnswerForMany,
  CASE_STATUSES,
  caseSchema,
  chosenRowMatch,
  delinquencyCaseSeed,
  delinquencyRowProblems,
  guessDelinquencyMapping,
  isBusinessTenant,
  isEstateName,
  knownTenantNames,
  LEASE_TYPE_CATEGORIES,
  matchDelinquencyPreset,
  pleadings,
  sumCents,
  tenantTypeOfNames,
  tenantTypesOfNames,
  readNamesCell,
  unitKey,
  type BatchAnswer,
  type DelinquencyRow,
  type ReportFact,
  type ReportFactField,
  type TenantType,
  type LeaseTypeCategory,
} from '@rentfile/domain';
import type { Db } from '../db/client.ts';
import { AppError, badRequest, notFound } from '../errors.ts';
import * as repo from '../repositories/batches.ts';
import type { ClientRef } from '../repositories/clients.ts';
import type { Actor } from './actor.ts';
import type { CaseSnapshots } from './caseSnapshots.ts';
import { createCase, deleteCase, getCase, updateCase } from './cases.ts';
import type { LedgerUpload } from './ledger.ts';
import type { FileWork, WorkOptions } from '../work/pool.ts';
import { addUnit, deleteProperty } from './properties.ts';
import { claimAsIssued } from './issuedPapers.ts';

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

const issuedOf = (row: { hasOrder: boolean; hasPapers: boolean }) => ({ order: row.hasOrder, papers: row.hasPapers });

function toBatchCase(row: repo.BatchCaseRow, coSigners: ReadonlyArray<string>): BatchCase {
  const {
    pastDueRent,
    actions: _actions,
    isDeleted: _deleted,
    section8Type: _type,
    signatureText: _text,
    signatureImage: _image,
    attorneyId: _attorney,
    hasOrder: _order,
    hasPapers: _papers,
    ...fields
  } = row;
  const state = batchCaseState(row, { ...issuedOf(row), coSigners });
  return {
    ...fields,
    state: state.state,
    nextStep: state.nextStep,
    resumeRoute: state.resumeRoute,
    signedNote: state.note,
    rentClaimed: sumCents(pastDueRent.filter((p) => p.selected).map((p) => p.amount)),
  };
}

/** One of the client's batches with the state of each of its cases. */
export async function getBatch(db: Db, client: ClientRef, id: number): Promise<BatchSummary> {
  const batch = await repo.findBatch(db, client.id, id);
  if (!batch) throw notFound('Batch');
  const rows = await repo.listBatchCases(db, client.id, id);
  const cases = await Promise.all(rows.map(async (row) => toBatchCase(row, await coSignersOf(db, client, row))));
  return { id: batch.id, fileName: batch.fileName, createdAt: batch.createdAt, cases };
}

/** The co-owners who sign a case's issued papers by hand (none before it is issued), read from what was issued. */
async function coSignersOf(db: Db, client: ClientRef, row: repo.BatchCaseRow): Promise<string[]> {
  if (!row.hasPapers) return [];
  const issued = await claimAsIssued(db, client, row.caseId);
  return issued ? pleadings.coSigners(pleadings.caseFacts(issued)) : [];
}

/** The client's batches with how many cases each has and how many of them are signed (domain batchCaseSigned). */
export async function listBatches(db: Db, client: ClientRef): Promise<BatchListItem[]> {
  const [batches, members] = await Promise.all([repo.listBatches(db, client.id), repo.listBatchMembers(db, client.id)]);
  return batches.map((b) => {
    const own = members.filter((m) => m.batchId === b.id);
    return { ...b, cases: own.length, signed: own.filter((m) => batchCaseSigned(m, issuedOf(m)).signed).length };
  });
}

export type CreateBatchInput = z.output<typeof createBatchRequest>;
type BatchRow = CreateBatchInput['rows'][number];

/**
 * A row as sent, read again as the domain reads a report's row: the readings of its names cell that are not certain
 * are the domain's (readNamesCell), kept only while the names sent are the ones the cell reads as (names the landlord
 * typed are the landlord's own).
 */
function reportedRow(row: BatchRow): DelinquencyRow {
  const reading = row.namesCell === undefined ? null : readNamesCell(row.namesCell);
  const same = reading !== null && isDeepStrictEqual(reading.names, row.tenantNames);
  return {
    row: row.row,
    address: row.address,
    unit: row.unit,
    tenantNames: row.tenantNames,
    balance: row.balance,
    rent: row.rent,
    moveIn: row.moveIn,
    monthsOwed: row.monthsOwed,
    formula: row.formula,
    nameDoubts: same ? reading.doubts : [],
    dueDay: row.dueDay,
    leaseType: row.leaseType,
    subsidized: row.subsidized,
  };
}

/**
 * The tenant type of a batch's case and whether the names tell it: an estate when a name is an estate's (it waits at
 * Tenant Information for its personal representative, rules.md#estate); a business whose form its name does not
 * tell (Co., Trust…) waits there for the landlord to choose it (rules.md#tenant-type).
 */
function batchTenants(names: readonly string[]): { tenantType: TenantType; known: boolean; types: TenantType[] } {
  // Beside an estate, the others named are its occupants, each of the type their own names tell (rules.md#estate-occupants).
  const types = tenantTypesOfNames(names).map((type) => type ?? 'corporation');
  if (names.some(isEstateName)) return { tenantType: 'estate', known: false, types };
  const named = tenantTypeOfNames(names);
  return { tenantType: named ?? 'corporation', known: named !== null, types };
}

/**
 * A batch still being made this long after it began was stopped with the server (a 500-row batch takes seconds): it
 * is removed with what it made when its client next makes one.
 */
const UNFINISHED_AFTER_MS = 60 * 60_000;

/**
 * Creates a case from each row, all or none: every row is matched and checked before anything is written, and a row
 * that cannot become a case refuses the whole request with the row's number and reasons. The cases are then made one
 * transaction each, so that on the embedded database (one connection) other requests are served between two of them
 * (issue 34: one transaction for 500 rows held health for 20 s); the batch is shown nowhere until its last case is
 * made, and a failure on the way removes the cases and units it made. Two rows of one new unit share the unit made
 * for the first.
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
  for (const stale of await repo.unfinishedBatches(db, client.id, new Date(Date.now() - UNFINISHED_AFTER_MS)))
    await discardBatch(db, client, stale.id, stale.unitsMade);
  const properties = await repo.matchableProperties(db, client.id);
  const planned = input.rows.map((row) => {
    const reported = reportedRow(row);
    const match = chosenRowMatch(reported, properties, row.propertyId, row.newUnit);
    const problems = delinquencyRowProblems(reported, match, row.newUnit);
    if (problems.length > 0 || match.kind === 'none')
      throw badRequest(`Row ${row.row}: ${problems.join(' ')}`, { row: row.row, problems });
    return { row, reported, match };
  });
  const batch = await repo.insertBatch(db, client.id, input.fileName, new Date());
  const unitsMade = new Map<string, number>();
  try {
    for (const { row, reported, match } of planned) {
      const key = match.kind === 'newUnit' ? `${match.propertyId}|${unitKey(match.unitNo)}` : null;
      const madeUnit = await db.transaction(async (tx) => {
        let propertyId = match.propertyId;
        let made: number | null = null;
        if (match.kind === 'newUnit') {
          propertyId = unitsMade.get(key!) ?? (made = (await addUnit(tx, client, match.propertyId, match.unitNo)).id);
          if (made !== null) await repo.recordUnitMade(tx, client.id, batch.id, made);
        }
        const saved = await createCase(
          tx,
          client,
          batchCaseInput(reported, match.propertyId, propertyId, input, properties, now),
          actor,
        );
        await repo.insertBatchCase(tx, client.id, {
          batchId: batch.id,
          caseId: saved.id,
          sourceRow: row.row,
          reportBalance: row.balance,
        });
        return made;
      });
      if (madeUnit !== null) unitsMade.set(key!, madeUnit);
    }
    await repo.finishBatch(db, client.id, batch.id);
  } catch (err) {
    await discardBatch(db, client, batch.id, [...unitsMade.values()]);
    throw err;
  }
  return getBatch(db, client, batch.id);
}

/** The case a report's row becomes, seeded by the domain's rules (delinquencyCaseSeed). */
function batchCaseInput(
  reported: DelinquencyRow,
  matchedId: number,
  propertyId: number,
  input: CreateBatchInput,
  properties: repo.MatchablePropertyRow[],
  now: Date,
) {
  const seed = delinquencyCaseSeed(reported, { rentDueBy: input.rentDueBy, leaseType: input.leaseType }, now);
  const property = properties.find((p) => p.id === matchedId);
  const names = knownTenantNames(
    seed.tenants.map((t) => t.name),
    property?.tenantNames ?? [],
  ).map((t) => t.name);
  const tenants = batchTenants(names);
  const facts: ReportFact[] = [
    {
      field: 'tenants',
      source: reported.nameDoubts.length > 0 ? 'assumed' : 'report',
      value: names.join(', '),
      note: reported.nameDoubts.length > 0 ? reported.nameDoubts.join(' ') : null,
      confirmed: false,
    },
    ...seed.facts,
  ];
  const caseInfo = caseSchema.parse({
    propertyId,
    tenantType: tenants.tenantType,
    tenants: names.map((name, i) => ({ name, tenantType: tenants.types[i] ?? tenants.tenantType })),
    tenantsSaved: tenants.known,
    tenantCompanyName: isBusinessTenant(tenants.tenantType) ? (names[0] ?? null) : null,
    leaseTypeTitle: seed.lease.leaseTypeTitle,
    ...(isLeaseCategory(property?.propertyType) ? { leaseTypeCategory: property.propertyType } : {}),
    rentCycle: seed.lease.rentCycle,
    rentDueBy: seed.lease.rentDueBy,
    rentAmount: seed.lease.rentAmount,
    leaseStartDate: seed.lease.leaseStartDate,
    section8: seed.lease.section8,
    pastDueRent: seed.pastDueRent,
    reportFacts: facts,
  });
  return { caseInfo, status: tenants.known ? seed.status : CASE_STATUSES.tenants };
}

/** Removes a batch never finished with the cases and units it made (a unit a case of another has come to is kept). */
async function discardBatch(db: Db, client: ClientRef, batchId: number, unitIds: readonly number[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const caseId of await repo.batchCaseIds(tx, client.id, batchId)) await deleteCase(tx, client, caseId);
    for (const unitId of unitIds) {
      try {
        await deleteProperty(tx, client, unitId);
      } catch (err) {
        if (!(err instanceof AppError) || !['CONFLICT', 'NOT_FOUND'].includes(err.code)) throw err;
      }
    }
    await repo.deleteBatch(tx, client.id, batchId);
  });
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

/**
 * Confirms, on each chosen case of a batch, the report facts of the given fields as the case holds them (an answer
 * for many, docs/product/rules.md#report-facts); a case completed already is left as it was, with why.
 */
export async function confirmBatchFacts(
  db: Db,
  client: ClientRef,
  batchId: number,
  input: { caseIds: number[]; fields: ReportFactField[] },
  actor: Actor,
  snapshots: CaseSnapshots | null = null,
): Promise<BatchAnswerResponse> {
  const before = await getBatch(db, client, batchId);
  const members = new Map(before.cases.map((c) => [c.caseId, c]));
  const answered: number[] = [];
  const skipped: BatchAnswerResponse['skipped'] = [];
  for (const caseId of new Set(input.caseIds)) {
    const member = members.get(caseId);
    if (!member) {
      skipped.push({ caseId, reason: 'This case is not one of the batch’s.' });
      continue;
    }
    const c = await getCase(db, client, caseId, snapshots);
    if (!canAnswerForMany(c)) {
      skipped.push({ caseId, reason: BATCH_ANSWER_MESSAGES.signed });
      continue;
    }
    // The fields saved as the case holds them: the save confirms their facts (services/cases.ts), with every case rule.
    const held = Object.fromEntries(input.fields.map((field) => [field, c[field]]));
    try {
      await updateCase(db, client, caseId, { caseInfo: held }, actor, snapshots);
      answered.push(caseId);
    } catch (err) {
      if (!(err instanceof AppError) || !['BAD_REQUEST', 'CONFLICT'].includes(err.code)) throw err;
      skipped.push({ caseId, reason: err.message });
    }
  }
  return { batch: await getBatch(db, client, batchId), answered, skipped };
}
