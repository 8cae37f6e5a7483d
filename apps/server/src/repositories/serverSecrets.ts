/** Values the server keeps in the database (server_secrets), shared by every server process on it. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { serverSecrets } from '../db/schema.ts';

/** The stored value of a secret, or undefined when none is stored yet. */
export async function findSecret(db: Db, name: string): Promise<unknown> {
  const rows = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  return rows[0]?.value;
}

/** Stores a secret unless one of that name is stored already (another process may have stored it first). */
export async function insertSecretIfAbsent(db: Db, name: string, value: unknown): Promise<void> {
  await db.insert(serverSecrets).values({ name, value }).onConflictDoNothing();
}
