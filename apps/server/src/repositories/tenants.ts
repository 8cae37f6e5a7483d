import { and, asc, eq, inArray, notExists, sql } from 'drizzle-orm';
import { preparedFor, type Db } from '../db/client.ts';
import { caseTenants, tenants } from '../db/schema.ts';

export type TenantRow = typeof tenants.$inferSelect;
export type TenantValues = Omit<typeof tenants.$inferInsert, 'id' | 'clientId'>;
export type CaseTenantRow = TenantRow & { caseTenantId: number; position: number };

/** The tenants named on a case, in their order. */
const tenantsOfCase = preparedFor((db) =>
  db
    .select({ tenant: tenants, caseTenantId: caseTenants.id, position: caseTenants.position })
    .from(caseTenants)
    .innerJoin(tenants, and(eq(tenants.id, caseTenants.tenantId), eq(tenants.clientId, sql.placeholder('clientId'))))
    .where(and(eq(caseTenants.clientId, sql.placeholder('clientId')), eq(caseTenants.caseId, sql.placeholder('caseId'))))
    .orderBy(asc(caseTenants.position), asc(caseTenants.id))
    .prepare('tenants_of_case'),
);

export async function listCaseTenants(db: Db, clientId: number, caseId: number): Promise<CaseTenantRow[]> {
  const rows = await tenantsOfCase(db).execute({ clientId, caseId });
  return rows.map((r) => ({ ...r.tenant, caseTenantId: r.caseTenantId, position: r.position }));
}

export async function findTenant(db: Db, clientId: number, id: number): Promise<TenantRow | undefined> {
  const rows = await db.select().from(tenants).where(and(eq(tenants.id, id), eq(tenants.clientId, clientId)));
  return rows[0];
}

export async function insertTenant(db: Db, clientId: number, values: TenantValues): Promise<TenantRow> {
  const rows = await db.insert(tenants).values({ ...values, clientId }).returning();
  return rows[0]!;
}

export async function updateTenant(db: Db, clientId: number, id: number, values: TenantValues): Promise<void> {
  await db.update(tenants).set(values).where(and(eq(tenants.id, id), eq(tenants.clientId, clientId)));
}

/** Names a tenant on a case at a position; an existing link only moves. Answers the link's id (caseTenantId). */
export async function linkTenant(db: Db, clientId: number, caseId: number, tenantId: number, position: number): Promise<number> {
  const rows = await db
    .insert(caseTenants)
    .values({ clientId, caseId, tenantId, position })
    .onConflictDoUpdate({ target: [caseTenants.caseId, caseTenants.tenantId], set: { position: sql`excluded.position` } })
    .returning({ id: caseTenants.id });
  return rows[0]!.id;
}

/** The tenants table's columns a save writes, by their database names. */
const TENANT_COLUMNS = {
  name: 'name',
  tenantType: 'tenant_type',
  phone: 'phone',
  ext: 'ext',
  phoneType: 'phone_type',
  cell: 'cell',
  email: 'email',
  contactName: 'contact_name',
  mailingAddressStreet: 'mailing_address_street',
  mailingAddressUnit: 'mailing_address_unit',
  mailingAddressCity: 'mailing_address_city',
  mailingAddressState: 'mailing_address_state',
  mailingAddressZip: 'mailing_address_zip',
} as const satisfies Record<keyof TenantValues, string>;

/**
 * Writes every column of several of the client's tenants (each row as it is given) and the positions of several
 * links of the client's cases: one statement, whatever their number.
 */
export async function writeTenantsAndPositions(
  db: Db,
  clientId: number,
  rows: ReadonlyArray<TenantRow>,
  positions: ReadonlyArray<{ caseTenantId: number; position: number }>,
): Promise<void> {
  if (rows.length === 0 && positions.length === 0) return;
  const keys = Object.keys(TENANT_COLUMNS) as Array<keyof typeof TENANT_COLUMNS>;
  const records = rows.map((r) => Object.fromEntries([['id', r.id], ...keys.map((k) => [TENANT_COLUMNS[k], r[k]])]));
  const set = sql.join(keys.map((k) => sql.raw(`${TENANT_COLUMNS[k]} = v.${TENANT_COLUMNS[k]}`)), sql.raw(', '));
  const shape = sql.raw(['id int', ...keys.map((k) => `${TENANT_COLUMNS[k]} text`)].join(', '));
  const links = JSON.stringify(positions.map((p) => ({ id: p.caseTenantId, position: p.position })));
  await db.execute(sql`with written as (
      update tenants set ${set} from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as v(${shape})
      where tenants.id = v.id and tenants.client_id = ${clientId}
    )
    update case_tenants set position = v.position from jsonb_to_recordset(${links}::jsonb) as v(id int, position int)
    where case_tenants.id = v.id and case_tenants.client_id = ${clientId}`);
}

/** The number of tenants named on a case. */
export async function countCaseTenants(db: Db, clientId: number, caseId: number): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(caseTenants)
    .where(and(eq(caseTenants.clientId, clientId), eq(caseTenants.caseId, caseId)));
  return rows[0]?.n ?? 0;
}

/** Removes a tenant from a case; answers the tenant's id, or undefined when the link is not the client's case's. */
export async function unlinkTenant(db: Db, clientId: number, caseId: number, caseTenantId: number): Promise<number | undefined> {
  const rows = await db
    .delete(caseTenants)
    .where(and(eq(caseTenants.id, caseTenantId), eq(caseTenants.caseId, caseId), eq(caseTenants.clientId, clientId)))
    .returning({ tenantId: caseTenants.tenantId });
  return rows[0]?.tenantId;
}

/** The ids of the tenants named on the given cases. */
export async function tenantIdsOfCases(db: Db, clientId: number, caseIds: number[]): Promise<number[]> {
  if (caseIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ tenantId: caseTenants.tenantId })
    .from(caseTenants)
    .where(and(eq(caseTenants.clientId, clientId), inArray(caseTenants.caseId, caseIds)));
  return rows.map((r) => r.tenantId);
}

/** Deletes those of the given tenants that no case names any more. */
export async function deleteOrphanTenants(db: Db, clientId: number, tenantIds: number[]): Promise<void> {
  if (tenantIds.length === 0) return;
  await db
    .delete(tenants)
    .where(
      and(
        eq(tenants.clientId, clientId),
        inArray(tenants.id, tenantIds),
        notExists(db.select({ one: sql`1` }).from(caseTenants).where(eq(caseTenants.tenantId, tenants.id))),
      ),
    );
}
