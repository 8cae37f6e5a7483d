import { savedCase, type CaseListItem, type CasePatch } from '@rentfile/contract';
import { canEditCase, CASE_STATUSES, caseMoney, statusDateToday, type Case, type Tenant } from '@rentfile/domain';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { AppError, notFound } from '../errors.ts';
import * as repo from '../repositories/cases.ts';
import type { ClientRef } from '../repositories/clients.ts';
import type { ReadCache } from './readCache.ts';
import { findPropertyAddress, type PropertyCopy } from '../repositories/properties.ts';
import { deleteOrphanTenants, unlinkTenant } from '../repositories/tenants.ts';
import { linkTenants, listCaseTenants, mergeTenants, type CaseTenant } from './tenants.ts';

export type SavedCase = z.infer<typeof savedCase>;

export interface CreateCaseInput {
  caseInfo: Case;
  status?: string | undefined;
  submitted?: boolean | undefined;
}

export interface UpdateCaseInput {
  caseInfo: CasePatch;
  status?: string | undefined;
  submitted?: boolean | undefined;
}

const COMPLETE_STATUS = CASE_STATUSES.complete;
export const CLOSED_MESSAGE = 'This case is closed and can no longer be edited.';

export function toApiCase(row: repo.CaseRow, tenants: CaseTenant[]): SavedCase {
  const { createdAt: _created, updatedAt, ...fields } = row;
  return savedCase.parse({ ...fields, tenants, updated_at: updatedAt });
}

/** The case's columns a save writes from what was sent; the server-owned ones (ids, totals) are left out. */
function columns(info: CasePatch): repo.CaseValues {
  const { id: _id, clientId: _client, tenants: _tenants, suitAmount: _suit, updated_at: _updated, propertyId: _property, ...fields } = info;
  return fields;
}

/** Status and statusDate of a save (spec §4.3): statusDate is today in New Jersey (MM.DD.YY) unless given. */
function statusFields(info: CasePatch, status: string | undefined, submitted: boolean | undefined): repo.CaseValues {
  const next = status ?? info.status;
  const complete = next === COMPLETE_STATUS;
  const submittedValue = complete ? true : (submitted ?? info.submitted);
  return {
    ...(next !== undefined ? { status: next } : {}),
    ...(submittedValue !== undefined ? { submitted: submittedValue } : {}),
    statusDate: info.statusDate?.trim() || statusDateToday(),
  };
}

/** The property's address, county and owner names copied onto a case: the case keeps its own copy. */
function propertyCopy(property: PropertyCopy | null | undefined, propertyId: number): repo.CaseValues {
  if (property?.id !== propertyId) throw notFound('Property');
  return { propertyId, ...property.address };
}

/** The values that were given (an update leaves a field it is not given as it is). */
function given(values: repo.CaseValues): repo.CaseValues {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
}

interface CaseChange {
  /** The columns to change. */
  values: repo.CaseValues;
  /** The tenants sent, each on the case already (caseTenantId), in their new order; none leaves them as they are. */
  tenants?: ReadonlyArray<Tenant> | undefined;
}

/**
 * Writes a change to a case as it was read (`snapshot`): the tenants sent merged on its tenants, the legal-fee
 * list and suit amount the domain rules compute from the case as it will be stored (never from a total sent by a
 * browser), and the first completed complaint's amount kept as initialSuitAmount. One statement; answers the case
 * as written without reading it back, or null when the case was written since it was read (nothing is written).
 */
async function writeChange(db: Db, client: ClientRef, snapshot: repo.CaseSnapshot, change: CaseChange): Promise<SavedCase | null> {
  const tenants = mergeTenants(snapshot.tenants, change.tenants);
  const next = { ...snapshot.row, ...given(change.values) };
  const money = caseMoney({ ...next, tenants: tenants.stored });
  const initial = next.initialSuitAmount === null && next.status === COMPLETE_STATUS ? { initialSuitAmount: money.suitAmount } : {};
  const row = { ...next, legalFees: money.legalFees, suitAmount: money.suitAmount, ...initial };
  const updatedAt = await repo.writeCaseIfUnchanged(db, client.id, { row, version: snapshot.version, tenants: tenants.written, positions: tenants.positions });
  return updatedAt === undefined ? null : toApiCase({ ...row, updatedAt }, tenants.stored);
}

/** writeChange in a transaction that holds the case's lock: the case cannot have been written since it was read. */
async function writeLocked(db: Db, client: ClientRef, snapshot: repo.CaseSnapshot, change: CaseChange): Promise<SavedCase> {
  const saved = await writeChange(db, client, snapshot, change);
  if (!saved) throw new Error(`Case ${snapshot.row.id} changed while its transaction held its lock`);
  return saved;
}

/** A case of the client as a save reads it; a Closed case is refused. */
function editable(snapshot: repo.CaseSnapshot | undefined): repo.CaseSnapshot {
  if (!snapshot) throw notFound('Case');
  if (!canEditCase(snapshot.row)) throw new AppError('CONFLICT', CLOSED_MESSAGE);
  return snapshot;
}

export async function getCase(db: Db, client: ClientRef, id: number): Promise<SavedCase> {
  const row = await repo.findCase(db, client.id, id);
  if (!row) throw notFound('Case');
  return toApiCase(row, await listCaseTenants(db, client.id, id));
}

/**
 * Creates a case of the client (spec §4.3: status vc-property and submitted false unless given). With a
 * propertyId (one of the client's) the property's address, county and owner names are copied onto it.
 * Runs in one transaction.
 */
export async function createCase(db: Db, client: ClientRef, input: CreateCaseInput): Promise<SavedCase> {
  return db.transaction(async (tx) => {
    const { caseInfo } = input;
    const copy = caseInfo.propertyId ? propertyCopy(await findPropertyAddress(tx, client.id, caseInfo.propertyId), caseInfo.propertyId) : {};
    const status = statusFields(caseInfo, input.status ?? caseInfo.status ?? CASE_STATUSES.property, input.submitted ?? false);
    const made = await repo.insertCase(tx, client.id, { ...columns(caseInfo), ...copy, ...status });
    const linked = await linkTenants(tx, client.id, made.row.id, made.tenants, caseInfo.tenants);
    return writeLocked(tx, client, { ...made, tenants: linked.current }, { values: {}, tenants: linked.list });
  });
}

/** How often a save is tried on the case as read before it takes the case's lock (another save came between). */
const UNLOCKED_TRIES = 3;

/**
 * Updates the fields sent of one of the client's cases, upserts the tenants sent, stamps status and statusDate
 * (spec §4.3) and recomputes the money. A case still linked to its property and not yet submitted takes the
 * property's current address and owners (a case can be started before its property steps are finished).
 * A closed case is refused. A save of tenants already on the case (the wizard's saves) is two statements: the case
 * is read, then written only if it is still as read (else read again); a save that names new tenants runs in a
 * transaction holding the case's lock. Either way the case is wholly saved or unchanged.
 */
export async function updateCase(db: Db, client: ClientRef, id: number, input: UpdateCaseInput): Promise<SavedCase> {
  const { caseInfo } = input;
  const change = (snapshot: repo.CaseSnapshot, tenants: ReadonlyArray<Tenant> | undefined): CaseChange => {
    const existing = snapshot.row;
    const status = statusFields(caseInfo, input.status, input.submitted);
    const propertyId = caseInfo.propertyId === undefined ? existing.propertyId : caseInfo.propertyId;
    const submitted = existing.submitted || status.submitted === true;
    const copy = propertyId && (propertyId !== existing.propertyId || !submitted) ? propertyCopy(snapshot.property, propertyId) : { propertyId };
    return { values: { ...columns(caseInfo), ...copy, ...status }, tenants };
  };
  const propertyId = caseInfo.propertyId ?? null;
  if (!caseInfo.tenants?.some((t) => !t.caseTenantId)) {
    for (let attempt = 0; attempt < UNLOCKED_TRIES; attempt += 1) {
      const snapshot = editable(await repo.readCaseForSave(db, client.id, id, propertyId, false));
      const saved = await writeChange(db, client, snapshot, change(snapshot, caseInfo.tenants));
      if (saved) return saved;
    }
  }
  return db.transaction(async (tx) => {
    const snapshot = editable(await repo.readCaseForSave(tx, client.id, id, propertyId, true));
    if (!caseInfo.tenants) return writeLocked(tx, client, snapshot, change(snapshot, undefined));
    const linked = await linkTenants(tx, client.id, id, snapshot.tenants, caseInfo.tenants);
    return writeLocked(tx, client, { ...snapshot, tenants: linked.current }, change(snapshot, linked.list));
  });
}

/** Deletes one of the client's cases with its orders and documents, and the tenants no other case names. */
export async function deleteCase(db: Db, client: ClientRef, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const tenantIds = await repo.deleteCase(tx, client.id, id);
    if (tenantIds === null) throw notFound('Case');
    await deleteOrphanTenants(tx, client.id, tenantIds);
  });
}

/** Removes a tenant from a case (the tenant row too when no other case names it) and recomputes the money. */
export async function removeTenantFromCase(db: Db, client: ClientRef, caseId: number, caseTenantId: number): Promise<SavedCase> {
  return db.transaction(async (tx) => {
    const snapshot = editable(await repo.readCaseForSave(tx, client.id, caseId, null, true));
    const tenantId = await unlinkTenant(tx, client.id, caseId, caseTenantId);
    if (tenantId === undefined) throw notFound('Tenant');
    await deleteOrphanTenants(tx, client.id, [tenantId]);
    const tenants = snapshot.tenants.filter((t) => t.caseTenantId !== caseTenantId);
    return writeLocked(tx, client, { ...snapshot, tenants }, { values: {} });
  });
}

export interface CaseListQuery {
  search?: string | undefined;
  sort: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

/**
 * The dashboard's page of cases (spec §2.3) and the number of cases the search matches. With a read cache (the
 * embedded database) a page asked for again before any write is answered from memory.
 */
export async function listCases(db: Db, client: ClientRef, query: CaseListQuery, cache: ReadCache | null = null): Promise<{ items: CaseListItem[]; total: number }> {
  const search = query.search?.trim() || undefined;
  const load = async () => {
    const page = await repo.listCasePage(db, client.id, { ...query, search });
    return { items: page.items, total: page.total ?? (query.page > 0 ? await repo.countCases(db, client.id, search) : 0) };
  };
  return cache ? cache.read(JSON.stringify(['cases', client.id, search ?? '', query.sort, query.page, query.pageSize]), load) : load();
}
