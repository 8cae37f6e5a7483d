import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { contactInfos } from '../db/schema.ts';

export type ContactInfoRow = typeof contactInfos.$inferSelect;
export type ContactInfoInsert = Omit<typeof contactInfos.$inferInsert, 'id' | 'clientId' | 'createdAt'>;

export const listContactInfos = (db: Db, clientId: number) =>
  db.select().from(contactInfos).where(eq(contactInfos.clientId, clientId)).orderBy(asc(contactInfos.id));

export async function findContactInfo(db: Db, clientId: number, id: number): Promise<ContactInfoRow | undefined> {
  const rows = await db
    .select()
    .from(contactInfos)
    .where(and(eq(contactInfos.id, id), eq(contactInfos.clientId, clientId)));
  return rows[0];
}

export async function insertContactInfo(db: Db, clientId: number, values: ContactInfoInsert): Promise<ContactInfoRow> {
  const rows = await db
    .insert(contactInfos)
    .values({ ...values, clientId })
    .returning();
  return rows[0]!;
}

export async function updateContactInfo(
  db: Db,
  clientId: number,
  id: number,
  values: ContactInfoInsert,
): Promise<ContactInfoRow | undefined> {
  const rows = await db
    .update(contactInfos)
    .set(values)
    .where(and(eq(contactInfos.id, id), eq(contactInfos.clientId, clientId)))
    .returning();
  return rows[0];
}

export async function deleteContactInfo(db: Db, clientId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(contactInfos)
    .where(and(eq(contactInfos.id, id), eq(contactInfos.clientId, clientId)))
    .returning({ id: contactInfos.id });
  return rows.length > 0;
}
