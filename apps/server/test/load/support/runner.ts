/**
 * What the load and fault scripts share: a bounded run that cleans up after itself (even on Ctrl-C or a
 * failure), the database to run on, a crowd of landlords and the reading back of all they saved.
 */
import { randomBytes } from 'node:crypto';
import { createPostgresDatabase, type TestDatabase } from '../../api/support/database.ts';
import { caller, Recorder } from './http.ts';
import { Landlord, landlordSub } from './landlord.ts';
import { MissingPostgresError, startPrivateCluster, type PrivateCluster } from './postgres.ts';
import { readBack, type ReadBack, type ReadBackMode } from './readBack.ts';
import type { ServerSite } from './serverProcess.ts';

export const out = (line = '') => process.stdout.write(`${line}\n`);

export function envNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, not ${raw}`);
  return value;
}

export function table(heading: string, rows: Array<[string, string]>): void {
  const width = Math.max(0, ...rows.map(([k]) => k.length));
  out(heading);
  for (const [k, v] of rows) out(`  ${k.padEnd(width)}  ${v}`);
}

type Cleanup = () => Promise<unknown>;

/**
 * Runs a test script: `body` registers what to undo as it builds; the undo runs in reverse order at the end,
 * on an exception, on SIGINT/SIGTERM, or when `limitSeconds` passes. Exits 0 when body answers no problems.
 */
export function runScript(
  name: string,
  limitSeconds: number,
  body: (onCleanup: (c: Cleanup) => void) => Promise<string[]>,
): void {
  const cleanups: Cleanup[] = [];
  let finished = false;
  const finish = async (code: number, message?: string) => {
    if (finished) return;
    finished = true;
    if (message) out(message);
    for (const c of cleanups.reverse())
      await c().catch((err: unknown) => out(`cleanup: ${err instanceof Error ? err.message : String(err)}`));
    process.exit(code);
  };
  const watchdog = setTimeout(
    () => void finish(1, `FAIL ${name}: still running after ${limitSeconds} s, stopped.`),
    limitSeconds * 1000,
  );
  watchdog.unref();
  process.once('SIGINT', () => void finish(130, `${name}: interrupted.`));
  process.once('SIGTERM', () => void finish(143, `${name}: terminated.`));
  body((c) => cleanups.push(c)).then(
    (problems) => {
      if (problems.length === 0) return finish(0, `PASS ${name}`);
      const shown = problems.slice(0, 40);
      return finish(
        1,
        [
          `FAIL ${name}: ${problems.length} problem(s)`,
          ...shown.map((p) => `  - ${p}`),
          ...(problems.length > shown.length ? [`  … and ${problems.length - shown.length} more`] : []),
        ].join('\n'),
      );
    },
    (err: unknown) => {
      if (err instanceof MissingPostgresError) return finish(1, `FAIL ${name}: ${err.message}`);
      return finish(1, `FAIL ${name}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    },
  );
}

/** The private cluster of this run, started once and removed at the end. */
export async function privateCluster(onCleanup: (c: Cleanup) => void): Promise<PrivateCluster> {
  const cluster = await startPrivateCluster();
  onCleanup(() => cluster.remove());
  return cluster;
}

/** A new database for the run, on the PostgreSQL server of adminUrl, dropped at the end. */
export async function freshDatabase(
  adminUrl: string,
  onCleanup: (c: Cleanup) => void,
): Promise<TestDatabase & { url: string }> {
  const database = await createPostgresDatabase(adminUrl);
  onCleanup(() => database.drop());
  return database as TestDatabase & { url: string };
}

/** A short random name for a run, in every landlord's tag so two runs on one database never meet. */
export const runName = () => `R${randomBytes(3).toString('hex').toUpperCase()}`;

export interface Crowd {
  landlords: Landlord[];
  recorder: Recorder;
  /** Every case id any landlord was answered, to name the owner of a case seen by someone else. */
  owners(): Map<number, Landlord>;
  /** Runs every landlord until they stop; answers the seconds it took. */
  run(): Promise<number>;
  readBack(mode: ReadBackMode): Promise<ReadBack[]>;
}

export interface CrowdOptions {
  size: number;
  retryUnavailable: boolean;
  stopped: () => boolean;
  /** The site is reached through a reverse proxy: its 502 and 504 are calls the server never answered. */
  behindProxy?: boolean;
}

/** `size` landlords of one run, each with an account of their own on the site. */
export async function crowd(site: ServerSite, options: CrowdOptions): Promise<Crowd> {
  const recorder = new Recorder();
  const run = runName();
  const baseUrl = () => site.baseUrl;
  const landlords = await Promise.all(
    Array.from({ length: options.size }, async (_, i) => {
      const tag = `${run}L${i}`;
      return new Landlord(
        i,
        tag,
        caller(baseUrl, await site.token(landlordSub(tag)), recorder, { behindProxy: options.behindProxy ?? false }),
        options,
      );
    }),
  );
  const owners = () => new Map(landlords.flatMap((l) => [...l.cases.keys()].map((id) => [id, l] as const)));
  return {
    landlords,
    recorder,
    owners,
    async run() {
      const start = recorder.now();
      await Promise.all(landlords.map((l) => l.run()));
      return (recorder.now() - start) / 1000;
    },
    async readBack(mode) {
      recorder.recording = false;
      const known = owners();
      return Promise.all(landlords.map((l) => readBack(l, known, mode)));
    },
  };
}

/** The problems a crowd met while running: answers that differ from what was sent, landlords stopped by a failure. */
export function crowdProblems(c: Crowd): string[] {
  return c.landlords.flatMap((l) => [...l.problems, ...(l.stoppedBy ? [`${l.tag} stopped: ${l.stoppedBy}`] : [])]);
}
