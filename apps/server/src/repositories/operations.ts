/**
 * What an operator reads of the database as a whole (decision 0037): the migrations applied, the reminder outbox's
 * depth, and checksums of every client's rows that tell a restored copy from its original.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** The rows of a statement: both drivers (PGlite's and node-postgres') answer them as `rows`. */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows;
}

/** The `when` of the newest migration applied (Drizzle's journal time), or null when none is. */
export async function newestMigrationApplied(db: Db): Promise<number | null> {
  try {
    const [row] = await rowsOf<{ newest: string | null }>(
      db,
      sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
    );
    const newest = row?.newest;
    return newest ? Number(newest) : null;
  } catch {
    return null;
  }
}

export interface OutboxDepth {
  /** Reminders not sent yet, whenever they are due. */
  unsent: number;
  /** Of those, the ones due now or earlier. */
  due: number;
  /** Unsent reminders whose last attempt failed. */
  failing: number;
  /** Failed attempts recorded on the reminders still in the outbox. */
  failedAttempts: number;
}

export async function reminderOutboxDepth(db: Db): Promise<OutboxDepth> {
  const [row] = await rowsOf<{ unsent: string; due: string; failing: string; failed_attempts: string }>(
    db,
    sql`
    select count(*)::text as unsent,
           count(*) filter (where send_at <= now())::text as due,
           count(*) filter (where last_error is not null)::text as failing,
           coalesce(sum(case when last_error is not null then attempts else 0 end), 0)::text as failed_attempts
    from court_date_reminders where sent_at is null`,
  );
  return {
    unsent: Number(row!.unsent),
    due: Number(row!.due),
    failing: Number(row!.failing),
    failedAttempts: Number(row!.failed_attempts),
  };
}

/** The tables of the public schema and whether each has a client_id column (the tables of a client's own data). */
async function tables(db: Db): Promise<Array<{ name: string; byClient: boolean }>> {
  const rows = await rowsOf<{ table_name: string; by_client: boolean }>(
    db,
    sql`
    select t.table_name,
           exists (select 1 from information_schema.columns c
                   where c.table_schema = t.table_schema and c.table_name = t.table_name
                     and c.column_name = 'client_id') as by_client
    from information_schema.tables t
    where t.table_schema = 'public' and t.table_type = 'BASE TABLE'
    order by t.table_name`,
  );
  return rows.map((r) => ({ name: r.table_name, byClient: r.by_client }));
}

export interface RowChecksums {
  /** Per client id: per table holding a client_id, the MD5 of that client's rows (each as text, in text order). */
  clients: Record<string, Record<string, string>>;
  /** Per table: the number of rows and the MD5 of all of them (tables without a client_id included). */
  tables: Record<string, { rows: number; md5: string }>;
}

/**
 * Checksums of every row: equal for two databases exactly when the rows are (the order rows were written in does not
 * matter). Table names come from the catalogue, never from a caller.
 */
export async function rowChecksums(db: Db): Promise<RowChecksums> {
  const clients: RowChecksums['clients'] = {};
  const all: RowChecksums['tables'] = {};
  for (const table of await tables(db)) {
    const name = sql.identifier(table.name);
    const [whole] = await rowsOf<{ rows: string; md5: string | null }>(
      db,
      sql`select count(*)::text as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as md5 from ${name} t`,
    );
    all[table.name] = { rows: Number(whole!.rows), md5: whole!.md5 ?? '' };
    if (!table.byClient) continue;
    const byClient = await rowsOf<{ client_id: number; md5: string }>(
      db,
      sql`select t.client_id, md5(string_agg(t::text, '|' order by t::text)) as md5 from ${name} t group by t.client_id`,
    );
    for (const row of byClient) (clients[String(row.client_id)] ??= {})[table.name] = row.md5;
  }
  return { clients, tables: all };
}
