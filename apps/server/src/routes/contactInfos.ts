import type { FastifyInstance } from 'fastify';
import { api } from '@rentfile/contract';
import { currentClient } from '../auth/plugin.ts';
import type { Deps } from '../deps.ts';
import { route } from '../http/route.ts';
import * as service from '../services/contactInfos.ts';

export async function contactInfoRoutes(app: FastifyInstance, { db }: Deps) {
  route(app, api.getContactInfos, async ({ request }) => service.listContactInfos(db, currentClient(request)));
  route(app, api.saveContactInfo, async ({ request, body }) =>
    service.saveContactInfo(db, currentClient(request), body.contactInfo, body.saveAsDefault),
  );
  route(app, api.deleteContactInfo, async ({ request, params }) => {
    await service.deleteContactInfo(db, currentClient(request), params.id);
    return { ok: true as const };
  });
}
