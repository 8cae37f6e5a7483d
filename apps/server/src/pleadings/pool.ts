/**
 * The PDF worker pool (architecture brief: rendering runs off the event loop). The worker is the one beside this
 * module: from source, worker.ts run through tsx's loader, whatever runner started the server; in the compiled
 * server, the worker.js built with it. The pool leaves one core to the event loop.
 *
 * Bounded (issue 20, gap 2): at most `threads + maxQueue` renders wait or run, and one more is refused at once
 * (PdfQueueFullError, answered 503 with Retry-After) rather than queued without end. A render can be cancelled
 * with an AbortSignal (the client hung up): taken out of the queue, or its worker stopped. A worker's heap is
 * capped (a render past it ends that worker only, and the pool starts another), and the workers are replaced
 * when one of them has grown past a bound (its heap and buffers, measured by the worker after each render against
 * the same after its first render; garbage excluded, worker.ts), and after a number of renders, so memory renders
 * left behind is given back. Replacing is pool-wide: the pools here run one worker each on a two-core machine.
 */
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import type { pleadings } from '@rentfile/domain';

/** What a worker is asked: one document, its bytes handed back as they are or in base64. */
export interface RenderTask {
  doc: pleadings.PleadingDocument;
  as: 'bytes' | 'base64';
  /** The growth of the worker's memory past which it measures what it holds alive (and the pool replaces it). */
  growthLimitBytes: number;
}

/** What a worker answers: the PDF, and how far its live memory has grown since its first render, in bytes (0 when not measured). */
export type RenderResult = ({ bytes: Uint8Array } | { base64: string }) & { grownBytes: number };

export interface RenderOptions {
  signal?: AbortSignal;
}

export interface PdfPool {
  render(doc: pleadings.PleadingDocument, options?: RenderOptions): Promise<Buffer>;
  /** The PDF in base64, encoded by the worker (a paper answered inline, not stored). */
  renderBase64(doc: pleadings.PleadingDocument, options?: RenderOptions): Promise<string>;
  /** Renders waiting or running. */
  readonly pending: number;
  /** Renders that may wait or run at once; one more is refused. */
  readonly capacity: number;
  /** How many times the workers were replaced, and why. */
  readonly recycled: { afterRenders: number; grown: number };
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
  /** A worker whose live memory has grown this far since its first render is replaced, in MiB (default 96). */
  recycleGrowthMb?: number;
  /** Told of every render's time and of every render refused at a limit (the metrics, http/metrics.ts). */
  observer?: PdfPoolObserver;
}

export interface PdfPoolObserver {
  rendered(seconds: number, outcome: 'ok' | 'failed'): void;
  limitHit(limit: 'queue' | 'heap'): void;
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
  const growthLimit = (options.recycleGrowthMb ?? 96) * 1024 * 1024;
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
  const recycled = { afterRenders: 0, grown: 0 };

  /** New renders go to fresh workers; the old ones finish what they run, then end. */
  const recycle = (why: keyof typeof recycled) => {
    const old = pool;
    pool = start();
    rendered = 0;
    recycled[why] += 1;
    const closing = old.close().finally(() => retiring.delete(closing));
    retiring.add(closing);
  };

  const run = async (task: RenderTask, renderOptions: RenderOptions): Promise<RenderResult> => {
    if (pending >= threads + maxQueue) {
      options.observer?.limitHit('queue');
      throw new PdfQueueFullError();
    }
    renderOptions.signal?.throwIfAborted();
    pending += 1;
    const runningOn = pool;
    let grown = false;
    const started = performance.now();
    let outcome: 'ok' | 'failed' = 'failed';
    try {
      const result = (await runningOn.run(
        task,
        renderOptions.signal ? { signal: renderOptions.signal } : {},
      )) as RenderResult;
      grown = result.grownBytes > growthLimit;
      outcome = 'ok';
      return result;
    } catch (err) {
      if ((err as { code?: unknown }).code === 'ERR_WORKER_OUT_OF_MEMORY') {
        options.observer?.limitHit('heap');
        throw new PdfTooLargeError();
      }
      throw err;
    } finally {
      options.observer?.rendered((performance.now() - started) / 1000, outcome);
      pending -= 1;
      rendered += 1;
      // A worker of a pool already replaced is ending anyway.
      if (runningOn === pool) {
        if (grown) recycle('grown');
        else if (rendered >= recycleAfter) recycle('afterRenders');
      }
    }
  };

  return {
    async render(doc, renderOptions = {}) {
      const result = await run({ doc, as: 'bytes', growthLimitBytes: growthLimit }, renderOptions);
      if (!('bytes' in result)) throw new Error('The PDF worker answered base64 where bytes were asked for.');
      return Buffer.from(result.bytes.buffer, result.bytes.byteOffset, result.bytes.byteLength);
    },
    async renderBase64(doc, renderOptions = {}) {
      const result = await run({ doc, as: 'base64', growthLimitBytes: growthLimit }, renderOptions);
      if (!('base64' in result)) throw new Error('The PDF worker answered bytes where base64 was asked for.');
      return result.base64;
    },
    get pending() {
      return pending;
    },
    capacity: threads + maxQueue,
    get recycled() {
      return { ...recycled };
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

/** The two pools of a server (issue 20, gap 2): signed-in users' papers, and anonymous previews kept apart from them. */
export interface PdfPools {
  /** Workers start on first use. */
  signedIn(): PdfPool;
  guests(): PdfPool;
  /** The pools started so far (none is started to be read). */
  started(): Array<{ name: 'signedIn' | 'guests'; pool: PdfPool }>;
  close(): Promise<void>;
}

export function createPdfPools(options: {
  guestQueue: number;
  observer?: (pool: 'signedIn' | 'guests') => PdfPoolObserver;
}): PdfPools {
  let signedIn: PdfPool | null = null;
  let guests: PdfPool | null = null;
  const observed = (name: 'signedIn' | 'guests') => (options.observer ? { observer: options.observer(name) } : {});
  return {
    signedIn: () => (signedIn ??= createPdfPool(observed('signedIn'))),
    guests: () =>
      (guests ??= createPdfPool({
        threads: 1,
        maxQueue: options.guestQueue,
        minThreads: 0,
        workerHeapMb: 256,
        ...observed('guests'),
      })),
    started: () => [
      ...(signedIn ? [{ name: 'signedIn' as const, pool: signedIn }] : []),
      ...(guests ? [{ name: 'guests' as const, pool: guests }] : []),
    ],
    async close() {
      await Promise.all([signedIn?.close(), guests?.close()]);
    },
  };
}
