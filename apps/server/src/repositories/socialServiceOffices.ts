/**
 * Public housing (social service) offices. A client sees the published offices and the ones it added itself;
 * every query of unpublished rows filters on client_id.
 */
import { and, asc, eq, inArray, isNull, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { socialServiceOffices } from '../db/schema.ts';

export type SocialServiceOfficeRow = typeof socialServiceOffices.$inferSelect;
export type SocialServiceOfficeInsert = Omit<
  typeof socialServiceOffices.$inferInsert,
  'id' | 'clientId' | 'published' | 'createdAt'
>;

/** Published offices, plus the client's own when a client is given. */
function visibleTo(clientId: number | null): SQL {
  const published = eq(socialServiceOffices.published, true);
  return clientId === null ? published : or(published, eq(socialServiceOffices.clientId, clientId))!;
}

/** Sorted by housing authority (case-insensitive) so the picker can browse by first letter. */
export const listVisibleOffices = (db: Db, clientId: number | null) =>
  db
    .select()
    .from(socialServiceOffices)
    .where(visibleTo(clientId))
    .orderBy(asc(sql`lower(${socialServiceOffices.housingAuthority})`), asc(socialServiceOffices.id));

/** An office the client can see with the same housing authority, address and city, compared case-insensitively. */
export async function findVisibleDuplicate(
  db: Db,
  clientId: number,
  office: Pick<SocialServiceOfficeInsert, 'housingAuthority' | 'address' | 'city'>,
): Promise<SocialServiceOfficeRow | undefined> {
  const same = (column: Column, value: string) => sql`lower(trim(${column})) = ${value.trim().toLowerCase()}`;
  const rows = await db
    .select()
    .from(socialServiceOffices)
    .where(
      and(
        visibleTo(clientId),
        same(socialServiceOffices.housingAuthority, office.housingAuthority),
        same(socialServiceOffices.address, office.address),
        same(socialServiceOffices.city, office.city),
      ),
    )
    .limit(1);
  return rows[0];
}

/** Serialises one client's office additions until the transaction ends, so two equal requests cannot both pass the duplicate check. */
export async function lockClientOffices(tx: Db, clientId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('rentfile.social_service_offices'), ${clientId})`);
}

export async function insertOffice(
  db: Db,
  clientId: number,
  values: SocialServiceOfficeInsert,
): Promise<SocialServiceOfficeRow> {
  const rows = await db
    .insert(socialServiceOffices)
    .values({ ...values, clientId, published: false })
    .returning();
  return rows[0]!;
}

export async function setOfficePublished(
  db: Db,
  id: number,
  published: boolean,
): Promise<SocialServiceOfficeRow | undefined> {
  const rows = await db
    .update(socialServiceOffices)
    .set({ published })
    .where(eq(socialServiceOffices.id, id))
    .returning();
  return rows[0];
}

/** The shared list loaded from the product's data file: published offices that belong to no client. */
export const listSharedOffices = (tx: Db) =>
  tx.select().from(socialServiceOffices).where(isNull(socialServiceOffices.clientId));

export async function insertSharedOffices(tx: Db, rows: SocialServiceOfficeInsert[]): Promise<void> {
  if (rows.length > 0)
    await tx.insert(socialServiceOffices).values(rows.map((r) => ({ ...r, clientId: null, published: true })));
}

export async function updateSharedOffice(tx: Db, id: number, values: SocialServiceOfficeInsert): Promise<void> {
  await tx
    .update(socialServiceOffices)
    .set({ ...values, published: true })
    .where(and(eq(socialServiceOffices.id, id), isNull(socialServiceOffices.clientId)));
}

export async function deleteSharedOffices(tx: Db, ids: number[]): Promise<void> {
  if (ids.length > 0)
    await tx
      .delete(socialServiceOffices)
      .where(and(inArray(socialServiceOffices.id, ids), isNull(socialServiceOffices.clientId)));
}
