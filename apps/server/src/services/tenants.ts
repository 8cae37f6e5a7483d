import { caseLimitRefusal, MESSAGES, isTenantType, type Tenant } from '@rentfile/domain';
import type { Db } from '../db/client.ts';
import { badRequest, notFound } from '../errors.ts';
import * as repo from '../repositories/tenants.ts';

export type CaseTenant = Tenant & { id: number; caseTenantId: number };

export function toApiTenant(row: repo.CaseTenantRow): CaseTenant {
  return {
    id: row.id,
    caseTenantId: row.caseTenantId,
    name: row.name,
    tenantType: isTenantType(row.tenantType) ? row.tenantType : 'individual',
    phone: row.phone,
    ext: row.ext,
    phoneType: row.phoneType,
    cell: row.cell,
    email: row.email,
    contactName: row.contactName,
    mailingAddressStreet: row.mailingAddressStreet,
    mailingAddressUnit: row.mailingAddressUnit,
    mailingAddressCity: row.mailingAddressCity,
    mailingAddressState: row.mailingAddressState,
    mailingAddressZip: row.mailingAddressZip,
  };
}

function values(t: Tenant): repo.TenantValues {
  const { id: _id, caseTenantId: _link, ...rest } = t;
  return { ...rest, name: t.name.trim() };
}

/** The fields a save sent: one left out keeps its stored value, as an update that skips it does. */
function sentValues(t: Tenant): Partial<repo.TenantValues> {
  return Object.fromEntries(Object.entries(values(t)).filter(([, v]) => v !== undefined));
}

function requireNames(list: ReadonlyArray<Tenant>): void {
  if (list.some((t) => t.name.trim() === '')) throw badRequest(MESSAGES.nameRequired);
}

/**
 * Names on a case the tenants sent that are not on it yet: one with only an id names another of the client's
 * tenants, one with neither is created. Answers the case's tenants with them and the list sent with each entry's
 * caseTenantId, ready for mergeTenants. A case names at most CASE_MAX_TENANTS: a save past them is refused.
 */
export async function linkTenants(
  db: Db,
  clientId: number,
  caseId: number,
  current: ReadonlyArray<repo.CaseTenantRow>,
  list: ReadonlyArray<Tenant>,
): Promise<{ current: repo.CaseTenantRow[]; list: Tenant[] }> {
  requireNames(list);
  const rows = [...current];
  const linked: Tenant[] = [];
  for (const [position, tenant] of list.entries()) {
    if (tenant.caseTenantId) {
      linked.push(tenant);
      continue;
    }
    const row = tenant.id
      ? await repo.findTenant(db, clientId, tenant.id)
      : await repo.insertTenant(db, clientId, values(tenant));
    if (!row) throw notFound('Tenant');
    const caseTenantId = await repo.linkTenant(db, clientId, caseId, row.id, position);
    if (!rows.some((r) => r.caseTenantId === caseTenantId)) {
      const refusal = caseLimitRefusal('tenants', rows.length);
      if (refusal) throw badRequest(refusal);
      rows.push({ ...row, caseTenantId, position });
    }
    linked.push({ ...tenant, caseTenantId });
  }
  return { current: rows, list: linked };
}

export interface MergedTenants {
  /** Each tenant whose sent fields differ from those stored, with every column as it will be stored. */
  written: repo.TenantRow[];
  /** The new position of each link of the case whose position changes. */
  positions: Array<{ caseTenantId: number; position: number }>;
  /** The case's tenants as they will be stored, in order, each with the version it was read at. */
  rows: repo.CaseTenantRow[];
  /** The same as the API answers them. */
  stored: CaseTenant[];
}

/** Whether a tenant as it will be stored differs from the tenant as read (every column is text or a key). */
function changed(stored: repo.CaseTenantRow, next: repo.CaseTenantRow): boolean {
  return (Object.keys(stored) as Array<keyof repo.CaseTenantRow>).some((k) => stored[k] !== next[k]);
}

/**
 * The tenants sent for a case (each already on it: caseTenantId), in the order sent, merged on its tenants as
 * stored: a field left out keeps its value, tenants not sent stay after those sent, and when one tenant is sent
 * twice the later entry wins. No list sent leaves the tenants as they are.
 */
export function mergeTenants(
  current: ReadonlyArray<repo.CaseTenantRow>,
  list: ReadonlyArray<Tenant> | undefined,
): MergedTenants {
  if (!list) return { written: [], positions: [], rows: [...current], stored: current.map(toApiTenant) };
  requireNames(list);
  const links = new Map(current.map((c) => [c.caseTenantId, c]));
  const written = new Map<number, repo.CaseTenantRow>();
  const named = new Map<number, { tenantId: number; position: number }>();
  for (const [position, tenant] of list.entries()) {
    const link = tenant.caseTenantId ? links.get(tenant.caseTenantId) : undefined;
    if (!link) throw notFound('Tenant');
    written.set(link.id, { ...(written.get(link.id) ?? link), ...sentValues(tenant) });
    named.set(link.caseTenantId, { tenantId: link.id, position });
  }
  const rest = current.filter((c) => !named.has(c.caseTenantId));
  for (const [i, link] of rest.entries())
    named.set(link.caseTenantId, { tenantId: link.id, position: list.length + i });
  const rows = [...named]
    .map(([caseTenantId, { tenantId, position }]) => ({
      ...(written.get(tenantId) ?? links.get(caseTenantId)!),
      caseTenantId,
      position,
    }))
    .sort((a, b) => a.position - b.position || a.caseTenantId - b.caseTenantId);
  return {
    written: [...written.values()].filter((t) => changed(links.get(t.caseTenantId)!, t)),
    positions: [...named]
      .filter(([caseTenantId, { position }]) => links.get(caseTenantId)!.position !== position)
      .map(([caseTenantId, { position }]) => ({ caseTenantId, position })),
    rows,
    stored: rows.map(toApiTenant),
  };
}
