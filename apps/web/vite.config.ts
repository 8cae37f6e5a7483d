import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { ChunkingContext } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const root = path.dirname(fileURLToPath(import.meta.url));

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Writes a .gz and a .br copy next to each text file of the build, compressed once at the highest level, which
 * the server sends to browsers that accept them (@fastify/static preCompressed) instead of compressing per request.
 */
function precompress(): Plugin {
  return {
    name: 'rentfile:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? path.join(root, 'dist');
      const files = [...Object.keys(bundle), 'index.html'].filter(
        (f, i, all) => COMPRESSIBLE.test(f) && all.indexOf(f) === i,
      );
      await Promise.all(
        files.map(async (file) => {
          const data = await readFile(path.join(dir, file));
          if (data.length < 1024) return;
          const [gz, br] = await Promise.all([
            gzipAsync(data, { level: zlib.Z_BEST_COMPRESSION }),
            brotliAsync(data, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                [zlib.BROTLI_PARAM_SIZE_HINT]: data.length,
              },
            }),
          ]);
          await Promise.all([writeFile(path.join(dir, `${file}.gz`), gz), writeFile(path.join(dir, `${file}.br`), br)]);
        }),
      );
    },
  };
}

const POPPER = /node_modules[\\/](@popperjs|@mui[\\/]material[\\/]esm[\\/]Popper)[\\/]/;
const MUI_TOOLTIP = /node_modules[\\/]@mui[\\/]material[\\/]esm[\\/]Tooltip[\\/]Tooltip\.js$/;
const TOOLTIP_POPPER = path.join(root, 'src/components/TooltipPopper.tsx');

/**
 * MUI's Tooltip imports Popper, and with it popper.js, for a popup that shows only on hover or focus. The build gives
 * the Tooltip src/components/TooltipPopper.tsx instead, which loads Popper when a tooltip first opens: the element
 * the Tooltip describes renders at once, as before. The build fails if the Tooltip no longer imports Popper this way.
 */
function lazyTooltipPopper(): Plugin {
  let tooltipSeen = false;
  let redirected = false;
  return {
    name: 'rentfile:lazy-tooltip-popper',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !MUI_TOOLTIP.test(importer)) return null;
      tooltipSeen = true;
      if (source !== '../Popper/index.js') return null;
      redirected = true;
      return TOOLTIP_POPPER;
    },
    buildEnd() {
      if (tooltipSeen && !redirected)
        this.error("MUI's Tooltip no longer imports ../Popper/index.js: see lazyTooltipPopper");
    },
  };
}

const ZOD_CLASSIC_SCHEMAS = /node_modules[\\/]zod[\\/]v4[\\/]classic[\\/]schemas\.js$/;
const JSON_SCHEMA_MODULES: Record<string, string> = {
  '../core/json-schema-processors.js': '\0zod-json-schema-processors',
  '../core/to-json-schema.js': '\0zod-to-json-schema',
};
const NO_JSON_SCHEMA =
  "() => { throw new Error('JSON Schema is not built into the web app: see zodWithoutJsonSchema in vite.config.ts'); }";

/**
 * zod's classic schemas import its JSON Schema generation (about 4.5 KB of gzip) for toJSONSchema() and the
 * standard schema's jsonSchema, which the web app never calls: the API documents itself on the server. The build
 * gives them stand-ins that throw when called; checks' figures (minLength, format...) still come from zod's own
 * aggregateChecks. The build fails if zod stops importing these modules as the plugin expects.
 */
function zodWithoutJsonSchema(): Plugin {
  let classicSeen = false;
  let processors = '';
  const redirected = new Set<string>();
  return {
    name: 'rentfile:zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !ZOD_CLASSIC_SCHEMAS.test(importer)) return null;
      classicSeen = true;
      const stub = JSON_SCHEMA_MODULES[source];
      if (!stub) return null;
      redirected.add(source);
      if (source === '../core/json-schema-processors.js') processors = path.resolve(path.dirname(importer), source);
      return stub;
    },
    async load(id) {
      if (id === JSON_SCHEMA_MODULES['../core/to-json-schema.js'])
        return [
          `export const createToJSONSchemaMethod = () => ${NO_JSON_SCHEMA};`,
          `export const createStandardJSONSchemaMethod = () => ${NO_JSON_SCHEMA};`,
        ].join('\n');
      if (id !== JSON_SCHEMA_MODULES['../core/json-schema-processors.js']) return null;
      const names = [...(await readFile(processors, 'utf8')).matchAll(/^export (?:const|function) (\w+)/gm)].map(
        (m) => m[1],
      );
      return [
        `export { aggregateChecks } from ${JSON.stringify(processors)};`,
        `const unsupported = ${NO_JSON_SCHEMA};`,
        ...names.filter((n) => n !== 'aggregateChecks').map((n) => `export const ${n} = unsupported;`),
      ].join('\n');
    },
    buildEnd() {
      if (classicSeen && redirected.size !== Object.keys(JSON_SCHEMA_MODULES).length)
        this.error("zod's classic schemas no longer import its JSON Schema modules: see zodWithoutJsonSchema");
    },
  };
}

const MUI_COMPONENTS = /node_modules[\\/](@mui[\\/](material|icons-material)|@popperjs|react-transition-group)[\\/]/;

/** The app's entry and the page a signed-in user lands on. */
const FIRST_PAINT_ROOTS = [
  path.join(root, 'src/main.tsx'),
  path.join(root, 'src/features/dashboard/DashboardPage.tsx'),
];
const APP_SOURCE = path.join(root, 'src') + path.sep;
const DASHBOARD_SOURCE = path.join(root, 'src/features/dashboard') + path.sep;
/** The wizard's frame, and the module that loads each of its step pages. */
const WIZARD_LAYOUT = path.join(root, 'src/features/wizard/WizardLayout.tsx');
const WIZARD_PAGES = path.join(root, 'src/features/wizard/pages.ts');
/** A MUI module goes with the wizard's frame when this many of its step pages use it. */
const WIZARD_SHARE = 3;
const MUI_BARREL = /node_modules[\\/]@mui[\\/]material[\\/]esm[\\/]index\.js$/;
const firstPaint = new WeakMap<ChunkingContext, Set<string>>();
const wizardMui = new WeakMap<ChunkingContext, WizardMui>();

/** The names a module imports from the '@mui/material' barrel. */
function barrelNames(code: string): string[] {
  return [...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']@mui\/material["']/g)].flatMap((m) =>
    (m[1] ?? '')
      .split(',')
      .map((name) => name.trim().split(/\s+as\s+/)[0] ?? '')
      .filter(Boolean),
  );
}

/**
 * The modules the roots import statically, transitively. The barrel of @mui/material imports every component, so
 * through it only the components a module names are followed (a name without a folder of its own comes from the
 * barrel's styles and utils).
 */
function staticClosure(ctx: ChunkingContext, roots: string[]): Set<string> {
  const modules = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (modules.has(id)) continue;
    modules.add(id);
    const info = ctx.getModuleInfo(id);
    for (const imported of info?.importedIds ?? []) {
      if (!MUI_BARREL.test(imported)) {
        pending.push(imported);
        continue;
      }
      const dir = path.dirname(imported);
      const folder = (name: string) => path.join(dir, name, 'index.js');
      for (const name of barrelNames(info?.code ?? '')) {
        pending.push(...(ctx.getModuleInfo(folder(name)) ? [folder(name)] : [folder('styles'), folder('utils')]));
      }
    }
  }
  return modules;
}

/** The modules the entry and the dashboard import statically: what the dashboard's first paint loads. */
function firstPaintModules(ctx: ChunkingContext): Set<string> {
  let modules = firstPaint.get(ctx);
  if (!modules) {
    modules = staticClosure(ctx, FIRST_PAINT_ROOTS);
    firstPaint.set(ctx, modules);
  }
  return modules;
}

interface WizardMui {
  /** What a step loads with most steps: the frame's, and what WIZARD_SHARE or more of the step pages use. */
  shared: Set<string>;
  /** What the frame or any step page uses. */
  used: Set<string>;
}

/**
 * The MUI modules, beyond the first paint's, of the wizard's frame and its step pages (loaded by pages.ts). What
 * one or two steps use stays with them, so that a step does not load the address search's Autocomplete or the
 * ledger table's pager.
 */
function wizardMuiModules(ctx: ChunkingContext): WizardMui {
  let modules = wizardMui.get(ctx);
  if (modules) return modules;
  const first = firstPaintModules(ctx);
  const mui = (ids: Set<string>) => [...ids].filter((id) => MUI_COMPONENTS.test(id) && !first.has(id));
  modules = { shared: new Set(mui(staticClosure(ctx, [WIZARD_LAYOUT]))), used: new Set() };
  const pages = ctx.getModuleInfo(WIZARD_PAGES)?.dynamicallyImportedIds ?? [];
  if (pages.length === 0) throw new Error(`${WIZARD_PAGES} no longer loads the wizard's steps: see wizardMuiModules`);
  const uses = new Map<string, number>();
  for (const page of pages) for (const id of mui(staticClosure(ctx, [page]))) uses.set(id, (uses.get(id) ?? 0) + 1);
  for (const [id, count] of uses) if (count >= WIZARD_SHARE) modules.shared.add(id);
  modules.used = new Set([...modules.shared, ...uses.keys()]);
  wizardMui.set(ctx, modules);
  return modules;
}

/** The web app: built to apps/web/dist (served by the API server), dev server on 5173 proxying /api and /oidc. */
export default defineConfig({
  root,
  plugins: [react(), lazyTooltipPopper(), zodWithoutJsonSchema(), precompress()],
  build: {
    outDir: path.join(root, 'dist'),
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json: which files each page loads (npm run bench measures their gzip size).
    manifest: true,
    rolldownOptions: {
      output: {
        // A chunk's file is named by its hash alone (after a letter: no name starts with a dash). The app's first
        // chunk lists every page's files for lazy imports and their preloads: names cost 1.3-2 KB of gzip on every
        // page (decision 0038).
        chunkFileNames: 'assets/c[hash].js',
        // Libraries change less often than the app: separate chunks stay cached across releases. MUI is not one
        // chunk for all pages: the components of one or two pages, the date pickers and the form library stay with
        // the pages that use them, so the dashboard does not download the whole component library.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            {
              name: 'mui-core',
              test: /node_modules[\\/](@mui[\\/](system|styled-engine|utils|private-theming)|@emotion|stylis)[\\/]/,
            },
            // What the shell and the dashboard (the page a signed-in user lands on) render, in one file.
            { name: (id, ctx) => (MUI_COMPONENTS.test(id) && firstPaintModules(ctx).has(id) ? 'mui' : null) },
            // What a wizard step loads beyond the first paint (dialogs, inputs, selects, radios), in one file rather
            // than dozens of small ones (fewer requests).
            {
              name: (id, ctx) => (MUI_COMPONENTS.test(id) && wizardMuiModules(ctx).shared.has(id) ? 'mui-forms' : null),
            },
            // The rest that many other pages share (tables, checkboxes, tabs), in one file; what a step uses is not in
            // it, so that a step does not load it whole for one component.
            {
              name: (id, ctx) =>
                MUI_COMPONENTS.test(id) && !POPPER.test(id) && !wizardMuiModules(ctx).used.has(id) ? 'mui-pages' : null,
              minShareCount: 3,
            },
            // A tooltip's popup, loaded when one first opens (TooltipPopper), or with a page that shows one at once.
            { name: 'popper', test: POPPER },
            { name: 'zod', test: /node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/ },
            // The app's own modules of the first paint but the dashboard's, in one file rather than a dozen small ones
            // that other pages share too (each file compresses on its own: one file is smaller).
            {
              name: (id, ctx) =>
                id.startsWith(APP_SOURCE) && !id.startsWith(DASHBOARD_SOURCE) && firstPaintModules(ctx).has(id)
                  ? 'app'
                  : null,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
      // The built-in sign-in provider (OpenID Connect) lives on the API server too.
      '/oidc': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  preview: { port: 5173 },
});
