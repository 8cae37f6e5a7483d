import type { orderRequest } from '@rentfile/contract';
import type { Order } from '@rentfile/domain';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { badRequest, notFound } from '../errors.ts';
import { findCase, isClientCase } from '../repositories/cases.ts';
import type { ClientRef } from '../repositories/clients.ts';
import * as repo from '../repositories/orders.ts';
import { enforceCaseRules } from './caseRules.ts';
import { representationFailureForCase } from './pleadings.ts';

export type OrderInput = z.infer<typeof orderRequest>;

export function toApiOrder(row: repo.OrderRow): Order {
  return {
    id: row.id,
    caseId: row.caseId,
    payment_status: row.paymentStatus,
    packageId: row.packageId,
    flowType: row.flowType,
    created_at: row.createdAt,
  };
}

/**
 * Creates an order for one of the client's cases (docs/product/data-and-rules.md#case-status: Pending, package 1, flow 01 unless sent). A case that
 * breaks a case rule (one stored before the rules held) gets no order until it is fixed (docs/product/rules.md).
 */
export async function createOrder(db: Db, client: ClientRef, input: OrderInput): Promise<Order> {
  const caseRow = await findCase(db, client.id, input.caseId);
  if (!caseRow) throw notFound('Case');
  enforceCaseRules(caseRow, { storedStatus: null, forPapers: false });
  // An order is the signed papers to file: an owner that must be represented needs its attorney of record first.
  const refusal = await representationFailureForCase(db, client, input.caseId);
  if (refusal) throw badRequest(refusal);
  const row = await repo.insertOrder(db, client.id, {
    caseId: input.caseId,
    paymentStatus: input.payment_status,
    packageId: input.packageId,
    flowType: input.flowType,
  });
  return toApiOrder(row);
}

export async function listCaseOrders(db: Db, client: ClientRef, caseId: number, flowType?: string): Promise<Order[]> {
  if (!(await isClientCase(db, client.id, caseId))) throw notFound('Case');
  return (await repo.listCaseOrders(db, client.id, caseId, flowType?.trim() || undefined)).map(toApiOrder);
}
