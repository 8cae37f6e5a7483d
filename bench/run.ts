/**
 * The whole benchmark (npm run bench [-- api pdf web startup ledger]): prints a table and writes the same figures to
 * bench/results/bench.json. The machines are shared and noisy: figures are medians, and each is compared with a
 * floor or ceiling measured in the same run.
 *
 * Environment: BENCH_DATABASE_URL (a PostgreSQL server on which a fresh database is created and dropped; without
 * it only the embedded database is measured), BENCH_SECONDS (per autocannon round, default 3), BENCH_ROUNDS
 * (default 3), BENCH_LIGHTHOUSE_RUNS (Lighthouse runs per page, default 3), CHROMIUM_PATH (default /usr/bin/chromium),
 * BENCH_SERVER_NODE_ARGS (Node options for the measured server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { apiRows, measureApi, type ApiBenchResult } from './api.ts';
import {
  ledgerTableRows,
  measureLedger,
  measureReport,
  reportTableRows,
  type LedgerBenchResult,
  type ReportBenchResult,
} from './ledger.ts';
import { measurePdf, pdfRows, type PdfBenchResult } from './pdf.ts';
import { measureStartup, startupRows, type StartupBenchResult } from './startup.ts';
import { printTable, repoRoot } from './support.ts';
import { measureWeb, webLighthouseRows, webRows, type WebBenchResult } from './web.ts';

const PARTS = ['api', 'pdf', 'web', 'startup', 'ledger'] as const;
type Part = (typeof PARTS)[number];

const asked = process.argv.slice(2).filter((a): a is Part => (PARTS as readonly string[]).includes(a));
const unknown = process.argv.slice(2).filter((a) => !(PARTS as readonly string[]).includes(a));
if (unknown.length) {
  console.error(`Unknown part(s): ${unknown.join(', ')}. Parts: ${PARTS.join(', ')}.`);
  process.exit(64);
}
const parts: readonly Part[] = asked.length ? asked : PARTS;
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
if (
  !(seconds > 0 && seconds <= 10) ||
  !(Number.isInteger(rounds) && rounds > 0) ||
  !(Number.isInteger(lighthouseRuns) && lighthouseRuns > 0)
) {
  console.error(
    'BENCH_SECONDS must be a number from 1 to 10, BENCH_ROUNDS and BENCH_LIGHTHOUSE_RUNS positive whole numbers.',
  );
  process.exit(64);
}
const postgresUrl = process.env.BENCH_DATABASE_URL;

interface Results {
  at: string;
  machine: { cores: number; node: string; loadAverage1mAtStart: number; loadAverage1mAtEnd?: number };
  api?: ApiBenchResult[];
  pdf?: PdfBenchResult;
  web?: WebBenchResult | { error: string };
  startup?: StartupBenchResult;
  ledger?: LedgerBenchResult;
  report?: ReportBenchResult;
}

const load = () => Math.round(loadavg()[0]! * 100) / 100;
const results: Results = {
  at: new Date().toISOString(),
  machine: { cores: availableParallelism(), node: process.version, loadAverage1mAtStart: load() },
};
process.stdout.write(
  `RentFile NJ benchmark: ${results.machine.cores} cores, load average ${results.machine.loadAverage1mAtStart}, Node ${process.version}, parts: ${parts.join(', ')}\n`,
);

if (parts.includes('api')) {
  results.api = [];
  const kinds: Array<{ kind: 'pglite' | 'postgres'; connections: number; adminUrl?: string }> = [
    { kind: 'pglite', connections: 10 },
  ];
  if (postgresUrl) kinds.push({ kind: 'postgres', connections: 50, adminUrl: postgresUrl });
  for (const k of kinds) {
    process.stdout.write(`measuring the API on ${k.kind} (${rounds} rounds of ${seconds} s per endpoint)...\n`);
    const r = await measureApi({ ...k, seconds, rounds, cases: 200 });
    results.api.push(r);
    printTable(
      `API on ${r.kind === 'pglite' ? 'the embedded database (PGlite)' : 'PostgreSQL'}: ${r.connections} connections, ${r.casesOfClient} cases for the client, medians of ${r.rounds} x ${r.secondsPerRound} s`,
      apiRows(r),
    );
  }
  process.stdout.write(
    '  The save scenario is realistic: each connection is a different landlord saving their own case (3 tenants); an\n  earlier version had every connection save one case, which measured row-lock contention rather than saves.\n',
  );
  if (!postgresUrl)
    process.stdout.write(
      '  PostgreSQL: not measured (set BENCH_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test)\n',
    );
}

if (parts.includes('pdf')) {
  process.stdout.write('\nmeasuring PDFs...\n');
  results.pdf = await measurePdf();
  printTable(`PDF: ${results.pdf.machine.pdfWorkerThreads} worker thread(s)`, pdfRows(results.pdf));
}

if (parts.includes('web')) {
  process.stdout.write(`\nbuilding and weighing the web app, then Lighthouse (${lighthouseRuns} runs per page)...\n`);
  try {
    const web = await measureWeb(lighthouseRuns);
    results.web = web;
    printTable(`Web: JavaScript and CSS loaded per page (gzip, from the ${web.builtFrom})`, webRows(web));
    printTable(
      'Web: Lighthouse (desktop and mobile presets, Chromium headless, cold cache), medians',
      webLighthouseRows(web),
    );
  } catch (err) {
    results.web = { error: err instanceof Error ? err.message : String(err) };
    printTable('Web', [['not measured', results.web.error]]);
  }
}

if (parts.includes('startup')) {
  process.stdout.write('\nmeasuring start-up...\n');
  results.startup = await measureStartup();
  printTable('Start-up: process start to the first answer of GET /api/health', startupRows(results.startup));
}

if (parts.includes('ledger')) {
  process.stdout.write('\nmeasuring ledger import...\n');
  results.ledger = await measureLedger();
  printTable(`Ledger import: medians of ${results.ledger.runs} runs`, ledgerTableRows(results.ledger));
  results.report = await measureReport();
  printTable(`Delinquency report import: medians of ${results.report.runs} runs`, reportTableRows(results.report));
}

results.machine.loadAverage1mAtEnd = load();
const out = path.join(repoRoot, 'bench/results/bench.json');
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
process.stdout.write(`\nWrote ${path.relative(repoRoot, out)}\n`);
