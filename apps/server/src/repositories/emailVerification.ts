/** The links that verify a client's e-mail (decision 0039): each token's hash, its address and its end. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { emailVerificationTokens } from '../db/schema.ts';

/** Keeps a new link's hash; the client's earlier links stop working. */
export async function replaceVerificationToken(
  db: Db,
  row: { tokenHash: string; clientId: number; email: string; expiresAt: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(emailVerificationTokens).where(eq(emailVerificationTokens.clientId, row.clientId));
    await tx.insert(emailVerificationTokens).values(row);
  });
}

/** Uses up a link: its row, removed, or undefined when there is none. */
export async function takeVerificationToken(
  db: Db,
  tokenHash: string,
): Promise<typeof emailVerificationTokens.$inferSelect | undefined> {
  const rows = await db
    .delete(emailVerificationTokens)
    .where(eq(emailVerificationTokens.tokenHash, tokenHash))
    .returning();
  return rows[0];
}
