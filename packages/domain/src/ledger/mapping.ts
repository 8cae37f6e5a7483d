/**
 * Which column of a ledger file holds what (docs/product/rules.md#ledger-import): the date, the description, a
 * charge and a payment column (or one signed amount column) and, where the export has one, the running balance.
 * A guess is made from the header names; the landlord checks it against the preview and changes it.
 */

export const LEDGER_FIELDS = ['date', 'description', 'charge', 'payment', 'amount', 'balance'] as const;
export type LedgerField = (typeof LEDGER_FIELDS)[number];

/** The index (0-based) of the column holding each field, or null when the file has none. */
export type ColumnMapping = Record<LedgerField, number | null>;

export const EMPTY_MAPPING: ColumnMapping = {
  date: null,
  description: null,
  charge: null,
  payment: null,
  amount: null,
  balance: null,
};

export const MAPPING_MESSAGES = {
  date: 'Choose the column that holds the date.',
  money: 'Choose the charge and payment columns, or the one amount column.',
  both: 'Choose either the charge and payment columns or the one amount column, not both.',
  duplicate: 'Each column can be used for one thing only.',
} as const;

/** Header names, lower case without punctuation, that usually mean each field in ledger exports. */
const SYNONYMS: Record<LedgerField, readonly string[]> = {
  date: [
    'date',
    'transaction date',
    'trans date',
    'txn date',
    'posted date',
    'post date',
    'date posted',
    'entry date',
    'date entered',
    'charge date',
    // Sage Intacct Real Estate's tenant ledger (https://sage-intacct-real-estate.scrollhelp.site/sire/tenant-ledger).
    'accounting date',
  ],
  description: [
    'description',
    'memo',
    'details',
    'detail',
    'transaction',
    'notes',
    'note',
    'item',
    'charge description',
    'memo description',
    'charge code',
    'code',
  ],
  charge: ['charge', 'charges', 'debit', 'debits', 'amount charged', 'charged', 'billed', 'increase', 'charge amount'],
  payment: [
    'payment',
    'payments',
    'credit',
    'credits',
    'amount paid',
    'paid',
    'receipt',
    'receipts',
    'decrease',
    'payment amount',
    'payments and credits',
  ],
  amount: ['amount', 'net amount', 'transaction amount'],
  balance: ['balance', 'running balance', 'balance due', 'ending balance', 'total balance', 'open balance'],
};

/**
 * Export formats whose column names we could source; a preset is offered only when every one of its headers is
 * in the file, and no preset's headers are all among another's, so the first match is the only one. Formats we
 * could not source (Buildium, Yardi, Rent Manager, Propertyware, AMSI, QuickBooks Desktop and others) get the
 * generic guess only (docs/product/rules.md#ledger-import).
 */
export interface LedgerPreset {
  id: string;
  label: string;
  /** Where the column names come from. */
  source: string;
  headers: Partial<Record<LedgerField, string>>;
}

export const LEDGER_PRESETS: readonly LedgerPreset[] = [
  {
    id: 'appfolio-tenant-ledger',
    label: 'AppFolio tenant ledger',
    // Column names as a third-party AppFolio reader lists them; not confirmed against an AppFolio export file.
    source: 'https://skywalkapi.com/docs/api/resources/tenant-ledger',
    headers: { date: 'Date', description: 'Description', charge: 'Debit', payment: 'Credit', balance: 'Balance' },
  },
  {
    id: 'quickbooks-online-customer-balance-detail',
    label: 'QuickBooks Online Customer Balance Detail',
    // Column names as a QuickBooks Online data connector documents the report (Date, Transaction Type, Num, Due
    // Date, Amount, Open Balance, Balance; unpaid items only by default); not confirmed against an exported file.
    // Open Balance is what is still owed on each line (a payment or credit memo not yet applied is negative) and
    // Balance runs over it, so Open Balance is the amount read: Amount, an invoice's original total, would count
    // what was already paid. The totals check shows any difference with the Balance column.
    source: 'https://docs.gravitydata.co/sources/quickbooks-online/tables/customerbalancedetail',
    headers: { date: 'Date', description: 'Transaction Type', amount: 'Open Balance', balance: 'Balance' },
  },
];

/** A header as compared: lower case, punctuation and repeated spaces removed. */
export function headerKey(header: string): string {
  return header
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The preset whose headers are all in the file, if any. */
export function matchPreset(headers: readonly string[]): LedgerPreset | null {
  const keys = headers.map(headerKey);
  return (
    LEDGER_PRESETS.find((preset) => Object.values(preset.headers).every((h) => keys.includes(headerKey(h)))) ?? null
  );
}

/**
 * The mapping guessed from a file's header row: a matching preset first, else each field takes the first column
 * whose header is one of its synonyms (an exact synonym wins over a header that only contains one). A column is
 * used once. The amount column is guessed only when no charge/payment pair is found.
 */
export function guessMapping(headers: readonly string[]): ColumnMapping {
  const keys = headers.map(headerKey);
  const preset = matchPreset(headers);
  const mapping: ColumnMapping = { ...EMPTY_MAPPING };
  const used = new Set<number>();
  const take = (field: LedgerField, index: number) => {
    mapping[field] = index;
    used.add(index);
  };
  if (preset) {
    for (const [field, header] of Object.entries(preset.headers) as Array<[LedgerField, string]>)
      take(field, keys.indexOf(headerKey(header)));
    return mapping;
  }
  const order: LedgerField[] = ['date', 'balance', 'charge', 'payment', 'description', 'amount'];
  for (const exact of [true, false]) {
    for (const field of order) {
      if (mapping[field] !== null) continue;
      if (field === 'amount' && (mapping.charge !== null || mapping.payment !== null)) continue;
      const index = keys.findIndex(
        (key, i) =>
          !used.has(i) && key !== '' && SYNONYMS[field].some((s) => (exact ? key === s : key.split(' ').includes(s))),
      );
      if (index >= 0) take(field, index);
    }
  }
  return mapping;
}

/** Why a mapping cannot be used yet, or null when it can. */
export function mappingProblem(mapping: ColumnMapping): string | null {
  if (mapping.date === null) return MAPPING_MESSAGES.date;
  const pair = mapping.charge !== null || mapping.payment !== null;
  if (pair && mapping.amount !== null) return MAPPING_MESSAGES.both;
  if (!pair && mapping.amount === null) return MAPPING_MESSAGES.money;
  const columns = Object.values(mapping).filter((c): c is number => c !== null);
  if (new Set(columns).size !== columns.length) return MAPPING_MESSAGES.duplicate;
  return null;
}
