import type { Client } from '@rentfile/domain';
import type { z } from 'zod';
import type { updateUserRequest } from '@rentfile/contract';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { avatarChangedAt } from '../repositories/avatars.ts';
import { updateClient, type ClientRef, type ClientRow } from '../repositories/clients.ts';
import { findContactInfo } from '../repositories/contactInfos.ts';

/** The URL of the client's avatar, versioned by its last change, or null without one. */
export async function avatarUrlOf(db: Db, clientId: number): Promise<string | null> {
  const changedAt = await avatarChangedAt(db, clientId);
  return changedAt ? `/api/avatar/${clientId}?v=${encodeURIComponent(changedAt)}` : null;
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
 * Changes only the caller's own row and only the fields of docs/product/data-and-rules.md#calls. A blank interpreter language clears
 * it (interpreter false) and a blank accommodation clears it (disability false), as docs/product/data-and-rules.md#validation says.
 */
export async function updateUser(
  db: Db,
  client: ClientRef,
  input: z.infer<typeof updateUserRequest>['user'],
): Promise<Client> {
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
    if (!(await findContactInfo(db, client.id, changes.defaultContactInfoId)))
      throw new AppError('NOT_FOUND', 'Contact info not found.');
  }
  const row = await updateClient(db, client.id, set);
  return toApiClient(db, row);
}
