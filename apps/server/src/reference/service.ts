/** New Jersey counties, municipalities and county court offices, as the address step and the pleadings use them. */
import {
  COURT_CONFIDENCE,
  COURT_PRINTED_FIELDS,
  NEW_JERSEY_STATE_ID,
  type City,
  type County,
  type CourtConfidence,
  type CourtField,
  type CourtInfo,
} from '@rentfile/domain';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import * as repo from '../repositories/reference.ts';
import { courtConfidence, NJ_COUNTY_COUNT } from './data.ts';

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

/** The column of a court office row each field of the data file fills. */
const FIELD_COLUMN = {
  court_name: 'courtName',
  street: 'street',
  city: 'city',
  state: 'state',
  zip: 'zipcode',
  phone: 'phone',
  trial_location: 'trialLocation',
  accommodation_contact: 'accommodationContact',
  hours: 'hours',
  legal_services_name: 'legalServicesName',
  legal_services_phone: 'legalServicesPhone',
  lawyer_referral_phone: 'lawyerReferralPhone',
  welfare_agency_name: 'welfareAgencyName',
  welfare_agency_phone: 'welfareAgencyPhone',
} as const satisfies Record<CourtField, keyof CourtOffice>;

/**
 * A county's office with the values an operator set (npm run admin -- set-court-field) in place of the shipped ones,
 * each with its own source, and the entry's confidence worked out again from its fields (docs/product/court-offices-and-help-lines.md#operator-values).
 */
export function withOverrides(
  office: CourtOffice | undefined,
  overrides: ReadonlyArray<repo.CourtInfoOverrideRow>,
): CourtOffice | undefined {
  if (!office || overrides.length === 0) return office;
  const merged: CourtOffice = { ...office, fieldSources: { ...office.fieldSources } };
  for (const o of overrides) {
    const field = o.field as CourtField;
    if (!(field in FIELD_COLUMN)) continue;
    merged[FIELD_COLUMN[field]] = o.value;
    merged.fieldSources[field] = { source: o.source, found: o.found, confirmed: o.confirmed };
  }
  const fields = Object.fromEntries(
    Object.entries(FIELD_COLUMN).map(([field, column]) => [
      field,
      { value: merged[column], confirmed: merged.fieldSources[field]?.confirmed === true },
    ]),
  ) as Record<CourtField, { value: string | null; confirmed: boolean }>;
  merged.confidence = courtConfidence(fields);
  merged.sources = [...new Set([...overrides.map((o) => o.source), ...office.sources])];
  return merged;
}

/** The value of one field of a county's court office as the papers read it. */
export function courtValue(info: CourtInfo, field: CourtField): string | null {
  const values: Record<CourtField, string | null> = {
    court_name: info.superiorCourtName,
    street: info.superiorCourtStreet,
    city: info.superiorCourtCity,
    state: info.superiorCourtState,
    zip: info.superiorCourtZipcode,
    phone: info.superiorCourtPhone,
    trial_location: info.trialLocation,
    accommodation_contact: info.accommodationContact,
    hours: info.hours,
    legal_services_name: info.legalServicesName,
    legal_services_phone: info.legalServicesPhone,
    lawyer_referral_phone: info.lawyerReferralPhone,
    welfare_agency_name: info.welfareAgencyName,
    welfare_agency_phone: info.welfareAgencyPhone,
  };
  return values[field];
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
  const [office, overrides] = await Promise.all([
    repo.findCourtInfo(db, row.id),
    repo.listCourtInfoOverrides(db, row.id),
  ]);
  return courtInfoOf(row.name, withOverrides(office, overrides));
}
