import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import type { Db } from '../../src/db/client.ts';
import { cities, counties, courtInfo, referenceDataVersions } from '../../src/db/schema.ts';
import { REFERENCE_DATA_SET, seedReferenceData } from '../../src/reference/seed.ts';
import { createServer } from '../../src/server.ts';
import { createTestDatabase, type TestDatabase } from './support/database.ts';

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function tableCounts(db: Db) {
  const [c] = await db.select({ n: count() }).from(counties);
  const [m] = await db.select({ n: count() }).from(cities);
  const [o] = await db.select({ n: count() }).from(courtInfo);
  return { counties: c!.n, cities: m!.n, courtOffices: o!.n };
}

const expected = { counties: 21, cities: 564, courtOffices: 21 };

async function freshDatabase(): Promise<TestDatabase> {
  const testDb = await createTestDatabase({ reference: false });
  cleanups.push(() => testDb.drop());
  return testDb;
}

describe('reference data loading', () => {
  it('loads a fresh database in under a second, and a second call skips it cheaply', async ({ annotate }) => {
    const { database } = await freshDatabase();
    expect(await tableCounts(database.db)).toEqual({ counties: 0, cities: 0, courtOffices: 0 });
    const started = performance.now();
    const first = await seedReferenceData(database.db);
    const elapsed = performance.now() - started;
    await annotate(`fresh ${database.kind} database: reference data loaded in ${elapsed.toFixed(0)} ms`);
    expect(first).toMatchObject({ loaded: true, ...expected });
    expect(elapsed).toBeLessThan(1000);
    expect(await tableCounts(database.db)).toEqual(expected);

    const again = performance.now();
    const second = await seedReferenceData(database.db);
    await annotate(`already loaded: checked and skipped in ${(performance.now() - again).toFixed(0)} ms`);
    expect(second).toMatchObject({ loaded: false, version: first.version });
    expect(await tableCounts(database.db)).toEqual(expected);
  });

  it('refreshes the data when the stored version differs, restoring a changed row and removing a stray one', async () => {
    const { database } = await freshDatabase();
    const db = database.db;
    await seedReferenceData(db);
    await db
      .update(courtInfo)
      .set({ zipcode: '99999', confidence: 'partial', legalServicesPhone: null })
      .where(eq(courtInfo.countyId, 1));
    await db.insert(cities).values({ municipalCode: '0199', countyId: 1, name: 'Made-up Borough' });
    await db
      .update(referenceDataVersions)
      .set({ version: 'older' })
      .where(eq(referenceDataVersions.name, REFERENCE_DATA_SET));
    expect(await seedReferenceData(db)).toMatchObject({ loaded: true });
    expect(await tableCounts(db)).toEqual(expected);
    const [atlantic] = await db.select().from(courtInfo).where(eq(courtInfo.countyId, 1));
    expect(atlantic).toMatchObject({ zipcode: '08401', confidence: 'confirmed', legalServicesPhone: '609-348-4200' });
  });

  it('keeps the same ids and rows when the server restarts on the same database', async () => {
    let env: Record<string, string>;
    if (process.env.TEST_DATABASE_URL) {
      const { url } = await freshDatabase();
      env = { DATABASE_URL: url! };
    } else {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'rentfile-reference-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      env = { DATA_DIR: dataDir };
    }
    const config = loadConfig({ LOG_LEVEL: 'silent', ...env });
    const snapshot = async (db: Db) => ({
      counts: await tableCounts(db),
      counties: await db.select().from(counties).orderBy(counties.id),
      cities: await db.select().from(cities).orderBy(cities.municipalCode),
      version: await db.select().from(referenceDataVersions),
    });

    const first = await createServer(config);
    const before = await snapshot(first.deps.db);
    await first.close();
    const second = await createServer(config);
    const after = await snapshot(second.deps.db);
    await second.close();

    expect(before.counts).toEqual(expected);
    expect(after).toEqual(before);
    expect(before.counties.slice(0, 2)).toEqual([
      { id: 1, stateId: 31, name: 'Atlantic' },
      { id: 2, stateId: 31, name: 'Bergen' },
    ]);
  });
});
