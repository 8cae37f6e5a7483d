import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orders } from '../db/schema.ts';

export type OrderRow = typeof orders.$inferSelect;

export async function insertOrder(
  db: Db,
  clientId: number,
  values: { caseId: number; paymentStatus: string; packageId: number; flowType: string },
): Promise<OrderRow> {
  const rows = await db
    .insert(orders)
    .values({ ...values, clientId })
    .returning();
  return rows[0]!;
}

/** A case's orders, oldest first, optionally of one flow type. */
export async function listCaseOrders(db: Db, clientId: number, caseId: number, flowType?: string): Promise<OrderRow[]> {
  const conditions = [eq(orders.clientId, clientId), eq(orders.caseId, caseId)];
  if (flowType) conditions.push(eq(orders.flowType, flowType));
  return db
    .select()
    .from(orders)
    .where(and(...conditions))
    .orderBy(asc(orders.id));
}
