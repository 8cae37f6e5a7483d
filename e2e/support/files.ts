/** Downloaded files in browser journeys: the bytes of a download, and the text of a PDF (pdfjs-dist). */
import { execFile } from 'node:child_process';
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

/**
 * The text of each page of a PDF as poppler's pdftotext reads it in the order it was drawn (-raw: each checkbox's
 * 1 pt state text before its label, as a search or a screen reader meets it); pdftotext ends every page with a form
 * feed. Whitespace is collapsed.
 */
export async function pdftotextPages(bytes: Uint8Array): Promise<string[]> {
  const { stdout } = await run('pdftotext', ['-raw', '-', '-'], bytes);
  return stdout
    .split('\f')
    .slice(0, -1)
    .map((page) => page.replace(/\s+/g, ' ').trim());
}

function run(command: string, args: string[], input: Uint8Array): Promise<{ stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = execFile(command, args, { maxBuffer: 64 * 1024 * 1024 }, (err, stdout) =>
      err ? reject(err) : resolve({ stdout }),
    );
    child.stdin?.end(Buffer.from(input));
  });
}

/** A small PDF of one page per text (Helvetica 14 pt), written by hand so the journeys need no PDF library. */
export function textPdf(pages: string[]): Buffer {
  const objects: string[] = [];
  const font = 3 + pages.length * 2;
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pages.map((_, i) => `${3 + i * 2} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  pages.forEach((text, i) => {
    const stream = `BT /F1 14 Tf 72 700 Td (${text.replace(/[()\\]/g, (c) => `\\${c}`)}) Tj ET`;
    objects[3 + i * 2] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${4 + i * 2} 0 R >>`;
    objects[4 + i * 2] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  });
  objects[font] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let n = 1; n < objects.length; n += 1) {
    offsets[n] = body.length;
    body += `${n} 0 obj\n${objects[n]}\nendobj\n`;
  }
  const xref = body.length;
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n${offsets
    .slice(1)
    .map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)
    .join('')}`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
