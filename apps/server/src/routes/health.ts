import type { FastifyInstance } from 'fastify';
import { api } from '@rentfile/contract';
import type { Deps } from '../deps.ts';
import { route } from '../http/route.ts';

export async function healthRoutes(app: FastifyInstance, { database }: Deps) {
  route(app, api.health, async ({ reply }) => {
    const up = await database.ping();
    if (!up) reply.code(503);
    return {
      status: up ? ('ok' as const) : ('degraded' as const),
      database: up ? ('up' as const) : ('down' as const),
      kind: database.kind,
    };
  });
}
