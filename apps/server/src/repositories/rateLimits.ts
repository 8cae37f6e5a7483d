/**
 * Attempt counters in the rate_limits table, so every server process on the database sees the same count. An
 * attempt is counted before the work it guards (a password hash, an e-mail) and in the same statement that reads
 * the count, so a burst of parallel requests cannot pass the limit between a check and a count.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';

export interface Limit {
  key: string;
  max: number;
  windowMs: number;
}

/**
 * Counts one attempt on each limit and answers whether every count is still within its maximum. A new window starts
 * for a key whose last one has ended. Attempts over the limit are counted too.
 */
export async function takeAttempt(db: Db, limits: Limit[]): Promise<boolean> {
  const counts = await countAttempt(db, limits);
  return limits.every((l) => (counts.get(l.key) ?? 0) <= l.max);
}

/** Counts one attempt on each limit; answers each key's count in its window, this attempt included. */
export async function countAttempt(db: Db, limits: Limit[]): Promise<Map<string, number>> {
  const now = Date.now();
  const rows = await db
    .insert(rateLimits)
    .values(limits.map((l) => ({ key: l.key, count: 1, resetAt: new Date(now + l.windowMs).toISOString() })))
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ key: rateLimits.key, count: rateLimits.count });
  return new Map(rows.map((r) => [r.key, r.count]));
}

/** A key's count in its current window, without counting (0 when its window has ended or it has none). */
export async function currentCount(db: Db, key: string): Promise<number> {
  const rows = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key} and ${rateLimits.resetAt} > now()`);
  return rows[0]?.count ?? 0;
}

/** Gives one attempt back (a sign-in that succeeded does not count against its address). */
export async function giveBack(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

export async function clearAttempts(db: Db, keys: string[]): Promise<void> {
  if (keys.length > 0) await db.delete(rateLimits).where(inArray(rateLimits.key, keys));
}

/** Removes counters whose window has ended (run now and then: each address and e-mail seen leaves a row). */
export async function purgeEndedAttempts(db: Db): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.resetAt} < now()`);
}
