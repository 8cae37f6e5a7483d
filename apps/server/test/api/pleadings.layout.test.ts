import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { pleadings } from '@rentfile/domain';
import { PAGE, renderPdf } from '../../src/pleadings/render.ts';
import { createPdfPool } from '../../src/pleadings/pool.ts';

const standardFontDataUrl = path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts/');

interface Placed {
  page: number;
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

async function placedText(data: Uint8Array): Promise<{ pages: number; items: Placed[] }> {
  const pdf = await getDocument({ data: new Uint8Array(data), standardFontDataUrl, isEvalSupported: false }).promise;
  const items: Placed[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const page = await pdf.getPage(n);
    const { width, height } = page.getViewport({ scale: 1 });
    expect([width, height]).toEqual([PAGE.width, PAGE.height]);
    for (const item of (await page.getTextContent()).items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      items.push({ page: n, text: item.str, x: item.transform[4], y: item.transform[5], width: item.width, height: item.height });
    }
  }
  const pages = pdf.numPages;
  await pdf.destroy();
  return { pages, items };
}

/** Pages of each paper for the sample case (three tenants, six months, late charges, utilities, an agent). */
const PAGE_COUNTS: Record<pleadings.PleadingTemplateName, number> = {
  instructions: 1,
  delinquent_letter: 1,
  verified_complaint: 4,
  tenant_summons: 3,
  case_information_statement: 2,
  clrs_form: 1,
  certification_by_landlord: 2,
  wor_request: 1,
  print_all: 12,
  print_all_individual: 1,
  eviction_preview: 5,
  verified_complaint_preview: 4,
};

const input = pleadings.samplePleadingInput();
const slack = 0.5;
/** Times' ascender (683/1000 em): a line's top is its baseline plus this share of the font size. */
const TIMES_ASCENT = 0.683;

describe('pleading layout', () => {
  for (const templateName of pleadings.PLEADING_TEMPLATE_NAMES) {
    it(`${templateName}: Letter pages, every line inside the 1-inch margins, page numbers, a stable page count`, async () => {
      const [doc] = pleadings.buildPleadings(templateName, input);
      const { pages, items } = await placedText(await renderPdf(doc!));
      expect(pages).toBe(PAGE_COUNTS[templateName]);
      const isFooter = (i: Placed) => i.y < PAGE.margin - slack;
      const body = items.filter((i) => !isFooter(i) && i.text !== pleadings.PREVIEW_WATERMARK);
      for (const i of body) {
        expect(i.x, i.text).toBeGreaterThanOrEqual(PAGE.margin - slack);
        expect(i.x + i.width, i.text).toBeLessThanOrEqual(PAGE.width - PAGE.margin + slack);
        expect(i.y + TIMES_ASCENT * i.height, i.text).toBeLessThanOrEqual(PAGE.height - PAGE.margin + slack);
      }
      const footers = Array.from({ length: pages }, (_, n) =>
        items.filter((i) => i.page === n + 1 && isFooter(i) && i.text !== pleadings.PREVIEW_WATERMARK).map((i) => i.text.trim()).join(' ').replace(/\s+/g, ' ').trim(),
      );
      expect(footers).toEqual(Array.from({ length: pages }, (_, n) => `Page ${n + 1} of ${pages}`));
      expect(items.filter(isFooter).every((i) => i.y > 18)).toBe(true);
    });
  }

  it('renders in the worker pool to the same pages as in process', async () => {
    const pool = createPdfPool({ threads: 1 });
    try {
      const [doc] = pleadings.buildPleadings('verified_complaint', input);
      const fromPool = await placedText(await pool.render(doc!));
      const inProcess = await placedText(await renderPdf(doc!));
      expect(fromPool.pages).toBe(inProcess.pages);
      expect(fromPool.items.map((i) => i.text)).toEqual(inProcess.items.map((i) => i.text));
    } finally {
      await pool.close();
    }
  });
});
