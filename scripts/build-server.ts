/**
 * Compiles the server into plain JavaScript under apps/server/dist (docs/decisions/0007-compiled-server.md), what
 * `npm run serve` runs: loading hundreds of TypeScript modules through tsx's loader, and hundreds of small npm
 * modules one by one, took most of a start. Our workspaces and the npm packages are bundled into a few files;
 * the packages that find files next to their own modules (WebAssembly, native code, worker files, fonts, static
 * assets) stay external and load from node_modules. Every output file sits directly in dist/, as src/paths.ts and
 * the PDF pool expect.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const serverDir = path.resolve(import.meta.dirname, '../apps/server');
export const SERVER_DIST = path.join(serverDir, 'dist');
/** The compiled server's entry: `node apps/server/dist/main.js` starts the product. */
export const SERVER_MAIN = path.join(SERVER_DIST, 'main.js');

const EXTERNAL = [
  '@electric-sql/pglite', // its WebAssembly and data files
  'sharp', // native code
  'pdfmake', // the standard fonts' metrics
  'piscina', // its worker thread's entry
  'pino', // its transports' worker files
  'pg', // its optional native driver
  '@fastify/swagger', // reads its own package.json
  '@fastify/swagger-ui', // serves its own static files
  'heic-decode', // libheif-js finds its WebAssembly beside its own module (__dirname)
];

export async function buildServer(): Promise<void> {
  // Chunks are named by their content: a new build leaves none of an older one behind.
  await rm(SERVER_DIST, { recursive: true, force: true });
  await build({
    absWorkingDir: serverDir,
    entryPoints: { main: 'src/main.ts', worker: 'src/pleadings/worker.ts', 'files-worker': 'src/work/worker.ts' },
    outdir: SERVER_DIST,
    bundle: true,
    // Modules imported dynamically stay in chunks of their own, loaded when main.ts asks for them.
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    external: EXTERNAL,
    // Bundled CommonJS packages require Node's modules and the external packages.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
}

let built: Promise<void> | undefined;

/**
 * Set by a test run's global setup that built the server for its worker processes: a build removes the previous
 * one's files, which a server another worker started may still have to load (its chunks load as it starts).
 */
export const SERVER_BUILT_ENV = 'RENTFILE_SERVER_BUILT';

/** The compiled server, built once per process however many servers it then starts (tests, benchmarks). */
export function serverBuilt(): Promise<void> {
  built ??= process.env[SERVER_BUILT_ENV] === '1' ? Promise.resolve() : buildServer();
  return built;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await buildServer();
