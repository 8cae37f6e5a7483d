import type { FastifyInstance } from 'fastify';
import { api } from '@rentfile/contract';
import { currentClient } from '../auth/plugin.ts';
import type { Deps } from '../deps.ts';
import { route } from '../http/route.ts';
import { removeTenantFromCase } from '../services/cases.ts';

export async function tenantRoutes(app: FastifyInstance, { db, caseSnapshots }: Deps) {
  route(app, api.deleteTenant, async ({ request, body }) => {
    await removeTenantFromCase(db, currentClient(request), body.caseId, body.caseTenantId, caseSnapshots);
    return { ok: true as const };
  });
}
