/**
 * The PDF worker pool (architecture brief: rendering runs off the event loop). The worker is the one beside this
 * module: from source, worker.ts run through tsx's loader, whatever runner started the server; in the compiled
 * server, the worker.js built with it. The pool leaves one core to the event loop.
 */
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import type { pleadings } from '@rentfile/domain';

export interface PdfPool {
  render(doc: pleadings.PleadingDocument): Promise<Buffer>;
  close(): Promise<void>;
}

/** Worker threads for a machine: all cores but one, at least one. */
export function defaultPdfThreads(): number {
  return Math.max(1, availableParallelism() - 1);
}

export function createPdfPool(options: { threads?: number } = {}): PdfPool {
  const threads = options.threads ?? defaultPdfThreads();
  const pool = new Piscina({
    ...workerEntry(),
    minThreads: threads,
    maxThreads: threads,
    idleTimeout: 60_000,
  });
  return {
    async render(doc) {
      const bytes = (await pool.run(doc)) as Uint8Array;
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    close: () => pool.destroy(),
  };
}

function workerEntry(): { filename: string; execArgv: string[] } {
  if (!import.meta.url.endsWith('.ts')) return { filename: new URL('./worker.js', import.meta.url).href, execArgv: [] };
  const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return { filename: new URL('./worker.ts', import.meta.url).href, execArgv: ['--import', tsxLoader] };
}
