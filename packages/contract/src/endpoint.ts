import { z } from 'zod';
import { routes, type RouteInfo, type RouteName } from './routes.ts';

/** The schemas of one call of the API: the server validates with them, the web takes its types from them. */
export interface EndpointSchemas<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  summary: string;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
}

/** One call of the API: its route (routes.ts) and its schemas. */
export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
>
  extends RouteInfo, EndpointSchemas<P, Q, B, R> {}

export function endpoint<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  e: EndpointSchemas<P, Q, B, R>,
): EndpointSchemas<P, Q, B, R> {
  return e;
}

/** The calls of the API: the schemas of every route, each joined with its route. */
export function withRoutes<S extends Record<RouteName, EndpointSchemas>>(
  schemas: S & Record<Exclude<keyof S, RouteName>, never>,
): { [N in RouteName]: S[N] & (typeof routes)[N] } {
  return Object.fromEntries(
    Object.entries(schemas).map(([name, e]) => [name, { ...routes[name as RouteName], ...e }]),
  ) as { [N in RouteName]: S[N] & (typeof routes)[N] };
}

/** The body of every error answer. */
export const errorBody = z.object({ error: z.string(), code: z.string(), details: z.unknown().optional() });
export type ErrorBody = z.infer<typeof errorBody>;

export const idParam = z.object({ id: z.coerce.number().int().positive() });
export const ok = z.object({ ok: z.literal(true) });
