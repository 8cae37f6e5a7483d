/**
 * Starts the real server (as `npm run serve` does) on a free port with a fresh data directory and a copy of the built app, waits until
 * /api/health answers, gives its base URL to the tests (inject('baseUrl')) and stops it with SIGTERM at the end.
 * The web app must be built first (npm run test:e2e does it); the server is compiled here.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { exportJWK, generateKeyPair } from 'jose';
import type { TestProject } from 'vitest/node';
import { SERVER_MAIN, serverBuilt } from '../../scripts/build-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The built-in provider's private signing key (JWK as JSON), so tests can sign in without the login pages. */
    signingKey: string;
    /** An administrator of the built-in sign-in, made by the operator command before the server starts. */
    admin: E2eAdmin;
    /** The file whose number of milliseconds the server's clock runs off the real one (support/serverClock.mjs). */
    clockFile: string;
  }
}

export interface E2eAdmin {
  email: string;
  password: string;
  firstName: string;
  /** The account's id: the sub of its tokens and the auth0Id of its client. */
  auth0Id: string;
}

const ADMIN = { email: 'admin@rentfile.test', password: 'Operator2024', firstName: 'Ada', lastName: 'Admin' } as const;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Moves the server's clock for a journey that needs a paper signed in the past (serverClock.mjs; tests only). */
const SERVER_CLOCK = pathToFileURL(path.join(repoRoot, 'e2e/support/serverClock.mjs')).href;
const STARTUP_TIMEOUT_MS = 90_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('No free port'))));
    });
  });
}

async function waitForHealth(url: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`The server exited with code ${server.exitCode} before it was ready:\n${output()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not answer ${url}/api/health within ${STARTUP_TIMEOUT_MS / 1000} s:\n${output()}`);
}

/**
 * Creates the administrator as an operator would (npm run admin -- create-user, then grant-admin) on the data
 * directory the server is about to open: the command's own code, run here because the embedded database takes
 * one process at a time.
 */
async function createAdmin(env: NodeJS.ProcessEnv): Promise<E2eAdmin> {
  const { runAdmin } = await import('../../apps/server/src/cli/admin.ts');
  const { loadConfig } = await import('../../apps/server/src/config.ts');
  const { openDatabase } = await import('../../apps/server/src/db/client.ts');
  const config = loadConfig(env);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const created = await runAdmin(database.db, config, [
      'create-user',
      ADMIN.email,
      ADMIN.firstName,
      ADMIN.lastName,
      ADMIN.password,
    ]);
    await runAdmin(database.db, config, ['grant-admin', ADMIN.email]);
    const auth0Id = /\(id ([^)]+)\)/.exec(created)?.[1];
    if (!auth0Id) throw new Error(`Unexpected answer of create-user: ${created}`);
    return { email: ADMIN.email, password: ADMIN.password, firstName: ADMIN.firstName, auth0Id };
  } finally {
    await database.close();
  }
}

function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => server.kill('SIGKILL'), 15_000);
    server.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    server.kill('SIGTERM');
  });
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error('The web app is not built: run npm run build (npm run test:e2e builds it for you).');
  }
  const workDir = await mkdtemp(path.join(tmpdir(), 'rentfile-e2e-'));
  const dataDir = path.join(workDir, 'data');
  // The tests serve their own copy of the built app, so a rebuild during the run cannot pull pages from under them.
  const webDist = path.join(workDir, 'web');
  await cp(path.join(repoRoot, 'apps/web/dist'), webDist, { recursive: true });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = JSON.stringify({ ...(await exportJWK(privateKey)), kid: 'e2e', alg: 'RS256', use: 'sig' });
  const clockFile = path.join(workDir, 'clock');
  await writeFile(clockFile, '0');
  const env = {
    ...process.env,
    TEST_CLOCK_FILE: clockFile,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    SIGNING_KEY_JWK: signingKey,
    // The browsers stand behind this one hop and name their own addresses (support/browser.ts openPage).
    TRUST_PROXY: '1',
  };
  let admin: E2eAdmin;
  try {
    admin = await createAdmin(env);
  } catch (err) {
    await rm(workDir, { recursive: true, force: true });
    throw err;
  }
  await serverBuilt();
  const server = spawn(process.execPath, ['--import', SERVER_CLOCK, SERVER_MAIN], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);

  try {
    await waitForHealth(baseUrl, server, () => log);
  } catch (err) {
    await stop(server);
    await rm(workDir, { recursive: true, force: true });
    throw err;
  }
  project.provide('baseUrl', baseUrl);
  project.provide('signingKey', signingKey);
  project.provide('admin', admin);
  project.provide('clockFile', clockFile);

  return async () => {
    await stop(server);
    await rm(workDir, { recursive: true, force: true });
  };
}
