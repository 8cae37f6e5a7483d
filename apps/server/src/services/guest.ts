/**
 * A guest's work stored for the newly signed-in client (docs/product/data-and-rules.md#sign-in-and-guests, docs/product/data-and-rules.md#calls create-data-for-newly-authenticated-user):
 * the contact, the property, the case with its tenants and a guest order, in one transaction (all or nothing).
 * A guest set without a property, a case or a contact is discarded silently.
 */
import type { z } from 'zod';
import type { guestMigrationRequest, guestMigrationResponse } from '@rentfile/contract';
import type { Db } from '../db/client.ts';
import type { ClientRef } from '../repositories/clients.ts';
import type { Actor } from './afterFiling.ts';
import { createCase } from './cases.ts';
import { listContactInfos, saveContactInfo } from './contactInfos.ts';
import { createOrder } from './orders.ts';
import { representationFailureForCase } from './pleadings.ts';
import { saveProperty } from './properties.ts';

type GuestData = z.infer<typeof guestMigrationRequest>;
type GuestResult = z.input<typeof guestMigrationResponse>;

export async function migrateGuestData(db: Db, client: ClientRef, data: GuestData, actor: Actor): Promise<GuestResult> {
  const contactInfo = data.userData?.contactInfo ?? null;
  if (!data.property || !data.caseInfo || !contactInfo)
    return { caseDataInfo: null, propertyInfo: null, orderId: null };
  const { property, caseInfo, guestOrder } = data;
  return db.transaction(async (tx) => {
    const firstContact = (await listContactInfos(tx, client)).length === 0;
    const { id: contactInfoId } = await saveContactInfo(tx, client, { ...contactInfo, id: undefined }, firstContact);
    const savedProperty = await saveProperty(tx, client, {
      ...property,
      id: undefined,
      propertyId: undefined,
      contactInfoId,
    });
    const savedCase = await createCase(
      tx,
      client,
      {
        caseInfo: { ...caseInfo, id: undefined, propertyId: savedProperty.id },
        status: caseInfo.status,
        submitted: caseInfo.submitted,
      },
      actor,
    );
    // A guest's order for an owner that must be represented is not kept (a guest has no attorney of record): the case
    // is, and the order is made once an attorney of record is chosen (docs/product/rules.md#representation).
    const orderable = guestOrder && (await representationFailureForCase(tx, client, savedCase.id)) === null;
    const order = orderable ? await createOrder(tx, client, { ...guestOrder, caseId: savedCase.id }) : null;
    return {
      caseDataInfo: { id: savedCase.id, status: savedCase.status },
      propertyInfo: { id: savedProperty.id, status: savedProperty.status },
      orderId: order?.id ?? null,
    };
  });
}
