import { and, asc, desc, eq, getTableColumns, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { preparedFor, type Db } from '../db/client.ts';
import { cases } from '../db/schema.ts';
import { courtFactsJson, type CourtFacts } from './afterFiling.ts';
import { CASE_COPY_COLUMNS, containsPattern, type PropertyCopy } from './properties.ts';
import {
  caseTenantsJson,
  positionsWrite,
  tenantIdsOfCases,
  tenantRecords,
  tenantsWrite,
  type CaseTenantRow,
  type TenantRow,
} from './tenants.ts';

export type CaseRow = typeof cases.$inferSelect;
export type CaseValues = Partial<
  Omit<typeof cases.$inferInsert, 'id' | 'clientId' | 'version' | 'createdAt' | 'updatedAt'>
>;

const caseById = preparedFor((db) =>
  db
    .select()
    .from(cases)
    .where(and(eq(cases.id, sql.placeholder('id')), eq(cases.clientId, sql.placeholder('clientId'))))
    .prepare('case_by_id'),
);

export async function findCase(db: Db, clientId: number, id: number): Promise<CaseRow | undefined> {
  const rows = await caseById(db).execute({ id, clientId });
  return rows[0];
}

/** A case as a save reads it: the row, its version, the property it would copy, its tenants in order. */
export interface CaseSnapshot {
  row: CaseRow;
  /** The row's version: every write of the row steps it. */
  version: number;
  /** The property named by the save, else the case's own property, when it is one of the client's. */
  property: PropertyCopy | null;
  tenants: CaseTenantRow[];
}

/** The property a save would copy, as one JSON value (subqueries name their tables: drizzle leaves columns bare). */
const propertyJson = sql<PropertyCopy | null>`(select json_build_object('id', p.id, 'version', p.version, 'address', json_build_object(${sql.raw(
  Object.keys(CASE_COPY_COLUMNS)
    .map((key) => `'${key}', p.${toSnakeCase(key)}`)
    .join(', '),
)})) from properties p where p.client_id = "cases"."client_id" and p.id = coalesce(${sql.placeholder('propertyId')}::int, "cases"."property_id"))`;

const snapshotFields = {
  row: cases,
  version: cases.version,
  property: propertyJson,
  tenants: caseTenantsJson(sql.raw('"cases"."id"'), sql.raw('"cases"."client_id"')),
};

const caseSnapshot = preparedFor((db) => {
  const read = () =>
    db
      .select(snapshotFields)
      .from(cases)
      .where(and(eq(cases.id, sql.placeholder('id')), eq(cases.clientId, sql.placeholder('clientId'))));
  return {
    read: read().prepare('case_snapshot'),
    lock: read().for('update', { of: cases }).prepare('case_snapshot_locked'),
  };
});

/**
 * One of the client's cases with all that a save needs, in one statement: its version, the property to copy
 * (propertyId, else the case's own) and its tenants. `lock` holds the row until the transaction ends.
 */
export async function readCaseForSave(
  db: Db,
  clientId: number,
  id: number,
  propertyId: number | null,
  lock: boolean,
): Promise<CaseSnapshot | undefined> {
  const rows = await caseSnapshot(db)[lock ? 'lock' : 'read'].execute({ id, clientId, propertyId });
  return rows[0];
}

/**
 * The case aggregate (docs/decisions/0031): one of the client's cases as services work on it, in one statement: the
 * row with its version, the property it copies, its tenants in order and its court facts (record, dates, payments).
 */
export interface CaseAggregate extends CaseSnapshot {
  court: CourtFacts;
}

const aggregateFields = {
  ...snapshotFields,
  ...courtFactsJson(sql.raw('"cases"."id"'), sql.raw('"cases"."client_id"')),
};

const caseAggregate = preparedFor((db) => {
  const read = () =>
    db
      .select(aggregateFields)
      .from(cases)
      .where(and(eq(cases.id, sql.placeholder('id')), eq(cases.clientId, sql.placeholder('clientId'))));
  return {
    read: read().prepare('case_aggregate'),
    lock: read().for('update', { of: cases }).prepare('case_aggregate_locked'),
  };
});

/**
 * Loads one of the client's cases whole (CaseAggregate), or undefined when it is not the client's; `lock` holds the
 * row until the transaction ends. The property is the case's own.
 */
export async function loadCase(
  db: Db,
  clientId: number,
  id: number,
  lock: boolean,
): Promise<CaseAggregate | undefined> {
  const rows = await caseAggregate(db)[lock ? 'lock' : 'read'].execute({ id, clientId, propertyId: null });
  const r = rows[0];
  return (
    r && {
      row: r.row,
      version: r.version,
      property: r.property,
      tenants: r.tenants,
      court: { record: r.record, dates: r.dates, payments: r.payments },
    }
  );
}

const caseOwned = preparedFor((db) =>
  db
    .select({ id: cases.id })
    .from(cases)
    .where(and(eq(cases.id, sql.placeholder('id')), eq(cases.clientId, sql.placeholder('clientId'))))
    .prepare('case_owned'),
);

/** Whether the case is one of the client's: the ownership check, its own small query. */
export async function isClientCase(db: Db, clientId: number, id: number): Promise<boolean> {
  return (await caseOwned(db).execute({ id, clientId })).length > 0;
}

/** Makes a case of the client: a snapshot of it as a save of the same transaction writes it on. */
export async function insertCase(db: Db, clientId: number, values: CaseValues): Promise<CaseSnapshot> {
  const rows = await db
    .insert(cases)
    .values({ ...values, clientId })
    .returning();
  const row = rows[0]!;
  return { row, version: row.version, property: null, tenants: [] };
}

/** The columns of a case that a save writes: all but its key, its owner, its version and its timestamps. */
export const WRITTEN_COLUMNS = (Object.keys(getTableColumns(cases)) as Array<keyof CaseRow>).filter(
  (k): k is keyof CaseValues => !['id', 'clientId', 'version', 'createdAt', 'updatedAt'].includes(k),
);

export interface CaseWrite {
  /** The case with every column as it is to be stored. */
  row: CaseRow;
  /** The columns whose values differ from those read: the only ones written. */
  columns: ReadonlyArray<keyof CaseValues>;
  /** The version the row was read at. */
  version: number;
  /** The property copied onto the case, which must still be at the version read; null when none is copied. */
  property: Pick<PropertyCopy, 'id' | 'version'> | null;
  /** The tenants as read, each of which must still be at the version read. */
  read: ReadonlyArray<Pick<CaseTenantRow, 'id' | 'version'>>;
  /** Tenants of the client whose columns changed, with every column as it is to be stored. */
  tenants: ReadonlyArray<TenantRow>;
  /** New positions of links of the case. */
  positions: ReadonlyArray<{ caseTenantId: number; position: number }>;
}

const caseStillAsRead = preparedFor((db) =>
  db
    .select({ id: cases.id })
    .from(cases)
    .where(
      and(
        eq(cases.id, sql.placeholder('id')),
        eq(cases.clientId, sql.placeholder('clientId')),
        eq(cases.version, sql.placeholder('version')),
        sql`(${sql.placeholder('propertyId')}::int is null or exists (select 1 from properties p
          where p.id = ${sql.placeholder('propertyId')}::int and p.client_id = ${sql.placeholder('clientId')}
            and p.version = ${sql.placeholder('propertyVersion')}::int))`,
        sql`not exists (select 1 from jsonb_to_recordset(${sql.placeholder('tenants')}::jsonb) as g(id int, version int)
          left join tenants t on t.id = g.id and t.client_id = ${sql.placeholder('clientId')}
          where t.version is distinct from g.version)`,
      ),
    )
    .prepare('case_still_as_read'),
);

/**
 * Whether a save that changes nothing may answer the case as read (docs/decisions/0016): the case, the property it
 * copies and the tenants it was read with are still at the versions read. The same guard as writeCaseIfUnchanged's,
 * read only: no row version, no log write, no flush to disk for a Continue through a step that was already finished.
 */
export async function caseUnchangedSince(
  db: Db,
  clientId: number,
  read: Pick<CaseWrite, 'version' | 'property' | 'read'> & { id: number },
): Promise<boolean> {
  const rows = await caseStillAsRead(db).execute({
    id: read.id,
    clientId,
    version: read.version,
    propertyId: read.property?.id ?? null,
    propertyVersion: read.property?.version ?? null,
    tenants: JSON.stringify(read.read.map((t) => ({ id: t.id, version: t.version }))),
  });
  return rows.length > 0;
}

/**
 * Writes a case's changed columns, steps its version and stamps updated_at (the dashboard's Recent Activity), and
 * in the same statement its changed tenants (each version stepped) and their positions, only if the case, the
 * property it copies and the tenants it was read with are still at the versions read: a statement is atomic, so the
 * case is wholly saved or unchanged. Answers the new updated_at and version of the case, or undefined when one of
 * them was written since (or the case is not the client's): nothing was written then. Subqueries name their tables
 * (p., t.): drizzle prints a column bare, which inside a subquery would bind to the subquery's own table.
 */
export async function writeCaseIfUnchanged(
  db: Db,
  clientId: number,
  write: CaseWrite,
): Promise<{ updatedAt: string; version: number } | undefined> {
  const set = sql.join(
    [
      ...write.columns.map((k) => sql`${sql.identifier(toSnakeCase(k))} = ${sql.param(write.row[k], cases[k])}`),
      sql`version = version + 1`,
      sql`updated_at = now()`,
    ],
    sql.raw(', '),
  );
  const propertyId = write.property?.id ?? null;
  const tenantVersions = JSON.stringify(write.read.map((t) => ({ id: t.id, version: t.version })));
  const written = db
    .$with('written', {
      updatedAt: sql<string>`updated_at`.mapWith(cases.updatedAt).as('updated_at'),
      version: sql<number>`version`.mapWith(Number).as('version'),
    })
    .as(
      sql`update ${cases} set ${set}
        where id = ${write.row.id} and client_id = ${clientId} and version = ${write.version}
          and (${propertyId}::int is null or exists (select 1 from properties p
            where p.id = ${propertyId}::int and p.client_id = ${clientId} and p.version = ${write.property?.version ?? null}::int))
          and not exists (select 1 from jsonb_to_recordset(${tenantVersions}::jsonb) as g(id int, version int)
            left join tenants t on t.id = g.id and t.client_id = ${clientId} where t.version is distinct from g.version)
        returning updated_at, version`,
    );
  const also = [
    ...(write.tenants.length > 0
      ? [
          db
            .$with('tenants_written', { id: sql<number>`id`.as('id') })
            .as(tenantsWrite(sql`${tenantRecords(write.tenants)}`, sql`${clientId}`, 'written')),
        ]
      : []),
    ...(write.positions.length > 0
      ? [
          db
            .$with('positions_written', { id: sql<number>`id`.as('id') })
            .as(
              positionsWrite(
                sql`${JSON.stringify(write.positions.map((p) => ({ id: p.caseTenantId, position: p.position })))}`,
                sql`${clientId}`,
                'written',
              ),
            ),
        ]
      : []),
  ];
  const rows = await db
    .with(written, ...also)
    .select({ updatedAt: written.updatedAt, version: written.version })
    .from(written);
  return rows[0];
}

/** Deletes a case; answers the ids of the tenants it named, or null when it is not the client's. */
export async function deleteCase(db: Db, clientId: number, id: number): Promise<number[] | null> {
  const tenantIds = await tenantIdsOfCases(db, clientId, [id]);
  const rows = await db
    .delete(cases)
    .where(and(eq(cases.id, id), eq(cases.clientId, clientId)))
    .returning({ id: cases.id });
  return rows.length > 0 ? tenantIds : null;
}

/** Deletes the cases of a property; answers the ids of the tenants they named. */
export async function deleteCasesOfProperty(db: Db, clientId: number, propertyId: number): Promise<number[]> {
  const owned = and(eq(cases.clientId, clientId), eq(cases.propertyId, propertyId));
  const ids = (await db.select({ id: cases.id }).from(cases).where(owned)).map((r) => r.id);
  const tenantIds = await tenantIdsOfCases(db, clientId, ids);
  await db.delete(cases).where(owned);
  return tenantIds;
}

/** Which of the client's cases a plain write changes: one case, the cases of a property, or those naming an attorney. */
export type CaseTarget = { id: number } | { propertyId: number } | { attorneyId: number };

/**
 * The one writer of the case row's plain updates (docs/decisions/0031): sets the values on the client's cases that
 * `target` names, always steps their version (a save that started from a version read before then refuses to write
 * over it) and, unless `touch` is false, stamps updated_at (the dashboard's Recent Activity). The save's guarded
 * statement (writeCaseIfUnchanged) steps the version too; no other module writes `cases` (a test scans for one).
 */
export async function updateCases(
  db: Db,
  clientId: number,
  target: CaseTarget,
  values: CaseValues,
  touch = true,
): Promise<void> {
  const which =
    'id' in target
      ? eq(cases.id, target.id)
      : 'propertyId' in target
        ? eq(cases.propertyId, target.propertyId)
        : eq(cases.attorneyId, target.attorneyId);
  await db
    .update(cases)
    .set({ ...values, version: sql`${cases.version} + 1`, ...(touch ? { updatedAt: sql`now()` } : {}) })
    .where(and(eq(cases.clientId, clientId), which));
}

/** The cases of a property lose the link and keep their own copy of the address. */
export async function detachCasesOfProperty(db: Db, clientId: number, propertyId: number): Promise<void> {
  await updateCases(db, clientId, { propertyId }, { propertyId: null });
}

/** The case columns the dashboard, the resume route and the papers read, as the court record makes them. */
export type CaseCourtColumns = Required<
  Pick<
    CaseValues,
    | 'docketNo'
    | 'vcDateFiled'
    | 'status'
    | 'statusDate'
    | 'actions'
    | 'trialAction'
    | 'trialDate'
    | 'trialTime'
    | 'judgmentDate'
  >
>;

/** Writes the court record's columns on the case (a new row version: a save read before then is refused). */
export async function writeCaseCourtColumns(
  db: Db,
  clientId: number,
  caseId: number,
  values: CaseCourtColumns,
): Promise<void> {
  await updateCases(db, clientId, { id: caseId }, values);
}

/**
 * Keeps the attorney's name on the client's cases that name it (the dashboard's Representation column reads it):
 * their versions step, their Recent Activity does not move.
 */
export async function renameAttorneyOnCases(
  db: Db,
  clientId: number,
  attorneyId: number,
  firstName: string,
  lastName: string,
): Promise<void> {
  await updateCases(db, clientId, { attorneyId }, { attorneyFirstName: firstName, attorneyLastName: lastName }, false);
}

export interface CaseListOptions {
  search?: string | undefined;
  /** An owner on the deed: only that landlord's cases. */
  owner?: string | undefined;
  /** Only the cases at this status. */
  status?: string | undefined;
  sort: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

/** Case-insensitive substring search over owner (deed names), address, unit, city, county, zip and tenant name. */
function searchCondition(search: string): SQL {
  const pattern = containsPattern(search);
  return or(
    sql`${cases.streetAddress} ilike ${pattern}`,
    sql`${cases.unitNo} ilike ${pattern}`,
    sql`${cases.city} ilike ${pattern}`,
    sql`${cases.county} ilike ${pattern}`,
    sql`${cases.zipcode} ilike ${pattern}`,
    sql`exists (select 1 from jsonb_array_elements_text(${cases.deedNames}) as owner(name) where owner.name ilike ${pattern})`,
    sql`exists (select 1 from case_tenants ct join tenants t on t.id = ct.tenant_id where ct.case_id = ${cases.id} and t.name ilike ${pattern})`,
  )!;
}

/** The cases a list shows: the client's, narrowed by a search, an owner on the deed and a status. */
export interface CaseFilter {
  search?: string | undefined;
  owner?: string | undefined;
  status?: string | undefined;
}

function listWhere(clientId: number, { search, owner, status }: CaseFilter): SQL {
  const conditions = [eq(cases.clientId, clientId)];
  if (search?.trim()) conditions.push(searchCondition(search));
  if (status) conditions.push(eq(cases.status, status));
  if (owner)
    conditions.push(
      sql`exists (select 1 from jsonb_array_elements_text(${cases.deedNames}) as landlord(name) where landlord.name = ${owner})`,
    );
  return and(...conditions)!;
}

const listColumns = {
  id: cases.id,
  propertyId: cases.propertyId,
  deedNames: cases.deedNames,
  streetAddress: cases.streetAddress,
  unitNo: cases.unitNo,
  city: cases.city,
  county: cases.county,
  zipcode: cases.zipcode,
  docketNo: cases.docketNo,
  status: cases.status,
  statusDate: cases.statusDate,
  submitted: cases.submitted,
  isDeleted: cases.isDeleted,
  actions: cases.actions,
  initialSuitAmount: cases.initialSuitAmount,
  suitAmount: cases.suitAmount,
  attorneyFirstName: cases.attorneyFirstName,
  attorneyLastName: cases.attorneyLastName,
  updated_at: cases.updatedAt,
  /**
   * Names of the case's tenants in their order, each found by its key (a column in a select list renders
   * unqualified, hence "cases"."id").
   */
  tenants: sql<
    string[]
  >`coalesce((select json_agg((select t.name from tenants t where t.id = ct.tenant_id) order by ct.position, ct.id) from case_tenants ct where ct.case_id = "cases"."id"), '[]'::json)`,
};

/**
 * The page is cut from the matching cases' keys first, with the number of matches as a window count (computed
 * before the cut); only the page's rows are then read whole and their tenants looked up. Reading every matching
 * row whole before the cut cost ten times more.
 */
function pageQuery(
  db: Db,
  where: SQL,
  sort: 'asc' | 'desc',
  limit: number | Placeholder,
  offset: number | Placeholder,
) {
  const order = sort === 'asc' ? asc : desc;
  const page = db
    .select({ id: cases.id, updatedAt: cases.updatedAt, total: sql<number>`count(*) over ()`.as('total') })
    .from(cases)
    .where(where)
    .orderBy(order(cases.updatedAt), order(cases.id))
    .limit(limit)
    .offset(offset)
    .as('page');
  return db
    .select({ ...listColumns, total: sql<number>`${page.total}`.mapWith(Number) })
    .from(page)
    .innerJoin(cases, eq(cases.id, page.id))
    .orderBy(order(page.updatedAt), order(page.id));
}

/** The dashboard's page without a search, in each order. */
const unsearchedPage = preparedFor((db) => {
  const prepare = (sort: 'asc' | 'desc') =>
    pageQuery(
      db,
      eq(cases.clientId, sql.placeholder('clientId')),
      sort,
      sql.placeholder('limit'),
      sql.placeholder('offset'),
    ).prepare(`cases_page_${sort}`);
  return { asc: prepare('asc'), desc: prepare('desc') };
});

/**
 * One page of the client's cases by Recent Activity (updated_at), with the tenants' names and the number of
 * cases the search matches: one query (the count is a window over the matching rows, before the page is cut).
 * A page past the end has no row to carry the count: it answers total null.
 */
export async function listCasePage(db: Db, clientId: number, opts: CaseListOptions) {
  const offset = opts.page * opts.pageSize;
  const rows =
    opts.search?.trim() || opts.owner || opts.status
      ? await pageQuery(db, listWhere(clientId, opts), opts.sort, opts.pageSize, offset)
      : await unsearchedPage(db)[opts.sort].execute({ clientId, limit: opts.pageSize, offset });
  return { items: rows.map(({ total: _total, ...item }) => item), total: rows[0]?.total ?? null };
}

export type CaseListRow = Awaited<ReturnType<typeof listCasePage>>['items'][number];

export async function countCases(db: Db, clientId: number, filter: CaseFilter): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(cases)
    .where(listWhere(clientId, filter));
  return rows[0]?.n ?? 0;
}
