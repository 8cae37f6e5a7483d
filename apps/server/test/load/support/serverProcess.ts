/**
 * The real server as its own process (what `npm run serve` runs) on PostgreSQL or its embedded database, signing with a key the test
 * holds, so the test can sign landlords in, stop it, or kill it with SIGKILL and start it again on the same
 * database and port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { SigningKeys } from '../../../src/auth/keys.ts';
import { builtInIssuer, mintAccessToken } from '../../../src/auth/tokens.ts';
import { freePort, repoRoot } from '../../../../../bench/support.ts';
import { SERVER_MAIN, serverBuilt } from '../../../../../scripts/build-server.ts';

/** The test-only clock every test server loads (e2e/support/serverClock.mjs; 0 ms off until a test moves it). */
const SERVER_CLOCK = pathToFileURL(path.join(repoRoot, 'e2e/support/serverClock.mjs')).href;

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
  /** Ends what keeps an exited server a zombie (the parent that does not reap), if any. */
  release(): Promise<void>;
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
  start(options?: StartOptions): Promise<ServerProcess>;
  /** Stops the running process (SIGTERM), keeping the data directory. */
  stop(): Promise<void>;
  /** Stops a running process and removes the data directory. */
  close(): Promise<void>;
  /**
   * Runs `work` with the server's clock at noon in New Jersey on the day `on` (e2e/support/serverClock.mjs, loaded
   * into every test server), as a case signed before the filing a test records on a past court day must be.
   */
  onDay<T>(on: string, work: () => Promise<T>): Promise<T>;
}

export interface StartOptions {
  /**
   * The server is the child of a process that never reaps it (a shell that became `sleep`): killed, it stays a
   * zombie until the site is closed, as under an init that reaps late.
   */
  unreapedParent?: boolean;
  /** The server runs in a UTS namespace of its own with this host name (`unshare --uts`, as root). */
  hostName?: string;
}

/**
 * A site on a free port of 127.0.0.1 over the given database (null: the embedded one in the site's data
 * directory), with its own signing key and data directory; `extraEnv` adds to or overrides the server's environment.
 */
export async function serverSite(databaseUrl: string | null, extraEnv: NodeJS.ProcessEnv = {}): Promise<ServerSite> {
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
  const clockFile = `${dataDir}.clock`;
  await writeFile(clockFile, '0');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    TEST_CLOCK_FILE: clockFile,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? undefined,
    SIGNING_KEY_JWK: JSON.stringify(privateJwk),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    ...extraEnv,
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
    async start(options = {}) {
      current = await spawnServer(baseUrl, env, options);
      return current;
    },
    async stop() {
      await current?.stop();
    },
    async close() {
      await current?.stop();
      await current?.release();
      await rm(dataDir, { recursive: true, force: true });
      await rm(clockFile, { force: true });
    },
    async onDay(on, work) {
      await writeFile(clockFile, String(Date.parse(`${on}T17:00:00Z`) - Date.now()));
      try {
        return await work();
      } finally {
        await writeFile(clockFile, '0');
      }
    },
  };
}

/** The shell line that starts the server under a parent that never reaps it, and tells the server's pid first. */
const UNREAPED = '"$@" & echo "server-pid $!"; exec sleep 86400';

async function spawnServer(baseUrl: string, env: NodeJS.ProcessEnv, options: StartOptions): Promise<ServerProcess> {
  await serverBuilt();
  let command = [process.execPath, '--import', SERVER_CLOCK, SERVER_MAIN];
  if (options.unreapedParent) command = ['sh', '-c', UNREAPED, 'sh', ...command];
  if (options.hostName)
    command = ['unshare', '--uts', 'sh', '-c', 'hostname "$0" && exec "$@"', options.hostName, ...command];
  const child = spawn(command[0]!, command.slice(1), { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let tail = '';
  let serverPid = options.unreapedParent ? 0 : child.pid!;
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-8_000);
    if (serverPid === 0) serverPid = Number(/server-pid (\d+)/.exec(tail)?.[1] ?? 0);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  /** The server has exited: its own exit when it is our child, its zombie (or its absence) otherwise. */
  const serverExited = async () =>
    options.unreapedParent
      ? serverPid !== 0 && ['Z', 'X', ''].includes(await processState(serverPid))
      : child.exitCode !== null || child.signalCode !== null;
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  for (;;) {
    if (await serverExited())
      throw new Error(`The server exited (${child.exitCode ?? 'a zombie'}) before it was ready:\n${tail}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      if (serverPid) process.kill(serverPid, 'SIGKILL');
      throw new Error(
        `The server did not answer ${baseUrl}/api/health within ${STARTUP_TIMEOUT_MS / 1000} s:\n${tail}`,
      );
    }
    if (serverPid !== 0 && (await healthy(baseUrl))) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const untilExited = async () => {
    while (!(await serverExited())) await new Promise((r) => setTimeout(r, 20));
  };
  const release = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };
  return {
    baseUrl,
    pid: serverPid,
    output: () => tail,
    running: () =>
      options.unreapedParent
        ? !['Z', 'X', ''].includes(processStateSync(serverPid))
        : child.exitCode === null && child.signalCode === null,
    exitCode: () => String(child.exitCode ?? child.signalCode),
    cpuSeconds: () => cpuSecondsOf(serverPid),
    stop: async () => {
      if (!options.unreapedParent) return stopChild(child, exited);
      if (!(await serverExited())) process.kill(serverPid, 'SIGTERM');
      await untilExited();
      await release();
    },
    async kill() {
      if (!(await serverExited())) process.kill(serverPid, 'SIGKILL');
      await untilExited();
    },
    release,
  };
}

/** The state letter of /proc/<pid>/stat ('' when there is no such process). */
async function processState(pid: number): Promise<string> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
  } catch {
    return '';
  }
}

function processStateSync(pid: number): string {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
  } catch {
    return '';
  }
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
