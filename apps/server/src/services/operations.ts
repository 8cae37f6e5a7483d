/**
 * Readiness (decision 0037): whether this process should be sent requests now. Liveness asks nothing of anybody;
 * readiness asks the database to answer, finds every migration applied, writes and reads back a probe where
 * documents are stored, and finds room in the pools. A part that fails is named.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readiness } from '@rentfile/contract';
import type { Deps } from '../deps.ts';
import { MIGRATIONS_FOLDER } from '../paths.ts';
import { newestMigrationApplied } from '../repositories/operations.ts';
import { sha256Hex } from '../storage/sigv4.ts';

type Check = Readiness['checks']['database'];
type Part = keyof Readiness['checks'];

/** The `when` of the newest migration this release ships (Drizzle's journal). */
function newestMigrationShipped(): number {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ when: number; tag: string }>;
  };
  return Math.max(...journal.entries.map((e) => e.when));
}

async function databaseCheck(deps: Deps): Promise<Check> {
  const up = await deps.database.ping();
  return { ok: up, detail: up ? `${deps.database.kind} answers` : `${deps.database.kind} does not answer` };
}

async function migrationsCheck(deps: Deps): Promise<Check> {
  const applied = await newestMigrationApplied(deps.db);
  const shipped = newestMigrationShipped();
  if (applied === null) return { ok: false, detail: 'no migration is recorded as applied' };
  return applied >= shipped
    ? { ok: true, detail: 'every migration of this release is applied' }
    : { ok: false, detail: 'migrations of this release are not applied (start the server once to apply them)' };
}

/** Writes, reads back and removes a probe where documents go: the data folder, the bucket, or both. */
async function storageCheck(deps: Deps): Promise<Check> {
  const probe = randomBytes(16);
  const where: string[] = [];
  try {
    if (deps.database.kind === 'pglite') {
      const dir = path.resolve(deps.config.DATA_DIR);
      const file = path.join(dir, `.ready-probe-${probe.toString('hex')}`);
      await mkdir(dir, { recursive: true });
      await writeFile(file, probe);
      await rm(file);
      where.push(`${dir} is writable`);
    }
    const objects = deps.documentFiles.objects;
    if (objects) {
      const key = `${deps.documentFiles.prefix}ready-probe/${probe.toString('hex')}`;
      await objects.put(key, probe, sha256Hex(probe), 'application/octet-stream');
      const back = await objects.get(key);
      await objects.delete(key);
      if (!back?.equals(probe)) return { ok: false, detail: 'the document store did not give back what was written' };
      where.push('the document store takes and gives back an object');
    }
    if (where.length === 0) where.push('documents are kept in the database');
    return { ok: true, detail: where.join('; ') };
  } catch (err) {
    return { ok: false, detail: `documents cannot be stored: ${(err as Error).message}` };
  }
}

function poolsCheck(deps: Deps): Check {
  const full: string[] = [];
  for (const { name, pool } of deps.pdfPools.started())
    if (pool.pending >= pool.capacity) full.push(`the ${name} PDF queue is full (${pool.pending})`);
  if (deps.fileWork.pending >= deps.fileWork.capacity)
    full.push(`the file work queue is full (${deps.fileWork.pending})`);
  const db = deps.database.poolStats();
  if (db && db.waiting >= db.max)
    full.push(`${db.waiting} requests wait for a database connection (pool of ${db.max})`);
  return full.length > 0 ? { ok: false, detail: full.join('; ') } : { ok: true, detail: 'the pools have room' };
}

export async function readiness(deps: Deps): Promise<Readiness> {
  const database = await databaseCheck(deps);
  const checks: Readiness['checks'] = {
    database,
    migrations: database.ok ? await migrationsCheck(deps) : { ok: false, detail: 'the database does not answer' },
    storage: await storageCheck(deps),
    pools: poolsCheck(deps),
  };
  const failed = (Object.keys(checks) as Part[]).filter((part) => !checks[part].ok);
  return {
    status: failed.length === 0 ? 'ready' : 'not ready',
    failed,
    checks,
    mail: deps.mailer ? 'configured' : 'not configured',
  };
}
