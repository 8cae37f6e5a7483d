/** PDFs answered by create-case-pleading-pdf (spec §7: fileData is base64): to a blob, a URL, a download. */

export function pdfBlob(base64: string): Blob {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: 'application/pdf' });
}

/** Saves a PDF under its file name (the browser's download). */
export function downloadPdf(base64: string, fileName: string): void {
  const url = URL.createObjectURL(pdfBlob(base64));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Opens a PDF in a new window (spec §7: files open in a new window); false when the browser blocked it. */
export function openPdf(base64: string): boolean {
  const url = URL.createObjectURL(pdfBlob(base64));
  // Without 'noopener' in the features, so a blocked pop-up can be told from an opened one (null).
  const opened = window.open(url, '_blank');
  if (opened) opened.opener = null;
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return opened !== null;
}
