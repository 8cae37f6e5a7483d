/**
 * The embedded database's directory belongs to one process at a time (decision 0011). PGlite keeps no lock of its
 * own: a second process opening the same directory (the operator command while the server runs) writes over the
 * first one's files, and a later kill -9 of either leaves a database that never opens again. So whoever opens
 * DATA_DIR first creates a lock file exclusively (O_EXCL) naming itself; a second opener is refused with one clear
 * line, whatever its host name; only the holder removes the file.
 *
 * Node takes no operating-system lock (no flock or fcntl without a native add-on), so whether the holder still runs
 * is read, not waited on:
 * - on the same machine and process namespace (same boot and pid namespace: a changed host name, a separate UTS
 *   namespace, does not matter), from /proc/<pid>/stat: gone, a zombie (exited, not yet reaped by its parent) or a
 *   pid reused by a process started at another time means the holder has exited, and its lock is taken over at once;
 *   where /proc is missing, kill(pid, 0);
 * - from elsewhere (another container on the same volume), the holder's pid means nothing here: the holder touches
 *   the file every few seconds, and a lock untouched for STALE_AFTER_MS is taken over, a fresh one refused.
 */
import { randomUUID } from 'node:crypto';
import {
  closeSync,
  linkSync,
  openSync,
  readFileSync,
  readlinkSync,
  renameSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

export const LOCK_FILE_NAME = 'rentfile.lock';
/** How often the holder touches its lock file. */
export const HEARTBEAT_MS = 5_000;
/** A lock of another machine or namespace untouched this long has lost its holder. */
export const STALE_AFTER_MS = 60_000;

/** The directory is held by a live process. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
    readonly holderHost: string,
  ) {
    super(
      `it is in use by another process (pid ${holderPid} on ${holderHost || 'this host'}, a RentFile NJ server or command); ` +
        `only one may open ${dataDir} at a time (PostgreSQL, with DATABASE_URL, can be shared)`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

/** Who holds a lock: enough to tell, from any process, whether it still runs. */
export interface Holder {
  pid: number;
  host: string;
  /** The kernel's boot id and the pid namespace: equal means the pid is the same process's here. */
  boot: string;
  pidNamespace: string;
  /** The process's start time in clock ticks since boot (/proc/<pid>/stat field 22): tells a reused pid. */
  startedAt: string;
  /** This opening's own mark: the holder removes the file only while it still bears it. */
  token: string;
}

function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return '';
  }
}

function readLink(file: string): string {
  try {
    return readlinkSync(file);
  } catch {
    return '';
  }
}

/** State and start time of a process from /proc (null: no such process; undefined: no /proc here). */
function procStat(pid: number): { state: string; startedAt: string } | null | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') return undefined;
    return statSync('/proc', { throwIfNoEntry: false })?.isDirectory() ? null : undefined;
  }
  // "pid (comm) state ppid …": comm may hold spaces and parentheses, so the fields start after the last ")".
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { state: fields[0] ?? '', startedAt: fields[19] ?? '' };
}

function myself(): Holder {
  return {
    pid: process.pid,
    host: hostname(),
    boot: readText('/proc/sys/kernel/random/boot_id'),
    pidNamespace: readLink('/proc/self/ns/pid'),
    startedAt: procStat(process.pid)?.startedAt ?? '',
    token: randomUUID(),
  };
}

function readHolder(file: string): Holder | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<Holder> | null;
    if (!parsed || typeof parsed.pid !== 'number') return null;
    const text = (v: unknown) => (typeof v === 'string' ? v : '');
    return {
      pid: parsed.pid,
      host: text(parsed.host),
      boot: text(parsed.boot),
      pidNamespace: text(parsed.pidNamespace),
      startedAt: text(parsed.startedAt),
      token: text(parsed.token),
    };
  } catch {
    // A lock file cut short by a kill between its creation and its write holds no pid: stale.
    return null;
  }
}

/** True when the holder's process runs: read on this machine, from its heartbeat otherwise. */
export function holderRuns(holder: Holder, me: Holder, lockTouchedAt: number, now = Date.now()): boolean {
  const samePidSpace =
    holder.boot !== '' && me.boot !== ''
      ? holder.boot === me.boot && holder.pidNamespace === me.pidNamespace
      : holder.host === me.host;
  if (!samePidSpace) return now - lockTouchedAt < STALE_AFTER_MS;
  // Our own pid: a lock this process left from an earlier open (a pid is never another process's while we run).
  if (holder.pid === me.pid) return false;
  const stat = procStat(holder.pid);
  if (stat === null) return false;
  if (stat) {
    if (stat.state === 'Z' || stat.state === 'X') return false;
    return holder.startedAt === '' || holder.startedAt === stat.startedAt;
  }
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes a stale lock (its process has exited, or it is our own from an earlier open) so that it can be taken
 * again exclusively. It is first moved aside, atomically: when what was moved is not the stale lock read (another
 * process took the lock over in between), it is put back, and the next attempt finds it held.
 */
function removeStale(file: string, staleToken: string | null): void {
  const aside = `${file}.${randomUUID()}`;
  try {
    renameSync(file, aside);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  if ((readHolder(aside)?.token ?? null) !== staleToken) {
    try {
      linkSync(aside, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  unlinkSync(aside);
}

/** Takes the lock of dataDir for this process, taking over a stale one; throws DataDirLockedError when held. */
export function lockDataDir(dataDir: string): DataDirLock {
  const file = path.join(dataDir, LOCK_FILE_NAME);
  const me = myself();
  for (let attempt = 0; attempt < 3; attempt += 1) {
    let fd: number;
    try {
      fd = openSync(file, 'wx', 0o600);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = readHolder(file);
      const touchedAt = statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
      if (holder && holderRuns(holder, me, touchedAt)) {
        throw new DataDirLockedError(dataDir, holder.pid, holder.host);
      }
      removeStale(file, holder?.token ?? null);
      continue;
    }
    try {
      writeSync(fd, JSON.stringify(me));
    } finally {
      closeSync(fd);
    }
    const ours = () => readHolder(file)?.token === me.token;
    const heartbeat = setInterval(() => {
      if (!ours()) return;
      const now = new Date();
      try {
        utimesSync(file, now, now);
      } catch {
        // Removed under us: nothing to keep fresh.
      }
    }, HEARTBEAT_MS);
    heartbeat.unref();
    return {
      file,
      release() {
        clearInterval(heartbeat);
        if (!ours()) return;
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
