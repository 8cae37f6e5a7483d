/**
 * The New Jersey reference data files of ./nj-data (sources in ./nj-data/SOURCES.md), read and checked: counties
 * and municipalities from the Division of Taxation code list; each county's Special Civil Part office and tenant help
 * lines from the court offices file, every field with its source, date and confirmation.
 * A file that breaks a rule stops the start with a message naming the file and where, never loads half.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { COURT_CONFIDENCE, COURT_FIELDS, type CourtConfidence, type CourtField } from '@rentfile/domain';
import { NJ_DATA_DIR } from '../paths.ts';

export const MUNICIPALITIES_FILE = path.join(NJ_DATA_DIR, 'nj-counties-municipalities.csv');
export const COURT_OFFICES_FILE = path.join(NJ_DATA_DIR, 'nj-court-offices.json');

export interface CountyRecord {
  /** The county's two-digit Division of Taxation code: 1 Atlantic .. 21 Warren. */
  id: number;
  name: string;
}
export interface MunicipalityRecord {
  municipalCode: string;
  countyId: number;
  name: string;
}
/** Where one field of a court office entry came from (nj-court-offices.json). */
export interface CourtFieldSource {
  source: string;
  /** The date the value was read, YYYY-MM-DD. */
  found: string;
  confirmed: boolean;
}
export interface CourtOfficeRecord {
  countyId: number;
  courtName: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  phone: string | null;
  trialLocation: string | null;
  accommodationContact: string | null;
  hours: string | null;
  legalServicesName: string | null;
  legalServicesPhone: string | null;
  lawyerReferralPhone: string | null;
  welfareAgencyName: string | null;
  welfareAgencyPhone: string | null;
  confidence: CourtConfidence;
  notes: string | null;
  /** Every distinct source the entry cites, in field order. */
  sources: string[];
  fieldSources: Record<CourtField, CourtFieldSource>;
}
export interface ReferenceData {
  /** A hash of both files' bytes: what the database records as loaded. */
  version: string;
  counties: CountyRecord[];
  municipalities: MunicipalityRecord[];
  courtOffices: CourtOfficeRecord[];
}

export class ReferenceDataError extends Error {
  override name = 'ReferenceDataError';
}

export const NJ_COUNTY_COUNT = 21;

/** Raw bytes of both files and their version hash (cheap: what a start reads before deciding to load). */
export async function readReferenceFiles(): Promise<{ version: string; csv: string; json: string }> {
  const [csv, json] = await Promise.all([readFile(MUNICIPALITIES_FILE), readFile(COURT_OFFICES_FILE)]);
  const version = createHash('sha256').update(csv).update('\0').update(json).digest('hex');
  return { version, csv: csv.toString('utf8'), json: json.toString('utf8') };
}

export function parseReferenceData(files: { version: string; csv: string; json: string }): ReferenceData {
  const { counties, municipalities } = parseMunicipalities(files.csv);
  const courtOffices = parseCourtOffices(files.json, counties);
  return { version: files.version, counties, municipalities, courtOffices };
}

const HEADER = 'county,municipality,municipal_code';

/**
 * Rows 'county,municipality,municipal_code' (no quoting in this file). Each code is four digits whose first two
 * are its county's id; every county keeps one id, and the ids are 1..21.
 */
export function parseMunicipalities(csv: string): { counties: CountyRecord[]; municipalities: MunicipalityRecord[] } {
  const where = (line: number) => `${path.basename(MUNICIPALITIES_FILE)} line ${line}`;
  const lines = csv.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (lines[0]?.trim() !== HEADER) throw new ReferenceDataError(`${where(1)}: expected the header "${HEADER}"`);
  const countyIds = new Map<string, number>();
  const codes = new Set<string>();
  const municipalities: MunicipalityRecord[] = [];
  lines.slice(1).forEach((raw, i) => {
    const line = i + 2;
    if (raw.trim() === '') return;
    const cells = raw.split(',').map((c) => c.trim());
    if (cells.length !== 3 || raw.includes('"'))
      throw new ReferenceDataError(`${where(line)}: expected three unquoted cells`);
    const [county, name, code] = cells as [string, string, string];
    if (!county || !name) throw new ReferenceDataError(`${where(line)}: county and municipality must not be blank`);
    if (!/^\d{4}$/.test(code))
      throw new ReferenceDataError(`${where(line)}: municipal code "${code}" is not four digits`);
    if (codes.has(code)) throw new ReferenceDataError(`${where(line)}: municipal code ${code} appears twice`);
    codes.add(code);
    const countyId = Number(code.slice(0, 2));
    const known = countyIds.get(county);
    if (known === undefined) countyIds.set(county, countyId);
    else if (known !== countyId)
      throw new ReferenceDataError(
        `${where(line)}: code ${code} does not start with ${county}'s county code ${String(known).padStart(2, '0')}`,
      );
    municipalities.push({ municipalCode: code, countyId, name });
  });
  const counties = [...countyIds].map(([name, id]) => ({ id, name })).sort((a, b) => a.id - b.id);
  const ids = counties.map((c) => c.id);
  if (counties.length !== NJ_COUNTY_COUNT || ids.some((id, i) => id !== i + 1)) {
    throw new ReferenceDataError(
      `${path.basename(MUNICIPALITIES_FILE)}: expected county codes 01..${NJ_COUNTY_COUNT}, one per county; found ${ids.join(', ')}`,
    );
  }
  return { counties, municipalities };
}

const nullableText = z
  .string()
  .trim()
  .nullable()
  .transform((v) => (v === '' ? null : v));
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'found must be a date YYYY-MM-DD');
const courtFieldEntry = z.object({
  value: nullableText,
  source: z.string().trim().min(1, 'every field needs a source'),
  found: isoDate,
  confirmed: z.boolean(),
});
/** How the data file writes a phone: 999-999-9999, optionally ' ext. 123'. */
export const COURT_PHONE = /^\d{3}-\d{3}-\d{4}( ext\. \d+)?$/;
/** The fields of a court office that hold a phone number. */
export const COURT_PHONE_FIELDS = [
  'phone',
  'legal_services_phone',
  'lawyer_referral_phone',
  'welfare_agency_phone',
] as const;
const courtEntry = z
  .object({
    confidence: z.enum(COURT_CONFIDENCE),
    notes: nullableText.optional().transform((v) => v ?? null),
    fields: z.object(
      Object.fromEntries(COURT_FIELDS.map((f) => [f, courtFieldEntry])) as Record<CourtField, typeof courtFieldEntry>,
    ),
  })
  .superRefine((entry, ctx) => {
    const f = entry.fields;
    for (const key of COURT_FIELDS) {
      if (f[key].value === null && f[key].confirmed)
        ctx.addIssue({ code: 'custom', path: ['fields', key], message: 'a missing value cannot be confirmed' });
    }
    const zip = f.zip.value;
    if (zip !== null && !/^\d{5}(-\d{4})?$/.test(zip))
      ctx.addIssue({ code: 'custom', path: ['fields', 'zip'], message: 'zip must be 5 digits' });
    for (const key of COURT_PHONE_FIELDS) {
      const phone = f[key].value;
      if (phone !== null && !COURT_PHONE.test(phone))
        ctx.addIssue({
          code: 'custom',
          path: ['fields', key],
          message: 'phone must read 999-999-9999, optionally " ext. 123"',
        });
    }
    const expected = courtConfidence(f);
    if (entry.confidence !== expected)
      ctx.addIssue({
        code: 'custom',
        path: ['confidence'],
        message: `is "${entry.confidence}" but its fields make it "${expected}"`,
      });
  });
const courtFile = z.object({ counties: z.record(z.string(), courtEntry) });

/**
 * The confidence an entry's fields give it: 'confirmed' when street, city, ZIP and phone are all on file and
 * confirmed; 'partial' when street, city and ZIP are on file; otherwise 'unconfirmed'.
 */
export function courtConfidence(
  fields: Record<CourtField, { value: string | null; confirmed: boolean }>,
): CourtConfidence {
  const address = (['street', 'city', 'zip'] as const).every((k) => fields[k].value !== null);
  if (!address) return 'unconfirmed';
  return (['street', 'city', 'zip', 'phone'] as const).every((k) => fields[k].value !== null && fields[k].confirmed)
    ? 'confirmed'
    : 'partial';
}

/** The Special Civil Part office and tenant help lines of each county, keyed by the county names of the municipality file. */
export function parseCourtOffices(json: string, counties: CountyRecord[]): CourtOfficeRecord[] {
  const file = path.basename(COURT_OFFICES_FILE);
  let parsed;
  try {
    parsed = courtFile.safeParse(JSON.parse(json));
  } catch (err) {
    throw new ReferenceDataError(`${file}: not valid JSON (${err instanceof Error ? err.message : String(err)})`);
  }
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ReferenceDataError(`${file}: ${issue ? `${issue.path.join('.')} ${issue.message}` : 'invalid'}`);
  }
  const byName = new Map(counties.map((c) => [c.name, c.id]));
  return Object.entries(parsed.data.counties).map(([name, e]) => {
    const countyId = byName.get(name);
    if (countyId === undefined)
      throw new ReferenceDataError(`${file}: "${name}" is not a county of the municipality file`);
    const v = (key: CourtField) => e.fields[key].value;
    const fieldSources = Object.fromEntries(
      COURT_FIELDS.map((key) => [
        key,
        { source: e.fields[key].source, found: e.fields[key].found, confirmed: e.fields[key].confirmed },
      ]),
    ) as Record<CourtField, CourtFieldSource>;
    return {
      countyId,
      courtName: v('court_name'),
      street: v('street'),
      city: v('city'),
      state: v('state'),
      zipcode: v('zip'),
      phone: v('phone'),
      trialLocation: v('trial_location'),
      accommodationContact: v('accommodation_contact'),
      hours: v('hours'),
      legalServicesName: v('legal_services_name'),
      legalServicesPhone: v('legal_services_phone'),
      lawyerReferralPhone: v('lawyer_referral_phone'),
      welfareAgencyName: v('welfare_agency_name'),
      welfareAgencyPhone: v('welfare_agency_phone'),
      confidence: e.confidence,
      notes: e.notes,
      sources: [...new Set(COURT_FIELDS.map((key) => e.fields[key].source))],
      fieldSources,
    };
  });
}
