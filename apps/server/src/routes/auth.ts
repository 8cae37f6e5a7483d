import type { FastifyInstance } from 'fastify';
import { api } from '@rentfile/contract';
import { currentClient } from '../auth/plugin.ts';
import type { Deps } from '../deps.ts';
import { route } from '../http/route.ts';
import { authConfig, changeOwnPassword } from '../services/accounts.ts';
import { migrateGuestData } from '../services/guest.ts';

export async function authRoutes(app: FastifyInstance, { db, config, verifier }: Deps) {
  route(app, api.authConfig, async () => authConfig(config, verifier.issuer));
  route(app, api.setPassword, async ({ request, body }) => {
    await changeOwnPassword(db, config, { client: currentClient(request), actor: request.actor, auth0Id: body.auth0Id, password: body.p });
    return { ok: true as const };
  });
  route(app, api.changePassword, async ({ request, body }) => {
    await changeOwnPassword(db, config, { client: currentClient(request), actor: request.actor, auth0Id: null, password: body.p });
    return { ok: true as const };
  });
  route(app, api.migrateGuestData, async ({ request, body }) => migrateGuestData(db, currentClient(request), body));
}
