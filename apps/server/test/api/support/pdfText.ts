/** Text of a rendered PDF for tests, read by pdf.js: all of it in reading order, or each piece with its place on the page. */
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Caller } from './server.ts';

const standardFontDataUrl = path.join(
  path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts/',
);

export async function pdfText(data: Uint8Array): Promise<string> {
  const pdf = await getDocument({
    data: new Uint8Array(data),
    standardFontDataUrl,
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  let text = '';
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item) text += item.str + (item.hasEOL ? ' ' : '');
    text += ' ';
  }
  await pdf.destroy();
  return text.replace(/\s+/g, ' ');
}

export interface Placed {
  page: number;
  text: string;
  /** Left edge and baseline, in points from the page's bottom-left corner. */
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PdfText {
  pages: number;
  /** Each page's size in points. */
  sizes: Array<{ width: number; height: number }>;
  items: Placed[];
}

export async function placedText(data: Uint8Array): Promise<PdfText> {
  const pdf = await getDocument({ data: new Uint8Array(data), standardFontDataUrl, isEvalSupported: false }).promise;
  const items: Placed[] = [];
  const sizes: PdfText['sizes'] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const page = await pdf.getPage(n);
    const { width, height } = page.getViewport({ scale: 1 });
    sizes.push({ width, height });
    for (const item of (await page.getTextContent()).items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      items.push({
        page: n,
        text: item.str,
        x: item.transform[4],
        y: item.transform[5],
        width: item.width,
        height: item.height,
      });
    }
  }
  const pages = pdf.numPages;
  await pdf.destroy();
  return { pages, sizes, items };
}

/** The text lines of one page, top to bottom: items on one baseline (within a point) joined by a space. */
export function pageLines(items: Placed[], page: number): Array<{ y: number; text: string }> {
  const lines = new Map<number, Placed[]>();
  for (const item of items.filter((i) => i.page === page)) {
    const key = [...lines.keys()].find((y) => Math.abs(y - item.y) <= 1) ?? item.y;
    lines.set(key, [...(lines.get(key) ?? []), item]);
  }
  return [...lines.entries()]
    .sort(([a], [b]) => b - a)
    .map(([y, list]) => ({
      y,
      text: list
        .sort((a, b) => a.x - b.x)
        .map((i) => i.text)
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim(),
    }));
}

/** The PDF an answer of create-case-pleading-pdf gives: a stored paper fetched from its URL, a preview from fileData. */
export async function answeredPdf(
  caller: Pick<Caller, 'raw'>,
  answer: { fileData: string | null; fileUrl: string | null },
): Promise<Buffer> {
  if (answer.fileData !== null) return Buffer.from(answer.fileData, 'base64');
  if (answer.fileUrl === null) throw new Error('The answer holds no PDF and no URL.');
  const res = await caller.raw(answer.fileUrl, { method: 'GET' });
  if (!res.ok) throw new Error(`GET ${answer.fileUrl}: ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}
