/**
 * Starts the real server (HTTP on 127.0.0.1, a random port) on a fresh database, and gives tests signed-in
 * callers. Tokens are signed with the server's own key, as the operator command does.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { mintAccessToken } from '../../../src/auth/tokens.ts';
import { loadConfig } from '../../../src/config.ts';
import { createServer, type StartedServer } from '../../../src/server.ts';
import { createTestDatabase } from './database.ts';
import { LogCapture } from './logs.ts';

export interface TestServer {
  baseUrl: string;
  server: StartedServer;
  /** Every line the server logged, scanned for personal data and secrets as it is written. */
  logs: LogCapture;
  /** The test database's URL on PostgreSQL (TEST_DATABASE_URL); undefined on PGlite. */
  databaseUrl: string | undefined;
  /** A caller signed in as the given subject (auth0Id). */
  as(sub: string, claims?: Record<string, unknown>): Promise<Caller>;
  /** A caller with no token. */
  anonymous: Caller;
  close(): Promise<void>;
}

export interface CallResult<T = unknown> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

export interface Caller {
  token: string | null;
  get<T = unknown>(path: string, headers?: Record<string, string>): Promise<CallResult<T>>;
  post<T = unknown>(path: string, body?: unknown, headers?: Record<string, string>): Promise<CallResult<T>>;
  put<T = unknown>(path: string, body?: unknown, headers?: Record<string, string>): Promise<CallResult<T>>;
  patch<T = unknown>(path: string, body?: unknown, headers?: Record<string, string>): Promise<CallResult<T>>;
  delete<T = unknown>(path: string, headers?: Record<string, string>): Promise<CallResult<T>>;
  raw(path: string, init: RequestInit): Promise<Response>;
}

/** Calls to baseUrl as a signed-in user (or anonymous, with a null token). */
export function caller(baseUrl: string, token: string | null): Caller {
  const send = async <T>(
    method: string,
    p: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<CallResult<T>> => {
    const res = await fetch(baseUrl + p, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
    return { status: res.status, body: parsed as T, text, headers: res.headers };
  };
  return {
    token,
    get: (p, h) => send('GET', p, undefined, h),
    post: (p, b, h) => send('POST', p, b ?? {}, h),
    put: (p, b, h) => send('PUT', p, b ?? {}, h),
    patch: (p, b, h) => send('PATCH', p, b ?? {}, h),
    delete: (p, h) => send('DELETE', p, undefined, h),
    raw: (p, init) =>
      fetch(baseUrl + p, {
        ...init,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(init.headers as Record<string, string>),
        },
      }),
  };
}

export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const testDb = await createTestDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rentfile-api-'));
  // The issuer must be known before listening: reserve it from a port chosen by the OS.
  const port = await freePort();
  // The server logs as in production (info), into memory: close() fails the test file when a line carried
  // personal data or a secret (issue 20, gap 6).
  const config = loadConfig({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env });
  const logs = new LogCapture();
  const server = await createServer(config, { database: testDb.database, logStream: logs });
  await server.app.listen({ port, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    server,
    logs,
    databaseUrl: testDb.url,
    anonymous: caller(baseUrl, null),
    async as(sub, claims = {}) {
      const keys = server.deps.signingKeys;
      if (!keys) throw new Error('The test server uses an external provider: no built-in key to sign with.');
      return caller(
        baseUrl,
        await mintAccessToken(keys, server.deps.verifier.issuer, sub, {
          email: `${sub}@example.test`,
          given_name: 'Test',
          family_name: sub,
          ...claims,
        }),
      );
    },
    async close() {
      await server.stop();
      await testDb.drop();
      logs.assertClean();
    },
  };
}

/** A port the OS says is free now. */
export async function freePort(): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
