/**
 * PDF benchmark (npm run bench:pdf).
 * 1. Median and p95 to render the full filing package (the papers to file: verified complaint with verification,
 *    summons, case information statement) of a realistic case (3 tenants, 6 months owed, late
 *    charges, utilities) in the worker pool, and of a one-line PDF in the same run as the floor.
 * 2. p99 of a cheap API call (GET /api/health) on a real server while four packages render at once (each made,
 *    stored and fetched from its URL).
 * 3. The archive of the signed papers of 50 cases as the dashboard makes it (docs/product/screens.md#signed-archive):
 *    two cases at a time, each paper to file made (print_all_individual) and fetched, then zipped; health probed meanwhile.
 * Targets: package median < 100 ms; health p99 < 20 ms under load; archive of 50 < 10 s. Results: bench/results/pdf.json.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { zipSync } from 'fflate';
import { pleadings } from '@rentfile/domain';
import { createPdfPool, defaultPdfThreads } from '../apps/server/src/pleadings/pool.ts';
import { benchPublicUrl, freePort, signatureOf, startChildServer, tokensFor } from './support.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const RENDER_RUNS = 40;
const WARMUP = 5;
const LOAD_SECONDS = 8;
const CONCURRENT_PACKAGES = 4;
const ARCHIVE_CASES = 50;
const ARCHIVE_CEILING_MS = 10_000;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    runs: sorted.length,
    median: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? Number.NaN),
  };
}

async function time(fn: () => Promise<unknown>, runs: number): Promise<number[]> {
  for (let i = 0; i < WARMUP; i += 1) await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  return samples;
}

/** The filing package of the sample case, without the CLRS (the papers the complaint is filed with). */
const packageInput = pleadings.samplePleadingInput({ caseInfo: { clrsSubmission: false } });
const fullPackage = pleadings.buildPleadings('print_all', packageInput)[0]!;
const oneLine: pleadings.PleadingDocument = {
  templateName: 'floor',
  title: 'Floor',
  papers: [{ templateName: 'floor', title: 'Floor', filed: false, blocks: [pleadings.paragraph('One line.')] }],
  watermark: null,
};

async function renderBench() {
  const pool = createPdfPool({ threads: 1 });
  try {
    const pkg = stats(await time(() => pool.render(fullPackage), RENDER_RUNS));
    const floor = stats(await time(() => pool.render(oneLine), RENDER_RUNS));
    const pdf = await pool.render(fullPackage);
    const pages = (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
    return {
      package: pkg,
      floor,
      ratio: Math.round((pkg.median / floor.median) * 10) / 10,
      packageBytes: pdf.length,
      packagePages: pages,
    };
  } finally {
    await pool.close();
  }
}

/**
 * The API part runs the real server as its own process (what `npm run serve` runs), as the API benchmark does: the
 * probes and the package requests' answers must not be handled on the server's event loop.
 */
async function apiBench() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rentfile-bench-pdf-'));
  const port = await freePort();
  const [token] = await tokensFor(dataDir, undefined, benchPublicUrl(port), ['auth0|bench-pdf']);
  const server = await startChildServer({ port, dataDir });
  const base = server.baseUrl;
  try {
    const call = async (method: string, p: string, body?: unknown) => {
      const res = await fetch(base + p, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      const json = (await res.json()) as Record<string, unknown>;
      if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${JSON.stringify(json)}`);
      return json;
    };
    const contact = await call('POST', '/api/contactInfo', {
      contactInfo: pleadings.SAMPLE_CONTACT,
      saveAsDefault: true,
    });
    const property = await call('POST', '/api/properties/save', {
      property: { ...pleadings.SAMPLE_PROPERTY, contactInfoId: contact.id },
    });
    const { id: _id, ...caseInfo } = pleadings.SAMPLE_CASE;
    const created = await call('POST', '/api/cases', {
      caseInfo: { ...caseInfo, clrsSubmission: false, propertyId: property.id },
      status: 'vc-sign',
    });
    // Made, stored, then fetched from its URL as the web app does.
    const generate = async () => {
      const made = await call('POST', '/api/create-case-pleading-pdf', {
        caseId: created.id,
        templateName: 'print_all',
      });
      const res = await fetch(base + String(made.fileUrl), { headers: { authorization: `Bearer ${token}` } });
      const pdf = Buffer.from(await res.arrayBuffer());
      if (!res.ok || pdf.subarray(0, 5).toString() !== '%PDF-')
        throw new Error(`GET ${String(made.fileUrl)}: ${res.status}`);
    };
    const health = async () => {
      const res = await fetch(`${base}/api/health`);
      await res.arrayBuffer();
    };

    await generate();
    const idle = stats(await time(health, 300));

    const healthSamples: number[] = [];
    const packageSamples: number[] = [];
    const until = performance.now() + LOAD_SECONDS * 1000;
    const renderer = async () => {
      while (performance.now() < until) {
        const start = performance.now();
        await generate();
        packageSamples.push(performance.now() - start);
      }
    };
    const prober = async () => {
      while (performance.now() < until) {
        const start = performance.now();
        await health();
        healthSamples.push(performance.now() - start);
        await new Promise((r) => setTimeout(r, 5));
      }
    };
    await Promise.all([...Array.from({ length: CONCURRENT_PACKAGES }, renderer), prober()]);

    // The archive: 50 signed cases, made and fetched as the web does, then zipped.
    const signed: number[] = [];
    for (let i = 0; i < ARCHIVE_CASES; i += 1) {
      const made = await call('POST', '/api/cases', {
        caseInfo: { ...caseInfo, propertyId: property.id, streetAddress: `${i + 1} Archive Street` },
        status: 'vc-sign',
      });
      await call('POST', `/api/cases/${made.id}/sign`, signatureOf(caseInfo));
      signed.push(Number(made.id));
    }
    const archiveHealth: number[] = [];
    let archiving = true;
    const archiveProber = async () => {
      while (archiving) {
        const start = performance.now();
        await health();
        archiveHealth.push(performance.now() - start);
        await new Promise((r) => setTimeout(r, 5));
      }
    };
    const archive = async () => {
      const start = performance.now();
      const entries: Record<string, Uint8Array> = {};
      const one = async (id: number) => {
        const set = await call('POST', '/api/create-case-pleading-pdf', {
          caseId: id,
          templateName: 'print_all_individual',
        });
        for (const [n, file] of (set.fileUrls as Array<{ name: string; url: string }>).entries()) {
          const res = await fetch(base + file.url, { headers: { authorization: `Bearer ${token}` } });
          entries[`case ${id}/${n} ${file.name}.pdf`] = new Uint8Array(await res.arrayBuffer());
        }
      };
      // Two cases at a time, as the web makes the archive (lib/filingDownloads.ts): one is fetched while the next renders.
      let next = 0;
      const lane = async () => {
        while (next < signed.length) await one(signed[(next += 1) - 1]!);
      };
      await Promise.all([lane(), lane()]);
      const bytes = zipSync(entries, { level: 0 });
      return { ms: Math.round(performance.now() - start), files: Object.keys(entries).length, bytes: bytes.length };
    };
    const probing = archiveProber();
    const archived = await archive();
    archiving = false;
    await probing;
    return {
      healthIdle: idle,
      healthUnderLoad: stats(healthSamples),
      packageRequestsUnderLoad: stats(packageSamples),
      archive: { cases: ARCHIVE_CASES, ...archived, healthDuring: stats(archiveHealth) },
    };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Renders and measures without printing: used by this script and by the whole benchmark (bench/run.ts). */
export async function measurePdf() {
  const render = await renderBench();
  const api = await apiBench();
  return {
    at: new Date().toISOString(),
    machine: {
      cores: availableParallelism(),
      node: process.version,
      pdfWorkerThreads: defaultPdfThreads(),
      loadAverage1m: Math.round(loadavg()[0]! * 100) / 100,
    },
    package: { documents: pleadings.filedPackageTemplates(packageInput) },
    render,
    api,
    targets: { packageMedianMs: 100, healthP99UnderLoadMs: 20, archiveMs: ARCHIVE_CEILING_MS },
    met: {
      packageMedian: render.package.median < 100,
      healthP99: api.healthUnderLoad.p99 < 20,
      archive: api.archive.ms < ARCHIVE_CEILING_MS,
    },
  };
}

export type PdfBenchResult = Awaited<ReturnType<typeof measurePdf>>;

/** The PDF figures as label/value rows of a printed table. */
export function pdfRows({ render, api, met }: PdfBenchResult): Array<[string, string]> {
  return [
    [
      `full package (${render.packagePages} pages) median / p95 (ms)`,
      `${render.package.median} / ${render.package.p95}`,
    ],
    ['one-line floor median / p95 (ms)', `${render.floor.median} / ${render.floor.p95}`],
    ['package / floor (median ratio)', `${render.ratio}x`],
    ['GET /api/health p50 / p99 idle (ms)', `${api.healthIdle.median} / ${api.healthIdle.p99}`],
    [
      `GET /api/health p50 / p99 with ${CONCURRENT_PACKAGES} packages rendering (ms)`,
      `${api.healthUnderLoad.median} / ${api.healthUnderLoad.p99} (${api.healthUnderLoad.runs} calls)`,
    ],
    [
      'package request under load median / p95 (ms)',
      `${api.packageRequestsUnderLoad.median} / ${api.packageRequestsUnderLoad.p95} (${api.packageRequestsUnderLoad.runs} packages)`,
    ],
    [
      `archive of ${api.archive.cases} signed cases (${api.archive.files} PDFs, ${Math.round(api.archive.bytes / 1024)} KB) (ms)`,
      `${api.archive.ms}; health p50 / p99 meanwhile ${api.archive.healthDuring.median} / ${api.archive.healthDuring.p99}`,
    ],
    ['target: package median < 100 ms', met.packageMedian ? 'met' : 'NOT met'],
    [`target: archive of ${api.archive.cases} < ${ARCHIVE_CEILING_MS / 1000} s`, met.archive ? 'met' : 'NOT met'],
    ['target: health p99 < 20 ms under load', met.healthP99 ? 'met' : 'NOT met'],
  ];
}

async function main(): Promise<void> {
  const result = await measurePdf();
  const rows = pdfRows(result);
  const width = Math.max(...rows.map(([k]) => k.length));
  process.stdout.write(
    `PDF benchmark (${result.machine.cores} cores, load average ${result.machine.loadAverage1m}, ${result.machine.pdfWorkerThreads} PDF worker thread(s), Node ${process.version})\n`,
  );
  for (const [k, v] of rows) process.stdout.write(`  ${k.padEnd(width)}  ${v}\n`);
  mkdirSync(path.join(here, 'results'), { recursive: true });
  writeFileSync(path.join(here, 'results', 'pdf.json'), `${JSON.stringify(result, null, 2)}\n`);
  process.stdout.write('Wrote bench/results/pdf.json\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
