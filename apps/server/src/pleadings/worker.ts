/**
 * A PDF worker thread: renders one pleading document and hands back its bytes without copying them (or, for a
 * paper answered inline, their base64, so the event loop never encodes a whole PDF), with how far this worker's
 * memory has grown since its first render, by which the pool decides to replace it.
 */
import { setPriority } from 'node:os';
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Piscina } from 'piscina';
import type { RenderResult, RenderTask } from './pool.ts';
import { renderPdf } from './render.ts';

// Rendering yields to the event loop: on Linux this lowers the priority of this worker thread only, so calls
// such as /api/health are answered promptly while packages render. Where the system refuses, nothing changes.
try {
  setPriority(19);
} catch {
  // Not permitted here: the worker keeps the process's priority.
}

// A full collection on demand, in this worker only: V8's gc() is exposed to a new context made here.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** This isolate's heap as committed (its part of the process's RSS) and its buffers outside the heap. */
function committedMemory(): number {
  const heap = getHeapStatistics();
  return heap.total_heap_size + heap.external_memory;
}

/** What this isolate holds alive after a full collection: what a render left behind, garbage excluded. */
function liveMemory(): number {
  collectGarbage();
  const heap = getHeapStatistics();
  return heap.used_heap_size + heap.external_memory;
}

/** Memory after the first render (fonts and layout code loaded): committed, and live after a collection. */
let baseline: { committed: number; live: number } | null = null;

/**
 * The growth since the first render. Committed memory is read after every render (cheap); only when it has grown
 * past the bound is garbage collected and the live memory measured, so garbage a collection would free anyway does
 * not count, and the pool is told the live growth.
 */
function grownBytes(limitBytes: number): number {
  if (baseline === null) {
    baseline = { committed: committedMemory(), live: liveMemory() };
    return 0;
  }
  if (committedMemory() - baseline.committed <= limitBytes) return 0;
  return Math.max(0, liveMemory() - baseline.live);
}

export default async function render(task: RenderTask): Promise<RenderResult> {
  const pdf = await renderPdf(task.doc);
  const grown = grownBytes(task.growthLimitBytes);
  if (task.as === 'base64') return { base64: pdf.toString('base64'), grownBytes: grown };
  const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength).slice();
  const result: RenderResult = { bytes, grownBytes: grown };
  // The result is cloned, its bytes moved (transferred) rather than copied.
  const movable = { [Piscina.transferableSymbol]: bytes.buffer, [Piscina.valueSymbol]: result };
  return Piscina.move(movable as unknown as Parameters<typeof Piscina.move>[0]) as unknown as RenderResult;
}
