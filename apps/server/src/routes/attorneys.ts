import type { FastifyInstance } from 'fastify';
import { api } from '@rentfile/contract';
import { currentClient } from '../auth/plugin.ts';
import type { Deps } from '../deps.ts';
import { route } from '../http/route.ts';
import * as service from '../services/attorneys.ts';

/** The attorney profile and the firm's attorney contacts (docs/product/rules.md#representation). */
export async function attorneyRoutes(app: FastifyInstance, { db }: Deps) {
  route(app, api.getAttorneyProfile, async ({ request }) => service.getAttorneyProfile(db, currentClient(request)));
  route(app, api.saveAttorneyProfile, async ({ request, body }) =>
    service.saveAttorneyProfile(db, currentClient(request), body.attorney),
  );
  route(app, api.getAttorneys, async ({ request }) => service.listAttorneys(db, currentClient(request)));
  route(app, api.saveAttorney, async ({ request, body }) =>
    service.saveAttorney(db, currentClient(request), body.attorney),
  );
  route(app, api.deleteAttorney, async ({ request, params }) => {
    await service.deleteAttorney(db, currentClient(request), params.id);
    return { ok: true as const };
  });
}
