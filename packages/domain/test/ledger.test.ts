import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type LeaseTerms, pastDueRentPeriods } from '../src/rentPeriods.ts';
import { unwrap } from '../src/errors.ts';
import type { PastDueRentItem } from '../src/entities.ts';
import {
  analyseLedger,
  type ColumnMapping,
  fillFromLedger,
  guessKind,
  guessMapping,
  headerKey,
  LEDGER_PRESETS,
  looksLikeFormula,
  mappingProblem,
  MAPPING_MESSAGES,
  matchPreset,
  normaliseLedger,
  parseLedgerAmount,
  parseLedgerDate,
} from '../src/ledger/index.ts';

const noonNJ = (iso: string) => new Date(`${iso}T17:00:00Z`);
const HEADERS = ['Date', 'Description', 'Charges', 'Payments', 'Balance'];
const PAIR: ColumnMapping = { date: 0, description: 1, charge: 2, payment: 3, amount: null, balance: 4 };

const lease: LeaseTerms = {
  leaseStartDate: '2025-01-01',
  rentCycle: 'Monthly',
  rentDueBy: '1',
  rentAmount: 150000,
  section8: false,
  section8TenantPortion: null,
};
const periodsAt = (now: Date, terms = lease) => unwrap(pastDueRentPeriods(terms, now));

/** Six months of a $1,500 lease: a late charge, a water bill, a partial payment, a returned payment and a concession (balances by hand). */
const SIX_MONTHS: string[][] = [
  ['01/01/2025', 'Rent - January', '1,500.00', '', '1,500.00'],
  ['01/03/2025', 'Payment - thank you', '', '1,500.00', '0.00'],
  ['02/01/2025', 'Rent - February', '1,500.00', '', '1,500.00'],
  ['02/06/2025', 'Late charge', '50.00', '', '1,550.00'],
  ['02/10/2025', 'Payment', '', '1,000.00', '550.00'],
  ['03/01/2025', 'Rent - March', '1,500.00', '', '2,050.00'],
  ['03/15/2025', 'Water & sewer bill', '80.25', '', '2,130.25'],
  ['04/01/2025', 'Rent - April', '1,500.00', '', '3,630.25'],
  ['04/05/2025', 'Payment', '', '1,500.00', '2,130.25'],
  ['04/20/2025', 'NSF returned payment', '1,500.00', '', '3,630.25'],
  ['05/01/2025', 'Rent - May', '1,500.00', '', '5,130.25'],
  ['05/02/2025', 'Concession credit', '', '100.00', '5,030.25'],
  ['06/01/2025', 'Rent - June', '1,500.00', '', '6,530.25'],
];

describe('reading cells (docs/product/rules.md#ledger-import)', () => {
  it.each([
    ['03/01/2025', '2025-03-01'],
    ['3/1/2025', '2025-03-01'],
    ['3/1/25', '2025-03-01'],
    ['12/31/99', '1999-12-31'],
    ['2025-03-01', '2025-03-01'],
    ['2025-03-01 00:00:00', '2025-03-01'],
    ['02/30/2025', null],
    ['13/01/2025', null],
    ['March 1', null],
    ['', null],
  ])('date %s -> %s', (cell, expected) => expect(parseLedgerDate(cell)).toBe(expected));

  it.each([
    ['1,250.50', 125050],
    ['$1,250.50', 125050],
    ['(50.00)', -5000],
    ['-50', -5000],
    ['$-50.00', -5000],
    ['-$50.00', -5000],
    ['50.00-', -5000],
    ['.5', 50],
    ['', 0],
    ['-', 0],
    ['1,25.00', null],
    ['12.345', null],
    ['abc', null],
  ])('amount %s -> %s', (cell, expected) => expect(parseLedgerAmount(cell)).toBe(expected));

  it('flags formula cells and keeps them as text, never as amounts', () => {
    expect(looksLikeFormula('=HYPERLINK("http://x","Click")')).toBe(true);
    expect(looksLikeFormula('@SUM(A1:A2)')).toBe(true);
    expect(looksLikeFormula('+cmd|calc')).toBe(true);
    expect(looksLikeFormula('-(1+1)')).toBe(true);
    expect(looksLikeFormula('-50.00')).toBe(false);
    expect(looksLikeFormula('Rent')).toBe(false);
    const read = normaliseLedger(
      [
        ['01/01/2025', '=HYPERLINK("http://evil.example","Rent")', '100.00', '', ''],
        ['01/02/2025', 'Payment', '', '=1+1', ''],
      ],
      PAIR,
    );
    expect(read.entries).toEqual([
      {
        row: 2,
        date: '2025-01-01',
        description: '=HYPERLINK("http://evil.example","Rent")',
        charge: 10000,
        payment: 0,
        balance: null,
        formula: true,
      },
    ]);
    expect(read.formulaRows).toEqual([2, 3]);
    expect(read.problems).toEqual([
      { row: 3, message: 'Row 3 has “=1+1” as its payment, which is not an amount, so it is left out.' },
    ]);
  });

  it('leaves out rows without a readable date with their row, skips blank rows, and takes an opening balance', () => {
    const read = normaliseLedger(
      [
        ['12/31/2024', 'Balance forward', '', '', '200.00'],
        ['', '', '', '', ''],
        ['soon', 'Rent', '100.00', '', '300.00'],
        ['', 'Total', '100.00', '', '300.00'],
      ],
      PAIR,
    );
    expect(read.entries).toEqual([
      {
        row: 2,
        date: '2024-12-31',
        description: 'Balance forward',
        charge: 20000,
        payment: 0,
        balance: 20000,
        formula: false,
      },
    ]);
    expect(read.problems.map((p) => p.message)).toEqual([
      'Row 4 has “soon” where the date should be, so it is left out.',
      'Row 5 has no date (“Total”), so it is left out.',
    ]);
  });
});

describe('column mapping (docs/product/rules.md#ledger-import)', () => {
  it('guesses generic headers', () => {
    expect(guessMapping(HEADERS)).toEqual(PAIR);
    expect(guessMapping(['Trans Date', 'Memo', 'Amount', 'Running Balance'])).toEqual({
      date: 0,
      description: 1,
      charge: null,
      payment: null,
      amount: 2,
      balance: 3,
    });
    expect(guessMapping(['Posted Date', 'Charge Description', 'Debit', 'Credit'])).toEqual({
      date: 0,
      description: 1,
      charge: 2,
      payment: 3,
      amount: null,
      balance: null,
    });
  });

  it('uses the AppFolio preset when all its headers are there', () => {
    expect(guessMapping(['Date', 'Payer', 'Description', 'Debit', 'Credit', 'Balance'])).toEqual({
      date: 0,
      description: 2,
      charge: 3,
      payment: 4,
      amount: null,
      balance: 5,
    });
  });

  it('takes a sourced date header before a due date', () => {
    expect(guessMapping(['Due Date', 'Accounting Date', 'Description', 'Amount']).date).toBe(1);
  });

  // The header row as https://docs.gravitydata.co/sources/quickbooks-online/tables/customerbalancedetail lists it.
  const QBO_BALANCE_DETAIL = ['Date', 'Transaction Type', 'Num', 'Due Date', 'Amount', 'Open Balance', 'Balance'];

  it('uses the QuickBooks Online Customer Balance Detail preset, reading the open balance as the amount', () => {
    expect(matchPreset(QBO_BALANCE_DETAIL)?.id).toBe('quickbooks-online-customer-balance-detail');
    expect(guessMapping(QBO_BALANCE_DETAIL)).toEqual({
      date: 0,
      description: 1,
      charge: null,
      payment: null,
      amount: 5,
      balance: 6,
    });
    // QuickBooks puts the customer's name in a first column with no header.
    expect(guessMapping(['', ...QBO_BALANCE_DETAIL])).toMatchObject({ date: 1, description: 2, amount: 6, balance: 7 });
  });

  it('offers a preset only when every one of its headers is in the file', () => {
    const transactionList = ['Date', 'Transaction Type', 'Num', 'Posting', 'Memo/Description', 'Account', 'Amount'];
    expect(matchPreset(transactionList)).toBeNull();
    expect(matchPreset(QBO_BALANCE_DETAIL.filter((h) => h !== 'Open Balance'))).toBeNull();
    expect(matchPreset(['Date', 'Description', 'Debit', 'Credit'])).toBeNull();
  });

  it('has no preset whose headers are all among another preset’s, so the first match is the only one', () => {
    const keys = (headers: Record<string, string | undefined>) => Object.values(headers).map((h) => headerKey(h ?? ''));
    for (const a of LEDGER_PRESETS)
      for (const b of LEDGER_PRESETS)
        if (a !== b) expect(keys(a.headers).every((h) => keys(b.headers).includes(h))).toBe(false);
  });

  it('says what is missing', () => {
    expect(mappingProblem(PAIR)).toBeNull();
    expect(mappingProblem({ ...PAIR, date: null })).toBe(MAPPING_MESSAGES.date);
    expect(mappingProblem({ ...PAIR, charge: null, payment: null })).toBe(MAPPING_MESSAGES.money);
    expect(mappingProblem({ ...PAIR, amount: 5 })).toBe(MAPPING_MESSAGES.both);
    expect(mappingProblem({ ...PAIR, balance: 2 })).toBe(MAPPING_MESSAGES.duplicate);
  });
});

describe('kinds by description', () => {
  it.each([
    ['Rent - March', 100, 0, 'rent'],
    ['Late rent fee', 100, 0, 'late'],
    ['Water & sewer bill', 100, 0, 'utility'],
    ['Returned check fee', 100, 0, 'other'],
    ['NSF returned payment', 100, 0, 'reversal'],
    ['Payment', 0, -100, 'reversal'],
    ['Pet fee', 100, 0, 'other'],
    ['Payment - thank you', 0, 100, 'payment'],
    ['Concession credit', 0, 100, 'credit'],
    ['Rent', -100, 0, 'credit'],
  ])('%s (charge %d, payment %d) is %s', (description, charge, payment, kind) =>
    expect(guessKind({ description, charge, payment })).toBe(kind),
  );
});

describe('allocation and filling (hand-computed)', () => {
  const now = noonNJ('2025-06-15');

  it('six months with a partial payment, a returned payment and a concession fill the periods and charges', () => {
    const analysis = analyseLedger(SIX_MONTHS, PAIR);
    const fill = fillFromLedger(
      analysis.allocation,
      analysis.entries,
      { periods: periodsAt(now), rentCycle: 'Monthly', section8: false },
      now,
    );
    // Payments: row 3 pays January; row 5 pays 1,000 of February's rent; row 10 (1,500) is returned by row 11;
    // the 100 concession (row 13) pays February's rent down to 400.
    expect(fill.pastDueRent.map((p) => [p.timePeriod, p.selected, p.amount, p.sourceRows])).toEqual([
      ['2025-06-01', true, 150000, [14]],
      ['2025-05-01', true, 150000, [12]],
      ['2025-04-01', true, 150000, [9]],
      ['2025-03-01', true, 150000, [7]],
      ['2025-02-01', true, 40000, [4]],
      ['2025-01-01', false, 150000, [2]],
    ]);
    expect(fill.lateCharges).toEqual([
      {
        amount: 5000,
        timePeriod: '2025-02-06',
        timePeriodDisplay: '02/06/2025',
        selected: true,
        type: 'Late Charge',
        other: null,
        sourceRows: [5],
      },
    ]);
    expect(fill.utilities).toEqual([
      {
        amount: 8025,
        timePeriod: '2025-03-15',
        timePeriodDisplay: '03/15/2025',
        selected: true,
        type: 'Water & Sewer',
        other: null,
        sourceRows: [8],
      },
    ]);
    expect(fill.fees).toEqual([]);
    expect(analysis.allocation.moneyIn.find((m) => m.row === 10)).toMatchObject({
      amount: 150000,
      returned: 150000,
      returnedBy: [11],
      applied: 0,
    });
    expect(fill.totals).toEqual({
      ledgerBalance: 653025,
      rowsBalance: 653025,
      imported: 653025,
      notImported: 0,
      unappliedCredit: 0,
      difference: 0,
    });
  });

  it('gives the same result when the file lists the newest row first', () => {
    const reversed = [...SIX_MONTHS].reverse();
    const analysis = analyseLedger(reversed, PAIR);
    const fill = fillFromLedger(
      analysis.allocation,
      analysis.entries,
      { periods: periodsAt(now), rentCycle: 'Monthly', section8: false },
      now,
    );
    expect(fill.pastDueRent.map((p) => [p.selected, p.amount])).toEqual([
      [true, 150000],
      [true, 150000],
      [true, 150000],
      [true, 150000],
      [true, 40000],
      [false, 150000],
    ]);
    // February's rent is row 12 when the 13 data rows are listed newest first.
    expect(fill.pastDueRent[4]!.sourceRows).toEqual([12]);
    expect(fill.totals.difference).toBe(0);
  });

  it('reads one signed amount column and keeps a prepayment as an unapplied credit', () => {
    const mapping: ColumnMapping = { date: 0, description: 1, charge: null, payment: null, amount: 2, balance: null };
    const analysis = analyseLedger(
      [
        ['2025-01-01', 'Rent', '$1,200.00'],
        ['2025-01-02', 'Payment', '($1,300.00)'],
        ['2025-02-01', 'Rent', '1,200.00'],
      ],
      mapping,
    );
    const fill = fillFromLedger(
      analysis.allocation,
      analysis.entries,
      {
        periods: periodsAt(noonNJ('2025-02-15'), { ...lease, rentAmount: 120000 }),
        rentCycle: 'Monthly',
        section8: false,
      },
      now,
    );
    expect(fill.pastDueRent.map((p) => [p.timePeriod, p.selected, p.amount])).toEqual([
      ['2025-02-01', true, 110000],
      ['2025-01-01', false, 120000],
    ]);
    expect(fill.totals).toEqual({
      ledgerBalance: null,
      rowsBalance: 110000,
      imported: 110000,
      notImported: 0,
      unappliedCredit: 0,
      difference: null,
    });

    const overpaid = analyseLedger(
      [
        ['2025-01-01', 'Rent', '100.00'],
        ['2025-01-02', 'Payment', '-150.00'],
      ],
      mapping,
    );
    expect(overpaid.allocation.unappliedCredit).toBe(5000);
  });

  it('reads a QuickBooks Online Customer Balance Detail export through its preset', () => {
    const headers = ['Date', 'Transaction Type', 'Num', 'Due Date', 'Amount', 'Open Balance', 'Balance'];
    // Open items only: January's rent is paid down to 400.00; a 300.00 payment and a 25.00 credit memo are not
    // yet applied in QuickBooks, so their open balances are negative. Balance runs over Open Balance.
    const rows = [
      ['01/01/2025', 'Invoice', '1001', '01/01/2025', '1,500.00', '400.00', '400.00'],
      ['02/01/2025', 'Invoice', '1002', '02/01/2025', '1,500.00', '1,500.00', '1,900.00'],
      ['02/06/2025', 'Invoice', '1003', '02/06/2025', '50.00', '50.00', '1,950.00'],
      ['02/10/2025', 'Payment', '2001', '', '-300.00', '-300.00', '1,650.00'],
      ['02/15/2025', 'Credit Memo', 'CM-1', '', '-25.00', '-25.00', '1,625.00'],
    ];
    const today = noonNJ('2025-02-20');
    // An invoice says nothing of what it is for: the landlord marks the rent and the late charge.
    const analysis = analyseLedger(rows, guessMapping(headers), { kinds: { 2: 'rent', 3: 'rent', 4: 'late' } });
    expect(analysis.problems).toEqual([]);
    expect(analysis.kinds).toEqual({ 2: 'rent', 3: 'rent', 4: 'late', 5: 'payment', 6: 'credit' });
    // Oldest first: the 300.00 and the 25.00 pay January's open 400.00 down to 75.00.
    expect(analysis.allocation.charges.map((c) => [c.row, c.amount, c.open])).toEqual([
      [2, 40000, 7500],
      [3, 150000, 150000],
      [4, 5000, 5000],
    ]);
    const fill = fillFromLedger(
      analysis.allocation,
      analysis.entries,
      { periods: periodsAt(today), rentCycle: 'Monthly', section8: false },
      today,
    );
    expect(fill.pastDueRent.map((p) => [p.timePeriod, p.selected, p.amount, p.sourceRows])).toEqual([
      ['2025-02-01', true, 150000, [3]],
      ['2025-01-01', true, 7500, [2]],
    ]);
    expect(fill.lateCharges.map((c) => [c.timePeriod, c.amount])).toEqual([['2025-02-06', 5000]]);
    expect(fill.totals).toEqual({
      ledgerBalance: 162500,
      rowsBalance: 162500,
      imported: 162500,
      notImported: 0,
      unappliedCredit: 0,
      difference: 0,
    });
  });

  it('lets the landlord send a payment to a chosen charge first', () => {
    const rows = [
      ['01/01/2025', 'Rent', '1,000.00', '', '1,000.00'],
      ['01/10/2025', 'Late fee', '50.00', '', '1,050.00'],
      ['02/01/2025', 'Rent', '1,000.00', '', '2,050.00'],
      ['02/03/2025', 'Payment', '', '1,000.00', '1,050.00'],
    ];
    const oldestFirst = analyseLedger(rows, PAIR).allocation;
    expect(oldestFirst.charges.map((c) => [c.row, c.open])).toEqual([
      [2, 0],
      [3, 5000],
      [4, 100000],
    ]);
    const chosen = analyseLedger(rows, PAIR, { overrides: { 5: 4 } }).allocation;
    expect(chosen.charges.map((c) => [c.row, c.open])).toEqual([
      [2, 100000],
      [3, 5000],
      [4, 0],
    ]);
    expect(chosen.allocations).toEqual([{ paymentRow: 5, chargeRow: 4, amount: 100000, chosen: true }]);
  });

  it('takes the landlord’s kind when it fits the row, and ignores one that does not', () => {
    const rows = [['01/05/2025', 'Misc', '75.00', '', '']];
    expect(analyseLedger(rows, PAIR, { kinds: { 2: 'late' } }).kinds).toEqual({ 2: 'late' });
    expect(analyseLedger(rows, PAIR, { kinds: { 2: 'payment' } }).kinds).toEqual({ 2: 'other' });
  });

  it('does not import rent outside the lease, charges after today, or extra charges of a Section 8 tenancy, and shows the difference', () => {
    const rows = [
      ['12/01/2024', 'Rent', '1,500.00', '', '1,500.00'],
      ['01/01/2025', 'Rent', '1,500.00', '', '3,000.00'],
      ['01/06/2025', 'Late charge', '50.00', '', '3,050.00'],
      ['07/01/2025', 'Parking', '25.00', '', '3,075.00'],
    ];
    const analysis = analyseLedger(rows, PAIR);
    const fill = fillFromLedger(
      analysis.allocation,
      analysis.entries,
      { periods: periodsAt(now), rentCycle: 'Monthly', section8: false },
      now,
    );
    expect(fill.notImported).toEqual([
      {
        row: 2,
        amount: 150000,
        message: 'Row 2 (12/01/2024, $1,500.00): rent charged outside the rent periods of this lease.',
      },
      { row: 5, amount: 2500, message: 'Row 5 (07/01/2025, $25.00): dated after today.' },
    ]);
    expect(fill.lateCharges.map((c) => c.amount)).toEqual([5000]);
    expect(fill.totals).toMatchObject({
      ledgerBalance: 307500,
      imported: 155000,
      notImported: 152500,
      difference: 152500,
    });

    const section8 = fillFromLedger(
      analysis.allocation,
      analysis.entries,
      { periods: periodsAt(now), rentCycle: 'Monthly', section8: true },
      now,
    );
    expect(section8.lateCharges).toEqual([]);
    expect(section8.notImported.map((n) => n.row)).toEqual([2, 4, 5]);
  });

  it('places weekly rent on the nearest due date', () => {
    const weekly: LeaseTerms = { ...lease, rentCycle: 'Weekly', rentDueBy: '1', rentAmount: 30000 };
    const periods = periodsAt(noonNJ('2025-01-20'), weekly);
    const analysis = analyseLedger([['01/07/2025', 'Weekly rent', '300.00', '', '']], PAIR);
    const fill = fillFromLedger(
      analysis.allocation,
      analysis.entries,
      { periods, rentCycle: 'Weekly', section8: false },
      noonNJ('2025-01-20'),
    );
    expect(fill.pastDueRent.filter((p) => p.sourceRows).map((p) => [p.timePeriod, p.amount])).toEqual([
      ['2025-01-06', 30000],
    ]);
  });
});

describe('property: imported totals equal the ledger balance, or the difference is shown', () => {
  const month = (i: number) => `${2024 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
  const ledgerArb = fc.record({
    months: fc.integer({ min: 1, max: 18 }),
    rent: fc.integer({ min: 1, max: 500000 }),
    lines: fc.array(
      fc.record({
        kind: fc.constantFrom('payment', 'late', 'water', 'credit', 'nsf'),
        month: fc.nat(),
        day: fc.integer({ min: 1, max: 28 }),
        amount: fc.integer({ min: 1, max: 600000 }),
      }),
      { maxLength: 40 },
    ),
    order: fc.infiniteStream(fc.double({ min: 0, max: 1, noNaN: true })),
  });

  it('holds for random ledgers in any row order', () => {
    fc.assert(
      fc.property(ledgerArb, ({ months, rent, lines, order }) => {
        type Line = { date: string; description: string; charge: number; payment: number };
        const all: Line[] = [];
        for (let i = 0; i < months; i += 1)
          all.push({ date: `${month(i)}-01`, description: 'Rent', charge: rent, payment: 0 });
        for (const line of lines) {
          const date = `${month(line.month % months)}-${String(line.day).padStart(2, '0')}`;
          if (line.kind === 'payment') all.push({ date, description: 'Payment', charge: 0, payment: line.amount });
          if (line.kind === 'credit') all.push({ date, description: 'Concession', charge: 0, payment: line.amount });
          if (line.kind === 'late') all.push({ date, description: 'Late charge', charge: line.amount, payment: 0 });
          if (line.kind === 'water') all.push({ date, description: 'Water bill', charge: line.amount, payment: 0 });
          if (line.kind === 'nsf')
            all.push({ date, description: 'NSF returned payment', charge: line.amount, payment: 0 });
        }
        const shuffled = all
          .map((line) => ({ line, key: order.next().value }))
          .sort((a, b) => a.key - b.key)
          .map((x) => x.line);
        // The running balance in date order, then file order, as a ledger shows it.
        const chronological = shuffled
          .map((line, index) => ({ line, index }))
          .sort((a, b) => (a.line.date === b.line.date ? a.index - b.index : a.line.date < b.line.date ? -1 : 1));
        const balances = new Map<number, number>();
        let running = 0;
        for (const { line, index } of chronological) {
          running += line.charge - line.payment;
          balances.set(index, running);
        }
        const cents = (v: number) => (v < 0 ? `(${(-v / 100).toFixed(2)})` : (v / 100).toFixed(2));
        const rows = shuffled.map((line, index) => {
          const [y, m, d] = line.date.split('-');
          return [
            `${m}/${d}/${y}`,
            line.description,
            line.charge ? cents(line.charge) : '',
            line.payment ? cents(line.payment) : '',
            cents(balances.get(index)!),
          ];
        });
        const now = noonNJ(`${month(months - 1)}-28`);
        const periods: PastDueRentItem[] = unwrap(
          pastDueRentPeriods({ ...lease, leaseStartDate: '2024-01-01', rentAmount: rent }, now),
        );
        const analysis = analyseLedger(rows, PAIR);
        expect(analysis.problems).toEqual([]);
        const fill = fillFromLedger(
          analysis.allocation,
          analysis.entries,
          { periods, rentCycle: 'Monthly', section8: false },
          now,
        );
        const { totals } = fill;
        expect(totals.ledgerBalance).toBe(running);
        expect(totals.rowsBalance).toBe(running);
        expect(totals.imported + totals.notImported - totals.unappliedCredit).toBe(running);
        expect(totals.difference).toBe(running - totals.imported);
        if (totals.unappliedCredit === 0 && totals.notImported === 0) expect(totals.difference).toBe(0);
        for (const c of analysis.allocation.charges) expect(c.open >= 0 && c.paid + c.open === c.amount).toBe(true);
        const paidFirst = analysis.allocation.charges.findIndex((c) => c.open > 0);
        if (paidFirst >= 0)
          expect(analysis.allocation.charges.slice(0, paidFirst).every((c) => c.open === 0)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
