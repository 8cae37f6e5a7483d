import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { avatars } from '../db/schema.ts';

export type AvatarRow = typeof avatars.$inferSelect;

/** The client's avatar, if one was uploaded. */
export async function findAvatar(db: Db, clientId: number): Promise<AvatarRow | undefined> {
  const rows = await db.select().from(avatars).where(eq(avatars.clientId, clientId));
  return rows[0];
}

/** When the client's avatar last changed, without its image; undefined without one. */
export async function avatarChangedAt(db: Db, clientId: number): Promise<string | undefined> {
  const rows = await db.select({ updatedAt: avatars.updatedAt }).from(avatars).where(eq(avatars.clientId, clientId));
  return rows[0]?.updatedAt;
}

/** Stores (or replaces) the client's avatar and stamps when it changed. */
export async function saveAvatar(
  db: Db,
  clientId: number,
  image: { contentType: string; data: Buffer },
): Promise<void> {
  await db
    .insert(avatars)
    .values({ clientId, ...image })
    .onConflictDoUpdate({ target: avatars.clientId, set: { ...image, updatedAt: sql`now()` } });
}
