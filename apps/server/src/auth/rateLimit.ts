/** Failure counters in the rate_limits table, so every server process on the database sees the same count. */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';

export interface Limit {
  key: string;
  max: number;
  windowMs: number;
}

/** True when the key has reached its limit within its current window. */
export async function isLimited(db: Db, limit: Limit): Promise<boolean> {
  const rows = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${limit.key} and ${rateLimits.resetAt} > now()`);
  return (rows[0]?.count ?? 0) >= limit.max;
}

/** Counts one failure: a new window starts when the last one has ended. */
export async function countFailure(db: Db, limit: Limit): Promise<number> {
  const resetAt = new Date(Date.now() + limit.windowMs).toISOString();
  const rows = await db
    .insert(rateLimits)
    .values({ key: limit.key, count: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= now() then ${resetAt}::timestamptz else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count });
  return rows[0]!.count;
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
