import type { Db } from '../db/client.ts';
import { purgeExpired } from '../repositories/oidcPayloads.ts';
import { purgeEndedAttempts } from '../repositories/rateLimits.ts';

/** Removes the built-in provider's expired records (sessions, grants, interactions) and ended sign-in limits. */
export async function purgeEndedSignInData(db: Db): Promise<void> {
  await Promise.all([purgeExpired(db), purgeEndedAttempts(db)]);
}
