import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';

export async function recordAudit(
  db: Db,
  entry: { actorAuth0Id: string; subjectAuth0Id?: string | null; action: string; detail?: unknown },
): Promise<void> {
  await db
    .insert(auditLog)
    .values({ ...entry, subjectAuth0Id: entry.subjectAuth0Id ?? null, detail: entry.detail ?? null });
}
