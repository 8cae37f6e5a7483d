/**
 * The database: embedded PGlite under DATA_DIR by default, or a PostgreSQL server when DATABASE_URL is set.
 * Both run the same migrations at start and are used through one Drizzle type.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { MIGRATIONS_FOLDER } from '../paths.ts';
import { lockDataDir, type DataDirLock } from './lock.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DbKind;
  /** True when a trivial query answers. */
  ping(): Promise<boolean>;
  /** The statements sent through drizzle since the database was opened: what a test counts of one command. */
  readonly statements: number;
  /** The PostgreSQL pool's connections (null on the embedded database, which has no pool). */
  poolStats(): PoolStats | null;
  /** The embedded database's own handle (its backups are dumps of its data directory); null on PostgreSQL. */
  pglite: PGlite | null;
  close(): Promise<void>;
}

export interface PoolStats {
  max: number;
  total: number;
  idle: number;
  /** Callers waiting for a connection. */
  waiting: number;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /** A PGlite instance already opened (tests clone a migrated template). */
  pglite?: PGlite;
  poolSize?: number;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  const database = opts.databaseUrl
    ? await openPostgres(opts.databaseUrl, opts.poolSize ?? 10)
    : await openPglite(opts);
  return database;
}

async function openPglite(opts: DatabaseOptions): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let client = opts.pglite;
  let lock: DataDirLock | null = null;
  if (!client) {
    const dataDir = path.resolve(opts.dataDir ?? './data');
    const dir = path.join(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    // Before PGlite touches a file: a second process must never open the directory (db/lock.ts).
    lock = lockDataDir(dataDir);
    try {
      client = await PGlite.create(dir);
    } catch (err) {
      lock.release();
      throw err;
    }
  }
  const pg = client;
  yieldBeforeStatements(pg);
  const counter = statementCounter();
  const db = drizzle(pg, { schema, casing: 'snake_case', logger: counter });
  try {
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (err) {
    if (lock) {
      await pg.close();
      lock.release();
    }
    throw err;
  }
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: async () => pingWith(db as unknown as Db),
    get statements() {
      return counter.count;
    },
    poolStats: () => null,
    pglite: pg,
    close: async () => {
      if (!pg.closed) await pg.close();
      lock?.release();
    },
  };
}

/**
 * Counts the statements drizzle sends (its logger is told of each one, prepared or not, in a transaction or not; on
 * PostgreSQL a transaction's begin and commit are statements too, on PGlite they are not).
 */
function statementCounter(): { count: number; logQuery(): void } {
  return {
    count: 0,
    logQuery() {
      this.count += 1;
    },
  };
}

/**
 * PGlite runs every statement synchronously on the event loop, and its promises resolve as microtasks: a request's
 * chain of statements (and the chains of every request started with it) ran as one block, and nothing waiting on a
 * socket was served until all had run; under four papers being stored a health check waited up to 27 ms. Each
 * statement now starts on a later turn of the loop (setImmediate), so what waits is served between two statements.
 * A transaction's statements yield too; the transaction keeps the database to itself all along.
 */
function yieldBeforeStatements(pg: PGlite): void {
  const later = () => new Promise<void>((resolve) => setImmediate(resolve));
  const query = pg.query.bind(pg);
  pg.query = async (...args: Parameters<PGlite['query']>) => {
    await later();
    return query(...args);
  };
  const transaction = pg.transaction.bind(pg);
  pg.transaction = async <T>(callback: (tx: Transaction) => Promise<T>) => {
    await later();
    return transaction((tx) => {
      const txQuery = tx.query.bind(tx);
      tx.query = async (...args: Parameters<Transaction['query']>) => {
        await later();
        return txQuery(...args);
      };
      return callback(tx);
    });
  };
}

/** The advisory lock a PostgreSQL server's migrations run under (hashed into its key). */
const MIGRATION_LOCK = 'rentfile.migrations';

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // The timeout also bounds the wait for a free connection: a burst of users (200 landlords saving at once)
  // must queue, not be told the database is unavailable. A stopped or restarting server refuses a connection
  // at once, so calls still fail fast when the database is away.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 10_000 });
  // An idle client losing its server (a restart) must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  // Nor may a client in use: the pool stops listening while a client is checked out, and a server stopping
  // between two statements of a transaction makes the client emit 'error'. The next statement on it fails
  // (answered 503) and the pool discards the broken client when it is released.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const counter = statementCounter();
  const db = drizzle(pool, { schema, casing: 'snake_case', logger: counter });
  try {
    // Processes started together on one database (two replicas on a new database, or after an upgrade) migrate one
    // at a time: drizzle's migrator takes no lock, and the second would fail on the tables the first was creating.
    // The lock is the connection's own (a session advisory lock): it ends with the connection, which is closed after.
    const connection = await pool.connect();
    try {
      await connection.query('select pg_advisory_lock(hashtext($1))', [MIGRATION_LOCK]);
      await migrate(drizzle(connection, { schema, casing: 'snake_case' }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      connection.release(true);
    }
  } catch (err) {
    await pool.end();
    throw err;
  }
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    ping: async () => pingWith(db as unknown as Db),
    get statements() {
      return counter.count;
    },
    poolStats: () => ({ max: poolSize, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    pglite: null,
    close: async () => {
      if (!pool.ended) await pool.end();
    },
  };
}

/**
 * What a statement prepared on a handle is bound to. A transaction on PostgreSQL runs on one of the pool's
 * connections, and the pool hands the same few connections out again and again: a statement built for one
 * transaction is right for every later one on its connection, so it is built once per connection. Any other
 * handle (the database itself, an embedded database's transaction, which ends with it) is its own key.
 */
function statementOwner(db: Db): object {
  const client = (db as unknown as { session?: { client?: unknown } }).session?.client;
  return client instanceof Object && 'release' in client && typeof client.release === 'function' ? client : db;
}

/**
 * A statement built once per database handle (see statementOwner): Drizzle builds its SQL once, and on
 * PostgreSQL it is a named statement, parsed and planned once per connection.
 */
export function preparedFor<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<object, T>();
  return (db) => {
    const owner = statementOwner(db);
    let statement = built.get(owner);
    if (!statement) {
      statement = build(db);
      built.set(owner, statement);
    }
    return statement;
  };
}

async function pingWith(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
