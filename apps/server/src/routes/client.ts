import type { FastifyInstance } from 'fastify';
import { api } from '@rentfile/contract';
import { currentClient, currentClientRow } from '../auth/plugin.ts';
import type { Deps } from '../deps.ts';
import { route } from '../http/route.ts';
import { toApiClient, updateUser } from '../services/clients.ts';

export async function clientRoutes(app: FastifyInstance, { db }: Deps) {
  route(app, api.getClient, async ({ request }) => toApiClient(db, await currentClientRow(request)));
  route(app, api.updateUser, async ({ request, body }) => updateUser(db, currentClient(request), body.user));
}
