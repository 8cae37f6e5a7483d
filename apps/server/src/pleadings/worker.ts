/** A PDF worker thread: renders one pleading document and hands back its bytes without copying them. */
import { Piscina } from 'piscina';
import type { pleadings } from '@rentfile/domain';
import { renderPdf } from './render.ts';

export default async function render(doc: pleadings.PleadingDocument): Promise<Uint8Array> {
  const pdf = await renderPdf(doc);
  const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength).slice();
  return Piscina.move(bytes) as Uint8Array;
}
