/**
 * What a ledger import changes in the charge lists (docs/product/rules.md#ledger-import): the lines of an earlier
 * import (those with ledger rows) give way to this one's; typed lines stay.
 */
import type { Case, ChargeEntry, LedgerFill } from '@rentfile/domain';

export type ChargeLists = Pick<Case, 'lateCharges' | 'utilities' | 'fees'>;
export type ImportedCharges = Pick<LedgerFill, 'lateCharges' | 'utilities' | 'fees'>;

/** The charge lists with the import's lines, each claimed (selected) or not as `selected` says. */
export function withImportedCharges(saved: ChargeLists, imported: ImportedCharges, selected: boolean): ChargeLists {
  const merge = (kept: ChargeEntry[], added: ChargeEntry[]) => [
    ...kept.filter((e) => !e.sourceRows),
    ...added.map((e) => ({ ...e, selected })),
  ];
  return {
    lateCharges: merge(saved.lateCharges, imported.lateCharges),
    utilities: merge(saved.utilities, imported.utilities),
    fees: merge(saved.fees, imported.fees),
  };
}

/** The sentence shown after an import: what was filled in, to check before the step saves it. */
export function ledgerImportNote(fill: LedgerFill): string {
  const periods = fill.pastDueRent.filter((p) => p.sourceRows && p.selected).length;
  const charges = fill.lateCharges.length + fill.utilities.length + fill.fees.length;
  return `Filled from the ledger: ${periods} unpaid rent ${periods === 1 ? 'period' : 'periods'} and ${charges} additional ${charges === 1 ? 'charge' : 'charges'}. Check them, then continue to save.`;
}
