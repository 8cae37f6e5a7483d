/**
 * Renders a pleading document model to PDF with pdfmake 0.2 and the standard Times fonts (architecture brief:
 * no font files, no hyphenation): Letter page, 1-inch margins, "Page X of Y" in the footer.
 */
import PdfPrinter from 'pdfmake';
import type { Content, ContentColumns, ContentTable, CustomTableLayout, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { pleadings } from '@rentfile/domain';

type Block = pleadings.Block;
type Run = pleadings.Run;
type PleadingDocument = pleadings.PleadingDocument;

export const PAGE = { width: 612, height: 792, margin: 72 } as const;
const FONT_SIZE = { small: 9, normal: 11, large: 14 } as const;
const HEADING_SIZE = { 1: 14, 2: 12, 3: 11 } as const;

const printer = new PdfPrinter({
  Times: { normal: 'Times-Roman', bold: 'Times-Bold', italics: 'Times-Italic', bolditalics: 'Times-BoldItalic' },
});

function runs(list: Run[]): Content {
  return list.map((r) => ({
    text: r.text,
    ...(r.bold ? { bold: true } : {}),
    ...(r.italic ? { italics: true } : {}),
    ...(r.underline ? { decoration: 'underline' as const } : {}),
  }));
}

const formLayout: CustomTableLayout = {
  hLineWidth: (i) => (i === 0 ? 0 : 0.5),
  vLineWidth: () => 0,
  hLineColor: () => '#888888',
  paddingTop: () => 3,
  paddingBottom: () => 3,
  paddingLeft: () => 2,
  paddingRight: () => 6,
};
const gridLayout: CustomTableLayout = {
  hLineWidth: () => 0.5,
  vLineWidth: () => 0.5,
  paddingTop: () => 2,
  paddingBottom: () => 2,
};
const boxLayout: CustomTableLayout = {
  hLineWidth: () => 0.75,
  vLineWidth: () => 0.75,
  paddingLeft: () => 8,
  paddingRight: () => 8,
  paddingTop: () => 6,
  paddingBottom: () => 6,
};
const captionLayout: CustomTableLayout = {
  hLineWidth: (i, node) => (i === 0 || i === node.table.body.length ? 0.75 : 0),
  vLineWidth: (i) => (i === 1 ? 0.75 : 0),
  paddingLeft: (i) => (i === 0 ? 0 : 10),
  paddingRight: (i) => (i === 0 ? 10 : 0),
  paddingTop: () => 6,
  paddingBottom: () => 6,
};
const plainColumnsLayout: CustomTableLayout = {
  hLineWidth: () => 0,
  vLineWidth: () => 0,
  paddingLeft: () => 0,
  paddingRight: () => 0,
  paddingTop: () => 0,
  paddingBottom: () => 0,
};

function checkboxGlyph(checked: boolean): Content {
  const size = 8;
  const canvas: Array<Record<string, unknown>> = [{ type: 'rect', x: 0, y: 0, w: size, h: size, lineWidth: 0.75 }];
  if (checked) {
    canvas.push({ type: 'line', x1: 1.5, y1: 1.5, x2: size - 1.5, y2: size - 1.5, lineWidth: 1.2 });
    canvas.push({ type: 'line', x1: size - 1.5, y1: 1.5, x2: 1.5, y2: size - 1.5, lineWidth: 1.2 });
  }
  return { width: 14, canvas, margin: [0, 2, 0, 0] } as unknown as Content;
}

function signature(block: pleadings.SignatureBlock): Content {
  const indent = block.byLine ? 22 : 0;
  const stack: Content[] = [];
  if (block.closing) stack.push({ text: block.closing, margin: [0, 0, 0, 4] });
  for (const h of block.heading) stack.push({ text: h, bold: true });
  stack.push({ text: block.signedAs ? `/s/ ${block.signedAs}` : ' ', italics: true, margin: [indent, 8, 0, 0] });
  stack.push({
    columns: [
      ...(block.byLine ? [{ width: indent, text: 'By:' }] : []),
      { width: '*', canvas: [{ type: 'line', x1: 0, y1: 12, x2: 260 - indent, y2: 12, lineWidth: 0.75 }] },
    ],
    margin: [0, -10, 0, 0],
  } as Content);
  stack.push({ text: block.signerName, margin: [indent, 2, 0, 0] });
  for (const c of block.capacity) stack.push({ text: c, margin: [indent, 0, 0, 0] });
  const dateColumn = block.dateLine
    ? { width: '*', text: [{ text: 'Dated: ' }, { text: block.dated ?? '____________________' }], margin: [0, 14 + 14 * (block.heading.length + (block.closing ? 1 : 0)), 0, 0] }
    : { width: '*', text: '' };
  return { unbreakable: true, columns: [dateColumn, { width: 260, stack }], columnGap: 12, margin: [0, 0, 0, 8] } as Content;
}

function table(block: pleadings.TableBlock): ContentTable {
  const widths = block.columns.map((c) => (c.width === 'star' ? '*' : c.width));
  const cell = (content: Run[], i: number, header = false): Content => ({
    text: runs(content),
    alignment: block.columns[i]?.align ?? 'left',
    ...(header ? { bold: true, fillColor: '#eeeeee' } : {}),
  });
  const body: Content[][] = [];
  if (block.showHeader) body.push(block.columns.map((c, i) => cell([{ text: c.header }], i, true)));
  for (const row of block.rows) body.push(row.map((c, i) => cell(c, i)));
  if (block.footer) body.push(block.footer.map((c, i) => cell(c, i)));
  const layout = block.lines === 'grid' ? gridLayout : block.lines === 'form' ? formLayout : plainColumnsLayout;
  return { table: { headerRows: block.showHeader ? 1 : 0, dontBreakRows: true, widths, body }, layout, margin: [0, 2, 0, 6] };
}

function columns(block: pleadings.ColumnsBlock): Content {
  const widths = block.columns.map((c) => (c.width === 'star' ? '*' : c.width));
  const cells = block.columns.map((c) => ({ stack: c.blocks.map(toContent) }) as Content);
  if (block.divider) return { table: { widths, body: [cells] }, layout: captionLayout };
  return { columns: cells.map((cell, i) => ({ ...(cell as object), width: widths[i] })), columnGap: 8 } as ContentColumns;
}

function toContent(block: Block): Content {
  switch (block.kind) {
    case 'heading':
      return {
        text: block.text,
        bold: true,
        fontSize: HEADING_SIZE[block.level],
        alignment: block.align ?? 'left',
        margin: [0, block.level === 1 ? 0 : 8, 0, block.level === 1 ? 10 : 4],
      };
    case 'paragraph':
      return {
        text: runs(block.runs),
        alignment: block.align ?? 'left',
        fontSize: FONT_SIZE[block.size ?? 'normal'],
        margin: [block.indent ?? 0, 0, 0, block.spaceAfter ?? 6],
      };
    case 'allegations':
      return {
        stack: block.items.map((item) => ({
          columns: [
            { width: 28, text: item.label },
            { width: '*', stack: [{ text: runs(item.runs), margin: [0, 0, 0, 3] }, ...(item.children ?? []).map(toContent)] },
          ],
          columnGap: 2,
          margin: [0, 0, 0, 6],
        })),
      } as Content;
    case 'table':
      return table(block);
    case 'checkbox':
      return { columns: [checkboxGlyph(block.checked), { width: '*', text: runs(block.runs) }], columnGap: 2, margin: [block.indent ?? 0, 0, 0, 3] } as Content;
    case 'signature':
      return signature(block);
    case 'columns':
      return columns(block);
    case 'box':
      return { table: { widths: ['*'], body: [[{ stack: block.blocks.map(toContent) }]] }, layout: boxLayout, margin: [0, 2, 0, 6] };
    case 'pageBreak':
      return { text: '', pageBreak: 'before' };
    case 'spacer':
      return { text: '', margin: [0, block.points, 0, 0], fontSize: 1 };
    case 'fillLine':
      return { text: `${block.label} ${'_'.repeat(Math.max(4, Math.round(block.width / 5.5)))}`, margin: [0, 4, 0, 6] };
  }
}

/** Keeps a heading on the same page as the short block that follows it; a page break starts the next block on a new page. */
function layoutBlocks(blocks: Block[]): Content[] {
  const out: Content[] = [];
  let breakBefore = false;
  const push = (content: Content) => {
    out.push(breakBefore ? ({ ...(content as object), pageBreak: 'before' } as Content) : content);
    breakBefore = false;
  };
  for (let i = 0; i < blocks.length; i += 1) {
    const block = blocks[i]!;
    const next = blocks[i + 1];
    if (block.kind === 'pageBreak') {
      breakBefore = out.length > 0;
    } else if (block.kind === 'heading' && next && ['paragraph', 'checkbox', 'fillLine'].includes(next.kind)) {
      push({ stack: [toContent(block), toContent(next)], unbreakable: true });
      i += 1;
    } else {
      push(toContent(block));
    }
  }
  return out;
}

export function docDefinition(doc: PleadingDocument): TDocumentDefinitions {
  return {
    pageSize: 'LETTER',
    pageMargins: PAGE.margin,
    info: { title: doc.title, author: 'RentFile NJ', creator: 'RentFile NJ', producer: 'RentFile NJ' },
    defaultStyle: { font: 'Times', fontSize: FONT_SIZE.normal, lineHeight: 1.1 },
    content: layoutBlocks(doc.blocks),
    footer: (currentPage, pageCount) => ({ text: `Page ${currentPage} of ${pageCount}`, alignment: 'center', fontSize: 9, margin: [PAGE.margin, 36, PAGE.margin, 0] }),
    ...(doc.watermark ? { watermark: { text: doc.watermark, color: '#9a9a9a', opacity: 0.18, bold: true } } : {}),
  };
}

/** The PDF bytes of a document. */
export function renderPdf(doc: PleadingDocument): Promise<Buffer> {
  const pdf = printer.createPdfKitDocument(docDefinition(doc));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    pdf.end();
  });
}

