import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { City, County, CourtInfo } from '@rentfile/domain';
import { courtInfoForCounty } from '../../src/reference/service.ts';
import { startTestServer, type TestServer } from './support/server.ts';

const dataDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/reference/nj-data');

/** The repository's copy of the municipality list, read independently of the product's loader. */
const csvRows = readFileSync(path.join(dataDir, 'nj-counties-municipalities.csv'), 'utf8')
  .trim()
  .split(/\r?\n/)
  .slice(1)
  .map((line) => {
    const [county, municipality, code] = line.split(',');
    return { county: county!, municipality: municipality!, code: code! };
  });
const csvCounties = [...new Set(csvRows.map((r) => r.county))];
type FileField = { value: string | null; source: string; found: string; confirmed: boolean };
const courtFile = JSON.parse(readFileSync(path.join(dataDir, 'nj-court-offices.json'), 'utf8')) as {
  counties: Record<string, { confidence: string; fields: Record<string, FileField> }>;
};

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t?.close());

async function counties(): Promise<County[]> {
  const res = await t.anonymous.get<County[]>('/api/countiesOfState?stateId=31');
  expect(res.status).toBe(200);
  return res.body;
}

describe('counties of New Jersey', () => {
  it('answers the 21 counties sorted by name, with ids 1 Atlantic .. 21 Warren, to a guest', async () => {
    const list = await counties();
    expect(list).toHaveLength(21);
    expect(list.map((c) => c.countyName)).toEqual([...csvCounties].sort((a, b) => a.localeCompare(b)));
    for (const c of list) {
      const codes = csvRows.filter((r) => r.county === c.countyName).map((r) => Number(r.code.slice(0, 2)));
      expect(new Set(codes), c.countyName).toEqual(new Set([c.countyId]));
    }
    expect(list.find((c) => c.countyName === 'Atlantic')?.countyId).toBe(1);
    expect(list.find((c) => c.countyName === 'Warren')?.countyId).toBe(21);
  });

  it('refuses another state with a 400 that names the supported one', async () => {
    const res = await t.anonymous.get<{ error: string }>('/api/countiesOfState?stateId=36');
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/only New Jersey \(state id 31\)/i);
    expect((await t.anonymous.get('/api/countiesOfState')).status).toBe(400);
  });
});

describe('municipalities of a county', () => {
  it("answers every county's municipalities exactly as the CSV lists them (names and codes)", async () => {
    for (const county of csvCounties) {
      const res = await t.anonymous.get<City[]>(`/api/citiesByCounty?county=${encodeURIComponent(county)}`);
      expect(res.status, county).toBe(200);
      const expected = csvRows
        .filter((r) => r.county === county)
        .map((r) => ({ cityName: r.municipality, municipalCode: r.code }));
      expect(res.body, county).toHaveLength(expected.length);
      expect(
        [...res.body].sort((a, b) => a.municipalCode.localeCompare(b.municipalCode)),
        county,
      ).toEqual([...expected].sort((a, b) => a.municipalCode.localeCompare(b.municipalCode)));
      expect(
        res.body.map((c) => c.cityName),
        `${county} sorted by name`,
      ).toEqual([...res.body.map((c) => c.cityName)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    }
  });

  it('accepts the county name in any case, with or without " County"', async () => {
    const expected = csvRows.filter((r) => r.county === 'Cape May').length;
    for (const name of ['Cape May', 'cape may', 'CAPE MAY COUNTY', ' Cape  May County ']) {
      const res = await t.anonymous.get<City[]>(`/api/citiesByCounty?county=${encodeURIComponent(name)}`);
      expect(res.status, name).toBe(200);
      expect(res.body, name).toHaveLength(expected);
    }
  });

  it('refuses an unknown county with a 400, not an empty list', async () => {
    const res = await t.anonymous.get<{ error: string }>('/api/citiesByCounty?county=Kings');
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/Unknown county "Kings"/);
    expect((await t.anonymous.get('/api/citiesByCounty')).status).toBe(400);
  });
});

describe('court office of a county', () => {
  it('answers the Special Civil Part office and help lines of all 21 counties as the data file has them, flagging unconfirmed ones', async () => {
    const list = await counties();
    for (const c of list) {
      const res = await t.anonymous.get<CourtInfo>(`/api/courtServiceInfo/${c.countyId}`);
      expect(res.status, c.countyName).toBe(200);
      const entry = courtFile.counties[c.countyName]!;
      const v = (field: string) => entry.fields[field]!.value;
      expect(res.body, c.countyName).toMatchObject({
        county: c.countyName,
        superiorCourtName: v('court_name'),
        superiorCourtStreet: v('street'),
        superiorCourtCity: v('city'),
        superiorCourtZipcode: v('zip'),
        superiorCourtPhone: v('phone'),
        legalServicesName: v('legal_services_name'),
        legalServicesPhone: v('legal_services_phone'),
        lawyerReferralPhone: v('lawyer_referral_phone'),
        welfareAgencyName: v('welfare_agency_name'),
        welfareAgencyPhone: v('welfare_agency_phone'),
        confidence: entry.confidence,
      });
      expect(res.body.sources.length, c.countyName).toBeGreaterThan(0);
      const incomplete = ['court_name', 'street', 'city', 'zip'].some((f) => v(f) === null);
      expect(res.body.needsConfirmation, c.countyName).toBe(entry.confidence !== 'confirmed' || incomplete);
      const printed = [
        'street',
        'city',
        'zip',
        'phone',
        'legal_services_phone',
        'lawyer_referral_phone',
        'welfare_agency_phone',
      ];
      expect(res.body.unconfirmedFields, c.countyName).toEqual(
        printed.filter((f) => v(f) === null || !entry.fields[f]!.confirmed),
      );
    }
  });

  it('keeps missing values null and flags them (Hunterdon has no street or ZIP on file)', async () => {
    const hunterdon = (await counties()).find((c) => c.countyName === 'Hunterdon')!;
    const res = await t.anonymous.get<CourtInfo>(`/api/courtServiceInfo/${hunterdon.countyId}`);
    expect(res.body).toMatchObject({
      superiorCourtStreet: null,
      superiorCourtZipcode: null,
      confidence: 'unconfirmed',
      needsConfirmation: true,
    });
    expect(res.body.unconfirmedFields).toEqual(expect.arrayContaining(['street', 'zip']));
  });

  it('answers an unknown county id with a 404 and a clear message', async () => {
    const res = await t.anonymous.get<{ error: string }>('/api/courtServiceInfo/22');
    expect(res.status).toBe(404);
    expect(res.body.error).toMatch(/No New Jersey county with id 22/);
  });

  it('gives the pleadings the same office by county name or id', async () => {
    const db = t.server.deps.db;
    const byName = await courtInfoForCounty(db, 'monmouth county');
    const byId = await courtInfoForCounty(db, 13);
    expect(byName).toEqual(byId);
    expect(byName.superiorCourtCity).toBe(courtFile.counties.Monmouth!.fields.city!.value);
    await expect(courtInfoForCounty(db, 'Nowhere')).rejects.toThrow(/No New Jersey county named "Nowhere"/);
  });
});
