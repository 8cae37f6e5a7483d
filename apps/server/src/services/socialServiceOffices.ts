/**
 * Public housing (social service) offices for the Section 8 office picker (docs/product/data-and-rules.md#routes, #validation). Everyone sees the New
 * Jersey public housing agencies loaded from the product's researched list (../reference/housingAuthorities.ts); a
 * client's own offices are seen only by that client until an administrator publishes one for everyone.
 */
import type { SocialServiceOfficeInput } from '@rentfile/contract';
import type { SocialServiceOffice } from '@rentfile/domain';
import type { Db } from '../db/client.ts';
import { AppError, notFound } from '../errors.ts';
import type { ClientRef } from '../repositories/clients.ts';
import * as repo from '../repositories/socialServiceOffices.ts';

export function toApiOffice(row: repo.SocialServiceOfficeRow): SocialServiceOffice {
  return {
    id: row.id,
    housingAuthority: row.housingAuthority,
    address: row.address,
    address2: row.address2,
    city: row.city,
    state: row.state,
    zipcode: row.zipcode,
    phone: row.phone,
    email: row.email,
    published: row.published,
  };
}

/** The published offices and, for a signed-in client, its own; sorted by housing authority. */
export async function listSocialServiceOffices(db: Db, client: ClientRef | null): Promise<SocialServiceOffice[]> {
  return (await repo.listVisibleOffices(db, client?.id ?? null)).map(toApiOffice);
}

/**
 * Adds an office visible to the client only. The input is already valid (contract schema of the add-office
 * form); an office the client can already see with the same housing authority, address and city is a 409.
 */
export async function addSocialServiceOffice(
  db: Db,
  client: ClientRef,
  input: SocialServiceOfficeInput,
): Promise<SocialServiceOffice> {
  return db.transaction(async (tx) => {
    await repo.lockClientOffices(tx, client.id);
    const existing = await repo.findVisibleDuplicate(tx, client.id, input);
    if (existing) {
      throw new AppError(
        'CONFLICT',
        `This office is already in your list: ${existing.housingAuthority}, ${existing.address}, ${existing.city}. Choose it from the list instead of adding it again.`,
      );
    }
    return toApiOffice(await repo.insertOffice(tx, client.id, input));
  });
}

/** Makes an office visible to every client (the operator command's publish action). */
export async function publishSocialServiceOffice(db: Db, id: number): Promise<SocialServiceOffice> {
  const row = await repo.setOfficePublished(db, id, true);
  if (!row) throw notFound('Social service office');
  return toApiOffice(row);
}
