/** A PDF worker thread: renders one pleading document and hands back its bytes without copying them. */
import { setPriority } from 'node:os';
import { Piscina } from 'piscina';
import type { pleadings } from '@rentfile/domain';
import { renderPdf } from './render.ts';

// Rendering yields to the event loop: on Linux this lowers the priority of this worker thread only, so calls
// such as /api/health are answered promptly while packages render. Where the system refuses, nothing changes.
try {
  setPriority(19);
} catch {
  // Not permitted here: the worker keeps the process's priority.
}

export default async function render(doc: pleadings.PleadingDocument): Promise<Uint8Array> {
  const pdf = await renderPdf(doc);
  const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength).slice();
  return Piscina.move(bytes) as Uint8Array;
}
