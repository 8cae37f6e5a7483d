import { MESSAGES, type Tenant } from '@rentfile/domain';
import type { Db } from '../db/client.ts';
import { badRequest, notFound } from '../errors.ts';
import * as repo from '../repositories/tenants.ts';

export type CaseTenant = Tenant & { id: number; caseTenantId: number };

export function toApiTenant(row: repo.CaseTenantRow): CaseTenant {
  return {
    id: row.id,
    caseTenantId: row.caseTenantId,
    name: row.name,
    tenantType: row.tenantType === 'corporation' ? 'corporation' : 'individual',
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

export async function listCaseTenants(db: Db, clientId: number, caseId: number): Promise<CaseTenant[]> {
  return (await repo.listCaseTenants(db, clientId, caseId)).map(toApiTenant);
}

/** The fields a save sent: one left out keeps its stored value, as an update that skips it does. */
function sentValues(t: Tenant): Partial<repo.TenantValues> {
  return Object.fromEntries(Object.entries(values(t)).filter(([, v]) => v !== undefined));
}

/**
 * Upserts the tenants sent for a case, in the order sent: one with caseTenantId updates that tenant of this
 * case, one with only an id names another of the client's tenants on it, one with neither is created and
 * named. Tenants of the case not sent stay, after those sent. Removal goes through removeTenantFromCase.
 * The tenants of the case already and every position are written in one statement, whatever their number;
 * when one tenant is sent twice the later entry wins. Answers the case's tenants as now stored, in order.
 */
export async function saveCaseTenants(db: Db, clientId: number, caseId: number, list: ReadonlyArray<Tenant>): Promise<CaseTenant[]> {
  if (list.some((t) => t.name.trim() === '')) throw badRequest(MESSAGES.nameRequired);
  const current = await repo.listCaseTenants(db, clientId, caseId);
  const links = new Map(current.map((c) => [c.caseTenantId, c]));
  /** Each tenant written, with every column as it will be stored. */
  const written = new Map<number, repo.TenantRow>();
  /** Each link named, with its tenant and its new position. */
  const named = new Map<number, { tenantId: number; position: number }>();
  for (const [position, tenant] of list.entries()) {
    if (tenant.caseTenantId) {
      const link = links.get(tenant.caseTenantId);
      if (!link) throw notFound('Tenant');
      written.set(link.id, { ...(written.get(link.id) ?? link), ...sentValues(tenant) });
      named.set(link.caseTenantId, { tenantId: link.id, position });
    } else if (tenant.id) {
      const found = written.get(tenant.id) ?? (await repo.findTenant(db, clientId, tenant.id));
      if (!found) throw notFound('Tenant');
      written.set(found.id, { ...found, ...sentValues(tenant) });
      named.set(await repo.linkTenant(db, clientId, caseId, found.id, position), { tenantId: found.id, position });
    } else {
      const row = await repo.insertTenant(db, clientId, values(tenant));
      written.set(row.id, row);
      named.set(await repo.linkTenant(db, clientId, caseId, row.id, position), { tenantId: row.id, position });
    }
  }
  const rest = current.filter((c) => !named.has(c.caseTenantId));
  for (const [i, link] of rest.entries()) named.set(link.caseTenantId, { tenantId: link.id, position: list.length + i });
  await repo.writeTenantsAndPositions(db, clientId, [...written.values()], [...named].map(([caseTenantId, { position }]) => ({ caseTenantId, position })));
  const stored = [...named].map(([caseTenantId, { tenantId, position }]) => ({ ...(written.get(tenantId) ?? links.get(caseTenantId)!), caseTenantId, position }));
  return stored.sort((a, b) => a.position - b.position || a.caseTenantId - b.caseTenantId).map(toApiTenant);
}
