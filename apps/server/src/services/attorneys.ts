/**
 * The attorney profile and the attorney contacts of a client, and the attorney of record of a case
 * (docs/product/rules.md#representation). Every read and write is scoped to the signed-in client.
 */
import {
  attorneyOfRecord,
  attorneySchema,
  REPRESENTATION_MESSAGES,
  type AttorneyInput,
  type AttorneyOfRecord,
} from '@rentfile/domain';
import type { SavedAttorney } from '@rentfile/contract';
import type { Db } from '../db/client.ts';
import { AppError, badRequest, notFound, parsedOrBadRequest } from '../errors.ts';
import type { ClientRef } from '../repositories/clients.ts';
import * as repo from '../repositories/attorneys.ts';
import { renameAttorneyOnCases } from '../repositories/cases.ts';

export function toApiAttorney(row: repo.AttorneyRow): SavedAttorney {
  const { clientId: _c, createdAt: _t, ...rest } = row;
  return rest;
}

/** The stored values of an attorney, checked by the domain's rules (400 naming the first problem). */
function values(input: AttorneyInput): repo.AttorneyValues {
  const { id: _id, ...rest } = parsedOrBadRequest(attorneySchema, input);
  return { ...rest, firm: rest.firm ?? null, unitNo: rest.unitNo ?? null };
}

export async function listAttorneys(db: Db, client: ClientRef): Promise<SavedAttorney[]> {
  return (await repo.listAttorneys(db, client.id)).map(toApiAttorney);
}

/** The signed-in user's own attorney profile, or null when they have not said they are an attorney. */
export async function getAttorneyProfile(db: Db, client: ClientRef): Promise<SavedAttorney | null> {
  const row = await repo.findSelfAttorney(db, client.id);
  return row ? toApiAttorney(row) : null;
}

/** Creates or updates the signed-in user's own attorney profile; the cases naming it keep its name. */
export async function saveAttorneyProfile(db: Db, client: ClientRef, input: AttorneyInput): Promise<SavedAttorney> {
  const v = values(input);
  return db.transaction(async (tx) => {
    const existing = await repo.findSelfAttorney(tx, client.id);
    const row = existing
      ? await repo.updateAttorney(tx, client.id, existing.id, v)
      : await repo.insertAttorney(tx, client.id, v, true);
    if (!row) throw notFound('Attorney');
    await renameAttorneyOnCases(tx, client.id, row.id, row.firstName, row.lastName);
    return toApiAttorney(row);
  });
}

/** Creates (no id) or updates an attorney contact of the firm. */
export async function saveAttorney(db: Db, client: ClientRef, input: AttorneyInput): Promise<SavedAttorney> {
  const v = values(input);
  return db.transaction(async (tx) => {
    const row = input.id
      ? await repo.updateAttorney(tx, client.id, input.id, v)
      : await repo.insertAttorney(tx, client.id, v, false);
    if (!row) throw notFound('Attorney');
    await renameAttorneyOnCases(tx, client.id, row.id, row.firstName, row.lastName);
    return toApiAttorney(row);
  });
}

/** Deletes an attorney contact; the own profile and an attorney of record of a case are kept. */
export async function deleteAttorney(db: Db, client: ClientRef, id: number): Promise<void> {
  if (await repo.isAttorneyOfACase(db, client.id, id)) {
    throw new AppError(
      'CONFLICT',
      'This attorney is the attorney of record of a case. Choose another attorney on that case first.',
    );
  }
  if (!(await repo.deleteAttorney(db, client.id, id))) throw notFound('Attorney');
}

/**
 * The attorney fields of a case save: the attorney named must be one of the client's attorneys, and the case keeps
 * that attorney's name (never a name sent by a browser). Null makes the case self-filed. A save that does not name
 * an attorney leaves them as they are.
 */
export async function caseAttorneyFields<
  T extends {
    attorneyId?: number | null | undefined;
    attorneyFirstName?: string | null | undefined;
    attorneyLastName?: string | null | undefined;
  },
>(db: Db, client: ClientRef, caseInfo: T): Promise<T> {
  if (caseInfo.attorneyId === undefined) {
    const { attorneyFirstName: _f, attorneyLastName: _l, ...rest } = caseInfo;
    return rest as T;
  }
  if (caseInfo.attorneyId === null) return { ...caseInfo, attorneyFirstName: null, attorneyLastName: null };
  const row = await repo.findAttorney(db, client.id, caseInfo.attorneyId);
  if (!row) throw badRequest(REPRESENTATION_MESSAGES.unknownAttorney);
  return { ...caseInfo, attorneyFirstName: row.firstName, attorneyLastName: row.lastName };
}

/** The attorney of record a case names, as the papers print it; null when self-filed or no longer an attorney of the client. */
export async function attorneyOfRecordFor(
  db: Db,
  client: ClientRef,
  attorneyId: number | null | undefined,
): Promise<AttorneyOfRecord | null> {
  if (attorneyId == null) return null;
  const row = await repo.findAttorney(db, client.id, attorneyId);
  if (!row) return null;
  const parsed = attorneySchema.safeParse(row);
  return parsed.success ? attorneyOfRecord(parsed.data) : null;
}
