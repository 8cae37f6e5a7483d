/**
 * The rows of a delinquency report as the import's last step shows them (docs/product/screens.md#batch-import): each
 * row read under the mapping, the property it goes to (the domain's match, or the one the landlord chose), why it
 * cannot become a case yet, and the rent its case would claim. Only the domain's rules are applied; the server
 * applies them again when the cases are created.
 */
import type { BatchRowInput, DelinquencyPreview, MatchablePropertyItem } from '@rentfile/contract';
import {
  DELINQUENCY_MESSAGES,
  delinquencyCaseSeed,
  delinquencyRowProblems,
  knownTenantNames,
  chosenRowMatch,
  readDelinquencyReport,
  tenantTypeOfNames,
  type DelinquencyMapping,
  type DelinquencyRow,
  type RowMatch,
} from '@rentfile/domain';

export interface ReportRowView {
  /** The row as the report has it (and as it is sent, with the property it goes to). */
  reported: DelinquencyRow;
  match: RowMatch;
  /** The property the case goes to (for a new unit, the one it is copied from); null when none. */
  property: MatchablePropertyItem | null;
  /** True when the landlord chose the property instead of the match. */
  chosen: boolean;
  tenants: Array<{ name: string; known: boolean }>;
  /** Why the row cannot become a case yet; empty when it can. */
  problems: string[];
  /** Notes on the row: months that could not be read; what the case claims against the report's balance. */
  notes: string[];
  /** The rent the case would claim, when the row can become a case. */
  claimed: number | null;
}

export interface ReportReading {
  rows: ReportRowView[];
  /** Rows read as totals, headings or blank lines: left out, each with why. */
  leftOut: Array<{ row: number; message: string }>;
  formulaRows: number[];
}

/**
 * Reads the report and matches each row. `choices` holds the property the landlord chose for a row (by file row):
 * the row then goes to that property (the domain's chosenRowMatch, which the server applies again to make the case).
 */
export function readReport(
  preview: DelinquencyPreview,
  mapping: DelinquencyMapping,
  choices: Readonly<Record<number, number>>,
  rentDueBy: string,
): ReportReading {
  const read = readDelinquencyReport(preview.rows, mapping, preview.headerRow + 1);
  const kept = new Set(read.rows.map((r) => r.row));
  const rows = read.rows.map((reported): ReportRowView => {
    const chosen = preview.properties.find((p) => p.completed && p.id === choices[reported.row]) ?? null;
    const match = chosenRowMatch(reported, preview.properties, chosen?.id);
    const property = match.kind === 'none' ? null : (preview.properties.find((p) => p.id === match.propertyId) ?? null);
    const problems = delinquencyRowProblems(reported, match);
    const seed = problems.length === 0 ? delinquencyCaseSeed(reported, { rentDueBy }) : null;
    const tenants = knownTenantNames(reported.tenantNames, property?.tenantNames ?? []);
    const formUnknown = seed !== null && tenantTypeOfNames(tenants.map((t) => t.name)) === null;
    return {
      reported,
      match,
      property,
      chosen: chosen !== null,
      tenants,
      problems,
      notes: [
        ...read.problems.filter((p) => p.row === reported.row).map((p) => p.message),
        ...(seed?.notes ?? []),
        ...(formUnknown ? [DELINQUENCY_MESSAGES.businessFormUnknown] : []),
      ],
      claimed: seed ? seed.claimed : null,
    };
  });
  return {
    rows,
    leftOut: read.problems.filter((p) => !kept.has(p.row)),
    formulaRows: read.formulaRows,
  };
}

/** The rows sent to create the cases: those that can become one, each with the property it goes to. */
export function batchRows(rows: readonly ReportRowView[]): BatchRowInput[] {
  return rows.flatMap(({ reported, match, problems }) =>
    problems.length === 0 && match.kind !== 'none' ? [{ ...reported, propertyId: match.propertyId }] : [],
  );
}
