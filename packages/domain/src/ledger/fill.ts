/**
 * From an allocated ledger to the lines the Past Due Rent and Additional Charges steps save
 * (docs/product/rules.md#ledger-import): each open rent charge fills the lease's rent period it falls in, each
 * open late charge, utility and other charge becomes a charge dated on its ledger date, and every line keeps the
 * file rows it came from. What cannot be placed is listed with why, and the total imported is checked against the
 * ledger's own final balance.
 */
import type { Cents, ChargeEntry, PastDueRentItem } from '../entities.ts';
import { chargePeriodDisplay, isIncurredAfter } from '../charges.ts';
import { daysBetween, formatDateUs, monthKeyOf, todayInNewJersey } from '../dates.ts';
import { LATE_CHARGE_TYPE } from '../lists.ts';
import { formatCurrency, sumCents } from '../money.ts';
import { type AllocatedCharge, type LedgerAllocation } from './allocate.ts';
import { utilityTypeOf } from './classify.ts';
import type { LedgerEntry } from './normalise.ts';

/** A rent period or charge as saved, with the ledger rows it came from. */
export type ImportedRentPeriod = PastDueRentItem & { sourceRows?: number[] };
export type ImportedCharge = ChargeEntry & { sourceRows: number[] };

export interface LedgerFillTarget {
  /** The rent periods of the lease, as the Past Due Rent step lists them (domain pastDueRentPeriods). */
  periods: readonly PastDueRentItem[];
  rentCycle: string;
  section8: boolean;
}

export interface LedgerTotals {
  /** The balance on the ledger's last dated row, when it has a balance column. */
  ledgerBalance: Cents | null;
  /** Charges less money in, as the rows add up. */
  rowsBalance: Cents;
  /** What the filled lines claim. */
  imported: Cents;
  /** Open amounts that could not be placed (listed in `notImported`). */
  notImported: Cents;
  unappliedCredit: Cents;
  /** ledgerBalance less imported, or null without a balance column; 0 when they agree. */
  difference: Cents | null;
}

export interface LedgerFill {
  pastDueRent: ImportedRentPeriod[];
  lateCharges: ImportedCharge[];
  utilities: ImportedCharge[];
  fees: ImportedCharge[];
  notImported: Array<{ row: number; amount: Cents; message: string }>;
  totals: LedgerTotals;
}

/** The ledger's own final balance: the balance of the last row (by date, then row) that shows one. */
export function ledgerFinalBalance(entries: readonly LedgerEntry[]): Cents | null {
  let last: LedgerEntry | null = null;
  for (const entry of entries) {
    if (entry.balance === null) continue;
    if (!last || entry.date > last.date || (entry.date === last.date && entry.row > last.row)) last = entry;
  }
  return last ? last.balance : null;
}

/** The lease period a rent charge falls in: the same month for a monthly lease, else the nearest due date within one cycle. */
function periodFor(charge: AllocatedCharge, target: LedgerFillTarget): PastDueRentItem | null {
  if (target.rentCycle === 'Monthly')
    return target.periods.find((p) => monthKeyOf(p.timePeriod) === monthKeyOf(charge.date)) ?? null;
  const reach = target.rentCycle === 'Weekly' ? 3 : 7;
  let best: PastDueRentItem | null = null;
  for (const p of target.periods) {
    const distance = Math.abs(daysBetween(p.timePeriod, charge.date));
    if (distance <= reach && (!best || distance < Math.abs(daysBetween(best.timePeriod, charge.date)))) best = p;
  }
  return best;
}

function chargeEntry(charge: AllocatedCharge, type: string, other: string | null): ImportedCharge {
  return {
    amount: charge.open,
    timePeriod: charge.date,
    timePeriodDisplay: chargePeriodDisplay(charge.date),
    selected: true,
    type,
    other: other === null ? null : other.slice(0, 200) || 'Charge from the ledger',
    sourceRows: [charge.row],
  };
}

/**
 * The lines to fill from an allocation. Rent: every lease period a ledger rent charge falls in is set from the
 * ledger - selected with the open amount when some is owed, unselected when it was paid - and keeps its rows;
 * periods the ledger does not mention are left as they were. Rent charged outside the lease's periods, a charge
 * dated after today, and for a Section 8 tenancy anything but rent are not imported (listed with why).
 */
export function fillFromLedger(
  allocation: LedgerAllocation,
  entries: readonly LedgerEntry[],
  target: LedgerFillTarget,
  now: Date = new Date(),
): LedgerFill {
  const today = todayInNewJersey(now);
  const notImported: LedgerFill['notImported'] = [];
  const skip = (charge: AllocatedCharge, why: string) =>
    notImported.push({
      row: charge.row,
      amount: charge.open,
      message: `Row ${charge.row} (${formatDateUs(charge.date)}, ${formatCurrency(charge.open)}): ${why}`,
    });
  const rentByPeriod = new Map<string, { open: Cents; rows: number[] }>();
  const lateCharges: ImportedCharge[] = [];
  const utilities: ImportedCharge[] = [];
  const fees: ImportedCharge[] = [];
  for (const charge of allocation.charges) {
    if (charge.kind === 'rent') {
      const period = periodFor(charge, target);
      if (!period) {
        if (charge.open > 0) skip(charge, 'rent charged outside the rent periods of this lease.');
        continue;
      }
      const slot = rentByPeriod.get(period.timePeriod) ?? { open: 0, rows: [] };
      slot.open += charge.open;
      slot.rows.push(charge.row);
      rentByPeriod.set(period.timePeriod, slot);
      continue;
    }
    if (charge.open === 0) continue;
    if (target.section8) {
      skip(charge, 'only the tenant’s share of the rent is claimed in a Section 8 tenancy.');
      continue;
    }
    if (isIncurredAfter(charge.date, today)) {
      skip(charge, 'dated after today.');
      continue;
    }
    if (charge.kind === 'late') lateCharges.push(chargeEntry(charge, LATE_CHARGE_TYPE, null));
    else if (charge.kind === 'utility') {
      const utility = utilityTypeOf(charge.description);
      if (utility) utilities.push(chargeEntry(charge, utility, null));
      else fees.push(chargeEntry(charge, 'Other', charge.description));
    } else fees.push(chargeEntry(charge, 'Other', charge.description));
  }
  const pastDueRent: ImportedRentPeriod[] = target.periods.map((period) => {
    const slot = rentByPeriod.get(period.timePeriod);
    if (!slot) return period;
    return {
      ...period,
      selected: slot.open > 0,
      amount: slot.open > 0 ? slot.open : period.amount,
      sourceRows: slot.rows,
    };
  });
  const importedRent = sumCents(pastDueRent.filter((p) => p.sourceRows && p.selected).map((p) => p.amount));
  const imported = importedRent + sumCents([...lateCharges, ...utilities, ...fees].map((c) => c.amount));
  const ledgerBalance = ledgerFinalBalance(entries);
  return {
    pastDueRent,
    lateCharges,
    utilities,
    fees,
    notImported,
    totals: {
      ledgerBalance,
      rowsBalance:
        sumCents(allocation.charges.map((c) => c.amount)) -
        sumCents(allocation.moneyIn.map((m) => m.amount - m.returned)),
      imported,
      notImported: sumCents(notImported.map((n) => n.amount)),
      unappliedCredit: allocation.unappliedCredit,
      difference: ledgerBalance === null ? null : ledgerBalance - imported,
    },
  };
}
