import type { z } from 'zod';
/** The one error type of the server: a code, a message for the user, and optional details. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found.`);
export const badRequest = (message: string, details?: unknown) => new AppError('BAD_REQUEST', message, details);

/** Parses a value with a domain rule schema; a bad value is a 400 naming the first problem, with every issue as details. */
export function parsedOrBadRequest<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const checked = schema.safeParse(value);
  if (checked.success) return checked.data;
  const issues = checked.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  const first = issues[0]!;
  throw badRequest(`${first.message} (${first.path})`, issues);
}
