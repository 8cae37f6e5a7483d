/**
 * The embedded database's directory belongs to one process at a time. PGlite keeps no lock of its own: a second
 * process opening the same directory (the operator command while the server runs) writes over the first one's
 * files, and a later kill -9 of either leaves a database that never opens again. So whoever opens DATA_DIR first
 * writes its pid into a lock file created exclusively (O_EXCL); a second opener is refused with one clear line.
 * A lock whose process is gone (the server was killed) is stale and taken over.
 */
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

export const LOCK_FILE_NAME = 'rentfile.lock';

/** The directory is held by a live process. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `it is in use by another process (pid ${holderPid}, a RentFile NJ server or command); only one may open ${dataDir} at a time ` +
        `(PostgreSQL, with DATABASE_URL, can be shared)`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

interface Holder {
  pid: number;
  host: string;
}

function readHolder(file: string): Holder | null {
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (parsed && typeof parsed === 'object' && 'pid' in parsed && typeof parsed.pid === 'number') {
      return { pid: parsed.pid, host: 'host' in parsed && typeof parsed.host === 'string' ? parsed.host : '' };
    }
    return null;
  } catch {
    // A lock file cut short by a kill between its creation and its write holds no pid: stale.
    return null;
  }
}

/** True when a process with this pid runs on this machine (EPERM: it runs, as another user). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock of dataDir for this process, taking over a stale one; throws DataDirLockedError when held. */
export function lockDataDir(dataDir: string): DataDirLock {
  const file = path.join(dataDir, LOCK_FILE_NAME);
  const me: Holder = { pid: process.pid, host: hostname() };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    let fd: number;
    try {
      fd = openSync(file, 'wx', 0o600);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = readHolder(file);
      if (holder && holder.pid !== me.pid && (holder.host === '' || holder.host === me.host) && isAlive(holder.pid)) {
        throw new DataDirLockedError(dataDir, holder.pid);
      }
      // Stale (its process is gone) or our own from an earlier open: removed, then taken again exclusively, so
      // two processes taking over the same stale lock cannot both win.
      try {
        unlinkSync(file);
      } catch (unlinkErr) {
        if ((unlinkErr as NodeJS.ErrnoException).code !== 'ENOENT') throw unlinkErr;
      }
      continue;
    }
    try {
      writeSync(fd, JSON.stringify(me));
    } finally {
      closeSync(fd);
    }
    return {
      file,
      release() {
        if (readHolder(file)?.pid !== me.pid) return;
        try {
          unlinkSync(file);
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
        }
      },
    };
  }
  throw new Error(`Cannot take the lock ${file}: other processes keep taking it`);
}
