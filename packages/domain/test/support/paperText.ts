/** The text of a paper as a clerk reads it, for the tests that compare the papers of one package. */
import { pleadings } from '../../src/index.ts';

type Block = pleadings.Block;

/** The text of a document with each checkbox's state: '[x] Yes' or '[ ] Yes'. */
export function markedText(doc: pleadings.PleadingDocument): string[] {
  const lines: string[] = [];
  const runs = (r: pleadings.Run[]) => r.map((x) => x.text).join('');
  const visit = (block: Block): void => {
    switch (block.kind) {
      case 'heading':
        lines.push(block.text);
        break;
      case 'paragraph':
        lines.push(runs(block.runs));
        break;
      case 'checkbox':
        lines.push(`${block.checked ? '[x]' : '[ ]'} ${runs(block.runs)}`);
        break;
      case 'allegations':
        for (const item of block.items) {
          lines.push(`${item.label} ${runs(item.runs)}`);
          item.children?.forEach(visit);
        }
        break;
      case 'table':
        for (const row of block.rows) lines.push(row.map(runs).join(' | '));
        break;
      case 'columns':
        block.columns.forEach((c) => c.blocks.forEach(visit));
        break;
      case 'box':
        block.blocks.forEach(visit);
        break;
      default:
        break;
    }
  };
  doc.papers.flatMap((p) => p.blocks).forEach(visit);
  return lines;
}
