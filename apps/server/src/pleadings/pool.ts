/**
 * The PDF worker pool (architecture brief: rendering runs off the event loop). The worker is the one beside this
 * module: from source, worker.ts run through tsx's loader, whatever runner started the server; in the compiled
 * server, the worker.js built with it. The pool leaves one core to the event loop.
 *
 * Bounded (issue 20, gap 2): at most `threads + maxQueue` renders wait or run, and one more is refused at once
 * (PdfQueueFullError, answered 503 with Retry-After) rather than queued without end. A render can be cancelled
 * with an AbortSignal (the client hung up): taken out of the queue, or its worker stopped. A worker's heap is
 * capped (a render past it ends that worker only, and the pool starts another), and the workers are replaced
 * after a number of renders, so memory a render left behind is given back.
 */
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import type { pleadings } from '@rentfile/domain';

export interface PdfPool {
  render(doc: pleadings.PleadingDocument, options?: { signal?: AbortSignal }): Promise<Buffer>;
  /** Renders waiting or running. */
  readonly pending: number;
  close(): Promise<void>;
}

export interface PdfPoolOptions {
  threads?: number;
  /** Renders that may wait for a worker beyond those running (default 64). */
  maxQueue?: number;
  /** Workers are replaced after this many renders of the pool (default 500). */
  recycleAfter?: number;
  /** Heap of one worker, in MiB; a render past it ends the worker (default 512). */
  workerHeapMb?: number;
  /** Workers kept while idle: the signed-in pool keeps its own warm, the guests' lets them go (default threads). */
  minThreads?: number;
}

/** The queue is full: try again in a moment. */
export class PdfQueueFullError extends Error {
  constructor() {
    super('Too many papers are being prepared right now. Please try again in a moment.');
    this.name = 'PdfQueueFullError';
  }
}

/** A render ended its worker by going past the worker's memory. */
export class PdfTooLargeError extends Error {
  constructor() {
    super('These papers are too large to prepare.');
    this.name = 'PdfTooLargeError';
  }
}

/** Worker threads for a machine: all cores but one, at least one. */
export function defaultPdfThreads(): number {
  return Math.max(1, availableParallelism() - 1);
}

export function createPdfPool(options: PdfPoolOptions = {}): PdfPool {
  const threads = options.threads ?? defaultPdfThreads();
  const maxQueue = options.maxQueue ?? 64;
  const recycleAfter = options.recycleAfter ?? 500;
  const heapMb = options.workerHeapMb ?? 512;
  const start = () =>
    new Piscina({
      ...workerEntry(),
      minThreads: Math.min(threads, options.minThreads ?? threads),
      maxThreads: threads,
      idleTimeout: 60_000,
      resourceLimits: { maxOldGenerationSizeMb: heapMb },
    });
  let pool = start();
  let pending = 0;
  let rendered = 0;
  const retiring = new Set<Promise<void>>();

  /** New renders go to fresh workers; the old ones finish what they run, then end. */
  const recycle = () => {
    const old = pool;
    pool = start();
    rendered = 0;
    const closing = old.close().finally(() => retiring.delete(closing));
    retiring.add(closing);
  };

  return {
    async render(doc, renderOptions = {}) {
      if (pending >= threads + maxQueue) throw new PdfQueueFullError();
      renderOptions.signal?.throwIfAborted();
      pending += 1;
      try {
        const bytes = (await pool.run(doc, renderOptions.signal ? { signal: renderOptions.signal } : {})) as Uint8Array;
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } catch (err) {
        if ((err as { code?: unknown }).code === 'ERR_WORKER_OUT_OF_MEMORY') throw new PdfTooLargeError();
        throw err;
      } finally {
        pending -= 1;
        rendered += 1;
        if (rendered >= recycleAfter) recycle();
      }
    },
    get pending() {
      return pending;
    },
    async close() {
      await Promise.all([pool.destroy(), ...retiring]);
    },
  };
}

function workerEntry(): { filename: string; execArgv: string[] } {
  if (!import.meta.url.endsWith('.ts')) return { filename: new URL('./worker.js', import.meta.url).href, execArgv: [] };
  const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return { filename: new URL('./worker.ts', import.meta.url).href, execArgv: ['--import', tsxLoader] };
}
