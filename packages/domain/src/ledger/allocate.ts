/**
 * Applying payments to charges (docs/product/rules.md#ledger-import). The rule: money in pays the oldest open
 * charge first (by date, then by row), whatever the payment's date, so a payment made before a charge was posted
 * pays it as a credit. A returned payment (NSF) cancels the payment it returns - the one of the same amount most
 * recently before it, else the most recent payments before it, else the next ones - and what the cancelled money
 * had paid is open again. What cannot be matched to a payment stays owed as its own line. The landlord can send a
 * payment to a chosen charge first; the rest of it still goes oldest first. Money left when every charge is paid
 * is an unapplied credit.
 */
import type { Cents } from '../entities.ts';
import { type ChargeKind, CHARGE_KINDS, entryNet, type LedgerKind } from './classify.ts';
import type { LedgerEntry } from './normalise.ts';

export interface AllocatedCharge {
  row: number;
  date: string;
  description: string;
  kind: ChargeKind;
  amount: Cents;
  paid: Cents;
  open: Cents;
}

export interface AllocatedMoneyIn {
  row: number;
  date: string;
  description: string;
  kind: 'payment' | 'credit';
  amount: Cents;
  /** The part cancelled by returned payments, with their rows. */
  returned: Cents;
  returnedBy: number[];
  applied: Cents;
  unapplied: Cents;
}

export interface Allocation {
  paymentRow: number;
  chargeRow: number;
  amount: Cents;
  /** True when the landlord sent this payment to this charge. */
  chosen: boolean;
}

export interface LedgerAllocation {
  charges: AllocatedCharge[];
  moneyIn: AllocatedMoneyIn[];
  allocations: Allocation[];
  /** Money in left over once every charge is paid. */
  unappliedCredit: Cents;
}

const byDateThenRow = (a: { date: string; row: number }, b: { date: string; row: number }) =>
  a.date === b.date ? a.row - b.row : a.date < b.date ? -1 : 1;

/**
 * The allocation of a ledger's money in to its charges under the rule above, with each entry's kind taken from
 * `kindOf`. Entries keep their file rows; the result is in date order.
 */
export function allocateLedger(
  entries: readonly LedgerEntry[],
  kindOf: (entry: LedgerEntry) => LedgerKind,
  overrides: ReadonlyMap<number, number> = new Map(),
): LedgerAllocation {
  const sorted = [...entries].sort(byDateThenRow);
  const charges: AllocatedCharge[] = [];
  const moneyIn: AllocatedMoneyIn[] = [];
  const reversals: LedgerEntry[] = [];
  for (const entry of sorted) {
    const kind = kindOf(entry);
    const net = entryNet(entry);
    if (net === 0) continue;
    if (kind === 'payment' || kind === 'credit') {
      moneyIn.push({
        row: entry.row,
        date: entry.date,
        description: entry.description,
        kind,
        amount: -net,
        returned: 0,
        returnedBy: [],
        applied: 0,
        unapplied: 0,
      });
    } else if (kind === 'reversal') {
      reversals.push(entry);
    } else {
      const chargeKind = (CHARGE_KINDS as readonly string[]).includes(kind) ? (kind as ChargeKind) : 'other';
      charges.push({
        row: entry.row,
        date: entry.date,
        description: entry.description,
        kind: chargeKind,
        amount: net,
        paid: 0,
        open: net,
      });
    }
  }
  for (const reversal of reversals) {
    let left = entryNet(reversal);
    const available = (m: AllocatedMoneyIn) => m.kind === 'payment' && m.amount - m.returned > 0;
    const take = (m: AllocatedMoneyIn) => {
      const part = Math.min(left, m.amount - m.returned);
      m.returned += part;
      m.returnedBy.push(reversal.row);
      left -= part;
    };
    const before = moneyIn.filter((m) => available(m) && byDateThenRow(m, reversal) < 0).reverse();
    const exact = before.find((m) => m.amount - m.returned === left);
    if (exact) take(exact);
    for (const m of before) if (left > 0 && available(m)) take(m);
    for (const m of moneyIn.filter((x) => byDateThenRow(x, reversal) > 0)) if (left > 0 && available(m)) take(m);
    if (left > 0) {
      charges.push({
        row: reversal.row,
        date: reversal.date,
        description: reversal.description,
        kind: 'other',
        amount: left,
        paid: 0,
        open: left,
      });
    }
  }
  charges.sort(byDateThenRow);
  const allocations: Allocation[] = [];
  const pay = (m: AllocatedMoneyIn, charge: AllocatedCharge, chosen: boolean) => {
    const part = Math.min(m.amount - m.returned - m.applied, charge.open);
    if (part <= 0) return;
    charge.open -= part;
    charge.paid += part;
    m.applied += part;
    allocations.push({ paymentRow: m.row, chargeRow: charge.row, amount: part, chosen });
  };
  for (const m of moneyIn) {
    const target = overrides.get(m.row);
    const chosen = target === undefined ? undefined : charges.find((c) => c.row === target);
    if (chosen) pay(m, chosen, true);
    for (const charge of charges) {
      if (m.amount - m.returned - m.applied <= 0) break;
      pay(m, charge, false);
    }
    m.unapplied = m.amount - m.returned - m.applied;
  }
  const unappliedCredit = moneyIn.reduce((sum, m) => sum + m.unapplied, 0);
  return { charges, moneyIn, allocations, unappliedCredit };
}
