import { savedCase, type CaseListItem, type CasePatch } from '@rentfile/contract';
import {
  applyCaseChange,
  canEditCase,
  CASE_STATUSES,
  DERIVED_CASE_FIELDS,
  frozenClaimRefusal,
  isSignedCase,
  SIGNING_MESSAGES,
  statusDateToday,
  stepsCompleted,
  type Case,
  type CaseChange as DomainChange,
  type Tenant,
} from '@rentfile/domain';
import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { AppError, badRequest, notFound } from '../errors.ts';
import { insertEvent } from '../repositories/afterFiling.ts';
import * as repo from '../repositories/cases.ts';
import type { ClientRef } from '../repositories/clients.ts';
import type { ReadCache } from './readCache.ts';
import { findPropertyAddress, type PropertyCopy } from '../repositories/properties.ts';
import { deleteOrphanTenants, unlinkTenant } from '../repositories/tenants.ts';
import type { Actor } from './actor.ts';
import type { CaseSnapshots } from './caseSnapshots.ts';
import { caseAttorneyFields } from './attorneys.ts';
import { linkTenants, mergeTenants, toApiTenant, type CaseTenant } from './tenants.ts';

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

export const CLOSED_MESSAGE = 'This case is closed and can no longer be edited.';

export function toApiCase(row: repo.CaseRow, tenants: CaseTenant[]): SavedCase {
  const { createdAt: _created, updatedAt, ...fields } = row;
  return savedCase.parse({ ...fields, tenants, updated_at: updatedAt });
}

/**
 * The fields of a save the case's row takes: not the derived and server-owned ones (decision 0033), nor the tenants
 * and the property link, which are written apart (the tenants' rows, the property copy).
 */
function sentFields(info: CasePatch): Partial<repo.CaseRow> {
  const derived = new Set<string>([...DERIVED_CASE_FIELDS, 'tenants', 'propertyId']);
  return Object.fromEntries(Object.entries(info).filter(([k]) => !derived.has(k))) as Partial<repo.CaseRow>;
}

/** Status and statusDate of a case being created (docs/product/data-and-rules.md#case-status). */
function createdStatus(info: CasePatch, status: string, submitted: boolean): repo.CaseValues {
  return {
    status,
    submitted: status === CASE_STATUSES.complete || submitted,
    statusDate: info.statusDate?.trim() || statusDateToday(),
  };
}

/** The case's copies of the court record: only the court record's calls write them (services/afterFiling.ts). */
const COURT_RECORD_FIELDS = {
  docketNo: 'docket number',
  trialAction: 'trial outcome',
  judgmentDate: 'judgment date',
} as const;

/**
 * Refuses a save that would set the docket number, the trial outcome or the judgment date (docs/product/rules.md#after-filing):
 * they are written from the court record, so a post-judgment paper never rests on a value no court record holds.
 * Sending them unchanged (a whole case read and sent back) is not a change.
 */
function refuseCourtRecordFields(sent: CasePatch, stored: Partial<Record<keyof typeof COURT_RECORD_FIELDS, unknown>>) {
  const changed = (Object.keys(COURT_RECORD_FIELDS) as Array<keyof typeof COURT_RECORD_FIELDS>).filter(
    (k) => sent[k] !== undefined && (sent[k] || null) !== (stored[k] || null),
  );
  if (changed.length > 0)
    throw badRequest(
      `The ${changed.map((k) => COURT_RECORD_FIELDS[k]).join(', ')} cannot be set by saving the case: record the filing and the outcome in the case view's Court record and Outcome.`,
    );
}

/** The property whose address, county and owner names a case copies: the case keeps its own copy. */
function propertyCopy(property: PropertyCopy | null | undefined, propertyId: number): PropertyCopy {
  if (property?.id !== propertyId) throw notFound('Property');
  return property;
}

interface CaseChange {
  /** The change the domain applies to the case (applyCaseChange): the fields sent, the status, the property's copy. */
  change: DomainChange<repo.CaseRow>;
  /** The property the case is linked to, when the change sets it. */
  propertyId?: number | null;
  /** The property copied onto the case, if one is: the write checks that it is still as read. */
  property: PropertyCopy | null;
  /** The tenants sent, each on the case already (caseTenantId), in their new order; none leaves them as they are. */
  tenants?: ReadonlyArray<Tenant> | undefined;
  /** Who saves: the steps the save completes land on the case's timeline in their name. */
  actor?: Actor | undefined;
  /** An ordinary save unless the signing operation signs the case or a correction reopens it (decision 0026). */
  purpose?: WritePurpose;
  /** A case being created: the row read is what was just inserted, so every contradiction in it is new. */
  created?: boolean;
}

/**
 * What a write may do beyond an ordinary save (docs/product/rules.md#signed-papers): only the signing operation signs
 * a complaint, and only a correction reopens a signed one (its status goes back to Review & Sign).
 */
export type WritePurpose = 'save' | 'sign' | 'correct';

/**
 * Why an ordinary save may not be written (decision 0026), or null: it would sign the complaint, or it changes a fact
 * of a signed claim (a field that reaches a signed paper, or its tenants).
 */
function signedCaseRefusal(
  before: repo.CaseRow,
  after: repo.CaseRow,
  changed: ReadonlyArray<string>,
  purpose: WritePurpose,
): string | null {
  if (purpose !== 'save') return null;
  if (!isSignedCase(before)) return isSignedCase(after) ? SIGNING_MESSAGES.signOnReview : null;
  const refusal = frozenClaimRefusal(changed);
  return refusal && before.vcDateFiled ? SIGNING_MESSAGES.filed : refusal;
}

interface Written {
  saved: SavedCase;
  /** The case as written, with the new versions of the rows written. */
  snapshot: repo.CaseSnapshot;
}

/**
 * Writes a change to a case as it was read (`snapshot`): the tenants sent merged on its tenants, the change applied by
 * the domain (applyCaseChange, decision 0033: refused with 400 if the case as it would be stored breaks a rule of
 * docs/product/rules.md, nothing written; the derived fields computed from the case as it will be stored, never taken
 * from a browser). One statement; answers the case as written without reading it back, or null when the case, its
 * property or its tenants were written since they were read (nothing is written then). A change that leaves every
 * column and tenant as read writes nothing: one read-only check that the case is still as read, and the case as read.
 */
async function writeChange(
  db: Db,
  client: ClientRef,
  snapshot: repo.CaseSnapshot,
  change: CaseChange,
): Promise<Written | null> {
  const tenants = mergeTenants(snapshot.tenants, change.tenants);
  const purpose = change.purpose ?? 'save';
  const stored = change.propertyId === undefined ? snapshot.row : { ...snapshot.row, propertyId: change.propertyId };
  const applied = applyCaseChange(stored, change.change, {
    tenants: tenants.stored,
    created: change.created,
    storedStatus: purpose === 'correct' ? null : snapshot.row.status,
  });
  if (!applied.ok) {
    const { message, violations } = applied.refusal;
    throw badRequest(message, violations.length > 0 ? { violations } : undefined);
  }
  const row = applied.case;
  const columns = repo.WRITTEN_COLUMNS.filter((k) => !isDeepStrictEqual(snapshot.row[k], row[k]));
  const tenantsChanged = tenants.written.length > 0 || tenants.positions.length > 0;
  const refusal = signedCaseRefusal(snapshot.row, row, tenantsChanged ? [...columns, 'tenants'] : columns, purpose);
  if (refusal) throw badRequest(refusal);
  if (columns.length === 0 && !tenantsChanged) {
    const current = await repo.caseUnchangedSince(db, client.id, {
      id: snapshot.row.id,
      version: snapshot.version,
      property: change.property,
      read: snapshot.tenants,
    });
    return current ? { saved: toApiCase(snapshot.row, tenants.stored), snapshot } : null;
  }
  const done = await repo.writeCaseIfUnchanged(db, client.id, {
    row,
    columns,
    version: snapshot.version,
    property: change.property,
    read: snapshot.tenants,
    tenants: tenants.written,
    positions: tenants.positions,
  });
  if (!done) return null;
  // A status never goes back (the statusOrder rule) and the write is refused if another came between: each step
  // lands on the timeline once, when the save that moves past it is written.
  for (const step of change.actor ? stepsCompleted(snapshot.row, row) : []) {
    await insertEvent(db, client.id, snapshot.row.id, {
      kind: 'step_completed',
      summary: `Completed: ${step.label}`,
      actorName: change.actor!.name,
    });
  }
  const writtenIds = new Set(tenants.written.map((t) => t.id));
  const written: repo.CaseSnapshot = {
    row: { ...row, version: done.version, updatedAt: done.updatedAt },
    version: done.version,
    property: snapshot.property,
    tenants: tenants.rows.map((t) => (writtenIds.has(t.id) ? { ...t, version: t.version + 1 } : t)),
  };
  return { saved: toApiCase(written.row, tenants.stored), snapshot: written };
}

/** How often a save in a transaction that holds the case's lock reads the case again before it gives up. */
const LOCKED_TRIES = 3;
const CHANGED_MESSAGE = 'This case was changed by another save at the same time. Please try again.';

/**
 * writeChange in a transaction that holds the case's lock. The case cannot change meanwhile, but a tenant it shares
 * with another case or its property can, and a read that waited for the lock saw them as they were before it:
 * then the case is read again, now behind the lock, and the change worked out on it anew.
 */
async function writeLocked(
  tx: Db,
  client: ClientRef,
  snapshot: repo.CaseSnapshot,
  change: (snapshot: repo.CaseSnapshot) => CaseChange,
): Promise<Written> {
  let current = snapshot;
  for (let attempt = 1; ; attempt += 1) {
    const written = await writeChange(tx, client, current, change(current));
    if (written) return written;
    if (attempt === LOCKED_TRIES) throw new AppError('CONFLICT', CHANGED_MESSAGE);
    current = editable(await repo.readCaseForSave(tx, client.id, snapshot.row.id, current.property?.id ?? null, false));
  }
}

/** A case of the client as a save reads it; a Closed case is refused. */
function editable(snapshot: repo.CaseSnapshot | undefined): repo.CaseSnapshot {
  if (!snapshot) throw notFound('Case');
  if (!canEditCase(snapshot.row)) throw new AppError('CONFLICT', CLOSED_MESSAGE);
  return snapshot;
}

/** Refuses a change of these facts of a signed case's claim. */
function refuseFrozen(row: repo.CaseRow, facts: ReadonlyArray<string>): never {
  throw badRequest(signedCaseRefusal(row, row, facts, 'save') ?? SIGNING_MESSAGES.signOnReview);
}

/** Keeps what was written as the start of the case's next save, and answers it. */
function kept(snapshots: CaseSnapshots | null, client: ClientRef, written: Written): SavedCase {
  snapshots?.set(client.id, written.snapshot);
  return written.saved;
}

/**
 * One of the client's cases as the services work on it (docs/decisions/0031): the case aggregate, one statement, not
 * the API's answer; `lock` holds its row until the transaction ends. A case not the client's is a 404.
 */
export async function loadClientCase(db: Db, client: ClientRef, id: number, lock = false): Promise<repo.CaseAggregate> {
  const loaded = await repo.loadCase(db, client.id, id, lock);
  if (!loaded) throw notFound('Case');
  return loaded;
}

/**
 * A case of the client with its tenants (one statement), as the API answers it; kept as the start of its next save.
 * With a read cache (the embedded database) a case asked for again before any write is answered from memory:
 * the wizard reads the case it saves again and again.
 */
export async function getCase(
  db: Db,
  client: ClientRef,
  id: number,
  snapshots: CaseSnapshots | null = null,
  cache: ReadCache | null = null,
): Promise<SavedCase> {
  const load = async () => {
    const snapshot = await repo.readCaseForSave(db, client.id, id, null, false);
    if (!snapshot) throw notFound('Case');
    snapshots?.set(client.id, snapshot);
    return toApiCase(snapshot.row, snapshot.tenants.map(toApiTenant));
  };
  return cache ? cache.read(JSON.stringify(['case', client.id, id]), load) : load();
}

/**
 * Creates a case of the client (docs/product/data-and-rules.md#case-status: status vc-property and submitted false unless given). With a
 * propertyId (one of the client's) the property's address, county and owner names are copied onto it.
 * Runs in one transaction.
 */
export async function createCase(
  db: Db,
  client: ClientRef,
  input: CreateCaseInput,
  actor: Actor,
  snapshots: CaseSnapshots | null = null,
): Promise<SavedCase> {
  refuseCourtRecordFields(input.caseInfo, {});
  const written = await db.transaction(async (tx) => {
    const caseInfo = await caseAttorneyFields(tx, client, input.caseInfo);
    const copy = caseInfo.propertyId
      ? propertyCopy(await findPropertyAddress(tx, client.id, caseInfo.propertyId), caseInfo.propertyId)
      : null;
    const status = createdStatus(
      caseInfo,
      input.status ?? caseInfo.status ?? CASE_STATUSES.property,
      input.submitted ?? false,
    );
    if (isSignedCase({ status: status.status!, submitted: status.submitted === true, actions: caseInfo.actions }))
      throw badRequest(SIGNING_MESSAGES.signOnReview);
    const made = await repo.insertCase(tx, client.id, {
      ...sentFields(caseInfo),
      reportFacts: caseInfo.reportFacts,
      ...(copy ? { propertyId: copy.id, ...copy.address } : {}),
      ...status,
    });
    const linked = await linkTenants(tx, client.id, made.row.id, made.tenants, caseInfo.tenants);
    await insertEvent(tx, client.id, made.row.id, {
      kind: 'case_created',
      summary: 'Case created',
      actorName: actor.name,
    });
    return writeLocked(tx, client, { ...made, property: copy, tenants: linked.current }, (snapshot) => {
      const again = caseInfo.propertyId ? propertyCopy(snapshot.property, caseInfo.propertyId) : null;
      return { change: { property: again?.address }, property: again, tenants: linked.list, created: true };
    });
  });
  return kept(snapshots, client, written);
}

/** How often a save is tried on the case as read before it takes the case's lock (another save came between). */
const UNLOCKED_TRIES = 3;

/**
 * A kept snapshot that this save can start from: an editable case whose property and tenants are those the save
 * names (else the save reads the case: a snapshot is a guess, and a refusal must come from the database).
 */
function startingPoint(snapshot: repo.CaseSnapshot | undefined, caseInfo: CasePatch): repo.CaseSnapshot | undefined {
  if (!snapshot || !canEditCase(snapshot.row)) return undefined;
  const propertyId = caseInfo.propertyId === undefined ? snapshot.row.propertyId : caseInfo.propertyId;
  if (propertyId !== null && snapshot.property?.id !== propertyId) return undefined;
  const links = new Set(snapshot.tenants.map((t) => t.caseTenantId));
  return caseInfo.tenants?.every((t) => t.caseTenantId && links.has(t.caseTenantId)) === false ? undefined : snapshot;
}

/**
 * Updates the fields sent of one of the client's cases, upserts the tenants sent, stamps status and statusDate
 * (docs/product/data-and-rules.md#case-status) and recomputes the money. A case still linked to its property and not yet submitted takes the
 * property's current address and owners (a case can be started before its property steps are finished).
 * A closed case is refused. A save of tenants already on the case (the wizard's saves) is one statement from the
 * case as this process last read or wrote it, else two: the case is read, then written only if it, its property and
 * its tenants are still as read (else read again); a save that names new tenants runs in a transaction holding the
 * case's lock. Either way the case is wholly saved or unchanged.
 */
export async function updateCase(
  db: Db,
  client: ClientRef,
  id: number,
  input: UpdateCaseInput,
  actor: Actor,
  snapshots: CaseSnapshots | null = null,
  purpose: WritePurpose = 'save',
): Promise<SavedCase> {
  const caseInfo = await caseAttorneyFields(db, client, input.caseInfo);
  const change = (snapshot: repo.CaseSnapshot, tenants: ReadonlyArray<Tenant> | undefined): CaseChange => {
    const existing = snapshot.row;
    refuseCourtRecordFields(caseInfo, existing);
    const propertyId = caseInfo.propertyId === undefined ? existing.propertyId : caseInfo.propertyId;
    const status = input.status ?? caseInfo.status;
    const submitted =
      existing.submitted || status === CASE_STATUSES.complete || (input.submitted ?? caseInfo.submitted) === true;
    const copy =
      propertyId && (propertyId !== existing.propertyId || !submitted)
        ? propertyCopy(snapshot.property, propertyId)
        : null;
    return {
      change: {
        fields: sentFields(caseInfo),
        status: input.status,
        submitted: input.submitted,
        property: copy?.address,
        tenantsSent: caseInfo.tenants !== undefined,
      },
      propertyId,
      property: copy,
      tenants,
      actor,
      purpose,
    };
  };
  const propertyId = caseInfo.propertyId ?? null;
  if (!caseInfo.tenants?.some((t) => !t.caseTenantId)) {
    let start = startingPoint(snapshots?.get(client.id, id), caseInfo);
    for (let attempt = 0; attempt < UNLOCKED_TRIES; attempt += 1) {
      const snapshot = editable(start ?? (await repo.readCaseForSave(db, client.id, id, propertyId, false)));
      const written = await writeChange(db, client, snapshot, change(snapshot, caseInfo.tenants)).catch(
        (err: unknown) => {
          // A refusal worked out on a kept snapshot may come from a case another process (or path) has changed
          // since: the case read from the database decides (a lease saved through the other process behind a
          // load balancer, then the next step's save here, was refused for the lease's missing start date).
          if (start === undefined || !(err instanceof AppError)) throw err;
          snapshots?.delete(client.id, id);
          return null;
        },
      );
      if (written) return kept(snapshots, client, written);
      start = undefined;
    }
  }
  const written = await db.transaction(async (tx) => {
    const snapshot = editable(await repo.readCaseForSave(tx, client.id, id, propertyId, true));
    if (!caseInfo.tenants) return writeLocked(tx, client, snapshot, (s) => change(s, undefined));
    if (purpose === 'save' && isSignedCase(snapshot.row)) refuseFrozen(snapshot.row, ['tenants']);
    const linked = await linkTenants(tx, client.id, id, snapshot.tenants, caseInfo.tenants);
    return writeLocked(tx, client, { ...snapshot, tenants: linked.current }, (s) => change(s, linked.list));
  });
  return kept(snapshots, client, written);
}

/** Deletes one of the client's cases with its orders and documents, and the tenants no other case names. */
export async function deleteCase(
  db: Db,
  client: ClientRef,
  id: number,
  snapshots: CaseSnapshots | null = null,
): Promise<void> {
  snapshots?.delete(client.id, id);
  await db.transaction(async (tx) => {
    const tenantIds = await repo.deleteCase(tx, client.id, id);
    if (tenantIds === null) throw notFound('Case');
    await deleteOrphanTenants(tx, client.id, tenantIds);
  });
}

/** Removes a tenant from a case (the tenant row too when no other case names it) and recomputes the money. */
export async function removeTenantFromCase(
  db: Db,
  client: ClientRef,
  caseId: number,
  caseTenantId: number,
  snapshots: CaseSnapshots | null = null,
): Promise<SavedCase> {
  const written = await db.transaction(async (tx) => {
    const snapshot = editable(await repo.readCaseForSave(tx, client.id, caseId, null, true));
    if (isSignedCase(snapshot.row)) refuseFrozen(snapshot.row, ['tenants']);
    const tenantId = await unlinkTenant(tx, client.id, caseId, caseTenantId);
    if (tenantId === undefined) throw notFound('Tenant');
    await deleteOrphanTenants(tx, client.id, [tenantId]);
    const tenants = snapshot.tenants.filter((t) => t.caseTenantId !== caseTenantId);
    return writeLocked(tx, client, { ...snapshot, tenants }, () => ({ change: {}, property: null }));
  });
  return kept(snapshots, client, written);
}

export interface CaseListQuery {
  search?: string | undefined;
  /** Only the cases of one landlord (an owner on the deed). */
  owner?: string | undefined;
  /** Only the cases at this status (the signed ones, for the archive of their papers). */
  status?: string | undefined;
  sort: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

/**
 * The dashboard's page of cases (docs/product/screens.md#dashboard) and the number of cases the search matches. With a read cache (the
 * embedded database) a page asked for again before any write is answered from memory.
 */
export async function listCases(
  db: Db,
  client: ClientRef,
  query: CaseListQuery,
  cache: ReadCache | null = null,
): Promise<{ items: CaseListItem[]; total: number }> {
  const search = query.search?.trim() || undefined;
  const owner = query.owner?.trim() || undefined;
  const status = query.status || undefined;
  const load = async () => {
    const page = await repo.listCasePage(db, client.id, { ...query, search, owner, status });
    return {
      items: page.items,
      total: page.total ?? (query.page > 0 ? await repo.countCases(db, client.id, { search, owner, status }) : 0),
    };
  };
  return cache
    ? cache.read(
        JSON.stringify([
          'cases',
          client.id,
          search ?? '',
          owner ?? '',
          status ?? '',
          query.sort,
          query.page,
          query.pageSize,
        ]),
        load,
      )
    : load();
}
