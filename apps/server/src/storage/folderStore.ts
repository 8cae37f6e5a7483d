/**
 * The documents' object store on the embedded database (issue 34, decision 0011): files under `DATA_DIR/objects`,
 * one a key, with the object store's four calls. PGlite runs on the event loop and its protocol copies a bytea byte
 * by byte: a 10 MB document written into its row, or read back for a package, held every request for seconds, and
 * grew PGlite's memory for good. Node's file calls run on libuv's thread pool instead. Only this process opens
 * DATA_DIR (db/lock.ts), so the files are nobody else's. An object is written beside its name and renamed over it,
 * so a reader never sees half of one.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ListedObject } from './objectStore.ts';

/** What DocumentFiles needs of a store: the S3 client (objectStore.ts) or this folder. */
export interface Objects {
  put(key: string, data: Uint8Array, sha256: string, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  list(prefix: string): AsyncGenerator<ListedObject[]>;
}

/** Keys are made by DocumentFiles (prefix, client id, random UUID): nothing else is a key here. */
const SAFE_KEY = /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*$/;

export class FolderStore implements Objects {
  constructor(private readonly dir: string) {}

  private file(key: string): string {
    if (!SAFE_KEY.test(key)) throw new Error('An object key is made of safe path segments.');
    return path.join(this.dir, ...key.split('/'));
  }

  async put(key: string, data: Uint8Array): Promise<void> {
    const target = this.file(key);
    await mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.${randomBytes(6).toString('hex')}.partial`;
    try {
      await writeFile(partial, data);
      await rename(partial, target);
    } catch (err) {
      await rm(partial, { force: true });
      throw err;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.file(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }

  /** Every object under the prefix (a folder of keys), in one page. */
  async *list(prefix: string): AsyncGenerator<ListedObject[]> {
    const base = prefix.replace(/\/$/, '');
    const root = base === '' ? this.dir : this.file(base);
    const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((err: unknown) => {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw err;
    });
    const page: ListedObject[] = [];
    for (const entry of entries) {
      if (!entry.isFile() || entry.name.endsWith('.partial')) continue;
      const full = path.join(entry.parentPath, entry.name);
      const key = path.relative(this.dir, full).split(path.sep).join('/');
      const info = await stat(full).catch(() => null);
      if (info) page.push({ key, lastModified: info.mtime });
    }
    yield page;
  }
}
