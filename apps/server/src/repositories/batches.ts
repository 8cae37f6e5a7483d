import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { caseBatchCases, caseBatches, cases, properties } from '../db/schema.ts';

export type BatchRow = typeof caseBatches.$inferSelect;

/** A batch being made (creatingSince set): it is shown nowhere until finishBatch. */
export async function insertBatch(db: Db, clientId: number, fileName: string, creatingSince: Date): Promise<BatchRow> {
  const [row] = await db
    .insert(caseBatches)
    .values({ clientId, fileName, creatingSince: creatingSince.toISOString() })
    .returning();
  return row!;
}

/** Notes a unit the batch made, so that a batch never finished takes it away with its cases. */
export async function recordUnitMade(db: Db, clientId: number, batchId: number, unitId: number): Promise<void> {
  await db
    .update(caseBatches)
    .set({ unitsMade: sql`${caseBatches.unitsMade} || ${JSON.stringify([unitId])}::jsonb` })
    .where(and(eq(caseBatches.id, batchId), eq(caseBatches.clientId, clientId)));
}

/** A batch whose cases are all made: shown from now on. */
export async function finishBatch(db: Db, clientId: number, batchId: number): Promise<void> {
  await db
    .update(caseBatches)
    .set({ creatingSince: null })
    .where(and(eq(caseBatches.id, batchId), eq(caseBatches.clientId, clientId)));
}

/** The client's batches still being made since before the given time (left so by a stop of the server). */
export async function unfinishedBatches(db: Db, clientId: number, since: Date): Promise<BatchRow[]> {
  return db
    .select()
    .from(caseBatches)
    .where(and(eq(caseBatches.clientId, clientId), lt(caseBatches.creatingSince, since.toISOString())));
}

/** The ids of a batch's cases. */
export async function batchCaseIds(db: Db, clientId: number, batchId: number): Promise<number[]> {
  const rows = await db
    .select({ caseId: caseBatchCases.caseId })
    .from(caseBatchCases)
    .where(and(eq(caseBatchCases.batchId, batchId), eq(caseBatchCases.clientId, clientId)));
  return rows.map((r) => r.caseId);
}

export async function deleteBatch(db: Db, clientId: number, batchId: number): Promise<void> {
  await db.delete(caseBatches).where(and(eq(caseBatches.id, batchId), eq(caseBatches.clientId, clientId)));
}

export async function insertBatchCase(
  db: Db,
  clientId: number,
  values: { batchId: number; caseId: number; sourceRow: number; reportBalance: number | null },
): Promise<void> {
  await db.insert(caseBatchCases).values({ clientId, ...values });
}

export async function findBatch(db: Db, clientId: number, id: number): Promise<BatchRow | undefined> {
  const [row] = await db
    .select()
    .from(caseBatches)
    .where(and(eq(caseBatches.id, id), eq(caseBatches.clientId, clientId), isNull(caseBatches.creatingSince)));
  return row;
}

/** Names of a case's tenants in their order (a column in a select list renders unqualified, hence "cases"."id"). */
const tenantNames = sql<
  string[]
>`coalesce((select json_agg((select t.name from tenants t where t.id = ct.tenant_id) order by ct.position, ct.id) from case_tenants ct where ct.case_id = "cases"."id"), '[]'::json)`;

/**
 * Whether a case has an order, and issued papers it stands on (a version not superseded: decision 0026; a column in a
 * select list renders unqualified, hence "cases"."id").
 */
const hasOrder = sql<boolean>`exists (select 1 from orders o where o.case_id = "cases"."id")`;
const hasPapers = sql<boolean>`exists (select 1 from issued_papers i where i.case_id = "cases"."id" and i.superseded_at is null)`;

/** What of a case a batch needs to say whether it is signed (domain batchCaseSigned). */
const signedFields = {
  status: cases.status,
  actions: cases.actions,
  isDeleted: cases.isDeleted,
  signatureText: cases.signatureText,
  signatureImage: sql<string | null>`case when ${cases.signatureImage} is null then null else '1' end`,
  attorneyId: cases.attorneyId,
  hasOrder,
  hasPapers,
};

/** The cases of one of the client's batches in the report's row order, with the fields the batch view shows. */
export async function listBatchCases(db: Db, clientId: number, batchId: number) {
  return db
    .select({
      ...signedFields,
      caseId: cases.id,
      sourceRow: caseBatchCases.sourceRow,
      reportBalance: caseBatchCases.reportBalance,
      streetAddress: cases.streetAddress,
      unitNo: cases.unitNo,
      city: cases.city,
      tenants: tenantNames,
      section8: cases.section8,
      section8Type: cases.section8Type,
      additionalChargesPermitted: cases.additionalChargesPermitted,
      legalFeesPermitted: cases.legalFeesPermitted,
      pastDueRent: cases.pastDueRent,
      suitAmount: cases.suitAmount,
      reportFacts: cases.reportFacts,
    })
    .from(caseBatchCases)
    .innerJoin(cases, and(eq(cases.id, caseBatchCases.caseId), eq(cases.clientId, clientId)))
    .where(and(eq(caseBatchCases.batchId, batchId), eq(caseBatchCases.clientId, clientId)))
    .orderBy(caseBatchCases.sourceRow, cases.id);
}
export type BatchCaseRow = Awaited<ReturnType<typeof listBatchCases>>[number];

/** The client's batches, newest first. */
export async function listBatches(db: Db, clientId: number) {
  return db
    .select({ id: caseBatches.id, fileName: caseBatches.fileName, createdAt: caseBatches.createdAt })
    .from(caseBatches)
    .where(and(eq(caseBatches.clientId, clientId), isNull(caseBatches.creatingSince)))
    .orderBy(desc(caseBatches.createdAt), desc(caseBatches.id));
}

/** The cases of all the client's batches with what says whether each is signed, by batch. */
export async function listBatchMembers(db: Db, clientId: number) {
  return db
    .select({ batchId: caseBatchCases.batchId, ...signedFields })
    .from(caseBatchCases)
    .innerJoin(cases, and(eq(cases.id, caseBatchCases.caseId), eq(cases.clientId, clientId)))
    .innerJoin(caseBatches, and(eq(caseBatches.id, caseBatchCases.batchId), isNull(caseBatches.creatingSince)))
    .where(eq(caseBatchCases.clientId, clientId));
}

/**
 * The client's properties as a report's rows are matched to them, each with the tenant names of its cases (an
 * earlier case's spelling of a tenant is kept for the new one).
 */
export async function matchableProperties(db: Db, clientId: number) {
  return db
    .select({
      id: properties.id,
      streetAddress: properties.streetAddress,
      unitNo: properties.unitNo,
      city: properties.city,
      propertyType: properties.propertyType,
      completed: properties.completed,
      tenantNames: sql<string[]>`coalesce((select json_agg(distinct t.name) from cases c
        join case_tenants ct on ct.case_id = c.id join tenants t on t.id = ct.tenant_id
        where c.property_id = "properties"."id" and c.client_id = ${clientId}), '[]'::json)`,
    })
    .from(properties)
    .where(eq(properties.clientId, clientId))
    .orderBy(properties.id);
}
export type MatchablePropertyRow = Awaited<ReturnType<typeof matchableProperties>>[number];
