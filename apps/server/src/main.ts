/** Starts the product: validates the environment, opens the database (migrating it), serves, and shuts down cleanly. */
import { ConfigError, loadConfig } from './config.ts';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  // Holds the event loop open until the server listens. Without it, while start-up waits only on work that keeps
  // no handle (PGlite's WebAssembly compiling), Node finds the loop empty and waits for every V8 background task
  // to finish, optimising compilations of PGlite's code included, before it looks at I/O again: up to a second.
  const holdOpen = setInterval(() => undefined, 60_000);
  let server;
  try {
    // Imported after the configuration is known good, so a bad value is reported alone. The database opens (the
    // embedded one compiles its WebAssembly off the main thread) while the server's modules load. The built-in
    // sign-in's modules load later, once the database is open: a database that cannot open is then reported alone.
    const { openDatabase } = await import('./db/client.ts');
    const [{ createServer }, database] = await Promise.all([
      import('./server.ts'),
      openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }),
    ]);
    server = await createServer(config, { database });
  } catch (err) {
    const where = config.DATABASE_URL
      ? `the PostgreSQL server at ${redact(config.DATABASE_URL)}`
      : `the embedded database in ${config.DATA_DIR}`;
    console.error(`Cannot open ${where}: ${describe(err)}`);
    process.exit(3);
  }
  const { app } = server;
  let closing = false;
  // SIGTERM (or SIGINT): no new connections, and a request on a kept-alive one answers 503 with Connection: close;
  // requests under way, renders included, finish within SHUTDOWN_GRACE_SECONDS (then their connections are cut);
  // the jobs and workers stop, the database closes, and the process exits 0 (1 when requests had to be cut).
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, graceSeconds: config.SHUTDOWN_GRACE_SECONDS }, 'shutting down');
    let cut = false;
    const grace = setTimeout(() => {
      cut = true;
      app.log.warn('requests still under way at the end of the shutdown grace: their connections are cut');
      app.server.closeAllConnections();
      // The jobs, workers and database get a little longer to close; past it the process ends as it is.
      setTimeout(() => process.exit(1), 10_000).unref();
    }, config.SHUTDOWN_GRACE_SECONDS * 1000);
    grace.unref();
    await server.close();
    clearTimeout(grace);
    app.log.info({ cut }, 'shut down');
    process.exit(cut ? 1 : 0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (err) {
    console.error(
      `Cannot listen on ${config.HOST}:${config.PORT}: ${err instanceof Error ? err.message : String(err)}`,
    );
    await server.close();
    process.exit(4);
  }
  clearInterval(holdOpen);
  app.log.info({ url: config.publicUrl, database: server.deps.database.kind }, 'RentFile NJ is ready');
}

/** The innermost cause's message: a driver's ECONNREFUSED says more than the failed migration query. */
function describe(err: unknown): string {
  let e = err;
  while (e instanceof Error && e.cause instanceof Error) e = e.cause;
  return e instanceof Error ? e.message : String(e);
}

function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}

void main();
