/**
 * Ledger import speed (issue 23): a 10,000-row tenant ledger, as CSV and as .xlsx, read by the server's
 * readImportFile and run through the domain's rules (analyseLedger, fillFromLedger) as the dialog runs them.
 * Medians of a few runs in this process; the ceiling is the 2 s per import. A delinquency report of as many
 * rows is measured the same way (measureReport).
 */
import writeXlsxFile from 'write-excel-file/node';
import {
  analyseLedger,
  delinquencyCaseSeed,
  delinquencyRowProblems,
  fillFromLedger,
  guessDelinquencyMapping,
  guessMapping,
  matchDelinquencyRow,
  pastDueRentPeriods,
  readDelinquencyReport,
  unwrap,
} from '@rentfile/domain';
import { readImportFile } from '../apps/server/src/work/ledgerFile.ts';

const ROWS = 10_000;
const RUNS = 5;
export const LEDGER_CEILING_MS = 2000;

export interface LedgerBenchResult {
  rows: number;
  runs: number;
  csvMs: number;
  xlsxMs: number;
  ceilingMs: number;
}

/** 10,000 ledger lines: each month rent, a partial payment, a late charge and a water bill. */
function ledgerLines(): Array<[string, string, number, number]> {
  const rows: Array<[string, string, number, number]> = [];
  for (let i = 0; rows.length < ROWS; i += 1) {
    const year = 2000 + Math.floor(i / 12);
    const month = (i % 12) + 1;
    const d = (day: number) => `${String(month).padStart(2, '0')}/${String(day).padStart(2, '0')}/${year}`;
    rows.push(
      [d(1), 'Rent', 1500, 0],
      [d(5), 'Payment', 0, 1400],
      [d(6), 'Late charge', 50, 0],
      [d(15), 'Water bill', 42.17, 0],
    );
  }
  return rows.slice(0, ROWS);
}

async function importMs(data: Buffer): Promise<number> {
  const periods = unwrap(
    pastDueRentPeriods({
      leaseStartDate: '2000-01-01',
      rentCycle: 'Monthly',
      rentDueBy: '1',
      rentAmount: 150000,
      section8: false,
      section8TenantPortion: null,
    }),
  );
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    const read = await readImportFile('ledger', data);
    const analysis = analyseLedger(read.rows, guessMapping(read.headers), {}, read.headerRow + 1);
    fillFromLedger(analysis.allocation, analysis.entries, { periods, rentCycle: 'Monthly', section8: false });
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(times.length / 2)]!);
}

export async function measureLedger(): Promise<LedgerBenchResult> {
  const rows = ledgerLines();
  let balance = 0;
  const csv = ['Date,Description,Charges,Payments,Balance'];
  for (const [date, description, charge, payment] of rows) {
    balance += charge - payment;
    csv.push(
      [date, description, charge ? charge.toFixed(2) : '', payment ? payment.toFixed(2) : '', balance.toFixed(2)].join(
        ',',
      ),
    );
  }
  const xlsx = await writeXlsxFile([
    ['Date', 'Description', 'Charges', 'Payments'].map((value) => ({ value })),
    ...rows.map(([date, description, charge, payment]) => [
      { value: date },
      { value: description },
      { value: charge },
      { value: payment },
    ]),
  ]).toBuffer();
  return {
    rows: ROWS,
    runs: RUNS,
    csvMs: await importMs(Buffer.from(csv.join('\n'))),
    xlsxMs: await importMs(xlsx),
    ceilingMs: LEDGER_CEILING_MS,
  };
}

export function ledgerTableRows(r: LedgerBenchResult): Array<[string, string]> {
  const verdict = (ms: number) => `${ms} ms (${ms <= r.ceilingMs ? 'within' : 'OVER'} the ${r.ceilingMs} ms ceiling)`;
  return [
    [`CSV, ${r.rows} rows: read, classify, allocate, fill`, verdict(r.csvMs)],
    [`.xlsx, ${r.rows} rows: the same`, verdict(r.xlsxMs)],
  ];
}

export interface ReportBenchResult {
  rows: number;
  properties: number;
  runs: number;
  csvMs: number;
  ceilingMs: number;
}

/**
 * A 10,000-row delinquency report (docs/product/rules.md#delinquency-report) against an account of 200 properties:
 * read by the server, then each row read, matched and seeded as the import page and the batch's creation do.
 */
export async function measureReport(): Promise<ReportBenchResult> {
  const streets = ['Main Street', 'Oak Avenue', 'Elm Road', 'Park Place', 'North Broad Street'];
  const properties = Array.from({ length: 200 }, (_, i) => ({
    id: i + 1,
    streetAddress: `${100 + Math.floor(i / 5)} ${streets[i % 5]}`,
    unitNo: `Apt ${(i % 3) + 1}`,
    city: 'Newark',
    completed: true,
  }));
  const csv = ['Property,Unit,Tenant,Monthly Rent,Move In,Balance'];
  for (let i = 0; i < ROWS; i += 1) {
    const p = properties[i % properties.length]!;
    csv.push(`${p.streetAddress.replace('Street', 'St')},${p.unitNo},"Doe, Jan ${i}",1200.00,01/01/2024,"3,600.00"`);
  }
  const data = Buffer.from(csv.join('\n'));
  const now = new Date('2026-11-27T12:00:00Z');
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    const read = await readImportFile('report', data);
    const report = readDelinquencyReport(read.rows, guessDelinquencyMapping(read.headers), read.headerRow + 1);
    for (const row of report.rows) {
      const match = matchDelinquencyRow(row, properties);
      if (delinquencyRowProblems(row, match).length === 0) delinquencyCaseSeed(row, { rentDueBy: '1' }, now);
    }
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return {
    rows: ROWS,
    properties: properties.length,
    runs: RUNS,
    csvMs: Math.round(times[Math.floor(times.length / 2)]!),
    ceilingMs: LEDGER_CEILING_MS,
  };
}

export function reportTableRows(r: ReportBenchResult): Array<[string, string]> {
  const within = r.csvMs <= r.ceilingMs ? 'within' : 'OVER';
  return [
    [
      `delinquency report CSV, ${r.rows} rows, ${r.properties} properties: read, match, seed`,
      `${r.csvMs} ms (${within} the ${r.ceilingMs} ms ceiling)`,
    ],
  ];
}
