import type { FastifyInstance } from 'fastify';
import { api } from '@rentfile/contract';
import type { Deps } from '../deps.ts';
import { route } from '../http/route.ts';
import { readiness } from '../services/operations.ts';

export async function healthRoutes(app: FastifyInstance, deps: Deps) {
  const { database } = deps;
  route(app, api.health, async ({ reply }) => {
    const up = await database.ping();
    if (!up) reply.code(503);
    return {
      status: up ? ('ok' as const) : ('degraded' as const),
      database: up ? ('up' as const) : ('down' as const),
      kind: database.kind,
    };
  });
  // Liveness: the process answers. A database away is readiness's business: restarting the process would not help.
  route(app, api.healthLive, async () => ({ status: 'live' as const }));
  route(app, api.healthReady, async ({ reply }) => {
    const answer = await readiness(deps);
    if (answer.status !== 'ready') reply.code(503);
    return answer;
  });
}
