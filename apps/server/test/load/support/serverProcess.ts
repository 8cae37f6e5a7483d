/**
 * The real server as its own process (what `npm run serve` runs) on PostgreSQL or its embedded database, signing with a key the test
 * holds, so the test can sign landlords in, stop it, or kill it with SIGKILL and start it again on the same
 * database and port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { SigningKeys } from '../../../src/auth/keys.ts';
import { builtInIssuer, mintAccessToken } from '../../../src/auth/tokens.ts';
import { freePort, repoRoot } from '../../../../../bench/support.ts';
import { SERVER_MAIN, serverBuilt } from '../../../../../scripts/build-server.ts';

/** A start on a fresh embedded database under a full parallel test run has been seen to take over a minute. */
const STARTUP_TIMEOUT_MS = 120_000;

export interface ServerProcess {
  baseUrl: string;
  pid: number;
  /** The last lines the server wrote (for a failure's report). */
  output(): string;
  /** False once the process has exited. */
  running(): boolean;
  /** The exit code or signal, once exited. */
  exitCode(): string;
  /** CPU seconds the process has used so far (user + system; NaN where /proc is missing). */
  cpuSeconds(): Promise<number>;
  /** SIGTERM, and SIGKILL after 15 s. */
  stop(): Promise<void>;
  /** SIGKILL, at once: no shutdown hook runs. */
  kill(): Promise<void>;
}

export interface ServerSite {
  port: number;
  baseUrl: string;
  /** The PostgreSQL database, or null: the embedded database in dataDir. */
  databaseUrl: string | null;
  dataDir: string;
  /** Signs an access token for a landlord (the token's sub), valid for this site whatever process serves it. */
  token(sub: string): Promise<string>;
  /** Starts a server process for the site; another may be started after it exits. */
  start(): Promise<ServerProcess>;
  /** Stops the running process (SIGTERM), keeping the data directory. */
  stop(): Promise<void>;
  /** Stops a running process and removes the data directory. */
  close(): Promise<void>;
}

/**
 * A site on a free port of 127.0.0.1 over the given database (null: the embedded one in the site's data
 * directory), with its own signing key and data directory.
 */
export async function serverSite(databaseUrl: string | null): Promise<ServerSite> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rentfile-load-'));
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const privateJwk: JWK = { ...(await exportJWK(privateKey)), kid: 'load', alg: 'RS256', use: 'sig' };
  const keys = {
    privateJwk,
    publicJwk: privateJwk,
    privateKey: (await importJWK(privateJwk, 'RS256')) as SigningKeys['privateKey'],
    kid: 'load',
  };
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? undefined,
    SIGNING_KEY_JWK: JSON.stringify(privateJwk),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  };
  let current: ServerProcess | null = null;
  return {
    port,
    baseUrl,
    databaseUrl,
    dataDir,
    token: (sub) =>
      mintAccessToken(
        keys,
        builtInIssuer(baseUrl),
        sub,
        { email: `${sub.replace(/\W/g, '')}@example.test`, given_name: 'Load', family_name: sub },
        4 * 3600,
      ),
    async start() {
      current = await spawnServer(baseUrl, env);
      return current;
    },
    async stop() {
      await current?.stop();
    },
    async close() {
      await current?.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function spawnServer(baseUrl: string, env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  await serverBuilt();
  const child = spawn(process.execPath, [SERVER_MAIN], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-8_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`The server exited with code ${child.exitCode} before it was ready:\n${tail}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(
        `The server did not answer ${baseUrl}/api/health within ${STARTUP_TIMEOUT_MS / 1000} s:\n${tail}`,
      );
    }
    if (await healthy(baseUrl)) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    baseUrl,
    pid: child.pid!,
    output: () => tail,
    running: () => child.exitCode === null && child.signalCode === null,
    exitCode: () => String(child.exitCode ?? child.signalCode),
    cpuSeconds: () => cpuSecondsOf(child.pid!),
    stop: () => stopChild(child, exited),
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

/** utime + stime of /proc/<pid>/stat (fields 14 and 15, in clock ticks of 1/100 s on Linux). */
async function cpuSecondsOf(pid: number): Promise<number> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

async function healthy(baseUrl: string): Promise<boolean> {
  try {
    const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}

async function stopChild(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(force);
}
