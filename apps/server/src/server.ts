/** Opens the database, prepares auth and builds the app: what main.ts and the tests both start. */
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { loadSigningKeys } from './auth/keys.ts';
import { REVOCATION_MAX_AGE_MS, TokenRevocations } from './auth/revocations.ts';
import { createMailer, type Mailer } from './auth/mail.ts';
import { builtInIssuer, builtInVerifier, externalVerifier } from './auth/tokens.ts';
import type { Config } from './config.ts';
import { openDatabase, type Database, type DatabaseOptions } from './db/client.ts';
import type { Deps } from './deps.ts';
import { PaperFiles } from './pleadings/paperFiles.ts';
import { createPdfPools } from './pleadings/pool.ts';
import { createFileWork } from './work/pool.ts';
import { Metrics } from './http/metrics.ts';
import { connectionDrain } from './http/closeConnections.ts';
import { background } from './jobs/index.ts';
import { seedReferenceData } from './reference/seed.ts';
import { CaseSnapshots } from './services/caseSnapshots.ts';
import { ReadCache } from './services/readCache.ts';
import { DocumentFiles } from './storage/documentFiles.ts';

export interface StartedServer {
  app: FastifyInstance;
  deps: Deps;
  /** Serves the requests taken and stops the server (listener, jobs, pools), leaving the database open. */
  stop(): Promise<void>;
  /** Stops the server and closes its database. */
  close(): Promise<void>;
}

export async function createServer(
  config: Config,
  opts: {
    database?: Database;
    databaseOptions?: Partial<DatabaseOptions>;
    logStream?: { write(line: string): void };
    /** Replaces the SMTP mailer of the configuration (tests). */
    mailer?: Mailer | null;
  } = {},
): Promise<StartedServer> {
  const database =
    opts.database ??
    (await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, ...opts.databaseOptions }));
  const reference = await seedReferenceData(database.db);
  const signingKeys = config.externalAuth ? null : await loadSigningKeys(database.db, config.SIGNING_KEY_JWK);
  const verifier = config.externalAuth
    ? externalVerifier(config.OIDC_ISSUER!, config.OIDC_AUDIENCE!)
    : builtInVerifier(builtInIssuer(config.publicUrl), signingKeys!);
  const readCache = database.kind === 'pglite' ? new ReadCache() : null;
  const revocations = new TokenRevocations(database.db, {
    builtIn: !config.externalAuth,
    maxAgeMs: REVOCATION_MAX_AGE_MS,
  });
  const metrics = new Metrics();
  const pdfPools = createPdfPools({
    guestQueue: config.GUEST_PREVIEW_QUEUE,
    observer: (pool) => metrics.pdfObserver(pool),
  });
  const fileWork = createFileWork({ onLimit: (limit) => metrics.fileWorkLimit(limit) });
  const paperFiles = database.kind === 'pglite' ? PaperFiles.inDataDir(config.DATA_DIR) : null;
  const documentFiles = DocumentFiles.fromConfig(config, database.kind === 'pglite' ? config.DATA_DIR : null);
  const deps: Deps = {
    config,
    database,
    db: database.db,
    signingKeys,
    verifier,
    revocations,
    readCache,
    caseSnapshots:
      (config.CASE_SNAPSHOTS ?? (database.kind === 'pglite' ? 'on' : 'off')) === 'on' ? new CaseSnapshots() : null,
    pdfPools,
    fileWork,
    paperFiles,
    documentFiles,
    mailer: opts.mailer === undefined ? createMailer(config) : opts.mailer,
    metrics,
  };
  metrics.watch(deps);
  const app = await buildApp(deps, opts.logStream === undefined ? {} : { logStream: opts.logStream });
  // The background jobs run once the server is ready; they and the worker pools end when it closes, after the
  // requests under way, however it is closed (the tests close the app alone).
  const drain = connectionDrain(app);
  const jobs = background(deps, app.log);
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());
  app.log.info(reference, reference.loaded ? 'reference data loaded' : 'reference data already loaded');
  const stop = async () => {
    await drain();
    await app.close();
  };
  return {
    app,
    deps,
    stop,
    async close() {
      await stop();
      await database.close();
    },
  };
}
