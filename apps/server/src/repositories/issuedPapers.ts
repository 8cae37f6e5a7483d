/** The issued papers of a case (decision 0026): inserted at each signing, marked superseded by the next, never changed otherwise. */
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { cases, issuedPapers } from '../db/schema.ts';

export type IssuedPapersRow = typeof issuedPapers.$inferSelect;

export interface NewIssuedPapers {
  caseId: number;
  inputs: string;
  contentHash: string;
  signedOn: string;
  signerName: string;
  signedBy: string;
  orderId: number | null;
}

/** Stores the next version of a case's papers (one more than the last; 1 for the first). */
export async function insertIssuedPapers(db: Db, clientId: number, values: NewIssuedPapers): Promise<IssuedPapersRow> {
  const rows = await db
    .insert(issuedPapers)
    .values({
      ...values,
      clientId,
      version: sql`(select coalesce(max(${issuedPapers.version}), 0) + 1 from ${issuedPapers} where ${issuedPapers.caseId} = ${values.caseId})`,
    })
    .returning();
  return rows[0]!;
}

/** Marks every standing version of the case superseded (the one before a new signing). */
export async function supersedeIssuedPapers(db: Db, clientId: number, caseId: number): Promise<void> {
  await db
    .update(issuedPapers)
    .set({ supersededAt: sql`now()` })
    .where(
      and(eq(issuedPapers.clientId, clientId), eq(issuedPapers.caseId, caseId), isNull(issuedPapers.supersededAt)),
    );
}

/** Every version of a case's papers, the first first. */
export async function listIssuedPapers(db: Db, clientId: number, caseId: number): Promise<IssuedPapersRow[]> {
  return db
    .select()
    .from(issuedPapers)
    .where(and(eq(issuedPapers.clientId, clientId), eq(issuedPapers.caseId, caseId)))
    .orderBy(asc(issuedPapers.version));
}

/**
 * The papers a case stands on: its latest version not superseded, while the case is signed (a case reopened for
 * correction has none until it is signed again).
 */
export async function findIssuedVersion(
  db: Db,
  clientId: number,
  caseId: number,
): Promise<IssuedPapersRow | undefined> {
  const rows = await db
    .select({ issued: issuedPapers })
    .from(issuedPapers)
    .innerJoin(cases, eq(cases.id, issuedPapers.caseId))
    .where(
      and(
        eq(issuedPapers.clientId, clientId),
        eq(issuedPapers.caseId, caseId),
        isNull(issuedPapers.supersededAt),
        eq(cases.submitted, true),
      ),
    )
    .orderBy(desc(issuedPapers.version))
    .limit(1);
  return rows[0]?.issued;
}
