/**
 * The renderer-neutral pleading document (architecture brief: "the pleading document model (case ->
 * renderer-neutral document)"). A PDF renderer, an HTML review screen or a test reads the same blocks.
 * Plain data only (no functions), so a document crosses a worker-thread boundary unchanged.
 */

/** A piece of text with its emphasis. */
export interface Run {
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
}

export type Align = 'left' | 'center' | 'right' | 'justify';
export type TextSize = 'small' | 'normal' | 'large';

export interface HeadingBlock {
  kind: 'heading';
  text: string;
  /** 1 = document title, 2 = section, 3 = sub-section. */
  level: 1 | 2 | 3;
  align?: Align;
}

export interface ParagraphBlock {
  kind: 'paragraph';
  runs: Run[];
  align?: Align;
  size?: TextSize;
  /** Left indent in points. */
  indent?: number;
  /** Space after the paragraph in points (default 6). */
  spaceAfter?: number;
}

/** One numbered allegation: its text and any blocks that belong to it (a table, check-boxes). */
export interface Allegation {
  /** The label printed before it ('1.', '9A.'). */
  label: string;
  runs: Run[];
  children?: Block[];
}

export interface AllegationsBlock {
  kind: 'allegations';
  items: Allegation[];
}

export interface TableColumn {
  header: string;
  align?: Align;
  /** 'star' shares the rest of the width; a number is a width in points; 'auto' fits the content. */
  width: 'star' | 'auto' | number;
}

export interface TableBlock {
  kind: 'table';
  columns: TableColumn[];
  rows: Run[][][];
  /** A closing row printed in bold (e.g. the TOTAL line). */
  footer?: Run[][];
  /** 'grid' draws every line; 'form' only horizontal rules; 'none' none. */
  lines: 'grid' | 'form' | 'none';
  /** Whether the header row is printed. */
  showHeader: boolean;
}

export interface CheckboxBlock {
  kind: 'checkbox';
  checked: boolean;
  runs: Run[];
  indent?: number;
}

/** A place to sign: who signs, in what capacity, with a date line. */
export interface SignatureBlock {
  kind: 'signature';
  /** Lines printed above the signature line (e.g. the entity's name). */
  heading: string[];
  /** 'By:' for an entity or an agent signing for someone else. */
  byLine: boolean;
  signerName: string;
  /** Capacity lines printed under the name ('Managing Member', 'Agent for ...'). */
  capacity: string[];
  /** Typed signature (signatureText) shown on the line when the landlord signed electronically. */
  signedAs: string | null;
  dated: string | null;
  /** Whether a 'Dated:' line is printed (blank when dated is null). */
  dateLine: boolean;
  /** A closing printed above the block ('Sincerely,'). */
  closing: string | null;
}

export interface ColumnsBlock {
  kind: 'columns';
  columns: Array<{ width: 'star' | number; blocks: Block[] }>;
  /** Vertical rule between the columns (a caption's divider). */
  divider: boolean;
}

export interface BoxBlock {
  kind: 'box';
  blocks: Block[];
}

export interface PageBreakBlock {
  kind: 'pageBreak';
}

export interface SpacerBlock {
  kind: 'spacer';
  points: number;
}

/** A line to be filled in by hand or by the court ('Docket No. LT-______'). */
export interface FillLineBlock {
  kind: 'fillLine';
  label: string;
  /** Width of the blank in points. */
  width: number;
}

export type Block =
  | HeadingBlock
  | ParagraphBlock
  | AllegationsBlock
  | TableBlock
  | CheckboxBlock
  | SignatureBlock
  | ColumnsBlock
  | BoxBlock
  | PageBreakBlock
  | SpacerBlock
  | FillLineBlock;

/**
 * One paper of a document: it starts on a new page and numbers its own pages ("Page 2 of 4" of this paper).
 * A paper filed with the court keeps the top of its first page blank for the clerk's filing stamp (R. 1:4-1(b),
 * see docs/product/paper-layout.md).
 */
export interface PleadingPaper {
  templateName: string;
  /** The paper's name ('Verified Complaint'). */
  title: string;
  /** Whether the paper is filed with the court (not the landlord's own instructions or a letter to the tenant). */
  filed: boolean;
  blocks: Block[];
}

/** One generated document (one PDF), ready for any renderer: one paper, or a package of papers in filing order. */
export interface PleadingDocument {
  templateName: string;
  /** The name the pleadings list shows ('Verified Complaint'). */
  title: string;
  papers: PleadingPaper[];
  /** A faint diagonal word on every page (previews). */
  watermark: string | null;
}

export const run = (text: string, style: Omit<Run, 'text'> = {}): Run => ({ text, ...style });
export const bold = (text: string): Run => ({ text, bold: true });
export const italic = (text: string): Run => ({ text, italic: true });
export const underline = (text: string): Run => ({ text, underline: true });

export function paragraph(
  content: string | Run[],
  options: Omit<ParagraphBlock, 'kind' | 'runs'> = {},
): ParagraphBlock {
  return { kind: 'paragraph', runs: typeof content === 'string' ? [run(content)] : content, ...options };
}

export const heading = (
  text: string,
  level: 1 | 2 | 3 = 2,
  align: Align = level === 1 ? 'center' : 'left',
): HeadingBlock => ({ kind: 'heading', text, level, align });

export function checkbox(checked: boolean, content: string | Run[], indent?: number): CheckboxBlock {
  return {
    kind: 'checkbox',
    checked,
    runs: typeof content === 'string' ? [run(content)] : content,
    ...(indent ? { indent } : {}),
  };
}

export const spacer = (points: number): SpacerBlock => ({ kind: 'spacer', points });
export const pageBreak: PageBreakBlock = { kind: 'pageBreak' };
export const box = (blocks: Block[]): BoxBlock => ({ kind: 'box', blocks });
export const fillLine = (label: string, width = 150): FillLineBlock => ({ kind: 'fillLine', label, width });

/** Every text of a document in reading order: what tests and search look for. */
export function documentText(doc: Pick<PleadingDocument, 'papers'>): string {
  return doc.papers
    .map(blocksText)
    .filter((t) => t !== '')
    .join('\n');
}

/** Every text of a list of blocks (a paper) in reading order. */
export function blocksText(paper: Pick<PleadingPaper, 'blocks'>): string {
  const parts: string[] = [];
  const runsText = (runs: Run[]) => runs.map((r) => r.text).join('');
  const visit = (block: Block): void => {
    switch (block.kind) {
      case 'heading':
        parts.push(block.text);
        break;
      case 'paragraph':
      case 'checkbox':
        parts.push(runsText(block.runs));
        break;
      case 'allegations':
        for (const item of block.items) {
          parts.push(`${item.label} ${runsText(item.runs)}`);
          item.children?.forEach(visit);
        }
        break;
      case 'table':
        if (block.showHeader) parts.push(block.columns.map((c) => c.header).join(' | '));
        for (const row of [...block.rows, ...(block.footer ? [block.footer] : [])])
          parts.push(row.map(runsText).join(' | '));
        break;
      case 'signature':
        parts.push(
          block.closing ?? '',
          ...block.heading,
          block.byLine ? 'By:' : '',
          block.signerName,
          ...block.capacity,
        );
        break;
      case 'columns':
        for (const column of block.columns) column.blocks.forEach(visit);
        break;
      case 'box':
        block.blocks.forEach(visit);
        break;
      case 'fillLine':
        parts.push(block.label);
        break;
      case 'pageBreak':
      case 'spacer':
        break;
    }
  };
  paper.blocks.forEach(visit);
  return parts.filter((p) => p !== '').join('\n');
}
