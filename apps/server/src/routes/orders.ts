import type { FastifyInstance } from 'fastify';
import { api } from '@rentfile/contract';
import { currentClient } from '../auth/plugin.ts';
import type { Deps } from '../deps.ts';
import { route } from '../http/route.ts';
import * as service from '../services/orders.ts';

export async function orderRoutes(app: FastifyInstance, { db }: Deps) {
  route(app, api.createOrder, async ({ request, body }) => service.createOrder(db, currentClient(request), body));
  route(app, api.getCaseOrders, async ({ request, params, query }) =>
    service.listCaseOrders(db, currentClient(request), params.caseId, query.flowType),
  );
}
