import type { Client } from '@rentfile/domain';
import type { z } from 'zod';
import type { updateUserRequest } from '@rentfile/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { avatars, contactInfos } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { updateClient, type ClientRef, type ClientRow } from '../repositories/clients.ts';
import { and } from 'drizzle-orm';

/** The URL of the client's avatar, versioned by its last change, or null without one. */
export async function avatarUrlOf(db: Db, clientId: number): Promise<string | null> {
  const avatar = await db.select({ updatedAt: avatars.updatedAt }).from(avatars).where(eq(avatars.clientId, clientId));
  return avatar[0] ? `/api/avatar/${clientId}?v=${encodeURIComponent(avatar[0].updatedAt)}` : null;
}

export async function toApiClient(db: Db, row: ClientRow): Promise<Client> {
  return {
    id: row.id,
    auth0Id: row.auth0Id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    avatar: await avatarUrlOf(db, row.id),
    created_at: row.createdAt,
    defaultContactInfoId: row.defaultContactInfoId,
    closedUpcomingBanner: row.closedUpcomingBanner,
    closedEvictionBannerTime: row.closedEvictionBannerTime,
    interpreter: row.interpreter,
    language: row.language,
    disability: row.disability,
    accommodation: row.accommodation,
    isAdmin: row.isAdmin,
  };
}

/**
 * Changes only the caller's own row and only the fields of spec §7. A blank interpreter language clears
 * it (interpreter false) and a blank accommodation clears it (disability false), as spec §5 says.
 */
export async function updateUser(db: Db, client: ClientRef, input: z.infer<typeof updateUserRequest>['user']): Promise<Client> {
  if (input.auth0Id !== client.auth0Id) throw new AppError('FORBIDDEN', 'You can only change your own profile.');
  const { auth0Id: _ignored, ...changes } = input;
  const set: Parameters<typeof updateClient>[2] = { ...changes };
  if ('language' in changes) {
    const language = changes.language?.trim() ?? '';
    set.language = language || null;
    set.interpreter = language !== '';
  }
  if ('accommodation' in changes) {
    const accommodation = changes.accommodation?.trim() ?? '';
    set.accommodation = accommodation || null;
    set.disability = accommodation !== '';
  }
  if (changes.defaultContactInfoId != null) {
    const own = await db
      .select({ id: contactInfos.id })
      .from(contactInfos)
      .where(and(eq(contactInfos.id, changes.defaultContactInfoId), eq(contactInfos.clientId, client.id)));
    if (!own[0]) throw new AppError('NOT_FOUND', 'Contact info not found.');
  }
  const row = await updateClient(db, client.id, set);
  return toApiClient(db, row);
}
