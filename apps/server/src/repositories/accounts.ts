import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accounts } from '../db/schema.ts';

export type AccountRow = typeof accounts.$inferSelect;

export async function findAccountById(db: Db, id: string): Promise<AccountRow | undefined> {
  const rows = await db.select().from(accounts).where(eq(accounts.id, id));
  return rows[0];
}

/** The account that owns an e-mail (not one sharing it). */
export async function findAccountByEmail(db: Db, email: string): Promise<AccountRow | undefined> {
  const rows = await db
    .select()
    .from(accounts)
    .where(and(sql`lower(${accounts.email}) = lower(${email.trim()})`, eq(accounts.sharedEmail, false)));
  return rows[0];
}

/** The first accounts that share an e-mail with its owner, oldest first. */
export async function findAccountsSharingEmail(db: Db, email: string, limit: number): Promise<AccountRow[]> {
  return db
    .select()
    .from(accounts)
    .where(and(sql`lower(${accounts.email}) = lower(${email.trim()})`, eq(accounts.sharedEmail, true)))
    .orderBy(asc(accounts.createdAt), asc(accounts.id))
    .limit(limit);
}

/** Inserts an account; undefined when the e-mail is already taken. */
export async function insertAccount(db: Db, row: typeof accounts.$inferInsert): Promise<AccountRow | undefined> {
  const rows = await db.insert(accounts).values(row).onConflictDoNothing().returning();
  return rows[0];
}

export async function setPasswordHash(db: Db, id: string, passwordHash: string): Promise<void> {
  await db
    .update(accounts)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(accounts.id, id));
}

export async function setAccountAdmin(db: Db, id: string, isAdmin: boolean): Promise<void> {
  await db
    .update(accounts)
    .set({ isAdmin, updatedAt: sql`now()` })
    .where(eq(accounts.id, id));
}

/** Marks the account's e-mail verified, if it is still this address and the account owns it (not one sharing it). */
export async function markAccountEmailVerified(db: Db, id: string, email: string): Promise<void> {
  await db
    .update(accounts)
    .set({ emailVerifiedAt: sql`coalesce(${accounts.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
    .where(and(eq(accounts.id, id), eq(accounts.sharedEmail, false), sql`lower(${accounts.email}) = lower(${email})`));
}
