/**
 * Registers a contract endpoint on the server: the contract's schemas validate what comes in and what goes out (the
 * answer is parsed with the response schema: the web takes it as it comes), the handler stays thin.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Endpoint } from '@rentfile/contract';
import { permissionOf, type Permission } from './permissions.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Registered by route() from a call of the contract (app.ts wraps those that write in the read cache's write). */
    contract?: boolean;
    /** What the call requires of the member making it (http/permissions.ts); a call without one is refused. */
    permission?: Permission;
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

export function route<E extends Endpoint>(
  app: FastifyInstance,
  e: E,
  handler: (ctx: RouteContext<E>) => Promise<z.input<E['response']> | void>,
  options: { bodyLimit?: number } = {},
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: e.method,
    url: e.path,
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    config: { public: e.public === true, contract: true, permission: permissionOf(e) },
    schema: {
      summary: e.summary,
      ...(e.params ? { params: e.params } : {}),
      ...(e.query ? { querystring: e.query } : {}),
      ...(e.body ? { body: e.body } : {}),
    },
    handler: async (request, reply) => {
      const answer = await handler({
        params: request.params as In<E['params']>,
        query: request.query as In<E['query']>,
        body: request.body as In<E['body']>,
        request,
        reply,
      });
      // An answer the handler sent itself (a file, a stream) is not the schema's.
      return answer === undefined || answer === reply ? answer : e.response.parse(answer);
    },
  });
}
