/**
 * Importing a tenant's rent ledger into one case (docs/product/rules.md#ledger-import): pure rules, no I/O. The
 * server parses the file into rows of text cells; these functions map, read, classify and allocate them and
 * produce the lines the Past Due Rent and Additional Charges steps save.
 */
import { allocateLedger, type LedgerAllocation } from './allocate.ts';
import { guessKind, kindsFor, type LedgerKind } from './classify.ts';
import type { ColumnMapping } from './mapping.ts';
import { type NormalisedLedger, normaliseLedger } from './normalise.ts';

export * from './mapping.ts';
export * from './normalise.ts';
export * from './classify.ts';
export * from './allocate.ts';
export * from './fill.ts';
export * from './file.ts';
export * from './namesCell.ts';
export * from './delinquency.ts';
export * from './delinquencyMatch.ts';

export interface LedgerAnalysis extends NormalisedLedger {
  /** The kind of each entry's row: the landlord's choice where given, else the guess. */
  kinds: Record<number, LedgerKind>;
  allocation: LedgerAllocation;
}

/** Reads, classifies and allocates the data rows of a ledger under a mapping and the landlord's choices (a kind that does not fit the row's side is ignored). */
export function analyseLedger(
  rows: ReadonlyArray<readonly string[]>,
  mapping: ColumnMapping,
  choices: { kinds?: Readonly<Record<number, LedgerKind>>; overrides?: Readonly<Record<number, number>> } = {},
  firstRow = 2,
): LedgerAnalysis {
  const normalised = normaliseLedger(rows, mapping, firstRow);
  const kinds: Record<number, LedgerKind> = {};
  for (const entry of normalised.entries) {
    const chosen = choices.kinds?.[entry.row];
    kinds[entry.row] = chosen && kindsFor(entry).includes(chosen) ? chosen : guessKind(entry);
  }
  const overrides = new Map(
    Object.entries(choices.overrides ?? {}).map(([payment, charge]) => [Number(payment), charge]),
  );
  const allocation = allocateLedger(normalised.entries, (entry) => kinds[entry.row] ?? guessKind(entry), overrides);
  return { ...normalised, kinds, allocation };
}
