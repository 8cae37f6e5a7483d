/**
 * What ends a user's sign-in: the token_revocations row of a subject, and the built-in provider's stored sessions,
 * grants and reset links of an account (rows of oidc_payloads, found by the accountId of their payload).
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { oidcPayloads, tokenRevocations } from '../db/schema.ts';

export type RevocationRow = typeof tokenRevocations.$inferSelect;

export async function findRevocation(db: Db, subject: string): Promise<RevocationRow | undefined> {
  const rows = await db.select().from(tokenRevocations).where(eq(tokenRevocations.subject, subject));
  return rows[0];
}

/** Moves the subject's token version on (every earlier token is refused) and records when; answers the new row. */
export async function bumpTokenVersion(db: Db, subject: string, keptGrantId: string | null): Promise<RevocationRow> {
  const rows = await db
    .insert(tokenRevocations)
    .values({ subject, tokenVersion: 1, keptGrantId })
    .onConflictDoUpdate({
      target: tokenRevocations.subject,
      set: { tokenVersion: sql`${tokenRevocations.tokenVersion} + 1`, revokedAt: sql`now()`, keptGrantId },
    })
    .returning();
  return rows[0]!;
}

const accountIdOf = sql`(${oidcPayloads.payload}->>'accountId')`;

/**
 * Deletes the provider's sessions and grants of an account, what was issued under those grants (codes) and its
 * interactions in progress, but the kept grant and the session that holds it.
 */
export async function endProviderSessions(db: Db, accountId: string, keptGrantId: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    const grants = await tx
      .select({ id: oidcPayloads.id })
      .from(oidcPayloads)
      .where(
        and(
          eq(oidcPayloads.model, 'Grant'),
          sql`${accountIdOf} = ${accountId}`,
          keptGrantId ? ne(oidcPayloads.id, keptGrantId) : undefined,
        ),
      );
    const grantIds = grants.map((g) => g.id);
    if (grantIds.length > 0) {
      await tx.delete(oidcPayloads).where(inArray(oidcPayloads.grantId, grantIds));
      await tx.delete(oidcPayloads).where(and(eq(oidcPayloads.model, 'Grant'), inArray(oidcPayloads.id, grantIds)));
    }
    const keepSession = keptGrantId
      ? sql`and not exists (select 1 from jsonb_each(coalesce(${oidcPayloads.payload}->'authorizations', '{}'::jsonb)) a where a.value->>'grantId' = ${keptGrantId})`
      : sql``;
    await tx
      .delete(oidcPayloads)
      .where(sql`${oidcPayloads.model} = 'Session' and ${accountIdOf} = ${accountId} ${keepSession}`);
    // A sign-in whose password was checked but whose browser has not come back yet does not finish after this.
    await tx
      .delete(oidcPayloads)
      .where(
        sql`${oidcPayloads.model} = 'Interaction' and (${oidcPayloads.payload}->'result'->'login'->>'accountId' = ${accountId} or ${oidcPayloads.payload}->'session'->>'accountId' = ${accountId})`,
      );
  });
}

/** Deletes the stored reset links (rows of model) of an account. */
export async function deleteResetLinks(db: Db, model: string, accountId: string): Promise<void> {
  await db.delete(oidcPayloads).where(and(eq(oidcPayloads.model, model), sql`${accountIdOf} = ${accountId}`));
}
