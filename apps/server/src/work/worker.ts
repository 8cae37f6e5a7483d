/**
 * A file worker thread (work/pool.ts): reads imported files, checks uploaded documents, counts a PDF's pages and
 * merges documents into a package, off the event loop. A refusal (an AppError) is answered as data, so that its
 * status and message cross the thread; anything else is thrown and becomes a failed request.
 */
import { setPriority } from 'node:os';
import { Piscina } from 'piscina';
import { AppError } from '../errors.ts';
import { appendDocuments, documentAsPdf } from '../pleadings/attach.ts';
import { checkDocument, countPages } from '../services/documentUploads.ts';
import { readImportFile } from './ledgerFile.ts';
import type { WorkTask, WorkAnswer } from './pool.ts';

// Like the PDF workers: on Linux, this worker thread yields the CPU to the event loop.
try {
  setPriority(19);
} catch {
  // Not permitted here: the worker keeps the process's priority.
}

const buffer = (data: Uint8Array) => Buffer.from(data.buffer, data.byteOffset, data.byteLength);

async function perform(task: WorkTask): Promise<unknown> {
  switch (task.kind) {
    case 'readImport':
      return readImportFile(task.importKind, buffer(task.data));
    case 'checkDocument':
      return checkDocument(buffer(task.data));
    case 'countPages':
      return countPages(task.contentType, buffer(task.data));
    case 'appendDocuments':
      return appendDocuments(buffer(task.papers), task.documents.map(buffer));
    case 'documentAsPdf':
      return documentAsPdf(buffer(task.data));
  }
}

export default async function work(task: WorkTask): Promise<WorkAnswer> {
  try {
    const value = await perform(task);
    if (!(value instanceof Uint8Array)) return { value };
    // A PDF made here is moved to the event loop's thread, not copied.
    const bytes = new Uint8Array(value.buffer, value.byteOffset, value.byteLength).slice();
    const answer: WorkAnswer = { value: bytes };
    const movable = { [Piscina.transferableSymbol]: bytes.buffer, [Piscina.valueSymbol]: answer };
    return Piscina.move(movable as unknown as Parameters<typeof Piscina.move>[0]) as unknown as WorkAnswer;
  } catch (err) {
    if (err instanceof AppError) return { refused: { code: err.code, message: err.message } };
    throw err;
  }
}
