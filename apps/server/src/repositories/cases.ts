import { and, asc, desc, eq, getTableColumns, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { preparedFor, type Db } from '../db/client.ts';
import { cases } from '../db/schema.ts';
import { containsPattern } from './properties.ts';
import { tenantIdsOfCases } from './tenants.ts';

export type CaseRow = typeof cases.$inferSelect;
export type CaseValues = Partial<Omit<typeof cases.$inferInsert, 'id' | 'clientId' | 'createdAt' | 'updatedAt'>>;

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

const caseForUpdate = preparedFor((db) =>
  db
    .select()
    .from(cases)
    .where(and(eq(cases.id, sql.placeholder('id')), eq(cases.clientId, sql.placeholder('clientId'))))
    .for('update')
    .prepare('case_for_update'),
);

/** Locks one of the client's cases until the transaction ends, so concurrent saves of it apply one after the other. */
export async function lockCase(db: Db, clientId: number, id: number): Promise<CaseRow | undefined> {
  const rows = await caseForUpdate(db).execute({ id, clientId });
  return rows[0];
}

export async function insertCase(db: Db, clientId: number, values: CaseValues): Promise<CaseRow> {
  const rows = await db.insert(cases).values({ ...values, clientId }).returning();
  return rows[0]!;
}

/** The columns of a case that a save writes: all but its key, its owner and its timestamps. */
const WRITTEN_COLUMNS = (Object.keys(getTableColumns(cases)) as Array<keyof CaseRow>).filter(
  (k): k is keyof CaseValues => !['id', 'clientId', 'createdAt', 'updatedAt'].includes(k),
);

const caseWrite = preparedFor((db) =>
  db
    .update(cases)
    .set({ ...Object.fromEntries(WRITTEN_COLUMNS.map((k) => [k, sql.placeholder(k)])), updatedAt: sql`now()` })
    .where(and(eq(cases.id, sql.placeholder('id')), eq(cases.clientId, sql.placeholder('clientId'))))
    .returning({ updatedAt: cases.updatedAt })
    .prepare('case_write'),
);

/**
 * Writes every column of one of the client's cases as the row gives it and stamps updated_at (the dashboard's
 * Recent Activity): one statement built once. Answers the new updated_at, or undefined when the case is not the
 * client's. The caller holds the row's lock (or has just made the row), so no one else's save is overwritten.
 */
export async function writeCase(db: Db, clientId: number, row: CaseRow): Promise<string | undefined> {
  const values = Object.fromEntries(WRITTEN_COLUMNS.map((k) => [k, row[k]]));
  const rows = await caseWrite(db).execute({ ...values, id: row.id, clientId });
  return rows[0]?.updatedAt;
}

/** Deletes a case; answers the ids of the tenants it named, or null when it is not the client's. */
export async function deleteCase(db: Db, clientId: number, id: number): Promise<number[] | null> {
  const tenantIds = await tenantIdsOfCases(db, clientId, [id]);
  const rows = await db.delete(cases).where(and(eq(cases.id, id), eq(cases.clientId, clientId))).returning({ id: cases.id });
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

/** The cases of a property lose the link and keep their own copy of the address. */
export async function detachCasesOfProperty(db: Db, clientId: number, propertyId: number): Promise<void> {
  await db
    .update(cases)
    .set({ propertyId: null, updatedAt: sql`now()` })
    .where(and(eq(cases.clientId, clientId), eq(cases.propertyId, propertyId)));
}

export interface CaseListOptions {
  search?: string | undefined;
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

function listWhere(clientId: number, search: string | undefined): SQL {
  return search?.trim() ? and(eq(cases.clientId, clientId), searchCondition(search))! : eq(cases.clientId, clientId);
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
  tenants: sql<string[]>`coalesce((select json_agg((select t.name from tenants t where t.id = ct.tenant_id) order by ct.position, ct.id) from case_tenants ct where ct.case_id = "cases"."id"), '[]'::json)`,
};

/**
 * The page is cut from the matching cases' keys first, with the number of matches as a window count (computed
 * before the cut); only the page's rows are then read whole and their tenants looked up. Reading every matching
 * row whole before the cut cost ten times more.
 */
function pageQuery(db: Db, where: SQL, sort: 'asc' | 'desc', limit: number | Placeholder, offset: number | Placeholder) {
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
    pageQuery(db, eq(cases.clientId, sql.placeholder('clientId')), sort, sql.placeholder('limit'), sql.placeholder('offset')).prepare(`cases_page_${sort}`);
  return { asc: prepare('asc'), desc: prepare('desc') };
});

/**
 * One page of the client's cases by Recent Activity (updated_at), with the tenants' names and the number of
 * cases the search matches: one query (the count is a window over the matching rows, before the page is cut).
 * A page past the end has no row to carry the count: it answers total null.
 */
export async function listCasePage(db: Db, clientId: number, opts: CaseListOptions) {
  const offset = opts.page * opts.pageSize;
  const rows = opts.search?.trim()
    ? await pageQuery(db, listWhere(clientId, opts.search), opts.sort, opts.pageSize, offset)
    : await unsearchedPage(db)[opts.sort].execute({ clientId, limit: opts.pageSize, offset });
  return { items: rows.map(({ total: _total, ...item }) => item), total: rows[0]?.total ?? null };
}

export type CaseListRow = Awaited<ReturnType<typeof listCasePage>>['items'][number];

export async function countCases(db: Db, clientId: number, search: string | undefined): Promise<number> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(cases).where(listWhere(clientId, search));
  return rows[0]?.n ?? 0;
}
