import { contactInfoFormSchema, type ContactInfo } from '@rentfile/domain';
import type { Db } from '../db/client.ts';
import { AppError, notFound, parsedOrBadRequest } from '../errors.ts';
import { defaultContactInfoIdOf, updateClient, type ClientRef } from '../repositories/clients.ts';
import * as repo from '../repositories/contactInfos.ts';

export function toApiContactInfo(row: repo.ContactInfoRow): ContactInfo & { id: number } {
  const { clientId: _c, createdAt: _t, ...rest } = row;
  return rest;
}

/**
 * The stored values of a contact, checked by the Contact Information form rules (docs/product/data-and-rules.md#validation) so that a name, street or
 * city of spaces only is refused with 400 naming the first problem. Accepted text is kept exactly as sent.
 */
function values(c: ContactInfo): repo.ContactInfoInsert {
  parsedOrBadRequest(contactInfoFormSchema, c);
  const { id: _id, ...rest } = c;
  return { ...rest, state: rest.state || 'New Jersey' };
}

export async function listContactInfos(db: Db, client: ClientRef) {
  return (await repo.listContactInfos(db, client.id)).map(toApiContactInfo);
}

/** Creates (and makes default when asked, or when it is the client's first) or updates a contact. */
export async function saveContactInfo(
  db: Db,
  client: ClientRef,
  contact: ContactInfo,
  saveAsDefault?: boolean,
): Promise<{ id: number }> {
  if (contact.id) {
    const row = await repo.updateContactInfo(db, client.id, contact.id, values(contact));
    if (!row) throw notFound('Contact info');
    return { id: row.id };
  }
  return db.transaction(async (tx) => {
    const row = await repo.insertContactInfo(tx, client.id, values(contact));
    if (saveAsDefault || (await defaultContactInfoIdOf(tx, client.id)) === null)
      await updateClient(tx, client.id, { defaultContactInfoId: row.id });
    return { id: row.id };
  });
}

/** Deletes a contact; the default contact cannot be deleted (docs/product/data-and-rules.md#profile-page). */
export async function deleteContactInfo(db: Db, client: ClientRef, id: number): Promise<void> {
  if ((await defaultContactInfoIdOf(db, client.id)) === id)
    throw new AppError('CONFLICT', 'The default contact info cannot be deleted. Choose another default first.');
  if (!(await repo.deleteContactInfo(db, client.id, id))) throw notFound('Contact info');
}
