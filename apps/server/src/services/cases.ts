import { savedCase, type CaseListItem, type CasePatch } from '@rentfile/contract';
import { canEditCase, CASE_STATUSES, caseMoney, statusDateToday, type Case } from '@rentfile/domain';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { AppError, notFound } from '../errors.ts';
import * as repo from '../repositories/cases.ts';
import type { ClientRef } from '../repositories/clients.ts';
import type { ReadCache } from './readCache.ts';
import { findPropertyAddress } from '../repositories/properties.ts';
import { deleteOrphanTenants, unlinkTenant } from '../repositories/tenants.ts';
import { listCaseTenants, saveCaseTenants, type CaseTenant } from './tenants.ts';

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
async function propertyCopy(db: Db, client: ClientRef, propertyId: number): Promise<repo.CaseValues> {
  const property = await findPropertyAddress(db, client.id, propertyId);
  if (!property) throw notFound('Property');
  return { propertyId: property.id, ...property.address };
}

/** The values that were given (an update leaves a field it is not given as it is). */
function given(values: repo.CaseValues): repo.CaseValues {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
}

/**
 * Writes a case's values with the legal-fee list and suit amount the domain rules compute from the case as it
 * will be stored (never from a total sent by a browser), and keeps the first completed complaint's amount as
 * initialSuitAmount: one statement. `stored` is the case as it is before the write (locked, or just made); the
 * answer is the case as written, without reading it back.
 */
async function writeCase(db: Db, client: ClientRef, stored: repo.CaseRow, values: repo.CaseValues, tenants: CaseTenant[]): Promise<SavedCase> {
  const next = { ...stored, ...given(values) };
  const money = caseMoney({ ...next, tenants });
  const initial = next.initialSuitAmount === null && next.status === COMPLETE_STATUS ? { initialSuitAmount: money.suitAmount } : {};
  const row = { ...next, legalFees: money.legalFees, suitAmount: money.suitAmount, ...initial };
  const updatedAt = await repo.writeCase(db, client.id, row);
  if (updatedAt === undefined) throw notFound('Case');
  return toApiCase({ ...row, updatedAt }, tenants);
}

async function ownCase(db: Db, client: ClientRef, id: number): Promise<repo.CaseRow> {
  const row = await repo.findCase(db, client.id, id);
  if (!row) throw notFound('Case');
  return row;
}

/** One of the client's cases, locked for this transaction; a Closed case is refused. */
async function editableCase(db: Db, client: ClientRef, id: number): Promise<repo.CaseRow> {
  const row = await repo.lockCase(db, client.id, id);
  if (!row) throw notFound('Case');
  if (!canEditCase(row)) throw new AppError('CONFLICT', CLOSED_MESSAGE);
  return row;
}

export async function getCase(db: Db, client: ClientRef, id: number): Promise<SavedCase> {
  const row = await ownCase(db, client, id);
  return toApiCase(row, await listCaseTenants(db, client.id, id));
}

/**
 * Creates a case of the client (spec §4.3: status vc-property and submitted false unless given). With a
 * propertyId (one of the client's) the property's address, county and owner names are copied onto it.
 * Runs in one transaction; pass a transaction handle to make it part of a larger one.
 */
export async function createCase(db: Db, client: ClientRef, input: CreateCaseInput): Promise<SavedCase> {
  return db.transaction(async (tx) => {
    const { caseInfo } = input;
    const copy = caseInfo.propertyId ? await propertyCopy(tx, client, caseInfo.propertyId) : {};
    const status = statusFields(caseInfo, input.status ?? caseInfo.status ?? CASE_STATUSES.property, input.submitted ?? false);
    const row = await repo.insertCase(tx, client.id, { ...columns(caseInfo), ...copy, ...status });
    return writeCase(tx, client, row, {}, await saveCaseTenants(tx, client.id, row.id, caseInfo.tenants));
  });
}

/**
 * Updates the fields sent of one of the client's cases, upserts the tenants sent, stamps status and statusDate
 * (spec §4.3) and recomputes the money. A case still linked to its property and not yet submitted takes the
 * property's current address and owners (a case can be started before its property steps are finished).
 * A closed case is refused. Runs in one transaction.
 */
export async function updateCase(db: Db, client: ClientRef, id: number, input: UpdateCaseInput): Promise<SavedCase> {
  return db.transaction(async (tx) => {
    const existing = await editableCase(tx, client, id);
    const { caseInfo } = input;
    const status = statusFields(caseInfo, input.status, input.submitted);
    const propertyId = caseInfo.propertyId === undefined ? existing.propertyId : caseInfo.propertyId;
    const submitted = existing.submitted || status.submitted === true;
    const copy = propertyId && (propertyId !== existing.propertyId || !submitted) ? await propertyCopy(tx, client, propertyId) : { propertyId };
    const tenants = caseInfo.tenants ? await saveCaseTenants(tx, client.id, id, caseInfo.tenants) : await listCaseTenants(tx, client.id, id);
    return writeCase(tx, client, existing, { ...columns(caseInfo), ...copy, ...status }, tenants);
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
    const existing = await editableCase(tx, client, caseId);
    const tenantId = await unlinkTenant(tx, client.id, caseId, caseTenantId);
    if (tenantId === undefined) throw notFound('Tenant');
    await deleteOrphanTenants(tx, client.id, [tenantId]);
    return writeCase(tx, client, existing, {}, await listCaseTenants(tx, client.id, caseId));
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
