import { describe, expect, it } from 'vitest';
import { pleadings } from '@rentfile/domain';
import { PAGE, renderPdf } from '../../src/pleadings/render.ts';
import { createPdfPool } from '../../src/pleadings/pool.ts';
import { placedText, type Placed } from './support/pdfText.ts';

/**
 * Pages of each paper of a document for the sample case (three tenants, six months, late charges, utilities, an
 * agent). Each paper numbers its own pages.
 */
const PAPER_PAGES: Record<pleadings.PleadingTemplateName, number[]> = {
  instructions: [3],
  delinquent_letter: [1],
  verified_complaint: [4],
  tenant_summons: [3],
  case_information_statement: [2],
  clrs_form: [2],
  certification_by_landlord: [2],
  certification_by_landlords_attorney: [2],
  wor_request: [2],
  certification_of_breach: [2],
  print_all: [4, 3, 2, 2],
  print_all_individual: [3],
  eviction_preview: [1, 4],
  verified_complaint_preview: [4],
};

const input = pleadings.samplePleadingInput();
const slack = 0.5;
/** Times' ascender (683/1000 em): a line's top is its baseline plus this share of the font size. */
const TIMES_ASCENT = 0.683;

describe('pleading layout', () => {
  for (const templateName of pleadings.PLEADING_TEMPLATE_NAMES) {
    it(`${templateName}: Letter pages, every line inside the 1-inch margins, page numbers of each paper, stable page counts`, async () => {
      const [doc] = pleadings.buildPleadings(templateName, input);
      const { pages, sizes, items } = await placedText(await renderPdf(doc!));
      expect(sizes.every((s) => s.width === PAGE.width && s.height === PAGE.height)).toBe(true);
      const isFooter = (i: Placed) => i.y < PAGE.margin - slack;
      const body = items.filter((i) => !isFooter(i) && i.text !== pleadings.PREVIEW_WATERMARK);
      for (const i of body) {
        expect(i.x, i.text).toBeGreaterThanOrEqual(PAGE.margin - slack);
        expect(i.x + i.width, i.text).toBeLessThanOrEqual(PAGE.width - PAGE.margin + slack);
        expect(i.y + TIMES_ASCENT * i.height, i.text).toBeLessThanOrEqual(PAGE.height - PAGE.margin + slack);
      }
      const footers = Array.from({ length: pages }, (_, n) =>
        items
          .filter((i) => i.page === n + 1 && isFooter(i) && i.text !== pleadings.PREVIEW_WATERMARK)
          .map((i) => i.text.trim())
          .join(' ')
          .replace(/\s+/g, ' ')
          .trim(),
      );
      const paperPages = footers.flatMap((f) =>
        f.startsWith('Page 1 of ') ? [Number(f.slice('Page 1 of '.length))] : [],
      );
      expect(paperPages).toEqual(PAPER_PAGES[templateName]);
      expect(paperPages).toHaveLength(doc!.papers.length);
      expect(footers).toEqual(
        paperPages.flatMap((count) => Array.from({ length: count }, (_, n) => `Page ${n + 1} of ${count}`)),
      );
      expect(pages).toBe(paperPages.reduce((a, b) => a + b, 0));
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
