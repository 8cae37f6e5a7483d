import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orders, pleadings } from '../db/schema.ts';

export type PleadingRow = typeof pleadings.$inferSelect;
export type PleadingSummary = Pick<PleadingRow, 'templateName' | 'name' | 'fileName' | 'drafted' | 'updated'>;

export interface StoredPleading {
  caseId: number;
  orderId: number | null;
  templateName: string;
  name: string;
  fileName: string;
  /** Null when the bytes are kept as a file (the embedded database). */
  data: Buffer | null;
}

/** Stores a generated pleading: the first copy sets drafted, each later one replaces the file and sets updated. */
export async function upsertPleading(db: Db, clientId: number, p: StoredPleading): Promise<void> {
  await db
    .insert(pleadings)
    .values({ ...p, clientId })
    .onConflictDoUpdate({
      target: [pleadings.caseId, pleadings.templateName],
      set: {
        name: p.name,
        fileName: p.fileName,
        data: p.data,
        orderId: sql`coalesce(excluded.order_id, ${pleadings.orderId})`,
        updated: sql`now()`,
      },
      setWhere: eq(pleadings.clientId, clientId),
    });
}

/** The ids of the client's cases that have stored papers. */
export async function caseIdsWithPleadings(db: Db, clientId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ caseId: pleadings.caseId })
    .from(pleadings)
    .where(eq(pleadings.clientId, clientId));
  return rows.map((r) => r.caseId);
}

/** The stored pleadings of a client's case, without their bytes. */
export async function listPleadings(db: Db, clientId: number, caseId: number): Promise<PleadingSummary[]> {
  return db
    .select({
      templateName: pleadings.templateName,
      name: pleadings.name,
      fileName: pleadings.fileName,
      drafted: pleadings.drafted,
      updated: pleadings.updated,
    })
    .from(pleadings)
    .where(and(eq(pleadings.clientId, clientId), eq(pleadings.caseId, caseId)))
    .orderBy(asc(pleadings.id));
}

export async function findPleadingFile(
  db: Db,
  clientId: number,
  caseId: number,
  templateName: string,
): Promise<Pick<PleadingRow, 'fileName' | 'data'> | undefined> {
  const rows = await db
    .select({ fileName: pleadings.fileName, data: pleadings.data })
    .from(pleadings)
    .where(
      and(eq(pleadings.clientId, clientId), eq(pleadings.caseId, caseId), eq(pleadings.templateName, templateName)),
    );
  return rows[0];
}

export async function orderBelongsToCase(db: Db, clientId: number, caseId: number, orderId: number): Promise<boolean> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.clientId, clientId), eq(orders.caseId, caseId)));
  return rows.length > 0;
}

/** Forgets a case's stored papers but those named (a signing or a correction makes the complaint's papers anew). */
export async function deletePleadingsExcept(
  db: Db,
  clientId: number,
  caseId: number,
  keep: ReadonlyArray<string>,
): Promise<void> {
  await db
    .delete(pleadings)
    .where(
      and(
        eq(pleadings.clientId, clientId),
        eq(pleadings.caseId, caseId),
        notInArray(pleadings.templateName, [...keep]),
      ),
    );
}
