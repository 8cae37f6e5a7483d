import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const standardFontDataUrl = path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts/');

/** The text of a PDF, lines joined by spaces and white space collapsed. */
export async function pdfText(data: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(data), standardFontDataUrl, useSystemFonts: false, isEvalSupported: false }).promise;
  let text = '';
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item) text += item.str + (item.hasEOL ? ' ' : '');
    text += ' ';
  }
  await pdf.destroy();
  return text.replace(/\s+/g, ' ');
}
