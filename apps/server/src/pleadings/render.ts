/**
 * Renders a pleading document model to PDF with pdfmake 0.2 in the standard Times fonts (architecture brief: no
 * hyphenation), with fonts of other scripts for what Times cannot print (fonts.ts): Letter page, 1-inch margins.
 * Each paper starts on a new page and numbers its own pages ("Page X of Y" of that paper); a filed paper keeps the
 * top 3 inches of its first page blank for the clerk's stamp; a signature or a clerk's label is kept on the page of
 * the text it closes, a heading with what follows it, a table's header with its rows (docs/product/paper-layout.md).
 */
import PdfPrinter from 'pdfmake';
import type {
  Content,
  ContentColumns,
  ContentTable,
  CustomTableLayout,
  TDocumentDefinitions,
} from 'pdfmake/interfaces';
import type { pleadings } from '@rentfile/domain';
import { FONTS, textPieces } from './fonts.ts';

type Block = pleadings.Block;
type Run = pleadings.Run;
type PleadingDocument = pleadings.PleadingDocument;

export const PAGE = { width: 612, height: 792, margin: 72 } as const;
/**
 * R. 1:4-1(b): at the top of the first page of each paper filed, a blank space of about 3 inches is reserved for the
 * clerk's notations of receipt and filing (Rules of Court, Rule 1:4-1, as amended through April 2, 2024:
 * https://casetext.com/rule/new-jersey-rules-of-court/new-jersey-rules-of-court/njr-ct-part-i/part-i-rules-of-general-application/rule-14-form-and-execution-of-papers).
 * Measured from the top edge of the page, across its width.
 */
export const STAMP_SPACE = 216;
const FONT_SIZE = { small: 9, normal: 11, large: 14 } as const;
const HEADING_SIZE = { 1: 14, 2: 12, 3: 11 } as const;

const printer = new PdfPrinter(FONTS);

/**
 * A text's pieces as pdfmake prints them: Times, or a font of its script for what Times cannot print (fonts.ts).
 * A word with a hyphen inside ("non-payment", a phone number "973-776-9300") is one unbroken piece: pdfmake would
 * otherwise break the line after the hyphen and, in justified text, open a gap there ("non- payment"). A longer
 * hyphenated string (a made-up name, a web address) may still break, so that it never runs past the margin.
 */
const MAX_UNBROKEN = 40;
function pieces(text: string): Array<{ text: string; font?: string; noWrap?: true }> {
  return textPieces(text).flatMap((p) =>
    p.text
      .split(/(\S+-\S+\s*)/)
      .filter((part) => part !== '')
      .map((part) => ({
        text: part,
        ...(p.font ? { font: p.font } : {}),
        ...(/\S-\S/.test(part) && part.length <= MAX_UNBROKEN ? { noWrap: true as const } : {}),
      })),
  );
}

function printed(text: string): Content {
  const list = pieces(text);
  if (list.length === 1 && !list[0]!.font && !list[0]!.noWrap) return list[0]!.text;
  return list;
}

function runs(list: Run[]): Content {
  return list.flatMap((r) =>
    pieces(r.text).map((p) => ({
      ...p,
      ...(r.bold ? { bold: true } : {}),
      ...(r.italic ? { italics: true } : {}),
      ...(r.underline ? { decoration: 'underline' as const } : {}),
    })),
  );
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
  if (block.closing) stack.push({ text: printed(block.closing), margin: [0, 0, 0, 4] });
  for (const h of block.heading) stack.push({ text: printed(h), bold: true });
  stack.push({
    text: block.signedAs ? printed(`/s/ ${block.signedAs}`) : ' ',
    italics: true,
    margin: [indent, 8, 0, 0],
  });
  stack.push({
    columns: [
      ...(block.byLine ? [{ width: indent, text: 'By:' }] : []),
      { width: '*', canvas: [{ type: 'line', x1: 0, y1: 12, x2: 260 - indent, y2: 12, lineWidth: 0.75 }] },
    ],
    margin: [0, -10, 0, 0],
  } as Content);
  stack.push({ text: printed(block.signerName), margin: [indent, 2, 0, 0] });
  for (const c of block.capacity) stack.push({ text: printed(c), margin: [indent, 0, 0, 0] });
  const dateColumn = block.dateLine
    ? {
        width: '*',
        text: [{ text: 'Dated: ' }, { text: printed(block.dated ?? '____________________') }],
        margin: [0, 14 + 14 * (block.heading.length + (block.closing ? 1 : 0)), 0, 0],
      }
    : { width: '*', text: '' };
  return {
    unbreakable: true,
    columns: [dateColumn, { width: 260, stack }],
    columnGap: 12,
    margin: [0, 0, 0, 8],
  } as Content;
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
  // The header row repeats on every page the table reaches and never ends a page without a row under it.
  const header = block.showHeader ? { headerRows: 1, keepWithHeaderRows: 1 } : { headerRows: 0 };
  return { table: { ...header, dontBreakRows: true, widths, body }, layout, margin: [0, 2, 0, 6] };
}

function columns(block: pleadings.ColumnsBlock): Content {
  const widths = block.columns.map((c) => (c.width === 'star' ? '*' : c.width));
  const cells = block.columns.map((c) => ({ stack: c.blocks.map(toContent) }) as Content);
  if (block.divider) return { table: { widths, body: [cells] }, layout: captionLayout };
  return {
    columns: cells.map((cell, i) => ({ ...(cell as object), width: widths[i] })),
    columnGap: 8,
  } as ContentColumns;
}

function toContent(block: Block): Content {
  switch (block.kind) {
    case 'heading':
      return {
        text: printed(block.text),
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
            {
              width: '*',
              stack: [{ text: runs(item.runs), margin: [0, 0, 0, 3] }, ...(item.children ?? []).map(toContent)],
            },
          ],
          columnGap: 2,
          margin: [0, 0, 0, 6],
        })),
      } as Content;
    case 'table':
      return table(block);
    case 'checkbox':
      // The box's state also as text ("[x]" or "[ ]", 1 pt and transparent): a screen reader, a search and a text extract read it (issue 17).
      return {
        columns: [
          checkboxGlyph(block.checked),
          {
            width: '*',
            text: [
              { text: block.checked ? '[x] ' : '[ ] ', fontSize: 1, opacity: 0 },
              ...(runs(block.runs) as Content[]),
            ],
          },
        ],
        columnGap: 2,
        margin: [block.indent ?? 0, 0, 0, 3],
      } as Content;
    case 'signature':
      return signature(block);
    case 'columns':
      return columns(block);
    case 'box':
      return {
        table: { widths: ['*'], body: [[{ stack: block.blocks.map(toContent) }]] },
        layout: boxLayout,
        margin: [0, 2, 0, 6],
      };
    case 'pageBreak':
      return { text: '', pageBreak: 'before' };
    case 'spacer':
      return { text: '', margin: [0, block.points, 0, 0], fontSize: 1 };
    case 'fillLine':
      return {
        text: printed(`${block.label} ${'_'.repeat(Math.max(4, Math.round(block.width / 5.5)))}`),
        margin: [0, 4, 0, 6],
      };
  }
}

/**
 * Lines a block takes, counted low (Letter width, 11-point Times, about 100 characters a line): what the
 * keep-together groups are sized by. Counting low keeps more text with a signature, never less.
 */
function estimatedLines(block: Block): number {
  const chars = (list: Run[]) => list.reduce((n, r) => n + r.text.length, 0);
  switch (block.kind) {
    case 'heading':
    case 'fillLine':
      return 1;
    case 'paragraph':
      return Math.max(1, Math.ceil(chars(block.runs) / (block.size === 'small' ? 125 : 105)));
    case 'checkbox':
      return Math.max(1, Math.ceil(chars(block.runs) / 100));
    case 'allegations':
      return block.items.reduce(
        (n, item) =>
          n +
          Math.max(1, Math.ceil(chars(item.runs) / 100)) +
          (item.children ?? []).reduce((m, c) => m + estimatedLines(c), 0),
        0,
      );
    case 'table':
      return block.rows.length + (block.showHeader ? 1 : 0) + (block.footer ? 1 : 0);
    case 'signature':
      return 4 + block.heading.length + block.capacity.length + (block.closing ? 1 : 0);
    case 'columns':
      return Math.max(...block.columns.map((c) => c.blocks.reduce((n, b) => n + estimatedLines(b), 0)));
    case 'box':
      return 1 + block.blocks.reduce((n, b) => n + estimatedLines(b), 0);
    case 'pageBreak':
    case 'spacer':
      return 0;
  }
}

/**
 * Keep-together groups stay well under a page (about 53 lines), even where lines are counted low: pdfmake prints only
 * the first page of an unbreakable block that outgrows one.
 */
const MAX_GROUP_LINES = 26;
/** What a signature or label must have on its page: at least this many lines of the text it closes. */
const MIN_TEXT_LINES = 3;

/** A signature, a clerk's label, a line to fill in or a short closing line ('Enclosure: ...'). */
function isLabel(block: Block): boolean {
  if (block.kind === 'signature' || block.kind === 'fillLine' || block.kind === 'spacer') return true;
  if (block.kind !== 'paragraph') return false;
  const text = block.runs
    .map((r) => r.text)
    .join('')
    .trim();
  return text.length <= 60;
}

/** Whether a block may be kept on one page with its neighbours (small enough, and not a caption). */
function isKeepable(block: Block): boolean {
  if (block.kind === 'columns' && block.divider) return false;
  if (block.kind === 'pageBreak') return false;
  return estimatedLines(block) <= 12;
}

/** An allegations block becomes one block per allegation, so that a group can take its last one only. */
function units(blocks: Block[]): Block[] {
  return blocks.flatMap((b) =>
    b.kind === 'allegations' && b.items.length > 1
      ? b.items.map((item) => ({ kind: 'allegations' as const, items: [item] }))
      : [b],
  );
}

/**
 * Groups of blocks printed on one page, as [start, end) ranges of a section: every run of signatures and labels that
 * holds a signature or ends the section, with at least MIN_TEXT_LINES of the text before it (and that text's
 * heading); then each heading not grouped yet with the block after it.
 */
function keepGroups(list: Block[]): Array<[number, number]> {
  const groups: Array<[number, number]> = [];
  let i = 0;
  while (i < list.length) {
    if (!isLabel(list[i]!)) {
      i += 1;
      continue;
    }
    let end = i;
    while (end < list.length && isLabel(list[end]!)) end += 1;
    const run = list.slice(i, end);
    const closes =
      run.some((b) => b.kind === 'signature') || (end === list.length && run.some((b) => b.kind !== 'spacer'));
    if (closes) {
      let start = i;
      let text = 0;
      let lines = run.reduce((n, b) => n + estimatedLines(b), 0);
      while (start > 0 && text < MIN_TEXT_LINES) {
        const before = list[start - 1]!;
        if (!isKeepable(before) || lines + estimatedLines(before) > MAX_GROUP_LINES) break;
        start -= 1;
        text += estimatedLines(before);
        lines += estimatedLines(before);
      }
      if (start > 0 && start < i && list[start - 1]!.kind === 'heading') start -= 1;
      if (start < i) groups.push([start, end]);
    }
    i = end;
  }
  const grouped = (k: number) => groups.some(([s, e]) => k >= s && k < e);
  for (let k = 0; k + 1 < list.length; k += 1) {
    const next = list[k + 1]!;
    if (list[k]!.kind === 'heading' && !grouped(k) && !grouped(k + 1) && next.kind !== 'heading' && isKeepable(next))
      groups.push([k, k + 2]);
  }
  return groups.sort((a, b) => a[0] - b[0]);
}

/** The blocks of one section (between page breaks) with their keep-together groups. */
function layoutSection(blocks: Block[]): Content[] {
  const list = units(blocks);
  const out: Content[] = [];
  let k = 0;
  for (const [start, end] of keepGroups(list)) {
    for (; k < start; k += 1) out.push(toContent(list[k]!));
    out.push({ stack: list.slice(start, end).map(toContent), unbreakable: true });
    k = end;
  }
  for (; k < list.length; k += 1) out.push(toContent(list[k]!));
  return out;
}

/** A paper's content: sections separated by page breaks, the stamp space on a filed paper's first page. */
function paperContent(paper: pleadings.PleadingPaper): Content[] {
  const sections: Block[][] = [[]];
  for (const block of paper.blocks) {
    if (block.kind === 'pageBreak') sections.push([]);
    else sections.at(-1)!.push(block);
  }
  const out: Content[] = paper.filed ? [{ text: '', fontSize: 1, margin: [0, STAMP_SPACE - PAGE.margin, 0, 0] }] : [];
  sections
    .filter((s) => s.length > 0)
    .forEach((section, index) => {
      const content = layoutSection(section);
      if (index > 0) content[0] = { ...(content[0] as object), pageBreak: 'before' } as Content;
      out.push(...content);
    });
  return out;
}

/** A paper's node after layout: pdfmake records on it the pages it was printed on. */
type PaperNode = Content & { stack: Content[]; positions?: Array<{ pageNumber: number }> };

/** For each page (1-based), the paper it belongs to: its first page and how many pages it has. */
function paperPages(nodes: PaperNode[], pageCount: number): Array<{ first: number; count: number }> {
  const firsts = nodes.map((n) => n.positions?.[0]?.pageNumber ?? Number.POSITIVE_INFINITY);
  const pages: Array<{ first: number; count: number }> = [];
  for (let page = 1; page <= pageCount; page += 1) {
    let index = 0;
    for (let i = 0; i < firsts.length; i += 1) if (firsts[i]! <= page) index = i;
    const first = Math.min(firsts[index]!, page);
    const next = firsts.slice(index + 1).find((p) => p > first) ?? pageCount + 1;
    pages.push({ first, count: Math.min(next, pageCount + 1) - first });
  }
  return pages;
}

export function docDefinition(doc: PleadingDocument): TDocumentDefinitions {
  const nodes: PaperNode[] = doc.papers.map((paper, i) => ({
    stack: paperContent(paper),
    ...(i > 0 ? { pageBreak: 'before' as const } : {}),
  }));
  let numbering: Array<{ first: number; count: number }> = [];
  return {
    pageSize: 'LETTER',
    pageMargins: PAGE.margin,
    info: { title: doc.title, author: 'RentFile NJ', creator: 'RentFile NJ', producer: 'RentFile NJ' },
    defaultStyle: { font: 'Times', fontSize: FONT_SIZE.normal, lineHeight: 1.1 },
    content: nodes,
    // Called page by page once the content is laid out, so the papers' nodes know their pages by then.
    footer: (currentPage, pageCount) => {
      if (currentPage === 1 || numbering.length !== pageCount) numbering = paperPages(nodes, pageCount);
      const { first, count } = numbering[currentPage - 1]!;
      return {
        text: `Page ${currentPage - first + 1} of ${count}`,
        alignment: 'center',
        fontSize: 9,
        margin: [PAGE.margin, 36, PAGE.margin, 0],
      };
    },
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
