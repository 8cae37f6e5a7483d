import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One call of the API: the server registers it, the web calls it, both with the same schemas. */
export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Fastify-style path, e.g. /api/cases/:id */
  path: string;
  summary: string;
  /** Reachable without signing in. */
  public?: boolean;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
}

export function endpoint<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  e: Endpoint<P, Q, B, R>,
): Endpoint<P, Q, B, R> {
  return e;
}

/** Fills the :params of an endpoint's path. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const v = params[name];
    if (v === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(v));
  });
}

/** The body of every error answer. */
export const errorBody = z.object({ error: z.string(), code: z.string(), details: z.unknown().optional() });
export type ErrorBody = z.infer<typeof errorBody>;

export const idParam = z.object({ id: z.coerce.number().int().positive() });
export const ok = z.object({ ok: z.literal(true) });
