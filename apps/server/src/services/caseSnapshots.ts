import type { CaseSnapshot } from '../repositories/cases.ts';
import { byteSize } from './byteSize.ts';

/**
 * The cases this process last read or wrote, as they were then, with their rows' versions: the start of the next
 * save of the same case (the wizard saves one case again and again), which then needs no read. A snapshot is only
 * a guess: the save writes only if the case, the property it copies and its tenants are still at the versions
 * kept, so a snapshot made stale by another process, another path or a rolled-back transaction costs one read,
 * never a wrong write. Bounded by count and by the bytes the snapshots really hold (byteSize.ts: a signature
 * image, tenants, charge lists); the oldest go first.
 */
export class CaseSnapshots {
  readonly #maxEntries: number;
  readonly #maxBytes: number;
  #bytes = 0;
  readonly #kept = new Map<string, { snapshot: CaseSnapshot; bytes: number }>();

  constructor(maxEntries = 5_000, maxBytes = 32 * 1024 * 1024) {
    this.#maxEntries = maxEntries;
    this.#maxBytes = maxBytes;
  }

  get(clientId: number, caseId: number): CaseSnapshot | undefined {
    return this.#kept.get(key(clientId, caseId))?.snapshot;
  }

  set(clientId: number, snapshot: CaseSnapshot): void {
    const k = key(clientId, snapshot.row.id);
    this.#drop(k);
    const bytes = byteSize(snapshot);
    if (bytes > this.#maxBytes) return;
    while (this.#kept.size >= this.#maxEntries || this.#bytes + bytes > this.#maxBytes)
      this.#drop(this.#kept.keys().next().value!);
    this.#kept.set(k, { snapshot, bytes });
    this.#bytes += bytes;
  }

  delete(clientId: number, caseId: number): void {
    this.#drop(key(clientId, caseId));
  }

  get size(): number {
    return this.#kept.size;
  }

  /** The bytes the kept snapshots hold. */
  get bytes(): number {
    return this.#bytes;
  }

  #drop(k: string): void {
    const entry = this.#kept.get(k);
    if (!entry) return;
    this.#kept.delete(k);
    this.#bytes -= entry.bytes;
  }
}

const key = (clientId: number, caseId: number) => `${clientId}:${caseId}`;
