/** Reference data tables (counties, cities, court offices) and the record of which data version is loaded. */
import { asc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { cities, counties, courtInfo, courtInfoOverrides, referenceDataVersions } from '../db/schema.ts';

export type CountyRow = typeof counties.$inferSelect;
export type CityRow = typeof cities.$inferSelect;
export type CourtInfoRow = typeof courtInfo.$inferSelect;
export type CourtInfoOverrideRow = typeof courtInfoOverrides.$inferSelect;

export const listCountiesOfState = (db: Db, stateId: number) =>
  db.select().from(counties).where(eq(counties.stateId, stateId)).orderBy(asc(counties.name));

/** A county by its name, compared case-insensitively (the caller normalises spacing and the " County" suffix). */
export async function findCountyByName(db: Db, name: string): Promise<CountyRow | undefined> {
  const rows = await db
    .select()
    .from(counties)
    .where(sql`lower(${counties.name}) = ${name.toLowerCase()}`);
  return rows[0];
}

export async function findCountyById(db: Db, id: number): Promise<CountyRow | undefined> {
  const rows = await db.select().from(counties).where(eq(counties.id, id));
  return rows[0];
}

export const listCitiesOfCounty = (db: Db, countyId: number) =>
  db.select().from(cities).where(eq(cities.countyId, countyId)).orderBy(asc(cities.name), asc(cities.municipalCode));

export async function findCourtInfo(db: Db, countyId: number): Promise<CourtInfoRow | undefined> {
  const rows = await db.select().from(courtInfo).where(eq(courtInfo.countyId, countyId));
  return rows[0];
}

/** The values an operator set for a county's court office (they override the data file's). */
export const listCourtInfoOverrides = (db: Db, countyId: number) =>
  db.select().from(courtInfoOverrides).where(eq(courtInfoOverrides.countyId, countyId));

/** Sets (or replaces) the operator's value of one field of a county's court office. */
export async function upsertCourtInfoOverride(
  db: Db,
  row: Omit<typeof courtInfoOverrides.$inferInsert, 'setAt'>,
): Promise<void> {
  await db
    .insert(courtInfoOverrides)
    .values(row)
    .onConflictDoUpdate({
      target: [courtInfoOverrides.countyId, courtInfoOverrides.field],
      set: { value: row.value, source: row.source, found: row.found, confirmed: row.confirmed, setAt: sql`now()` },
    });
}

export async function loadedReferenceVersion(db: Db, name: string): Promise<string | undefined> {
  const rows = await db
    .select({ version: referenceDataVersions.version })
    .from(referenceDataVersions)
    .where(eq(referenceDataVersions.name, name));
  return rows[0]?.version;
}

/** Serialises loaders of the same data set across server processes until the transaction ends. */
export async function lockReferenceData(tx: Db, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`rentfile.reference.${name}`}))`);
}

/** Inserts or refreshes every county in one statement. */
export async function upsertCounties(tx: Db, rows: Array<typeof counties.$inferInsert>): Promise<void> {
  await tx
    .insert(counties)
    .values(rows)
    .onConflictDoUpdate({ target: counties.id, set: { name: sql`excluded.name`, stateId: sql`excluded.state_id` } });
}

/** Inserts or refreshes every city in one statement. */
export async function upsertCities(tx: Db, rows: Array<typeof cities.$inferInsert>): Promise<void> {
  await tx
    .insert(cities)
    .values(rows)
    .onConflictDoUpdate({
      target: cities.municipalCode,
      set: { name: sql`excluded.name`, countyId: sql`excluded.county_id` },
    });
}

/** Removes the cities a new version of the data no longer lists. */
export async function deleteCitiesNotIn(tx: Db, municipalCodes: string[]): Promise<void> {
  await tx.delete(cities).where(notInArray(cities.municipalCode, municipalCodes));
}

/** Inserts or refreshes every court office in one statement. */
export async function upsertCourtInfo(tx: Db, rows: Array<typeof courtInfo.$inferInsert>): Promise<void> {
  await tx
    .insert(courtInfo)
    .values(rows)
    .onConflictDoUpdate({
      target: courtInfo.countyId,
      set: {
        courtName: sql`excluded.court_name`,
        street: sql`excluded.street`,
        city: sql`excluded.city`,
        state: sql`excluded.state`,
        zipcode: sql`excluded.zipcode`,
        phone: sql`excluded.phone`,
        trialLocation: sql`excluded.trial_location`,
        accommodationContact: sql`excluded.accommodation_contact`,
        hours: sql`excluded.hours`,
        legalServicesName: sql`excluded.legal_services_name`,
        legalServicesPhone: sql`excluded.legal_services_phone`,
        lawyerReferralPhone: sql`excluded.lawyer_referral_phone`,
        welfareAgencyName: sql`excluded.welfare_agency_name`,
        welfareAgencyPhone: sql`excluded.welfare_agency_phone`,
        confidence: sql`excluded.confidence`,
        notes: sql`excluded.notes`,
        sources: sql`excluded.sources`,
        fieldSources: sql`excluded.field_sources`,
      },
    });
}

/** Removes the court offices a new version of the data no longer lists. */
export async function deleteCourtInfoNotIn(tx: Db, countyIds: number[]): Promise<void> {
  await tx.delete(courtInfo).where(notInArray(courtInfo.countyId, countyIds));
}

export async function recordReferenceVersion(tx: Db, name: string, version: string): Promise<void> {
  await tx
    .insert(referenceDataVersions)
    .values({ name, version })
    .onConflictDoUpdate({ target: referenceDataVersions.name, set: { version, loadedAt: sql`now()` } });
}
