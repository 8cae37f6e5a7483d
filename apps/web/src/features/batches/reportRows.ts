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
  type DelinquencyAnswers,
  type DelinquencyMapping,
  type DelinquencyRow,
  type RowMatch,
} from '@rentfile/domain';

export interface ReportRowView {
  /** The row as the report has it (and as it is sent, with the property it goes to). */
  reported: DelinquencyRow;
  /** The names cell as the report has it (the server reads it again). */
  namesCell: string;
  match: RowMatch;
  /** The property the case goes to (for a new unit, the one it is copied from); null when none. */
  property: MatchablePropertyItem | null;
  /** True when the landlord chose the property instead of the match. */
  chosen: boolean;
  /** True when the landlord confirmed that the row's unit is a new unit. */
  newUnit: boolean;
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

/** The landlord's choices for the rows: the property chosen for a row, and the rows whose unit is confirmed new. */
export interface RowChoices {
  properties: Readonly<Record<number, number>>;
  newUnits: ReadonlySet<number>;
}

/**
 * Reads the report and matches each row. `choices` holds the property the landlord chose for a row (by file row),
 * and the rows whose unit the landlord confirmed is a new one: the domain's chosenRowMatch and delinquencyRowProblems,
 * which the server applies again to make the case. `answers` are the due day and lease type the landlord gave for
 * every tenant (null: each case asks).
 */
export function readReport(
  preview: DelinquencyPreview,
  mapping: DelinquencyMapping,
  choices: RowChoices,
  answers: DelinquencyAnswers,
): ReportReading {
  const first = preview.headerRow + 1;
  const read = readDelinquencyReport(preview.rows, mapping, first);
  const kept = new Set(read.rows.map((r) => r.row));
  const rows = read.rows.map((reported): ReportRowView => {
    const chosen = preview.properties.find((p) => p.completed && p.id === choices.properties[reported.row]) ?? null;
    const newUnit = choices.newUnits.has(reported.row);
    const match = chosenRowMatch(reported, preview.properties, chosen?.id, newUnit);
    const property = match.kind === 'none' ? null : (preview.properties.find((p) => p.id === match.propertyId) ?? null);
    const problems = delinquencyRowProblems(reported, match, newUnit);
    const seed = problems.length === 0 ? delinquencyCaseSeed(reported, answers) : null;
    const tenants = knownTenantNames(reported.tenantNames, property?.tenantNames ?? []);
    const formUnknown = seed !== null && tenantTypeOfNames(tenants.map((t) => t.name)) === null;
    return {
      reported,
      namesCell: mapping.tenants === null ? '' : (preview.rows[reported.row - first]?.[mapping.tenants] ?? ''),
      match,
      property,
      chosen: chosen !== null,
      newUnit,
      tenants,
      problems,
      notes: [
        ...read.problems.filter((p) => p.row === reported.row).map((p) => p.message),
        ...reported.nameDoubts,
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
  return rows.flatMap(({ reported, namesCell, match, newUnit, problems }) =>
    problems.length === 0 && match.kind !== 'none'
      ? [{ ...reported, namesCell, newUnit, propertyId: match.propertyId }]
      : [],
  );
}
