/**
 * The web's weight: gzip size of the JavaScript and CSS a browser loads for the dashboard and for a wizard step,
 * found through Vite's build manifest (the entry, the page's lazily imported chunk, and their static imports);
 * then Lighthouse on the same build served by the real server (web-lighthouse.ts).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from './support.ts';
import { lighthouseRows, measureLighthouse, type LighthouseResult } from './web-lighthouse.ts';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface PageWeight {
  name: string;
  /** Manifest keys of the lazily loaded modules of the page, after the entry. */
  lazy: string[];
  jsFiles: number;
  jsGzipBytes: number;
  jsBytes: number;
  cssFiles: number;
  cssGzipBytes: number;
  /** Each JavaScript file with its gzip size, largest first. */
  jsByFile: Array<{ file: string; gzipBytes: number }>;
  /**
   * Scripts the browser fetched on loading the page (Lighthouse, the page of the same name) that the manifest's
   * closure misses, such as a chunk a component imports lazily at once; their gzip size counts towards the target.
   */
  fetchedBeyond: Array<{ file: string; gzipBytes: number }>;
  targetJsGzipBytes: number | null;
  targetMet: boolean | null;
}

export interface WebBenchResult {
  builtFrom: 'fresh build' | 'apps/web/dist';
  buildError: string | null;
  pages: PageWeight[];
  lighthouse: LighthouseResult | { error: string };
}

/**
 * The guide's budgets: the dashboard 200 KB, a wizard step 300 KB (docs/decisions/0006-web-loading.md: 250 KB for a
 * step was below what its stack needs).
 */
const DASHBOARD_TARGET_BYTES = 200 * 1024;
const WIZARD_STEP_TARGET_BYTES = 300 * 1024;

/** Builds the web app into a temporary folder (apps/web/dist, which tests serve, is left alone). */
function buildInto(outDir: string): string | null {
  try {
    execFileSync(
      process.execPath,
      [path.join(repoRoot, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--logLevel', 'error'],
      {
        cwd: path.join(repoRoot, 'apps/web'),
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    return null;
  } catch (err) {
    const stderr = (err as { stderr?: Buffer }).stderr?.toString().trim();
    return stderr || (err instanceof Error ? err.message : String(err));
  }
}

/** The chunks loaded with the given manifest keys: each one and its static imports, transitively. */
function closure(manifest: Manifest, keys: string[]): ManifestChunk[] {
  const seen = new Map<string, ManifestChunk>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no ${key}`);
    seen.set(key, chunk);
    for (const k of chunk.imports ?? []) visit(k);
  };
  for (const k of keys) visit(k);
  return [...seen.values()];
}

function weigh(dist: string, manifest: Manifest, name: string, lazy: string[], target: number | null): PageWeight {
  const entry = Object.entries(manifest).find(([, c]) => c.isEntry)?.[0];
  if (!entry) throw new Error('The build manifest has no entry');
  const chunks = closure(manifest, [entry, ...lazy]);
  const js = [...new Set(chunks.map((c) => c.file))].filter((f) => f.endsWith('.js'));
  const css = [...new Set(chunks.flatMap((c) => c.css ?? []))];
  const measured = (files: string[]) =>
    files.map((file) => {
      const data = readFileSync(path.join(dist, file));
      return { file, raw: data.length, gzip: gzipSync(data).length };
    });
  const total = (list: Array<{ raw: number; gzip: number }>) =>
    list.reduce((sum, f) => ({ raw: sum.raw + f.raw, gzip: sum.gzip + f.gzip }), { raw: 0, gzip: 0 });
  const jsList = measured(js);
  const jsSize = total(jsList);
  const cssSize = total(measured(css));
  return {
    name,
    lazy,
    jsFiles: js.length,
    jsGzipBytes: jsSize.gzip,
    jsBytes: jsSize.raw,
    cssFiles: css.length,
    cssGzipBytes: cssSize.gzip,
    jsByFile: jsList.map((f) => ({ file: f.file, gzipBytes: f.gzip })).sort((a, b) => b.gzipBytes - a.gzipBytes),
    fetchedBeyond: [],
    targetJsGzipBytes: target,
    targetMet: target === null ? null : jsSize.gzip <= target,
  };
}

export async function measureWeb(lighthouseRuns: number): Promise<WebBenchResult> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'rentfile-bench-web-'));
  try {
    const buildError = buildInto(outDir);
    const fallback = path.join(repoRoot, 'apps/web/dist');
    const dist = buildError === null ? outDir : fallback;
    const manifestPath = path.join(dist, '.vite/manifest.json');
    if (!existsSync(manifestPath)) throw new Error(`No build manifest (${buildError ?? 'build.manifest is off'})`);
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
    const pages = [
      weigh(dist, manifest, 'dashboard', ['src/features/dashboard/DashboardPage.tsx'], DASHBOARD_TARGET_BYTES),
      weigh(
        dist,
        manifest,
        'wizard step (frame + tenants)',
        ['src/features/wizard/WizardLayout.tsx', 'src/features/wizard/tenants/TenantsPage.tsx'],
        WIZARD_STEP_TARGET_BYTES,
      ),
      weigh(
        dist,
        manifest,
        'wizard step (frame + lease details)',
        ['src/features/wizard/WizardLayout.tsx', 'src/features/wizard/lease-details/LeaseDetailsPage.tsx'],
        WIZARD_STEP_TARGET_BYTES,
      ),
      weigh(
        dist,
        manifest,
        'wizard step (frame + review and sign)',
        ['src/features/wizard/WizardLayout.tsx', 'src/features/wizard/signature/SignaturePage.tsx'],
        WIZARD_STEP_TARGET_BYTES,
      ),
    ];
    const lighthouse = await measureLighthouse(dist, lighthouseRuns).catch((err: unknown) => ({
      error: err instanceof Error ? err.message : String(err),
    }));
    if (!('error' in lighthouse)) for (const page of pages) addFetchedBeyond(dist, page, lighthouse);
    return { builtFrom: buildError === null ? 'fresh build' : 'apps/web/dist', buildError, pages, lighthouse };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** Lighthouse's page measured with each weighed page. */
const LIGHTHOUSE_PAGE: Record<string, string> = {
  dashboard: 'dashboard',
  'wizard step (frame + lease details)': 'lease step',
};

/** Adds what the browser fetched beyond the manifest's closure (in any run) to the page's figure and target. */
function addFetchedBeyond(dist: string, page: PageWeight, lighthouse: LighthouseResult): void {
  const measured = lighthouse.pages.find((p) => p.name === LIGHTHOUSE_PAGE[page.name] && p.preset === 'desktop');
  if (!measured) return;
  const known = new Set(page.jsByFile.map((f) => `/${f.file}`));
  const beyond = [...new Set(measured.runs.flatMap((r) => r.scriptPaths))].filter((p) => !known.has(p));
  page.fetchedBeyond = beyond.map((p) => ({
    file: p.slice(1),
    gzipBytes: gzipSync(readFileSync(path.join(dist, p))).length,
  }));
  const extra = page.fetchedBeyond.reduce((sum, f) => sum + f.gzipBytes, 0);
  if (page.targetJsGzipBytes !== null) page.targetMet = page.jsGzipBytes + extra <= page.targetJsGzipBytes;
}

const kb = (bytes: number) => `${Math.round(bytes / 102.4) / 10} KB`;

export function webRows(result: WebBenchResult): Array<[string, string]> {
  const rows = result.pages.map((p): [string, string] => {
    const target =
      p.targetJsGzipBytes === null
        ? ''
        : ` | target JS <= ${kb(p.targetJsGzipBytes)} gzip: ${p.targetMet ? 'met' : 'NOT met'}`;
    const largest = p.jsByFile
      .slice(0, 3)
      .map((f) => `${path.basename(f.file)} ${kb(f.gzipBytes)}`)
      .join(', ');
    const extra = p.fetchedBeyond.reduce((sum, f) => sum + f.gzipBytes, 0);
    const beyond = p.fetchedBeyond.length
      ? ` + ${kb(extra)} fetched on load beyond the manifest (${p.fetchedBeyond.map((f) => path.basename(f.file)).join(', ')})`
      : '';
    return [
      `${p.name} JS / CSS gzip`,
      `${kb(p.jsGzipBytes)} JS (${p.jsFiles} files, ${kb(p.jsBytes)} raw; largest ${largest})${beyond} / ${kb(p.cssGzipBytes)} CSS (${p.cssFiles} files)${target}`,
    ];
  });
  if (result.buildError)
    rows.push(['note', `fresh build failed, measured the existing apps/web/dist: ${result.buildError.split('\n')[0]}`]);
  return rows;
}

export function webLighthouseRows(result: WebBenchResult): Array<[string, string]> {
  return 'error' in result.lighthouse ? [['not measured', result.lighthouse.error]] : lighthouseRows(result.lighthouse);
}
