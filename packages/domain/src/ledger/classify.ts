/**
 * What each ledger line is (docs/product/rules.md#ledger-import), guessed from its description and its side:
 * a charge is rent, a late charge, a utility or another charge; money in is a payment or a credit; a returned
 * payment (NSF, bounced, reversed) re-opens what the payment had paid. The landlord confirms every kind.
 */
import { UTILITY_TYPES } from '../lists.ts';
import type { LedgerEntry } from './normalise.ts';

export const CHARGE_KINDS = ['rent', 'late', 'utility', 'other'] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];
export const CREDIT_KINDS = ['payment', 'credit'] as const;
export const LEDGER_KINDS = [...CHARGE_KINDS, 'reversal', ...CREDIT_KINDS] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = {
  rent: 'Rent',
  late: 'Late charge',
  utility: 'Utility',
  other: 'Other charge',
  reversal: 'Returned payment',
  payment: 'Payment',
  credit: 'Credit',
};

const LATE = /\blate\b/i;
const RENT = /\brent\b|\bhap\b|\btenant portion\b|\bhousing assistance\b/i;
const UTILITY = /\b(water|sewer|gas|electric|electricity|utility|utilities|garbage|trash|cable|parking|rubs)\b/i;
const FEE = /\b(fee|fees|charge)\b/i;
const RETURNED =
  /\b(nsf|returned|reversal|reversed|reverse|bounced|chargeback|non[- ]?sufficient|insufficient funds|void(ed)?)\b/i;
const CREDIT = /\b(credit|concession|adjustment|write[- ]?off|discount|waive[sd]?|refund)\b/i;

/** The signed effect of an entry on the balance: positive raises what is owed. */
export function entryNet(entry: Pick<LedgerEntry, 'charge' | 'payment'>): number {
  return entry.charge - entry.payment;
}

/**
 * The kind guessed for an entry. Money in (net below zero) is a credit when the description says so, else a
 * payment. Money owed is a returned payment when the description says the payment came back and it is not a fee
 * for that (an 'NSF fee' is another charge); a late charge when it says 'late'; rent when it says 'rent'; a
 * utility when it names one; else another charge.
 */
export function guessKind(entry: Pick<LedgerEntry, 'charge' | 'payment' | 'description'>): LedgerKind {
  const text = entry.description;
  if (entryNet(entry) < 0) return entry.charge < 0 || CREDIT.test(text) ? 'credit' : 'payment';
  if (entry.payment < 0) return 'reversal';
  if (RETURNED.test(text) && !FEE.test(text)) return 'reversal';
  if (LATE.test(text)) return 'late';
  if (RENT.test(text)) return 'rent';
  if (UTILITY.test(text)) return 'utility';
  return 'other';
}

/** Kinds a landlord may give an entry: a charge-side line takes a charge kind or 'returned payment', money in a payment or credit. */
export function kindsFor(entry: Pick<LedgerEntry, 'charge' | 'payment'>): readonly LedgerKind[] {
  return entryNet(entry) < 0 ? CREDIT_KINDS : [...CHARGE_KINDS, 'reversal'];
}

/** The utility type named in a description ('Water & Sewer' before 'Water'), or null. */
export function utilityTypeOf(description: string): (typeof UTILITY_TYPES)[number] | null {
  const text = description.toLowerCase();
  if (/water/.test(text) && /sewer/.test(text)) return 'Water & Sewer';
  const words: Array<[RegExp, (typeof UTILITY_TYPES)[number]]> = [
    [/\bwater\b/, 'Water'],
    [/\bsewer\b/, 'Sewer'],
    [/\bgas\b/, 'Gas'],
    [/\belectric(ity)?\b/, 'Electricity'],
    [/\bcable\b/, 'Cable'],
    [/\b(garbage|trash)\b/, 'Garbage'],
    [/\bparking\b/, 'Parking'],
  ];
  return words.find(([re]) => re.test(text))?.[1] ?? null;
}
