/**
 * A fresh, migrated database for each test file: PGlite loaded from the template the API run's global setup migrated
 * once (support/global-setup.ts), or, when TEST_DATABASE_URL names a PostgreSQL server, a new database created on it
 * and dropped after.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { openDatabase, type Database } from '../../../src/db/client.ts';

let template: Promise<Blob> | undefined;

/** The template's data directory, read once per test file's process (the load tests import this file outside Vitest). */
async function migratedTemplate(): Promise<Blob> {
  const { inject } = await import('vitest');
  return new Blob([await readFile(inject('pgliteTemplate'))]);
}

export interface TestDatabase {
  database: Database;
  url?: string;
  drop(): Promise<void>;
}

/** A migrated database; with `reference: false` (PGlite) one that has not loaded the reference data yet. */
export async function createTestDatabase(options: { reference?: boolean } = {}): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) return createPostgresDatabase(adminUrl);
  if (options.reference === false) {
    const { PGlite } = await import('@electric-sql/pglite');
    const database = await openDatabase({ pglite: await PGlite.create() });
    return { database, drop: () => database.close() };
  }
  template ??= migratedTemplate();
  const { PGlite } = await import('@electric-sql/pglite');
  // Loaded with the reference data already current: the server's start skips it.
  const database = await openDatabase({ pglite: await PGlite.create({ loadDataDir: await template }) });
  return { database, drop: () => database.close() };
}

/** A new, migrated database on the PostgreSQL server of adminUrl; drop() removes it. */
export async function createPostgresDatabase(adminUrl: string): Promise<TestDatabase> {
  const { default: pg } = await import('pg');
  const name = `rentfile_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close();
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}
