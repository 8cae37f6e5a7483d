/**
 * Answers of reads kept in memory between writes, for a database that this process alone opens (the embedded
 * one: a PGlite directory is opened by one process only). Any write makes every kept answer stale, whoever made
 * it: while a write runs, reads go to the database and keep nothing, and an answer whose read overlapped the start
 * or the end of a write is not kept. So an answer is only ever served when no write could have changed it since
 * it was read. Bounded by count and by the bytes the answers hold (byteSize.ts): the oldest is forgotten first,
 * and an answer larger than the whole budget is not kept.
 */
import { byteSize } from './byteSize.ts';

export class ReadCache {
  readonly #limit: number;
  readonly #maxBytes: number;
  #bytes = 0;
  #generation = 0;
  #writing = 0;
  readonly #answers = new Map<string, { generation: number; value: unknown; bytes: number }>();

  constructor(limit = 1_000, maxBytes = 32 * 1024 * 1024) {
    this.#limit = limit;
    this.#maxBytes = maxBytes;
  }

  /** The bytes the kept answers hold. */
  get bytes(): number {
    return this.#bytes;
  }

  /** Runs a write: kept answers are forgotten when it starts and when it ends, whether it succeeds or not. */
  async write<T>(run: () => Promise<T>): Promise<T> {
    this.#writing += 1;
    this.#forget();
    try {
      return await run();
    } finally {
      this.#writing -= 1;
      this.#forget();
    }
  }

  /** The answer kept under key, or load's, kept when no write overlapped the read. */
  async read<T>(key: string, load: () => Promise<T>): Promise<T> {
    const kept = this.#answers.get(key);
    if (kept && kept.generation === this.#generation && this.#writing === 0) return kept.value as T;
    const generation = this.#generation;
    const quiet = this.#writing === 0;
    const value = await load();
    if (quiet && this.#writing === 0 && generation === this.#generation) {
      this.#drop(key);
      const bytes = byteSize(value);
      if (bytes > this.#maxBytes) return value;
      while (this.#answers.size > 0 && (this.#answers.size >= this.#limit || this.#bytes + bytes > this.#maxBytes))
        this.#drop(this.#answers.keys().next().value!);
      this.#answers.set(key, { generation, value, bytes });
      this.#bytes += bytes;
    }
    return value;
  }

  #drop(key: string): void {
    const kept = this.#answers.get(key);
    if (!kept) return;
    this.#answers.delete(key);
    this.#bytes -= kept.bytes;
  }

  #forget(): void {
    this.#generation += 1;
    this.#answers.clear();
    this.#bytes = 0;
  }
}
