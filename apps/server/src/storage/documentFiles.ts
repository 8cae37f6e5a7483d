/**
 * Where the bytes of attached documents are kept (docs/decisions/0022-document-object-store.md, 0011): when
 * DOCUMENTS_S3_BUCKET is set, in an S3-compatible object store whose key, size and SHA-256 the row keeps; else on
 * the embedded database in files under DATA_DIR (folderStore.ts), keyed the same way; else (PostgreSQL) in their
 * database row (bytea). Rows written before keep their bytes and are served from them.
 *
 * Nothing is lost and nothing half-written is served: an object is written whole under a fresh random key before
 * the row that names it; a replaced or deleted row's object is removed after the row changed. A crash between the
 * two leaves an object no row names, which no request can reach (every read starts from the client's own row, and
 * no key ever comes from a request) and which the sweep removes once it is older than DOCUMENTS_S3_ORPHAN_MINUTES.
 */
import { randomUUID } from 'node:crypto';
import type { Config } from '../config.ts';
import path from 'node:path';
import { FolderStore, type Objects } from './folderStore.ts';
import { ObjectStore } from './objectStore.ts';
import { sha256Hex } from './sigv4.ts';

/** What a document's row keeps of its bytes: the bytes themselves, or the object's key. */
export interface StoredBytes {
  data: Buffer | null;
  storageKey: string | null;
  size: number;
  sha256: string;
}

/** A row's reference to its bytes, as read back (sha256 is null on rows stored before it was kept). */
export type StoredRef = Omit<StoredBytes, 'sha256'> & { sha256: string | null };

export class DocumentFiles {
  constructor(
    /** Null: the bytes stay in their rows. */
    readonly objects: Objects | null,
    readonly prefix = 'documents/',
    /** How old an object no row names must be before the sweep removes it. */
    readonly orphanMinutes = 60,
  ) {}

  /**
   * The store the configuration chooses: the object store DOCUMENTS_S3_BUCKET names; else, on the embedded database
   * (`embeddedDataDir`), files under DATA_DIR/objects (folderStore.ts); else (PostgreSQL) the rows.
   */
  static fromConfig(config: Config, embeddedDataDir: string | null = null): DocumentFiles {
    if (!config.documentsS3)
      return new DocumentFiles(
        embeddedDataDir === null ? null : new FolderStore(path.join(path.resolve(embeddedDataDir), 'objects')),
      );
    const { prefix, orphanMinutes, ...options } = config.documentsS3;
    return new DocumentFiles(new ObjectStore(options), prefix, orphanMinutes);
  }

  /**
   * Stores the bytes, then runs `write`, which writes the row that names them. When `write` fails the object is
   * removed again (a crash before that leaves it to the sweep).
   */
  async save<T>(
    clientId: number,
    data: Buffer,
    contentType: string,
    write: (stored: StoredBytes) => Promise<T>,
  ): Promise<T> {
    const sha256 = sha256Hex(data);
    if (!this.objects) return write({ data, storageKey: null, size: data.length, sha256 });
    const key = `${this.prefix}${clientId}/${randomUUID()}`;
    await this.objects.put(key, data, sha256, contentType);
    try {
      return await write({ data: null, storageKey: key, size: data.length, sha256 });
    } catch (err) {
      await this.objects.delete(key).catch(() => undefined);
      throw err;
    }
  }

  /** The bytes a row names, checked against the size (and SHA-256) it recorded: a mismatch is an error, never served. */
  async load(ref: StoredRef): Promise<Buffer> {
    let data = ref.data;
    if (ref.storageKey !== null) {
      if (!this.objects)
        throw new Error('A document is kept in an object store or DATA_DIR, but neither is configured.');
      data = await this.objects.get(ref.storageKey);
      if (data === null) throw new Error('A document’s object is missing from the object store.');
      if (ref.sha256 !== null && sha256Hex(data) !== ref.sha256)
        throw new Error('A document’s object does not match the SHA-256 its row recorded.');
    }
    if (data === null || data.length !== ref.size)
      throw new Error('A document’s bytes do not match the size its row recorded.');
    return data;
  }

  /** Removes the object a row named once the row no longer names it (replaced or deleted); a failure is left to the sweep. */
  async discard(storageKey: string | null): Promise<void> {
    if (storageKey === null || !this.objects) return;
    await this.objects.delete(storageKey).catch(() => undefined);
  }

  /**
   * Removes the objects under the prefix last written before `olderThan` that no row names (`named` says which of
   * a page of keys rows name): the leftovers of a crash between an object's write and its row's, and the objects of
   * rows deleted with their case, property or account. Returns how many were removed.
   */
  async sweep(olderThan: Date, named: (keys: string[]) => Promise<Set<string>>): Promise<number> {
    if (!this.objects) return 0;
    let removed = 0;
    for await (const page of this.objects.list(this.prefix)) {
      const old = page.filter((o) => o.lastModified < olderThan).map((o) => o.key);
      if (old.length === 0) continue;
      const kept = await named(old);
      for (const key of old.filter((k) => !kept.has(k))) {
        await this.objects.delete(key);
        removed++;
      }
    }
    return removed;
  }
}
