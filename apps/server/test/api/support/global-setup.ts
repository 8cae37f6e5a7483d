/**
 * Once for the whole API run, on the embedded database: a PGlite migrated and loaded with the reference data, dumped
 * into a file that every test database starts from (support/database.ts). Each test file runs in a process of its
 * own, so a template made in the file would be made again for every file; and starting a PGlite costs much more
 * than its migrations, so a database loaded from the dump is one start instead of the template's and its clone's.
 * On PostgreSQL (TEST_DATABASE_URL) there is nothing to prepare: each file creates its database on the server.
 * The compiled server, which some files start as a process, is built here once: two files building it at once
 * (two run side by side) removed each other's files under a starting server.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { SERVER_BUILT_ENV, serverBuilt } from '../../../../../scripts/build-server.ts';
import { openDatabase } from '../../../src/db/client.ts';
import { seedReferenceData } from '../../../src/reference/seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding the migrated, reference-loaded PGlite data directory (a tar); '' on PostgreSQL. */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  await serverBuilt();
  // The test files' processes start after this, with this environment.
  process.env[SERVER_BUILT_ENV] = '1';
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return undefined;
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const pg = await PGlite.create();
  const database = await openDatabase({ pglite: pg });
  await seedReferenceData(database.db);
  const dump = await pg.dumpDataDir('none');
  await database.close();
  const directory = await mkdtemp(path.join(tmpdir(), 'rentfile-api-template-'));
  const file = path.join(directory, 'pglite.tar');
  await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rm(directory, { recursive: true, force: true });
}
