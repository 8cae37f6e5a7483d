/** Downloaded files in browser journeys: the bytes of a download, and the text of a PDF (pdfjs-dist). */
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export const isPdf = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 4)).toString('latin1') === '%PDF';

export async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: bytes, useSystemFonts: true }).promise;
  const parts: string[] = [];
  for (let i = 1; i <= doc.numPages; i += 1) {
    const content = await (await doc.getPage(i)).getTextContent();
    parts.push(content.items.map((it) => ('str' in it ? it.str : '')).join(' '));
  }
  return parts.join('\n');
}

export async function download(page: Page, button: Locator): Promise<Uint8Array> {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const path = await file.path();
  return new Uint8Array(await readFile(path));
}
