/**
 * Backups of the embedded database that are known to restore (issue 39, decision 0037). One file, a ZIP holding:
 * - pglite.tar.gz: PGlite's dump of its data directory, taken by the running server (dumpDataDir);
 * - files/…: the documents' and stored papers' files of DATA_DIR (objects/ and papers/);
 * - manifest.json: the SHA-256 of each of those, and checksums of every client's rows (repositories/operations.ts).
 * Each backup is verified before it is kept: the dump is opened as a scratch database in memory and its rows'
 * checksums must equal the running database's, and each file read back must match its SHA-256. `restore` (the
 * admin command, for a stopped server) checks the same before it replaces anything, and again after.
 * On PostgreSQL the database's own tools back up (pg_dump / pg_restore, README's operator section).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { unzipSync, zipSync, type Zippable } from 'fflate';
import type { PGlite } from '@electric-sql/pglite';
import type { Backup } from '@rentfile/contract';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import { lockDataDir } from '../db/lock.ts';
import { AppError } from '../errors.ts';
import { newestMigrationApplied, rowChecksums, type RowChecksums } from '../repositories/operations.ts';

export const BACKUP_FORMAT = 'rentfile-backup/1';
/** The folders of DATA_DIR whose files a backup holds beside the database. */
const FILE_FOLDERS = ['objects', 'papers'] as const;
const DUMP = 'pglite.tar.gz';
const MANIFEST = 'manifest.json';
const BACKUP_NAME = /^rentfile-backup-\d{8}T\d{6}(\d{3})?Z\.zip$/;
/** Tries at a backup whose rows changed between the checksum and the dump (a write came in between). */
const ATTEMPTS = 3;

export interface Manifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  /** Drizzle's `when` of the newest migration the database had. */
  newestMigration: number | null;
  /** SHA-256 of pglite.tar.gz. */
  database: string;
  /** Path under DATA_DIR (objects/…, papers/…) -> SHA-256. */
  files: Record<string, string>;
  rows: RowChecksums;
}

export class BackupError extends Error {}

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

async function filesUnder(root: string, folder: string): Promise<string[]> {
  const dir = path.join(root, folder);
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && !e.name.includes('.tmp'))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/** Opens a dump as a scratch database in memory and answers its rows' checksums. */
async function checksumsOfDump(dump: Uint8Array): Promise<{ rows: RowChecksums; newestMigration: number | null }> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const scratch: PGlite = await PGlite.create({ loadDataDir: new Blob([dump.slice()]) });
  try {
    const db = drizzle(scratch) as unknown as Db;
    return { rows: await rowChecksums(db), newestMigration: await newestMigrationApplied(db) };
  } finally {
    await scratch.close();
  }
}

function timestamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace('.', '');
}

/** The folder backups go to. */
export function backupDir(config: Pick<Config, 'BACKUP_DIR' | 'DATA_DIR'>): string {
  return path.resolve(config.BACKUP_DIR ?? path.join(config.DATA_DIR, 'backups'));
}

/**
 * Takes a backup of the running embedded database and its files into `dir`, verified by restoring it into a scratch
 * database; answers what was written.
 */
export async function takeBackup(database: Database, dataDir: string, dir: string): Promise<Backup> {
  if (!database.pglite)
    throw new AppError(
      'BAD_REQUEST',
      'This server runs on PostgreSQL: back it up with pg_dump and the document bucket with its own copy (README, Operating it).',
    );
  const root = path.resolve(dataDir);
  for (let attempt = 1; ; attempt += 1) {
    const live = await rowChecksums(database.db);
    const dump = new Uint8Array(await (await database.pglite.dumpDataDir('gzip')).arrayBuffer());
    const restored = await checksumsOfDump(dump);
    if (!isDeepStrictEqual(restored.rows, live)) {
      if (attempt < ATTEMPTS) continue;
      throw new BackupError(
        `The backup was not kept: its restored copy differed from the database ${ATTEMPTS} times (writes kept coming in). Try again when it is quieter.`,
      );
    }
    const zip: Zippable = { [DUMP]: [dump, { level: 0 }] };
    const files: Record<string, string> = {};
    for (const folder of FILE_FOLDERS) {
      for (const file of await filesUnder(root, folder)) {
        const data = await readFile(path.join(root, file)).catch((err: NodeJS.ErrnoException) => {
          if (err.code === 'ENOENT') return null; // removed since listed (a case deleted): not part of the backup
          throw err;
        });
        if (!data) continue;
        files[file] = sha256(data);
        zip[`files/${file}`] = [data, { level: 0 }];
      }
    }
    const createdAt = new Date();
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      createdAt: createdAt.toISOString(),
      newestMigration: restored.newestMigration,
      database: sha256(dump),
      files,
      rows: live,
    };
    zip[MANIFEST] = new TextEncoder().encode(JSON.stringify(manifest));
    const bytes = zipSync(zip);
    // Read back as a restore would before it is kept: every file's bytes against the manifest.
    const checked = readBackup(bytes);
    await mkdir(dir, { recursive: true });
    const name = `rentfile-backup-${timestamp(createdAt)}.zip`;
    const target = path.join(dir, name);
    await writeFile(`${target}.partial`, bytes, { mode: 0o600 });
    await rename(`${target}.partial`, target);
    return {
      file: name,
      bytes: bytes.length,
      createdAt: manifest.createdAt,
      clientsVerified: Object.keys(live.clients).length,
      filesVerified: Object.keys(checked.manifest.files).length,
    };
  }
}

interface ReadBackup {
  manifest: Manifest;
  dump: Uint8Array;
  files: Record<string, Uint8Array>;
}

/** Opens a backup file's bytes and checks every part against its manifest's SHA-256. */
function readBackup(bytes: Uint8Array): ReadBackup {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes);
  } catch {
    throw new BackupError('This is not a RentFile NJ backup: it cannot be read as a ZIP file.');
  }
  const manifestBytes = entries[MANIFEST];
  const dump = entries[DUMP];
  if (!manifestBytes || !dump)
    throw new BackupError('This is not a RentFile NJ backup: it has no manifest or no database.');
  const manifest = JSON.parse(new TextDecoder().decode(manifestBytes)) as Manifest;
  if (manifest.format !== BACKUP_FORMAT) throw new BackupError(`Unknown backup format: ${String(manifest.format)}.`);
  if (sha256(dump) !== manifest.database)
    throw new BackupError('The backup is damaged: its database does not match its checksum.');
  const files: Record<string, Uint8Array> = {};
  for (const [file, expected] of Object.entries(manifest.files)) {
    const data = entries[`files/${file}`];
    if (!data || sha256(data) !== expected)
      throw new BackupError(`The backup is damaged: ${file} does not match its checksum.`);
    if (
      file.split('/').some((part) => part === '..' || part === '') ||
      !FILE_FOLDERS.some((f) => file.startsWith(`${f}/`))
    )
      throw new BackupError(`The backup names a file outside the data folder: ${file}.`);
    files[file] = data;
  }
  return { manifest, dump, files };
}

export interface Verified {
  manifest: Manifest;
  clients: number;
  files: number;
}

/** Checks a backup file through: its parts against their checksums, and its database restored in memory against its rows'. */
export async function verifyBackup(file: string): Promise<Verified> {
  const backup = readBackup(await readFile(file));
  const restored = await checksumsOfDump(backup.dump);
  if (!isDeepStrictEqual(restored.rows, backup.manifest.rows))
    throw new BackupError("The backup's database does not read back as it was: its rows' checksums differ.");
  return {
    manifest: backup.manifest,
    clients: Object.keys(backup.manifest.rows.clients).length,
    files: Object.keys(backup.files).length,
  };
}

/**
 * Restores a backup into DATA_DIR for a server that is stopped (the lock of DATA_DIR is taken: a running server
 * refuses it). What DATA_DIR held is moved aside to DATA_DIR/before-restore-<time>/, never deleted. The restored
 * database's rows are read back and compared with the backup's before this answers.
 */
export async function restoreBackup(file: string, dataDir: string): Promise<string> {
  const root = path.resolve(dataDir);
  const backup = readBackup(await readFile(file));
  await mkdir(root, { recursive: true });
  const lock = lockDataDir(root);
  try {
    const aside = path.join(root, `before-restore-${timestamp(new Date())}`);
    for (const part of ['pglite', ...FILE_FOLDERS]) {
      const from = path.join(root, part);
      if (!existsSync(from)) continue;
      await mkdir(aside, { recursive: true });
      await rename(from, path.join(aside, part));
    }
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const pg = await PGlite.create(path.join(root, 'pglite'), { loadDataDir: new Blob([backup.dump.slice()]) });
    try {
      const rows = await rowChecksums(drizzle(pg) as unknown as Db);
      if (!isDeepStrictEqual(rows, backup.manifest.rows))
        throw new BackupError("The restored database does not read back as the backup's: its rows' checksums differ.");
    } finally {
      await pg.close();
    }
    for (const [name, data] of Object.entries(backup.files)) {
      const target = path.join(root, ...name.split('/'));
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, data);
    }
    const clients = Object.keys(backup.manifest.rows.clients).length;
    return (
      `Restored the backup of ${backup.manifest.createdAt} into ${root}: ${clients} clients' rows and ` +
      `${Object.keys(backup.files).length} files checked against it.` +
      (existsSync(aside) ? ` What was there before is in ${aside}.` : '')
    );
  } finally {
    lock.release();
  }
}

/** Removes the oldest backups in `dir` beyond `keep`; answers the names removed. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const names = (await readdir(dir)).filter((n) => BACKUP_NAME.test(n));
  const dated = await Promise.all(names.map(async (n) => ({ n, at: (await stat(path.join(dir, n))).mtimeMs })));
  const old = dated
    .sort((a, b) => b.at - a.at || b.n.localeCompare(a.n))
    .slice(keep)
    .map((d) => d.n);
  for (const name of old) await rm(path.join(dir, name), { force: true });
  return old;
}

/**
 * A scheduled backup (a job of the server, jobs/index.ts, every BACKUP_INTERVAL_HOURS): taken and verified, then the
 * oldest beyond BACKUP_KEEP removed.
 */
export async function scheduledBackup(
  database: Database,
  config: Pick<Config, 'BACKUP_DIR' | 'DATA_DIR' | 'BACKUP_KEEP'>,
  log: { info(o: object, m: string): void },
): Promise<void> {
  const dir = backupDir(config);
  const backup = await takeBackup(database, config.DATA_DIR, dir);
  const removed = await pruneBackups(dir, config.BACKUP_KEEP);
  log.info({ file: backup.file, bytes: backup.bytes, removed: removed.length }, 'backup taken and verified');
}
