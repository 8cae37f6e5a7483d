/**
 * What the server logs, and what it never logs (issue 20, gap 6). A log line carries no personal data and no
 * secret: a request is logged by method and path (never its query string, where search terms and tokens travel,
 * nor its body, nor its headers); an error by its type, code and message, with the values of a failed SQL
 * statement (Drizzle puts them in the message and in `params`) and any quoted value of a database message
 * removed, and without the driver's `detail` (which quotes the row). A line longer than the cap is replaced by a
 * short one saying so, so one large field can never write megabytes.
 */
import type { FastifyServerOptions } from 'fastify';

/** Longest log line written, in characters. */
export const LOG_LINE_CAP = 16 * 1024;

const REDACTED = '[redacted]';

/**
 * Paths whose segment is a secret (issue 34: the calendar feed's and the reminders' opt-out tokens were written in
 * the request log, and whoever read the log could follow a landlord's court dates or stop their reminders).
 */
const TOKEN_SEGMENTS = [/^(\/api\/court-reminders\/off\/)[^/?]+/, /^(\/api\/calendar-feed\/)[^/?]+/];

/**
 * A URL without its query string and without a token in its path: /api/properties?search=Lopez ->
 * /api/properties?[redacted]; /api/calendar-feed/<token>/court-dates.ics -> /api/calendar-feed/[redacted]/court-dates.ics.
 */
export function pathOnly(url: string): string {
  const q = url.indexOf('?');
  const path = TOKEN_SEGMENTS.reduce(
    (p, pattern) => p.replace(pattern, `$1${REDACTED}`),
    q === -1 ? url : url.slice(0, q),
  );
  return q === -1 ? path : `${path}?${REDACTED}`;
}

/**
 * A message without the values it may quote: Drizzle's "Failed query: <sql>\nparams: <values>" keeps its SQL
 * (placeholders only), and a database's 'invalid input syntax for type date: "2026-99-99"' loses the quoted part.
 */
export function redactMessage(message: string): string {
  const params = message.indexOf('\nparams:');
  const withoutParams = params === -1 ? message : `${message.slice(0, params)}\nparams: ${REDACTED}`;
  return withoutParams
    .replace(/"(?:[^"\\]|\\.)*"/g, `"${REDACTED}"`)
    .replace(/\(([^()]*)\)=\(([^()]*)\)/g, `($1)=(${REDACTED})`);
}

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: string;
  statusCode?: number;
  cause?: SerializedError;
}

/** An error as logged: type, code, status, redacted message and stack, and its causes likewise (at most 5 deep). */
export function serializeError(err: unknown, depth = 0): SerializedError {
  if (!(err instanceof Error)) return { type: typeof err, message: REDACTED, stack: '' };
  const code = (err as { code?: unknown }).code;
  const statusCode = (err as { statusCode?: unknown }).statusCode;
  const message = redactMessage(err.message);
  const stackFrames = err.stack ? err.stack.split('\n').filter((l) => l.startsWith('    at ')) : [];
  return {
    type: err.name,
    message,
    ...(typeof code === 'string' || typeof code === 'number' ? { code: String(code) } : {}),
    ...(typeof statusCode === 'number' ? { statusCode } : {}),
    stack: [`${err.name}: ${message}`, ...stackFrames].join('\n'),
    ...(err.cause !== undefined && depth < 5 ? { cause: serializeError(err.cause, depth + 1) } : {}),
  };
}

interface LoggedRequest {
  method: string;
  url: string;
  id?: unknown;
}

/** A line over the cap becomes a short line of the same level and time saying how long it was. */
export function capLine(line: string, cap = LOG_LINE_CAP): string {
  if (line.length <= cap) return line;
  const level = /"level":(\d+)/.exec(line)?.[1] ?? '30';
  const time = /"time":(\d+)/.exec(line)?.[1] ?? String(Date.now());
  const msg = /"msg":"((?:[^"\\]|\\.){0,200})/.exec(line)?.[1] ?? '';
  return `${JSON.stringify({ level: Number(level), time: Number(time), msg: unescapeJson(msg), truncated: true, length: line.length })}\n`;
}

/** The text of a JSON string's inside, or nothing when it was cut in the middle of an escape. */
function unescapeJson(inside: string): string {
  try {
    return JSON.parse(`"${inside}"`) as string;
  } catch {
    return '';
  }
}

/** The logger options of the server: level, serializers and redactions above, and the line cap. */
export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (req: LoggedRequest) => ({
        method: req.method,
        url: pathOnly(req.url),
        ...(req.id === undefined ? {} : { id: req.id }),
      }),
      err: serializeError,
    },
    redact: {
      paths: [
        'req.headers',
        'req.body',
        'req.query',
        'body',
        'params',
        'err.params',
        'err.detail',
        'headers.authorization',
        'headers.cookie',
      ],
      censor: REDACTED,
    },
    hooks: { streamWrite: (line: string) => capLine(line) },
  };
}
