import type { FastifyInstance } from 'fastify';
import { api } from '@rentfile/contract';
import { currentClient } from '../auth/plugin.ts';
import type { Deps } from '../deps.ts';
import { route } from '../http/route.ts';
import { forgetPapersWithoutCases } from '../services/pleadings.ts';
import * as service from '../services/properties.ts';

export async function propertyRoutes(app: FastifyInstance, { db, paperFiles }: Deps) {
  route(app, api.getProperties, async ({ request, query }) =>
    service.listProperties(db, currentClient(request), query.search),
  );
  route(app, api.getProperty, async ({ request, params }) =>
    service.getProperty(db, currentClient(request), params.id),
  );
  route(app, api.saveProperty, async ({ request, body }) =>
    service.saveProperty(db, currentClient(request), body.property),
  );
  route(app, api.newUnit, async ({ request, body }) =>
    service.addUnit(db, currentClient(request), body.propertyId, body.unitNo),
  );
  route(app, api.deleteProperty, async ({ request, params, query }) => {
    await service.deleteProperty(db, currentClient(request), params.propertyId, query.cases);
    await forgetPapersWithoutCases(db, paperFiles, currentClient(request));
    return { ok: true as const };
  });
}
