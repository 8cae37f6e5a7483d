/**
 * A private PostgreSQL cluster for the load and fault tests, so stopping it never touches the machine's shared
 * server: initdb in a temporary directory, pg_ctl on a free port of 127.0.0.1, stopped and started at will,
 * removed at the end. Debian's binaries refuse to run as root: as root they run as the postgres user.
 */
import { execFile } from 'node:child_process';
import { chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../../../../bench/support.ts';

const run = promisify(execFile);
const NEEDED = ['initdb', 'pg_ctl', 'postgres'];

export class MissingPostgresError extends Error {}

/** The directory of initdb, pg_ctl and postgres: PG_BIN, else the newest /usr/lib/postgresql/<version>/bin. */
export async function postgresBinaries(): Promise<string> {
  const hasAll = (dir: string) => NEEDED.every((b) => existsSync(path.join(dir, b)));
  if (process.env.PG_BIN) {
    if (hasAll(process.env.PG_BIN)) return process.env.PG_BIN;
    throw new MissingPostgresError(
      `PG_BIN=${process.env.PG_BIN} lacks ${NEEDED.join(', ')}: these tests need the PostgreSQL server binaries (Debian: apt-get install postgresql).`,
    );
  }
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? (await readdir(root)).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a))
    : [];
  const found = versions.map((v) => path.join(root, v, 'bin')).find(hasAll);
  if (!found)
    throw new MissingPostgresError(
      `No PostgreSQL server binaries (${NEEDED.join(', ')}) in ${root}/<version>/bin: these tests need them (Debian: apt-get install postgresql, or set PG_BIN).`,
    );
  return found;
}

export interface PrivateCluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres (trust authentication, local only). */
  adminUrl: string;
  port: number;
  /** pg_ctl stop -m fast: open connections are ended, the port closes. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server if it runs and deletes its directory. */
  remove(): Promise<void>;
}

async function postgresIds(): Promise<{ uid: number; gid: number }> {
  const id = async (flag: string) => Number((await run('id', [flag, 'postgres'])).stdout.trim());
  return { uid: await id('-u'), gid: await id('-g') };
}

export async function startPrivateCluster(): Promise<PrivateCluster> {
  const bin = await postgresBinaries();
  const asRoot = process.getuid?.() === 0;
  const dir = await mkdtemp(path.join(tmpdir(), 'rentfile-pg-'));
  if (asRoot) {
    const { uid, gid } = await postgresIds();
    await chown(dir, uid, gid);
  }
  const pg = (tool: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]) : run(path.join(bin, tool), args);
  const data = path.join(dir, 'data');
  const port = await freePort();
  const options = [`-p ${port}`, `-k ${dir}`, "-c listen_addresses='127.0.0.1'", '-c max_connections=100'].join(' ');
  let running = false;
  const cluster: PrivateCluster = {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async start() {
      await pg('pg_ctl', ['start', '-D', data, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', '-o', options]);
      running = true;
    },
    async stop() {
      await pg('pg_ctl', ['stop', '-D', data, '-m', 'fast', '-w', '-t', '60']);
      running = false;
    },
    async remove() {
      if (running) await pg('pg_ctl', ['stop', '-D', data, '-m', 'immediate', '-w', '-t', '60']).catch(() => undefined);
      running = false;
      await rm(dir, { recursive: true, force: true });
    },
  };
  try {
    await pg('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale', '--no-sync']);
    await cluster.start();
  } catch (err) {
    await cluster.remove();
    throw err;
  }
  return cluster;
}
