/**
 * The file worker pool (issue 34, decision 0011): work on a file a user sent or stored (reading an import, checking
 * a document, counting a PDF's pages, merging documents into the package) runs here, never on the event loop, and
 * every piece is bounded before it starts and while it runs:
 * - one worker thread (the PDF pool has its own), whose heap is capped (WORKER_HEAP_MB): past it the worker ends and
 *   the request is refused with a message (422); the pool starts another;
 * - a time limit per kind of work (LIMITS_MS), counted from when the work starts on the worker (not while it waits
 *   its turn): past it the worker is stopped and the request refused with a message;
 * - a bounded queue (one more answers 503), and a few pieces at once per account (one more answers 429);
 * - work whose client has gone is taken out of the queue, or its worker stopped.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { DOCUMENT_MESSAGES } from '@rentfile/domain';
import { AppError, type ErrorCode } from '../errors.ts';
import type { CheckedDocument } from '../services/documentUploads.ts';
import type { ImportKind, LedgerFileRead } from './ledgerFile.ts';

export type WorkTask =
  | { kind: 'readImport'; importKind: ImportKind; data: Uint8Array }
  | { kind: 'checkDocument'; data: Uint8Array }
  | { kind: 'countPages'; contentType: string; data: Uint8Array }
  | { kind: 'appendDocuments'; papers: Uint8Array; documents: Uint8Array[] }
  | { kind: 'documentAsPdf'; data: Uint8Array };

/** A worker's answer: its value, or the refusal it made (an AppError does not cross threads as itself). */
export type WorkAnswer = { value: unknown } | { refused: { code: ErrorCode; message: string } };

export interface WorkOptions {
  /** Who asked (an account): at most PER_OWNER pieces of work at once each. */
  owner?: string;
  /** Aborted when nobody waits for the answer any more. */
  signal?: AbortSignal;
}

/** Time each kind of work may take on one worker, in ms. */
export const LIMITS_MS: Record<WorkTask['kind'], number> = {
  readImport: 15_000,
  checkDocument: 15_000,
  countPages: 10_000,
  documentAsPdf: 15_000,
  appendDocuments: 60_000,
};
/** The worker's heap: a 10 MB PDF parsed by pdf-lib takes some 150 MB; a package of 30 MB of documents fits. */
export const WORKER_HEAP_MB = 512;
/** Pieces of work that may wait beyond the one running; one more is refused at once. */
export const MAX_QUEUE = 32;
/** Pieces of work one account may have waiting or running at once. */
export const PER_OWNER = 2;

export const IMPORT_TOO_COMPLEX =
  'The file could not be read in time: it is too large or too complex. Export fewer rows (or save it as CSV) and import that file.';
export const PACKAGE_TOO_COMPLEX =
  'The documents of this case could not be joined to the papers in time. Replace the largest document with a smaller copy (print it to a new PDF, or scan fewer pages) and try again.';
export const WORK_BUSY = 'Too many files are being read right now. Please try again in a moment.';
export const CANCELLED = 'The request was cancelled: the client disconnected.';
export const OWNER_BUSY = 'Two of your files are still being read. Wait for them to finish, then try again.';

const TOO_COMPLEX: Record<WorkTask['kind'], string> = {
  readImport: IMPORT_TOO_COMPLEX,
  checkDocument: DOCUMENT_MESSAGES.tooComplex,
  countPages: DOCUMENT_MESSAGES.tooComplex,
  documentAsPdf: DOCUMENT_MESSAGES.tooComplex,
  appendDocuments: PACKAGE_TOO_COMPLEX,
};

export interface FileWork {
  readImport(kind: ImportKind, data: Buffer, options?: WorkOptions): Promise<LedgerFileRead>;
  checkDocument(data: Buffer, options?: WorkOptions): Promise<CheckedDocument>;
  countPages(contentType: string, data: Buffer, options?: WorkOptions): Promise<number | null>;
  appendDocuments(papers: Buffer, documents: Buffer[], options?: WorkOptions): Promise<Buffer>;
  documentAsPdf(data: Buffer, options?: WorkOptions): Promise<Buffer>;
  /** Pieces of work waiting or running. */
  readonly pending: number;
  /** Pieces of work that may wait or run at once; one more is refused. */
  readonly capacity: number;
  close(): Promise<void>;
}

export interface FileWorkOptions {
  /** Time limits in ms, by kind (tests shorten them). */
  limitsMs?: Partial<Record<WorkTask['kind'], number>>;
  heapMb?: number;
  /** Told of every piece of work refused at a limit (the metrics, http/metrics.ts). */
  onLimit?: (limit: WorkLimit) => void;
}

/** The limits that refuse a piece of work: the queue, one account's share, the time, the heap. */
export type WorkLimit = 'queue' | 'owner' | 'time' | 'heap';

export function createFileWork(options: FileWorkOptions = {}): FileWork {
  const limits = { ...LIMITS_MS, ...options.limitsMs };
  let pool: Piscina | null = null;
  const started = () => {
    if (pool) return pool;
    pool = new Piscina({
      ...workerEntry(),
      minThreads: 0,
      maxThreads: 1,
      idleTimeout: 30_000,
      resourceLimits: { maxOldGenerationSizeMb: options.heapMb ?? WORKER_HEAP_MB },
    });
    // A worker that ends past its heap also fails the work it ran, which answers for it: the pool's own report of
    // the same error must not end the process.
    pool.on('error', () => undefined);
    return pool;
  };
  let pending = 0;
  const byOwner = new Map<string, number>();
  // The one worker's turn: work waits here, not in Piscina's queue, so that its time limit starts when it runs.
  let busy = false;
  const turns: Array<() => void> = [];
  const takeTurn = (signal: AbortSignal | undefined) =>
    new Promise<void>((resolve, reject) => {
      if (!busy) {
        busy = true;
        resolve();
        return;
      }
      const go = () => {
        signal?.removeEventListener('abort', cancel);
        resolve();
      };
      const cancel = () => {
        turns.splice(turns.indexOf(go), 1);
        reject(new AppError('BAD_REQUEST', CANCELLED));
      };
      turns.push(go);
      signal?.addEventListener('abort', cancel, { once: true });
    });
  const giveTurn = () => {
    const next = turns.shift();
    if (next) next();
    else busy = false;
  };

  const run = async (task: WorkTask, workOptions: WorkOptions = {}): Promise<unknown> => {
    workOptions.signal?.throwIfAborted();
    if (pending >= 1 + MAX_QUEUE) {
      options.onLimit?.('queue');
      throw new AppError('UNAVAILABLE', WORK_BUSY);
    }
    const owner = workOptions.owner;
    if (owner !== undefined && (byOwner.get(owner) ?? 0) >= PER_OWNER) {
      options.onLimit?.('owner');
      throw new AppError('TOO_MANY_REQUESTS', OWNER_BUSY);
    }
    pending += 1;
    if (owner !== undefined) byOwner.set(owner, (byOwner.get(owner) ?? 0) + 1);
    let turn = false;
    try {
      await takeTurn(workOptions.signal);
      turn = true;
      const timeout = AbortSignal.timeout(limits[task.kind]);
      const signal = workOptions.signal ? AbortSignal.any([timeout, workOptions.signal]) : timeout;
      const answer = (await started().run(task, { signal })) as WorkAnswer;
      if ('refused' in answer) throw new AppError(answer.refused.code, answer.refused.message);
      return answer.value;
    } catch (err) {
      if (err instanceof AppError) throw err;
      if (workOptions.signal?.aborted) throw new AppError('BAD_REQUEST', CANCELLED);
      // Past its time (its signal's timeout stopped the worker) or past its heap (the worker ended).
      const outOfMemory = (err as { code?: unknown }).code === 'ERR_WORKER_OUT_OF_MEMORY';
      if ((err as { name?: unknown }).name === 'AbortError' || outOfMemory) {
        options.onLimit?.(outOfMemory ? 'heap' : 'time');
        throw new AppError('UNPROCESSABLE', TOO_COMPLEX[task.kind]);
      }
      throw err;
    } finally {
      if (turn) giveTurn();
      pending -= 1;
      if (owner !== undefined) {
        const left = (byOwner.get(owner) ?? 1) - 1;
        if (left === 0) byOwner.delete(owner);
        else byOwner.set(owner, left);
      }
    }
  };
  const asBuffer = (value: unknown) => {
    const bytes = value as Uint8Array;
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  };

  return {
    readImport: async (importKind, data, o) =>
      (await run({ kind: 'readImport', importKind, data }, o)) as LedgerFileRead,
    checkDocument: async (data, o) => (await run({ kind: 'checkDocument', data }, o)) as CheckedDocument,
    countPages: async (contentType, data, o) =>
      (await run({ kind: 'countPages', contentType, data }, o)) as number | null,
    appendDocuments: async (papers, documents, o) =>
      documents.length === 0 ? papers : asBuffer(await run({ kind: 'appendDocuments', papers, documents }, o)),
    documentAsPdf: async (data, o) => asBuffer(await run({ kind: 'documentAsPdf', data }, o)),
    get pending() {
      return pending;
    },
    capacity: 1 + MAX_QUEUE,
    async close() {
      await pool?.destroy();
    },
  };
}

function workerEntry(): { filename: string; execArgv: string[] } {
  if (!import.meta.url.endsWith('.ts'))
    return { filename: new URL('./files-worker.js', import.meta.url).href, execArgv: [] };
  const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return { filename: new URL('./worker.ts', import.meta.url).href, execArgv: ['--import', tsxLoader] };
}
