/**
 * The one API wrapper (docs/product/data-and-rules.md#calls, docs/product/data-and-rules.md#errors). Every call of the web goes through callApi with a route of
 * @rentfile/contract/routes, so paths, inputs and answers are typed from the same schemas the server uses (as types:
 * the schemas themselves, and zod, are not loaded for a call):
 *
 *   const kase = await callApi(routes.getCase, { params: { id: 12 } });
 *   const result = await callApi(routes.getCase, { params: { id: 12 } }, { throwOnError: false });
 *   if (result.error) ... else result.data
 *
 * A call optionally raises the loading flag, sends the bearer token and the
 * as-user header and, on failure, puts the message in the global error banner and throws (default) or returns
 * { data: null, error }. It does not clear the banner: navigating to another screen does (app/shell/ErrorBanner.tsx),
 * so an autosave cannot wipe an error before it is read. The answer is the server's, which parses what it sends with the call's response schema.
 */
import type { Api, Endpoint } from '@rentfile/contract';
import { buildPath, type Route, type RouteName } from '@rentfile/contract/routes';
import type { z } from 'zod';
import { getAccessToken, getAsUser } from './credentials.ts';
import { setError } from './globalError.tsx';
import { startLoading } from './loading.ts';

/** The message of docs/product/data-and-rules.md#errors for an error without a message of its own. */
export const FALLBACK_ERROR_MESSAGE = 'Error accured';

/** The 401 bodies that mean the session is over (docs/product/data-and-rules.md#sign-in-and-guests). */
export const TOKEN_ERROR_BODIES = ['JsonWebTokenError', 'TokenExpiredError'] as const;
export type TokenErrorBody = (typeof TOKEN_ERROR_BODIES)[number];

export type ApiErrorKind = 'response' | 'network' | 'aborted';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    /** HTTP status of a response error, else null. */
    readonly status: number | null = null,
    /** The parsed body of a response error. */
    readonly body: unknown = undefined,
  ) {
    super(message);
  }
}

export type ApiResult<T> = { data: T; error: null } | { data: null; error: ApiError };

type Part<K extends string, S> = unknown extends S
  ? { [P in K]?: undefined }
  : object extends S
    ? { [P in K]?: S }
    : { [P in K]: S };

type InputOf<S> = S extends z.ZodType ? z.input<S> : unknown;

/** What call N takes: params, query and body as the contract's schemas accept them. */
export type ApiInput<N extends RouteName> =
  Api[N] extends Endpoint<infer P, infer Q, infer B, z.ZodType>
    ? Part<'params', InputOf<P>> &
        Part<'query', InputOf<Q>> &
        (unknown extends InputOf<B> ? { body?: FormData } : Part<'body', InputOf<B>>)
    : never;

/** What call N answers: the contract's response schema's output. */
export type ApiResponse<N extends RouteName> =
  Api[N] extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.output<R> : never;

export interface CallOptions {
  /** Raise the global loading flag while the call runs. */
  loading?: boolean;
  /** Put a failure's message in the global error banner (default true). */
  showError?: boolean;
  /** Throw an ApiError on failure (default true); false returns { data: null, error } instead. */
  throwOnError?: boolean;
  signal?: AbortSignal;
}

type Returned<N extends RouteName, O> = O extends { throwOnError: false } ? ApiResult<ApiResponse<N>> : ApiResponse<N>;

let unauthorizedHandler: ((body: TokenErrorBody) => void) | null = null;

/** Registers what a token error answer does (the session logs the user out). Returns the unregister function. */
export function setUnauthorizedHandler(handler: ((body: TokenErrorBody) => void) | null): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

export async function callApi<N extends RouteName, O extends CallOptions = CallOptions>(
  route: Route<N>,
  input: ApiInput<N>,
  options?: O,
): Promise<Returned<N, O>> {
  const { loading = false, showError = true, throwOnError = true, signal } = options ?? {};
  const stopLoading = loading ? startLoading() : null;
  try {
    const data = (await send(route, input as RawInput, signal)) as ApiResponse<N>;
    return (throwOnError ? data : { data, error: null }) as Returned<N, O>;
  } catch (err) {
    const error = toApiError(err);
    const loggedOut = error.status === 401 && isTokenErrorBody(error.body);
    if (loggedOut) unauthorizedHandler?.(error.body as TokenErrorBody);
    else if (showError && error.kind !== 'aborted')
      setError(error.message, error.kind === 'network' ? 'network' : 'response');
    if (throwOnError) throw error;
    return { data: null, error } as Returned<N, O>;
  } finally {
    stopLoading?.();
  }
}

interface RawInput {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
}

async function send(route: Route, input: RawInput, signal: AbortSignal | undefined): Promise<unknown> {
  const url = buildPath(route.path, input.params) + queryString(input.query);
  const headers = new Headers({ Accept: 'application/json' });
  const token = getAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const asUser = getAsUser();
  if (asUser) headers.set('as-user', asUser);
  let body: BodyInit | undefined;
  if (input.body instanceof FormData) body = input.body;
  else if (input.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(input.body);
  }

  let response: Response;
  try {
    response = await fetch(url, { method: route.method, headers, body: body ?? null, signal: signal ?? null });
  } catch (err) {
    if (isAbort(err)) throw new ApiError('The request was cancelled.', 'aborted');
    throw new ApiError(err instanceof Error && err.message ? err.message : FALLBACK_ERROR_MESSAGE, 'network');
  }
  const payload = await readBody(response);
  if (!response.ok) throw new ApiError(responseErrorMessage(response, payload), 'response', response.status, payload);
  return payload;
}

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const v of Array.isArray(value) ? value : [value]) search.append(key, String(v));
  }
  const qs = search.toString();
  return qs ? `?${qs}` : '';
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (text === '') return undefined;
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/** Spec §8: the status text plus the body's error message if present, else the body as a string. */
export function responseErrorMessage(response: Pick<Response, 'status' | 'statusText'>, body: unknown): string {
  const status = response.statusText || `Error ${response.status}`;
  let detail = '';
  if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string') detail = body.error;
  else if (typeof body === 'string') detail = body;
  else if (body !== undefined) detail = JSON.stringify(body);
  return detail ? `${status}: ${detail}` : status;
}

function isTokenErrorBody(body: unknown): body is TokenErrorBody {
  return typeof body === 'string' && (TOKEN_ERROR_BODIES as readonly string[]).includes(body);
}

function isAbort(err: unknown): boolean {
  return err instanceof DOMException && err.name === 'AbortError';
}

function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if (isAbort(err)) return new ApiError('The request was cancelled.', 'aborted');
  return new ApiError(err instanceof Error && err.message ? err.message : FALLBACK_ERROR_MESSAGE, 'network');
}

/**
 * A binary answer (an avatar image, a PDF) of a GET path of the API, such as a client's avatar URL, sent with the
 * same bearer token and as-user header as callApi. Failures are handled as callApi handles them and thrown.
 */
export async function fetchApiBlob(
  path: string,
  options: Pick<CallOptions, 'showError' | 'signal'> = {},
): Promise<Blob> {
  const { showError = true, signal } = options;
  const headers = new Headers();
  const token = getAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const asUser = getAsUser();
  if (asUser) headers.set('as-user', asUser);
  try {
    let response: Response;
    try {
      response = await fetch(path, { headers, signal: signal ?? null });
    } catch (err) {
      throw toApiError(err);
    }
    if (!response.ok) {
      const payload = await readBody(response);
      throw new ApiError(responseErrorMessage(response, payload), 'response', response.status, payload);
    }
    return await response.blob();
  } catch (err) {
    const error = toApiError(err);
    if (error.status === 401 && isTokenErrorBody(error.body)) unauthorizedHandler?.(error.body as TokenErrorBody);
    else if (showError && error.kind !== 'aborted')
      setError(error.message, error.kind === 'network' ? 'network' : 'response');
    throw error;
  }
}

/**
 * A multipart upload (a document) with its progress, which fetch does not report: sent with the same bearer token
 * and as-user header as callApi, answered with the call's answer. A failure is thrown as an ApiError
 * and not put in the banner: the upload's own place on the screen says why (uploadErrorText).
 */
export function uploadWithProgress<N extends RouteName>(
  route: Route<N>,
  input: ApiInput<N>,
  body: FormData,
  onProgress: (fraction: number) => void,
): Promise<ApiResponse<N>> {
  const raw = input as RawInput;
  const url = buildPath(route.path, raw.params) + queryString(raw.query);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(route.method, url);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getAccessToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    const asUser = getAsUser();
    if (asUser) xhr.setRequestHeader('as-user', asUser);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onerror = () =>
      reject(new ApiError('The upload did not reach the server. Check your connection and try again.', 'network'));
    xhr.onabort = () => reject(new ApiError('The request was cancelled.', 'aborted'));
    xhr.onload = () => {
      let payload: unknown = xhr.responseText === '' ? undefined : xhr.responseText;
      if ((xhr.getResponseHeader('content-type') ?? '').includes('json') && xhr.responseText) {
        try {
          payload = JSON.parse(xhr.responseText) as unknown;
        } catch {
          // Kept as text.
        }
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        const error = new ApiError(
          responseErrorMessage({ status: xhr.status, statusText: xhr.statusText }, payload),
          'response',
          xhr.status,
          payload,
        );
        if (xhr.status === 401 && isTokenErrorBody(payload)) unauthorizedHandler?.(payload);
        reject(error);
        return;
      }
      resolve(payload as ApiResponse<N>);
    };
    xhr.send(body);
  });
}

/** What to tell the user about a failed upload: the server's own message when it gave one. */
export function uploadErrorText(err: unknown): string {
  if (
    err instanceof ApiError &&
    err.body &&
    typeof err.body === 'object' &&
    'error' in err.body &&
    typeof err.body.error === 'string'
  )
    return err.body.error;
  return err instanceof Error && err.message ? err.message : FALLBACK_ERROR_MESSAGE;
}
