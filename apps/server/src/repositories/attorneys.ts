import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { attorneys, cases } from '../db/schema.ts';

export type AttorneyRow = typeof attorneys.$inferSelect;
export type AttorneyValues = Omit<typeof attorneys.$inferInsert, 'id' | 'clientId' | 'createdAt' | 'isSelf'>;

/** The client's attorneys: the own profile first, then the contacts in the order they were added. */
export const listAttorneys = (db: Db, clientId: number) =>
  db
    .select()
    .from(attorneys)
    .where(eq(attorneys.clientId, clientId))
    .orderBy(desc(attorneys.isSelf), asc(attorneys.id));

export async function findAttorney(db: Db, clientId: number, id: number): Promise<AttorneyRow | undefined> {
  const rows = await db
    .select()
    .from(attorneys)
    .where(and(eq(attorneys.id, id), eq(attorneys.clientId, clientId)));
  return rows[0];
}

export async function findSelfAttorney(db: Db, clientId: number): Promise<AttorneyRow | undefined> {
  const rows = await db
    .select()
    .from(attorneys)
    .where(and(eq(attorneys.clientId, clientId), eq(attorneys.isSelf, true)));
  return rows[0];
}

export async function insertAttorney(
  db: Db,
  clientId: number,
  values: AttorneyValues,
  isSelf: boolean,
): Promise<AttorneyRow> {
  const rows = await db
    .insert(attorneys)
    .values({ ...values, clientId, isSelf })
    .returning();
  return rows[0]!;
}

export async function updateAttorney(
  db: Db,
  clientId: number,
  id: number,
  values: AttorneyValues,
): Promise<AttorneyRow | undefined> {
  const rows = await db
    .update(attorneys)
    .set(values)
    .where(and(eq(attorneys.id, id), eq(attorneys.clientId, clientId)))
    .returning();
  return rows[0];
}

export async function isAttorneyOfACase(db: Db, clientId: number, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: cases.id })
    .from(cases)
    .where(and(eq(cases.clientId, clientId), eq(cases.attorneyId, id)))
    .limit(1);
  return rows.length > 0;
}

export async function deleteAttorney(db: Db, clientId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(attorneys)
    .where(and(eq(attorneys.id, id), eq(attorneys.clientId, clientId), eq(attorneys.isSelf, false)))
    .returning({ id: attorneys.id });
  return rows.length > 0;
}
