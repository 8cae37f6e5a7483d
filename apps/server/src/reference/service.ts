/** New Jersey counties, municipalities and county court offices, as the address step and the pleadings use them. */
import { NEW_JERSEY_STATE_ID, type City, type County, type CourtInfo } from '@rentfile/domain';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import * as repo from '../repositories/reference.ts';
import { NJ_COUNTY_COUNT } from './data.ts';

/** 'cape  may county' -> 'cape may': spacing collapsed and a trailing " County" dropped; case is kept. */
export function normalizeCountyName(input: string): string {
  return input.trim().replace(/\s+/g, ' ').replace(/ county$/i, '');
}

export async function countiesOfState(db: Db, stateId: number): Promise<County[]> {
  if (stateId !== NEW_JERSEY_STATE_ID) {
    throw new AppError('BAD_REQUEST', `Unknown state id ${stateId}: only New Jersey (state id ${NEW_JERSEY_STATE_ID}) is supported.`);
  }
  const rows = await repo.listCountiesOfState(db, stateId);
  return rows.map((c) => ({ countyId: c.id, countyName: c.name }));
}

/** The county named (any case, with or without " County"); a name that is not a NJ county is a 400. */
export async function countyByName(db: Db, name: string): Promise<repo.CountyRow> {
  const county = await repo.findCountyByName(db, normalizeCountyName(name));
  if (!county) {
    throw new AppError('BAD_REQUEST', `Unknown county "${name.trim()}": choose one of New Jersey's ${NJ_COUNTY_COUNT} counties, such as Atlantic or Cape May.`);
  }
  return county;
}

export async function citiesByCounty(db: Db, countyName: string): Promise<City[]> {
  const county = await countyByName(db, countyName);
  const rows = await repo.listCitiesOfCounty(db, county.id);
  return rows.map((c) => ({ cityName: c.name, municipalCode: c.municipalCode }));
}

/** The fields an office must have before its address can be printed without asking the user to confirm it. */
const REQUIRED_FOR_FILING = ['courtName', 'street', 'city', 'zipcode'] as const;

/**
 * The Special Civil Part (Landlord/Tenant) office of a county, by county id (1..21) or name (as countyByName
 * accepts). needsConfirmation is true unless the entry is high confidence and has a name, street, city and
 * zip: the user must then confirm the address with the court before filing. Missing values stay null.
 * An unknown county throws AppError NOT_FOUND.
 */
export async function courtInfoForCounty(db: Db, county: string | number): Promise<CourtInfo> {
  const row =
    typeof county === 'number'
      ? await repo.findCountyById(db, county)
      : await repo.findCountyByName(db, normalizeCountyName(county));
  if (!row) {
    throw new AppError('NOT_FOUND', `No New Jersey county ${typeof county === 'number' ? `with id ${county}` : `named "${county.trim()}"`}: county ids are 1 (Atlantic) to ${NJ_COUNTY_COUNT} (Warren).`);
  }
  const office = await repo.findCourtInfo(db, row.id);
  const fields = {
    courtName: office?.courtName ?? null,
    street: office?.street ?? null,
    city: office?.city ?? null,
    zipcode: office?.zipcode ?? null,
  };
  const confidence = office?.confidence ?? 'none';
  return {
    county: row.name,
    superiorCourtName: fields.courtName,
    superiorCourtStreet: fields.street,
    superiorCourtCity: fields.city,
    superiorCourtState: office?.state ?? null,
    superiorCourtZipcode: fields.zipcode,
    superiorCourtPhone: office?.phone ?? null,
    confidence,
    needsConfirmation: confidence !== 'high' || REQUIRED_FOR_FILING.some((f) => fields[f] === null),
    notes: office?.notes ?? (office ? null : 'No court office is on file for this county.'),
    sources: office?.sources ?? [],
  };
}
