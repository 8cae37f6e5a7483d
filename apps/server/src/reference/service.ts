/** New Jersey counties, municipalities and county court offices, as the address step and the pleadings use them. */
import {
  COURT_CONFIDENCE,
  COURT_PRINTED_FIELDS,
  NEW_JERSEY_STATE_ID,
  type City,
  type County,
  type CourtConfidence,
  type CourtInfo,
} from '@rentfile/domain';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import * as repo from '../repositories/reference.ts';
import { NJ_COUNTY_COUNT } from './data.ts';

/** 'cape  may county' -> 'cape may': spacing collapsed and a trailing " County" dropped; case is kept. */
export function normalizeCountyName(input: string): string {
  return input
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/ county$/i, '');
}

export async function countiesOfState(db: Db, stateId: number): Promise<County[]> {
  if (stateId !== NEW_JERSEY_STATE_ID) {
    throw new AppError(
      'BAD_REQUEST',
      `Unknown state id ${stateId}: only New Jersey (state id ${NEW_JERSEY_STATE_ID}) is supported.`,
    );
  }
  const rows = await repo.listCountiesOfState(db, stateId);
  return rows.map((c) => ({ countyId: c.id, countyName: c.name }));
}

/** The county named (any case, with or without " County"); a name that is not a NJ county is a 400. */
export async function countyByName(db: Db, name: string): Promise<repo.CountyRow> {
  const county = await repo.findCountyByName(db, normalizeCountyName(name));
  if (!county) {
    throw new AppError(
      'BAD_REQUEST',
      `Unknown county "${name.trim()}": choose one of New Jersey's ${NJ_COUNTY_COUNT} counties, such as Atlantic or Cape May.`,
    );
  }
  return county;
}

export async function citiesByCounty(db: Db, countyName: string): Promise<City[]> {
  const county = await countyByName(db, countyName);
  const rows = await repo.listCitiesOfCounty(db, county.id);
  return rows.map((c) => ({ cityName: c.name, municipalCode: c.municipalCode }));
}

/** A court office as stored (a court_info row) or as read from the data file (a CourtOfficeRecord). */
export type CourtOffice = Omit<repo.CourtInfoRow, 'countyId'>;

const isConfidence = (v: string): v is CourtConfidence => (COURT_CONFIDENCE as readonly string[]).includes(v);

/** The field of the office each printed field (COURT_PRINTED_FIELDS) reads. */
const PRINTED_VALUE = {
  street: 'street',
  city: 'city',
  zip: 'zipcode',
  phone: 'phone',
  legal_services_phone: 'legalServicesPhone',
  lawyer_referral_phone: 'lawyerReferralPhone',
  welfare_agency_phone: 'welfareAgencyPhone',
} as const satisfies Partial<Record<(typeof COURT_PRINTED_FIELDS)[number], keyof CourtOffice>>;

/**
 * What the API and the papers say about a county's office. needsConfirmation is true unless the entry is
 * confirmed and has a name, street, city and ZIP; unconfirmedFields names the printed fields that are missing or
 * rest on a single unofficial source. Missing values stay null; no office at all is confidence 'none'.
 */
export function courtInfoOf(county: string, office: CourtOffice | undefined): CourtInfo {
  const confidence = office && isConfidence(office.confidence) ? office.confidence : 'none';
  const complete =
    office !== undefined && [office.courtName, office.street, office.city, office.zipcode].every((v) => v !== null);
  const unconfirmedFields = COURT_PRINTED_FIELDS.filter((field) => {
    const key = PRINTED_VALUE[field as keyof typeof PRINTED_VALUE];
    return !office || office[key] === null || office.fieldSources[field]?.confirmed !== true;
  });
  return {
    county,
    superiorCourtName: office?.courtName ?? null,
    superiorCourtStreet: office?.street ?? null,
    superiorCourtCity: office?.city ?? null,
    superiorCourtState: office?.state ?? null,
    superiorCourtZipcode: office?.zipcode ?? null,
    superiorCourtPhone: office?.phone ?? null,
    trialLocation: office?.trialLocation ?? null,
    accommodationContact: office?.accommodationContact ?? null,
    hours: office?.hours ?? null,
    legalServicesName: office?.legalServicesName ?? null,
    legalServicesPhone: office?.legalServicesPhone ?? null,
    lawyerReferralPhone: office?.lawyerReferralPhone ?? null,
    welfareAgencyName: office?.welfareAgencyName ?? null,
    welfareAgencyPhone: office?.welfareAgencyPhone ?? null,
    confidence,
    needsConfirmation: confidence !== 'confirmed' || !complete,
    unconfirmedFields,
    notes: office?.notes ?? (office ? null : 'No court office is on file for this county.'),
    sources: office?.sources ?? [],
  };
}

/**
 * The Special Civil Part (Landlord/Tenant) office of a county, by county id (1..21) or name (as countyByName
 * accepts), with the tenant help lines of that county (courtInfoOf). An unknown county throws AppError NOT_FOUND.
 */
export async function courtInfoForCounty(db: Db, county: string | number): Promise<CourtInfo> {
  const row =
    typeof county === 'number'
      ? await repo.findCountyById(db, county)
      : await repo.findCountyByName(db, normalizeCountyName(county));
  if (!row) {
    throw new AppError(
      'NOT_FOUND',
      `No New Jersey county ${typeof county === 'number' ? `with id ${county}` : `named "${county.trim()}"`}: county ids are 1 (Atlantic) to ${NJ_COUNTY_COUNT} (Warren).`,
    );
  }
  return courtInfoOf(row.name, await repo.findCourtInfo(db, row.id));
}
