/** What the benchmarks share: percentiles, a free port, and the real server started as a child process. */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { loadSigningKeys } from '../apps/server/src/auth/keys.ts';
import { builtInIssuer, mintAccessToken } from '../apps/server/src/auth/tokens.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { SERVER_MAIN, serverBuilt } from '../scripts/build-server.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const round1 = (n: number) => Math.round(n * 10) / 10;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });
}

export interface ChildServer {
  baseUrl: string;
  publicUrl: string;
  /** Milliseconds from spawning the process to the first answer of GET /api/health. */
  firstAnswerMs: number;
  stop(): Promise<void>;
}

export interface ChildServerOptions {
  port: number;
  dataDir: string;
  databaseUrl?: string | undefined;
  timeoutMs?: number;
  /** More environment for the server (e.g. WEB_DIST, SIGNING_KEY_JWK). */
  env?: Record<string, string>;
}

/**
 * Opens the database in this process before a child server starts (one process only may open a PGlite directory):
 * migrates it, creates the built-in signing key and signs a token with it for each subject, for the server's issuer.
 */
export async function tokensFor(
  dataDir: string,
  databaseUrl: string | undefined,
  publicUrl: string,
  subs: string[],
): Promise<string[]> {
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    const keys = await loadSigningKeys(database.db, process.env.SIGNING_KEY_JWK);
    return await Promise.all(
      subs.map((sub, i) =>
        mintAccessToken(
          keys,
          builtInIssuer(publicUrl),
          sub,
          { email: `bench${i}@example.test`, given_name: 'Bench', family_name: `Landlord ${i}` },
          4 * 3600,
        ),
      ),
    );
  } finally {
    await database.close();
  }
}

/** The public URL a bench server is started with: the built-in sign-in's issuer is this plus /oidc. */
export const benchPublicUrl = (port: number) => `http://127.0.0.1:${port}`;

/**
 * Starts the compiled server (what `npm run serve` runs; built first, once per run) and waits for /api/health to
 * answer, so the load generator never shares the server's event loop.
 */
export async function startChildServer(opts: ChildServerOptions): Promise<ChildServer> {
  const publicUrl = benchPublicUrl(opts.port);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(opts.port),
    HOST: '127.0.0.1',
    PUBLIC_URL: publicUrl,
    DATA_DIR: opts.dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
  };
  delete env.DATABASE_URL;
  if (opts.databaseUrl) env.DATABASE_URL = opts.databaseUrl;
  Object.assign(env, opts.env);
  await serverBuilt();
  const started = performance.now();
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, SERVER_MAIN], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  let exited: number | null | undefined;
  child.on('exit', (code) => {
    exited = code;
  });
  const baseUrl = `http://127.0.0.1:${opts.port}`;
  const deadline = started + (opts.timeoutMs ?? 60_000);
  let firstAnswerMs = Number.NaN;
  while (performance.now() < deadline) {
    if (exited !== undefined)
      throw new Error(`The server exited with code ${exited} before answering: ${stderr.trim()}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      await res.arrayBuffer();
      if (res.ok) {
        firstAnswerMs = performance.now() - started;
        break;
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  if (Number.isNaN(firstAnswerMs)) {
    await stopChild(child);
    throw new Error(`The server did not answer /api/health within ${opts.timeoutMs ?? 60_000} ms: ${stderr.trim()}`);
  }
  return { baseUrl, publicUrl, firstAnswerMs, stop: () => stopChild(child) };
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const done = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await done;
  clearTimeout(timer);
}

/** Label/value rows printed as an aligned table under a heading. */
export function printTable(heading: string, rows: Array<[string, string]>): void {
  const width = Math.max(0, ...rows.map(([k]) => k.length));
  process.stdout.write(`\n${heading}\n`);
  for (const [k, v] of rows) process.stdout.write(`  ${k.padEnd(width)}  ${v}\n`);
}

/** What Review & Sign sends for a case (its statements, verifier, military check and typed signature). */
export function signatureOf(c: {
  statements?: unknown;
  verifier?: unknown;
  scraChecked?: unknown;
  scraCheckDate?: unknown;
  signatureText?: unknown;
}) {
  const { statements, verifier, scraChecked, scraCheckDate, signatureText } = c;
  return { statements, verifier, scraChecked, scraCheckDate, signatureText };
}
