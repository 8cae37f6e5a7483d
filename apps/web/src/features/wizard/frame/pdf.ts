/**
 * PDFs: a preview answered by create-case-pleading-pdf in base64 (fileData) to a blob; a paper (a stored one is
 * fetched from its URL as a blob) to a download or a new window.
 */

import { fetchApiBlob } from '../../../lib/api.ts';

/** The PDF of an answer of create-case-pleading-pdf: fetched from its URL when stored, else decoded from fileData. */
export async function answeredPdf(answer: { fileData: string | null; fileUrl: string | null }): Promise<Blob> {
  if (answer.fileUrl) return fetchApiBlob(answer.fileUrl);
  if (answer.fileData) return pdfBlob(answer.fileData);
  throw new Error('The server answered no PDF.');
}

export function pdfBlob(base64: string): Blob {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: 'application/pdf' });
}

/** Saves a PDF under its file name (the browser's download). */
export function downloadPdf(pdf: Blob, fileName: string): void {
  const url = URL.createObjectURL(pdf);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Opens a PDF in a new window (docs/product/data-and-rules.md#calls: files open in a new window); false when the browser blocked it. */
export function openPdf(pdf: Blob): boolean {
  const url = URL.createObjectURL(pdf);
  // Without 'noopener' in the features, so a blocked pop-up can be told from an opened one (null).
  const opened = window.open(url, '_blank');
  if (opened) opened.opener = null;
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return opened !== null;
}
