/**
 * Lighthouse (performance and accessibility) on the dashboard (signed in), the wizard's lease step (signed in, on a
 * case created through the API) and the terms page with the desktop preset, and on the dashboard and the lease step
 * with Lighthouse's default mobile preset too (a mid-range phone's screen, 4x CPU slowdown and a slow 4G network,
 * simulated; issue 36), against the real server serving a given build, Chromium headless. Each page is measured in a fresh browser (cold cache) several times; the
 * figures are medians. The scripts the browser really fetched are weighed too (gzip, as the build's .gz copies).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { pleadings } from '@rentfile/domain';
import { builtInIssuer, mintAccessToken } from '../apps/server/src/auth/tokens.ts';
import { freePort, median, signatureOf, startChildServer } from './support.ts';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** Lighthouse's presets: its desktop configuration, and its default (mobile) configuration. */
export type LighthousePreset = 'desktop' | 'mobile';
const TARGET: Record<LighthousePreset, { performance: number; accessibility: number }> = {
  desktop: { performance: 95, accessibility: 100 },
  mobile: { performance: 90, accessibility: 100 },
};

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  /** Milliseconds, Lighthouse's simulated figures for the page's preset. */
  firstContentfulPaintMs: number;
  speedIndexMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  /** What the browser fetched: scripts and style sheets of the app, bytes as sent and as gzip. */
  scriptFiles: number;
  scriptTransferBytes: number;
  scriptGzipBytes: number;
  cssGzipBytes: number;
  /** The app's scripts fetched (paths such as /assets/react-….js), to compare with the build's figure. */
  scriptPaths: string[];
  /** Audits below a full score (id: title), for the accessibility and performance work. */
  failedAudits: string[];
  lighthouseVersion: string;
  userAgent: string;
  /** Lighthouse's measure of the machine's speed at the time (a quiet desktop scores about 1,500 or more). */
  benchmarkIndex: number;
}

export interface LighthousePage {
  name: string;
  path: string;
  signedIn: boolean;
  preset: LighthousePreset;
  runs: LighthouseRun[];
  median: {
    performance: number;
    accessibility: number;
    /** The five metrics of the performance score (docs/decisions/0038-fast-on-a-phone.md). */
    firstContentfulPaintMs: number;
    speedIndexMs: number;
    largestContentfulPaintMs: number;
    totalBlockingTimeMs: number;
    cumulativeLayoutShift: number;
    scriptGzipBytes: number;
  };
  targetMet: boolean;
}

export interface LighthouseResult {
  lighthouseVersion: string;
  userAgent: string;
  presets: LighthousePreset[];
  runsPerPage: number;
  pages: LighthousePage[];
}

interface Signer {
  env: Record<string, string>;
  token(publicUrl: string): Promise<string>;
}

/** A signing key given to the server (SIGNING_KEY_JWK), so the benchmark signs in as the e2e tests do. */
async function signer(): Promise<Signer> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const privateJwk: JWK = { ...(await exportJWK(privateKey)), kid: 'bench', alg: 'RS256', use: 'sig' };
  const key = (await importJWK(privateJwk, 'RS256')) as CryptoKey;
  return {
    env: { SIGNING_KEY_JWK: JSON.stringify(privateJwk) },
    token: (publicUrl) =>
      mintAccessToken(
        { privateJwk, publicJwk: privateJwk, privateKey: key, kid: 'bench' },
        builtInIssuer(publicUrl),
        'auth0|bench-web',
        {
          email: 'bench-web@example.test',
          given_name: 'Bench',
          family_name: 'Landlord',
        },
      ),
  };
}

/** The landlord's contact, property and a few cases (the sample case), the last one at the lease step. */
async function seed(baseUrl: string, token: string): Promise<number> {
  const call = async <T>(p: string, body: unknown): Promise<T> => {
    const res = await fetch(baseUrl + p, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as T;
    if (!res.ok) throw new Error(`POST ${p}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  };
  const contact = await call<{ id: number }>('/api/contactInfo', {
    contactInfo: pleadings.SAMPLE_CONTACT,
    saveAsDefault: true,
  });
  const property = await call<{ id: number }>('/api/properties/save', {
    property: { ...pleadings.SAMPLE_PROPERTY, contactInfoId: contact.id },
  });
  const { id: _id, ...caseInfo } = pleadings.SAMPLE_CASE;
  let id = 0;
  for (const status of ['vc-sign', 'vc-pastDueRent', 'vc-property', 'vc-leaseDetails']) {
    ({ id } = await call<{ id: number }>('/api/cases', { caseInfo: { ...caseInfo, propertyId: property.id }, status }));
    // The first is signed, through the signing call as Review & Sign does (docs/product/rules.md#signed-papers).
    if (status === 'vc-sign') await call(`/api/cases/${id}/sign`, signatureOf(caseInfo));
  }
  return id;
}

/** Gzip size of a file of the build the browser fetched (its .gz copy when the build wrote one). */
function gzipOf(dist: string, url: string): number {
  const file = path.join(dist, new URL(url).pathname);
  if (existsSync(`${file}.gz`)) return readFileSync(`${file}.gz`).length;
  return existsSync(file) ? gzipSync(readFileSync(file)).length : 0;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

/** Lighthouse sometimes fails to record the trace on a busy machine (NO_NAVSTART): such a run is tried again. */
async function run(dist: string, url: string, token: string | null, preset: LighthousePreset): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(dist, url, token, preset);
    } catch (err) {
      if (attempt >= 3) throw err;
    }
  }
}

async function runOnce(
  dist: string,
  url: string,
  token: string | null,
  preset: LighthousePreset,
): Promise<LighthouseRun> {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'rentfile-lighthouse-'));
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    userDataDir,
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'],
    defaultViewport: null,
  });
  try {
    const page = await browser.newPage();
    if (token) {
      // The app reads the token from localStorage, as after a sign-in; set on a page that loads none of the app.
      await page.goto(new URL('/api/health', url).href);
      await page.evaluate((t) => localStorage.setItem('access_token', t), token);
    }
    // Lighthouse would clear the origin's storage (and with it the token); the browser is new, so its cache is empty.
    const result = await lighthouse(
      url,
      {
        output: 'json',
        logLevel: 'error',
        disableStorageReset: true,
        onlyCategories: ['performance', 'accessibility'],
      },
      // No configuration is Lighthouse's default: the mobile preset with its simulated throttling.
      preset === 'desktop' ? desktopConfig : undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const items = (
      (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []
    ).filter((i) => new URL(i.url).origin === new URL(url).origin);
    const scripts = items.filter((i) => i.resourceType === 'Script');
    const sheets = items.filter((i) => i.resourceType === 'Stylesheet');
    const failedAudits = (['performance', 'accessibility'] as const).flatMap((cat) =>
      (lhr.categories[cat]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${cat}/${ref.id}: ${lhr.audits[ref.id]?.displayValue ?? lhr.audits[ref.id]?.title}`),
    );
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      firstContentfulPaintMs: Math.round(numeric('first-contentful-paint')),
      speedIndexMs: Math.round(numeric('speed-index')),
      largestContentfulPaintMs: Math.round(numeric('largest-contentful-paint')),
      totalBlockingTimeMs: Math.round(numeric('total-blocking-time')),
      cumulativeLayoutShift: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
      scriptFiles: scripts.length,
      scriptTransferBytes: scripts.reduce((sum, i) => sum + (i.transferSize ?? 0), 0),
      scriptGzipBytes: scripts.reduce((sum, i) => sum + gzipOf(dist, i.url), 0),
      cssGzipBytes: sheets.reduce((sum, i) => sum + gzipOf(dist, i.url), 0),
      scriptPaths: scripts.map((i) => new URL(i.url).pathname),
      failedAudits,
      lighthouseVersion: lhr.lighthouseVersion,
      userAgent: lhr.environment.hostUserAgent,
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    };
  } finally {
    await browser.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/** Serves the build in dist with a fresh server and database and measures the three pages, runs times each. */
export async function measureLighthouse(dist: string, runs: number): Promise<LighthouseResult> {
  const sign = await signer();
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rentfile-bench-lighthouse-'));
  const server = await startChildServer({ port, dataDir, env: { ...sign.env, WEB_DIST: dist } });
  try {
    const token = await sign.token(server.publicUrl);
    const caseId = await seed(server.baseUrl, token);
    const lease = `/verified-complaint/${caseId}/lease-details`;
    const targets: Array<Pick<LighthousePage, 'name' | 'path' | 'signedIn' | 'preset'>> = [
      { name: 'dashboard', path: '/', signedIn: true, preset: 'desktop' },
      { name: 'dashboard', path: '/', signedIn: true, preset: 'mobile' },
      { name: 'lease step', path: lease, signedIn: true, preset: 'desktop' },
      { name: 'lease step', path: lease, signedIn: true, preset: 'mobile' },
      { name: 'terms', path: '/terms', signedIn: false, preset: 'desktop' },
    ];
    const pages: LighthousePage[] = [];
    for (const t of targets) {
      const done: LighthouseRun[] = [];
      for (let i = 0; i < runs; i += 1)
        done.push(await run(dist, server.baseUrl + t.path, t.signedIn ? token : null, t.preset));
      const med = (f: (r: LighthouseRun) => number) => median(done.map(f));
      const m = {
        performance: med((r) => r.performance),
        accessibility: med((r) => r.accessibility),
        firstContentfulPaintMs: med((r) => r.firstContentfulPaintMs),
        speedIndexMs: med((r) => r.speedIndexMs),
        largestContentfulPaintMs: med((r) => r.largestContentfulPaintMs),
        totalBlockingTimeMs: med((r) => r.totalBlockingTimeMs),
        cumulativeLayoutShift: med((r) => r.cumulativeLayoutShift),
        scriptGzipBytes: med((r) => r.scriptGzipBytes),
      };
      pages.push({
        ...t,
        runs: done,
        median: m,
        targetMet: m.performance >= TARGET[t.preset].performance && m.accessibility >= TARGET[t.preset].accessibility,
      });
    }
    const last = pages.at(-1)!.runs.at(-1)!;
    return {
      lighthouseVersion: last.lighthouseVersion,
      userAgent: last.userAgent,
      presets: ['desktop', 'mobile'],
      runsPerPage: runs,
      pages,
    };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const kb = (bytes: number) => `${Math.round(bytes / 102.4) / 10} KB`;

export function lighthouseRows(result: LighthouseResult): Array<[string, string]> {
  const rows = result.pages.map((p): [string, string] => {
    const runs = p.runs
      .map((r) => `${r.performance}/${r.accessibility} at benchmark index ${r.benchmarkIndex}`)
      .join(', ');
    const met = p.targetMet ? 'met' : 'NOT met';
    return [
      `${p.name} (${p.path}), ${p.preset}`,
      `performance ${p.median.performance}, accessibility ${p.median.accessibility} (runs ${runs}) | FCP ${p.median.firstContentfulPaintMs} ms, SI ${p.median.speedIndexMs} ms, LCP ${p.median.largestContentfulPaintMs} ms, TBT ${p.median.totalBlockingTimeMs} ms, CLS ${p.median.cumulativeLayoutShift} | scripts fetched ${kb(p.median.scriptGzipBytes)} gzip | target >= ${TARGET[p.preset].performance} / ${TARGET[p.preset].accessibility}: ${met}`,
    ];
  });
  const failed = [
    ...new Set(
      result.pages.flatMap((p) => p.runs.flatMap((r) => r.failedAudits.map((a) => `${p.name} (${p.preset}): ${a}`))),
    ),
  ];
  for (const f of failed) rows.push(['below full score', f]);
  return rows;
}
