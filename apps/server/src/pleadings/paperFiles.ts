/**
 * The bytes of stored papers on the embedded database (decision 0017): files under `DATA_DIR/papers`, written and
 * read through Node's file system calls, which run on libuv's thread pool, so no request waits while a paper is
 * stored. The `pleadings` row keeps what the paper is (its name, file name, dates) and no bytes. PGlite runs on the
 * event loop, and writing a paper's bytes through it held the loop (its protocol encoder copies a bytea byte by
 * byte); only this process opens `DATA_DIR` (db/lock.ts), so its files are nobody else's to read or write.
 *
 * On PostgreSQL the bytes stay in the row: the driver sends them over a socket without blocking, and every server
 * process of a deployment reads the same database.
 *
 * One file a paper: `<clientId>/<caseId>/<templateName>.pdf`, replaced whole (written beside it, then renamed over
 * it), so a reader never sees half a paper. A case's folder goes with the case, a client's with the account.
 */
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

export interface PaperKey {
  clientId: number;
  caseId: number;
  templateName: string;
}

const SAFE_SEGMENT = /^[A-Za-z0-9_-]+$/;

export class PaperFiles {
  constructor(private readonly dir: string) {}

  /** The folder for DATA_DIR. */
  static inDataDir(dataDir: string): PaperFiles {
    return new PaperFiles(path.join(path.resolve(dataDir), 'papers'));
  }

  private caseDir(clientId: number, caseId: number): string {
    return path.join(this.clientDir(clientId), String(positive(caseId)));
  }

  private clientDir(clientId: number): string {
    return path.join(this.dir, String(positive(clientId)));
  }

  private file(key: PaperKey): string {
    if (!SAFE_SEGMENT.test(key.templateName)) throw new Error('A paper file is named by its template name.');
    return path.join(this.caseDir(key.clientId, key.caseId), `${key.templateName}.pdf`);
  }

  /** Stores a paper's bytes, replacing the paper's earlier file whole. */
  async write(key: PaperKey, bytes: Uint8Array): Promise<void> {
    const target = this.file(key);
    await mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.${randomBytes(6).toString('hex')}.partial`;
    try {
      await writeFile(partial, bytes);
      await rename(partial, target);
    } catch (err) {
      await rm(partial, { force: true });
      throw err;
    }
  }

  /** A stream of a paper's bytes and their length, or null when the paper has no file. */
  async open(key: PaperKey): Promise<{ stream: ReadStream; size: number } | null> {
    const target = this.file(key);
    try {
      const { size } = await stat(target);
      return { stream: createReadStream(target), size };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  /** A paper's bytes, or null when it has no file. */
  async read(key: PaperKey): Promise<Buffer | null> {
    try {
      return await readFile(this.file(key));
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  /** Removes the papers of a case (deleted). */
  async removeCase(clientId: number, caseId: number): Promise<void> {
    await rm(this.caseDir(clientId, caseId), { recursive: true, force: true });
  }

  /** Removes the papers of every case of the client but those kept (after cases were deleted with their property). */
  async keepOnlyCases(clientId: number, keptCaseIds: readonly number[]): Promise<void> {
    const kept = new Set(keptCaseIds.map(String));
    let folders: string[];
    try {
      folders = await readdir(this.clientDir(clientId));
    } catch (err) {
      if (isMissing(err)) return;
      throw err;
    }
    await Promise.all(
      folders
        .filter((f) => !kept.has(f))
        .map((f) => rm(path.join(this.clientDir(clientId), f), { recursive: true, force: true })),
    );
  }

  /** Removes every paper of a client (account deleted). */
  async removeClient(clientId: number): Promise<void> {
    await rm(this.clientDir(clientId), { recursive: true, force: true });
  }
}

function positive(id: number): number {
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error('A paper file is named by positive ids.');
  return id;
}

function isMissing(err: unknown): boolean {
  return (err as { code?: unknown }).code === 'ENOENT';
}
