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

/**
 * Upserts the tenants sent for a case, in the order sent: one with caseTenantId updates that tenant of this
 * case, one with only an id names another of the client's tenants on it, one with neither is created and
 * named. Tenants of the case not sent stay, after those sent. Removal goes through removeTenantFromCase.
 */
export async function saveCaseTenants(db: Db, clientId: number, caseId: number, list: ReadonlyArray<Tenant>): Promise<void> {
  if (list.some((t) => t.name.trim() === '')) throw badRequest(MESSAGES.nameRequired);
  const current = await repo.listCaseTenants(db, clientId, caseId);
  const kept = new Set<number>();
  for (const [position, tenant] of list.entries()) {
    if (tenant.caseTenantId) {
      const link = current.find((c) => c.caseTenantId === tenant.caseTenantId);
      if (!link) throw notFound('Tenant');
      await repo.updateTenant(db, clientId, link.id, values(tenant));
      await repo.setLinkPosition(db, clientId, link.caseTenantId, position);
      kept.add(link.caseTenantId);
    } else if (tenant.id) {
      if (!(await repo.findTenant(db, clientId, tenant.id))) throw notFound('Tenant');
      await repo.updateTenant(db, clientId, tenant.id, values(tenant));
      kept.add(await repo.linkTenant(db, clientId, caseId, tenant.id, position));
    } else {
      const row = await repo.insertTenant(db, clientId, values(tenant));
      kept.add(await repo.linkTenant(db, clientId, caseId, row.id, position));
    }
  }
  const rest = current.filter((c) => !kept.has(c.caseTenantId));
  for (const [i, link] of rest.entries()) await repo.setLinkPosition(db, clientId, link.caseTenantId, list.length + i);
}
