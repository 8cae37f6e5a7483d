/** Registers a contract endpoint on the server: the contract's schemas validate, the handler stays thin. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Endpoint } from '@rentfile/contract';
import type { ReadCache } from '../services/readCache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The read cache of deps, when there is one. */
    readCache: ReadCache | null;
  }
}

type In<T> = [NonNullable<T>] extends [z.ZodType] ? z.output<NonNullable<T>> : undefined;

export interface RouteContext<E extends Endpoint> {
  params: In<E['params']>;
  query: In<E['query']>;
  body: In<E['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export const routeKey = (e: Pick<Endpoint, 'method' | 'path'>) => `${e.method} ${e.path}`;

export function route<E extends Endpoint>(
  app: FastifyInstance,
  e: E,
  handler: (ctx: RouteContext<E>) => Promise<z.input<E['response']> | void>,
  options: { bodyLimit?: number } = {},
): void {
  // A call that is not a GET may write: kept answers of reads are forgotten before and after it.
  const writes = app.hasDecorator('readCache') ? app.readCache : null;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: e.method,
    url: e.path,
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    config: { public: e.public === true },
    schema: {
      summary: e.summary,
      ...(e.params ? { params: e.params } : {}),
      ...(e.query ? { querystring: e.query } : {}),
      ...(e.body ? { body: e.body } : {}),
    },
    handler: async (request, reply) => {
      const run = () =>
        handler({
          params: request.params as In<E['params']>,
          query: request.query as In<E['query']>,
          body: request.body as In<E['body']>,
          request,
          reply,
        });
      return writes && e.method !== 'GET' ? writes.write(run) : run();
    },
  });
}
