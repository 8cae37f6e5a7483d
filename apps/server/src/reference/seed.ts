/**
 * Loads the New Jersey reference data (counties, municipalities, Special Civil Part offices, and the public housing
 * agencies of the office picker: ./housingAuthorities.ts) into the database at
 * start, after the migrations. Idempotent and cheap: one query compares the loaded version (a hash of the data
 * files) with the files and skips when equal; otherwise one transaction writes each table in one statement.
 * Ids never depend on insertion order: a county's id is its two-digit code, a city's key its municipal code.
 */
import { NEW_JERSEY_STATE_ID } from '@rentfile/domain';
import type { Db } from '../db/client.ts';
import * as repo from '../repositories/reference.ts';
import { parseReferenceData, readReferenceFiles } from './data.ts';
import { seedHousingAuthorities } from './housingAuthorities.ts';

export const REFERENCE_DATA_SET = 'nj';

export interface SeedResult {
  /** False when the database already held this version and nothing was written. */
  loaded: boolean;
  version: string;
  counties: number;
  cities: number;
  courtOffices: number;
  /** Public housing agencies written to the shared office list (0 when that file was already loaded). */
  housingAuthorities: number;
  ms: number;
}

export async function seedReferenceData(db: Db): Promise<SeedResult> {
  const started = performance.now();
  const housingAuthorities = await seedHousingAuthorities(db);
  const files = await readReferenceFiles();
  const skipped = (): SeedResult => ({
    loaded: false,
    version: files.version,
    counties: 0,
    cities: 0,
    courtOffices: 0,
    housingAuthorities,
    ms: performance.now() - started,
  });
  if ((await repo.loadedReferenceVersion(db, REFERENCE_DATA_SET)) === files.version) return skipped();

  const data = parseReferenceData(files);
  const wrote = await db.transaction(async (tx) => {
    await repo.lockReferenceData(tx, REFERENCE_DATA_SET);
    // Another process may have loaded it while this one waited for the lock.
    const previous = await repo.loadedReferenceVersion(tx, REFERENCE_DATA_SET);
    if (previous === data.version) return false;
    await repo.upsertCounties(
      tx,
      data.counties.map((c) => ({ id: c.id, name: c.name, stateId: NEW_JERSEY_STATE_ID })),
    );
    await repo.upsertCities(tx, data.municipalities);
    await repo.upsertCourtInfo(tx, data.courtOffices);
    if (previous !== undefined) {
      await repo.deleteCitiesNotIn(
        tx,
        data.municipalities.map((m) => m.municipalCode),
      );
      await repo.deleteCourtInfoNotIn(
        tx,
        data.courtOffices.map((o) => o.countyId),
      );
    }
    await repo.recordReferenceVersion(tx, REFERENCE_DATA_SET, data.version);
    return true;
  });
  if (!wrote) return skipped();
  return {
    loaded: true,
    version: data.version,
    counties: data.counties.length,
    cities: data.municipalities.length,
    courtOffices: data.courtOffices.length,
    housingAuthorities,
    ms: performance.now() - started,
  };
}
