/**
 * The New Jersey reference data files of ./nj-data (sources in ./nj-data/SOURCES.md), read and checked: counties
 * and municipalities from the Division of Taxation code list, Special Civil Part offices from the court research file.
 * A file that breaks a rule stops the start with a message naming the file and line, never loads half.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
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
export interface CourtOfficeRecord {
  countyId: number;
  courtName: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  phone: string | null;
  confidence: string;
  notes: string | null;
  sources: string[];
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
    if (cells.length !== 3 || raw.includes('"')) throw new ReferenceDataError(`${where(line)}: expected three unquoted cells`);
    const [county, name, code] = cells as [string, string, string];
    if (!county || !name) throw new ReferenceDataError(`${where(line)}: county and municipality must not be blank`);
    if (!/^\d{4}$/.test(code)) throw new ReferenceDataError(`${where(line)}: municipal code "${code}" is not four digits`);
    if (codes.has(code)) throw new ReferenceDataError(`${where(line)}: municipal code ${code} appears twice`);
    codes.add(code);
    const countyId = Number(code.slice(0, 2));
    const known = countyIds.get(county);
    if (known === undefined) countyIds.set(county, countyId);
    else if (known !== countyId) throw new ReferenceDataError(`${where(line)}: code ${code} does not start with ${county}'s county code ${String(known).padStart(2, '0')}`);
    municipalities.push({ municipalCode: code, countyId, name });
  });
  const counties = [...countyIds].map(([name, id]) => ({ id, name })).sort((a, b) => a.id - b.id);
  const ids = counties.map((c) => c.id);
  if (counties.length !== NJ_COUNTY_COUNT || ids.some((id, i) => id !== i + 1)) {
    throw new ReferenceDataError(`${path.basename(MUNICIPALITIES_FILE)}: expected county codes 01..${NJ_COUNTY_COUNT}, one per county; found ${ids.join(', ')}`);
  }
  return { counties, municipalities };
}

const nullableText = z.string().trim().nullable().transform((v) => (v === '' ? null : v));
const courtEntry = z.object({
  court_name: nullableText,
  street: nullableText,
  city: nullableText,
  state: nullableText,
  zip: nullableText.refine((v) => v === null || /^\d{5}(-\d{4})?$/.test(v), 'zip must be 5 digits'),
  phone: nullableText,
  sources: z.array(z.string()),
  notes: nullableText.optional().transform((v) => v ?? null),
  confidence: z.string().trim().min(1),
});
const courtFile = z.object({ counties: z.record(z.string(), courtEntry) });

/** The Special Civil Part office of each county, keyed by the county names of the municipality file. */
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
    if (countyId === undefined) throw new ReferenceDataError(`${file}: "${name}" is not a county of the municipality file`);
    return {
      countyId,
      courtName: e.court_name,
      street: e.street,
      city: e.city,
      state: e.state,
      zipcode: e.zip,
      phone: e.phone,
      confidence: e.confidence,
      notes: e.notes,
      sources: e.sources,
    };
  });
}
