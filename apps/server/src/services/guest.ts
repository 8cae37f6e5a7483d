/**
 * A guest's work stored for the newly signed-in client (docs/product/data-and-rules.md#sign-in-and-guests, docs/product/data-and-rules.md#calls create-data-for-newly-authenticated-user):
 * the contact, the property and the case with its tenants, signed (with its order) when the guest signed it, in one
 * transaction (all or nothing).
 * A guest set without a property, a case or a contact is discarded silently.
 */
import type { z } from 'zod';
import { signatureRequest, type guestMigrationRequest, type guestMigrationResponse } from '@rentfile/contract';
import { CASE_STATUSES, isSignedCase } from '@rentfile/domain';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import type { ClientRow } from '../repositories/clients.ts';
import type { Actor } from './actor.ts';
import { createCase } from './cases.ts';
import { listContactInfos, saveContactInfo } from './contactInfos.ts';
import { saveProperty } from './properties.ts';
import { signInTransaction } from './signing.ts';

type GuestData = z.infer<typeof guestMigrationRequest>;
type GuestResult = z.input<typeof guestMigrationResponse>;

export async function migrateGuestData(
  db: Db,
  client: ClientRow,
  data: GuestData,
  actor: Actor,
  now = new Date(),
): Promise<GuestResult> {
  const contactInfo = data.userData?.contactInfo ?? null;
  if (!data.property || !data.caseInfo || !contactInfo)
    return { caseDataInfo: null, propertyInfo: null, orderId: null };
  const { property, caseInfo } = data;
  return db.transaction(async (tx) => {
    const firstContact = (await listContactInfos(tx, client)).length === 0;
    const { id: contactInfoId } = await saveContactInfo(tx, client, { ...contactInfo, id: undefined }, firstContact);
    const savedProperty = await saveProperty(tx, client, {
      ...property,
      id: undefined,
      propertyId: undefined,
      contactInfoId,
    });
    // A guest's complaint is stored unsigned, then signed by the one signing operation (docs/product/rules.md#signed-papers).
    const signedByGuest = isSignedCase(caseInfo);
    const savedCase = await createCase(
      tx,
      client,
      {
        caseInfo: { ...caseInfo, id: undefined, propertyId: savedProperty.id, submitted: false },
        status: signedByGuest ? CASE_STATUSES.sign : caseInfo.status,
        submitted: false,
      },
      actor,
    );
    const signed = signedByGuest ? await signKept(tx, client, savedCase.id, caseInfo, actor, now) : null;
    return {
      caseDataInfo: { id: savedCase.id, status: signed ? CASE_STATUSES.complete : savedCase.status },
      propertyInfo: { id: savedProperty.id, status: savedProperty.status },
      orderId: signed?.orderId ?? null,
    };
  });
}

/**
 * Signs the guest's stored case with what the guest signed. A complaint the rules refuse (an owner that must be
 * represented has no attorney of record as a guest: docs/product/rules.md#representation) stays stored at Review &
 * Sign, unsigned and without an order, for the client to finish there: the refused signing writes nothing.
 */
async function signKept(
  tx: Db,
  client: ClientRow,
  caseId: number,
  caseInfo: NonNullable<GuestData['caseInfo']>,
  actor: Actor,
  now: Date,
) {
  try {
    return await tx.transaction((signing) =>
      signInTransaction(signing, client, caseId, signatureRequest.parse(caseInfo), actor, now),
    );
  } catch (err) {
    if (err instanceof AppError && err.code === 'BAD_REQUEST') return null;
    throw err;
  }
}
