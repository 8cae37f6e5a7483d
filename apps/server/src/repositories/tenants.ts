import { and, eq, inArray, notExists, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { caseTenants, tenants } from '../db/schema.ts';

export type TenantRow = typeof tenants.$inferSelect;
export type TenantValues = Omit<typeof tenants.$inferInsert, 'id' | 'clientId' | 'version'>;
export type CaseTenantRow = TenantRow & { caseTenantId: number; position: number };

export async function findTenant(db: Db, clientId: number, id: number): Promise<TenantRow | undefined> {
  const rows = await db
    .select()
    .from(tenants)
    .where(and(eq(tenants.id, id), eq(tenants.clientId, clientId)));
  return rows[0];
}

export async function insertTenant(db: Db, clientId: number, values: TenantValues): Promise<TenantRow> {
  const rows = await db
    .insert(tenants)
    .values({ ...values, clientId })
    .returning();
  return rows[0]!;
}

/** Names a tenant on a case at a position; an existing link only moves. Answers the link's id (caseTenantId). */
export async function linkTenant(
  db: Db,
  clientId: number,
  caseId: number,
  tenantId: number,
  position: number,
): Promise<number> {
  const rows = await db
    .insert(caseTenants)
    .values({ clientId, caseId, tenantId, position })
    .onConflictDoUpdate({
      target: [caseTenants.caseId, caseTenants.tenantId],
      set: { position: sql`excluded.position` },
    })
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

const tenantKeys = Object.keys(TENANT_COLUMNS) as Array<keyof typeof TENANT_COLUMNS>;

/**
 * The tenants named on a case, in their order, as one JSON array of rows with the keys of CaseTenantRow:
 * a subquery for a statement that reads a case (caseId and clientId are that statement's expressions).
 */
export function caseTenantsJson(caseId: SQL, clientId: SQL): SQL<CaseTenantRow[]> {
  const fields = [
    sql.raw(`'id', t.id, 'clientId', t.client_id`),
    ...tenantKeys.map((k) => sql.raw(`'${k}', t.${TENANT_COLUMNS[k]}`)),
    sql.raw(`'caseTenantId', ct.id, 'position', ct.position, 'version', t.version`),
  ];
  return sql<
    CaseTenantRow[]
  >`coalesce((select json_agg(json_build_object(${sql.join(fields, sql.raw(', '))}) order by ct.position, ct.id)
    from case_tenants ct join tenants t on t.id = ct.tenant_id and t.client_id = ${clientId}
    where ct.case_id = ${caseId} and ct.client_id = ${clientId}), '[]'::json)`;
}

/**
 * A statement that writes every column of several of the client's tenants and steps their versions (each row as it
 * is given, in the JSON of tenantRecords under `records`) once the statement's CTE `gate` has a row: a CTE body of a larger write.
 */
export function tenantsWrite(records: SQL, clientId: SQL, gate: string): SQL {
  const set = sql.raw(
    [...tenantKeys.map((k) => `${TENANT_COLUMNS[k]} = v.${TENANT_COLUMNS[k]}`), 'version = tenants.version + 1'].join(
      ', ',
    ),
  );
  const shape = sql.raw(['id int', ...tenantKeys.map((k) => `${TENANT_COLUMNS[k]} text`)].join(', '));
  return sql`update tenants set ${set} from jsonb_to_recordset(${records}::jsonb) as v(${shape}), ${sql.identifier(gate)}
    where tenants.id = v.id and tenants.client_id = ${clientId} returning tenants.id`;
}

/** The JSON that tenantsWrite takes: each row's id and written columns. */
export function tenantRecords(rows: ReadonlyArray<TenantRow>): string {
  return JSON.stringify(
    rows.map((r) => Object.fromEntries([['id', r.id], ...tenantKeys.map((k) => [TENANT_COLUMNS[k], r[k]])])),
  );
}

/** Like tenantsWrite, for the positions of links of the client's cases (JSON of { id: caseTenantId, position }). */
export function positionsWrite(links: SQL, clientId: SQL, gate: string): SQL {
  return sql`update case_tenants set position = v.position from jsonb_to_recordset(${links}::jsonb) as v(id int, position int), ${sql.identifier(gate)}
    where case_tenants.id = v.id and case_tenants.client_id = ${clientId} returning case_tenants.id`;
}

/** Removes a tenant from a case; answers the tenant's id, or undefined when the link is not the client's case's. */
export async function unlinkTenant(
  db: Db,
  clientId: number,
  caseId: number,
  caseTenantId: number,
): Promise<number | undefined> {
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
  await db.delete(tenants).where(
    and(
      eq(tenants.clientId, clientId),
      inArray(tenants.id, tenantIds),
      notExists(
        db
          .select({ one: sql`1` })
          .from(caseTenants)
          .where(eq(caseTenants.tenantId, tenants.id)),
      ),
    ),
  );
}
