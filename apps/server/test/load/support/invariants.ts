/**
 * What must hold in the database whatever happened to the server: no row links two clients' data (a tenant,
 * order, property or contact of one client on another's case), and no tenant is left named on no case (what a
 * tenants save cut in half would leave). Checked with direct queries, beside what the API reads back.
 */
import { eq, ne, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../../src/db/client.ts';
import { cases, caseTenants, contactInfos, orders, properties, tenants } from '../../../src/db/schema.ts';

const count = sql<number>`count(*)::int`;

export async function databaseProblems(db: Db): Promise<string[]> {
  const [mixedLinks] = await db
    .select({ n: count })
    .from(caseTenants)
    .innerJoin(cases, eq(cases.id, caseTenants.caseId))
    .innerJoin(tenants, eq(tenants.id, caseTenants.tenantId))
    .where(or(ne(caseTenants.clientId, cases.clientId), ne(tenants.clientId, cases.clientId)));
  const [mixedOrders] = await db
    .select({ n: count })
    .from(orders)
    .innerJoin(cases, eq(cases.id, orders.caseId))
    .where(ne(orders.clientId, cases.clientId));
  const [mixedProperties] = await db
    .select({ n: count })
    .from(cases)
    .innerJoin(properties, eq(properties.id, cases.propertyId))
    .where(ne(properties.clientId, cases.clientId));
  const [mixedContacts] = await db
    .select({ n: count })
    .from(properties)
    .innerJoin(contactInfos, eq(contactInfos.id, properties.contactInfoId))
    .where(ne(contactInfos.clientId, properties.clientId));
  const [orphans] = await db
    .select({ n: count })
    .from(tenants)
    .where(
      notExists(
        db
          .select({ one: sql`1` })
          .from(caseTenants)
          .where(eq(caseTenants.tenantId, tenants.id)),
      ),
    );
  const problems: Array<[number | undefined, string]> = [
    [mixedLinks?.n, 'tenant links joining two clients'],
    [mixedOrders?.n, "orders on another client's case"],
    [mixedProperties?.n, "cases on another client's property"],
    [mixedContacts?.n, "properties with another client's contact"],
    [orphans?.n, 'tenants named on no case (a tenants save cut in half)'],
  ];
  return problems.filter(([n]) => n !== 0).map(([n, what]) => `database: ${n ?? 'unknown number of'} ${what}`);
}
