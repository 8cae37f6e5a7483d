import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COURT_FIELDS, pleadings, type CourtInfo } from '@rentfile/domain';
import {
  COURT_OFFICES_FILE,
  parseCourtOffices,
  parseReferenceData,
  readReferenceFiles,
} from '../../src/reference/data.ts';
import { courtInfoOf } from '../../src/reference/service.ts';

/** The day the data was compiled: no value may claim to have been found later. */
const COMPILED = '2026-11-28';
const raw = readFileSync(COURT_OFFICES_FILE, 'utf8');
const file = JSON.parse(raw) as {
  counties: Record<
    string,
    { confidence: string; notes: string | null; fields: Record<string, Record<string, unknown>> }
  >;
};
const data = parseReferenceData(await readReferenceFiles());
const countyName = new Map(data.counties.map((c) => [c.id, c.name]));

/** Each county's office as the API answers it, from the product's own loader. */
const offices: Array<[string, CourtInfo]> = data.courtOffices.map((o) => [
  countyName.get(o.countyId)!,
  courtInfoOf(countyName.get(o.countyId)!, o),
]);

describe('the court offices data file', () => {
  it('has one entry for each of the 21 counties', () => {
    expect(Object.keys(file.counties).sort()).toEqual(data.counties.map((c) => c.name).sort());
    expect(data.courtOffices).toHaveLength(21);
  });

  it('gives every field of every county a value (or null), a source, the date it was found and whether it is confirmed', () => {
    for (const [county, entry] of Object.entries(file.counties)) {
      expect(Object.keys(entry.fields).sort(), county).toEqual([...COURT_FIELDS].sort());
      for (const [field, f] of Object.entries(entry.fields)) {
        const where = `${county}.${field}`;
        expect(f.value === null || (typeof f.value === 'string' && f.value.trim() !== ''), where).toBe(true);
        expect(typeof f.source === 'string' && f.source.trim().length > 10, where).toBe(true);
        expect(f.found, where).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(f.found! <= COMPILED && !Number.isNaN(Date.parse(f.found as string)), where).toBe(true);
        expect(typeof f.confirmed, where).toBe('boolean');
        if (f.value === null) expect(f.confirmed, `${where}: a missing value is never confirmed`).toBe(false);
      }
      expect(['confirmed', 'partial', 'unconfirmed'], county).toContain(entry.confidence);
    }
  });

  it('cites an address for every value it has', () => {
    for (const [county, entry] of Object.entries(file.counties)) {
      for (const [field, f] of Object.entries(entry.fields)) {
        if (f.value !== null) expect(f.source, `${county}.${field}`).toMatch(/https?:\/\/|search-index file id|GitHub/);
      }
    }
  });

  it('refuses an entry whose confidence does not follow from its fields, a confirmed blank, a field without source or a malformed phone', () => {
    const broken = (
      change: (entry: { confidence: string; fields: Record<string, Record<string, unknown>> }) => void,
    ) => {
      const copy = JSON.parse(raw) as typeof file;
      change(copy.counties.Atlantic!);
      return () => parseCourtOffices(JSON.stringify(copy), data.counties);
    };
    expect(broken((e) => (e.confidence = 'partial'))).toThrow(
      /Atlantic\.confidence is "partial" but its fields make it "confirmed"/,
    );
    expect(broken((e) => (e.fields.trial_location!.confirmed = true))).toThrow(
      /trial_location a missing value cannot be confirmed/,
    );
    expect(broken((e) => (e.fields.phone!.source = ''))).toThrow(/phone.source every field needs a source/);
    expect(broken((e) => (e.fields.welfare_agency_phone!.value = '(609) 348-3001'))).toThrow(
      /welfare_agency_phone phone must read/,
    );
    expect(broken((e) => (e.fields.zip!.found = 'recently'))).toThrow(/zip.found found must be a date/);
  });
});

describe('the papers of every county', () => {
  const paperText = (county: string, court: CourtInfo, templateName: string) => {
    const input = pleadings.samplePleadingInput({ court, caseInfo: { county }, property: { county } });
    const doc = pleadings.buildPleadings('print_all_individual', input).find((d) => d.templateName === templateName)!;
    return pleadings.documentText(doc).replace(/\s+/g, ' ');
  };

  it.each(offices)(
    '%s: the summons and the instructions name the court, its address and phone, and the three help lines',
    (county, court) => {
      const summons = paperText(county, court, 'tenant_summons');
      const instructions = paperText(county, court, 'instructions');
      expect(summons).toContain(`Superior Court of New Jersey, Law Division, Special Civil Part, ${county} County`);
      for (const text of [summons, instructions]) {
        if (court.superiorCourtStreet && court.superiorCourtZipcode) {
          expect(text).toContain(court.superiorCourtStreet);
          expect(text).toContain(`${court.superiorCourtCity}, NJ ${court.superiorCourtZipcode}`);
        }
        if (court.superiorCourtPhone) expect(text).toContain(court.superiorCourtPhone);
        for (const phone of [court.legalServicesPhone, court.lawyerReferralPhone, court.welfareAgencyPhone])
          if (phone) expect(text).toContain(phone);
      }
      // The Spanish notices give the same help lines as the English ones, as the product's translation.
      const spanish = summons.slice(summons.indexOf('AVISO EN ESPAÑOL'));
      expect(spanish).toContain('proporcionada por RentFile NJ y no por el tribunal');
      for (const phone of [court.legalServicesPhone, court.lawyerReferralPhone, court.welfareAgencyPhone])
        if (phone) expect(spanish).toContain(phone);
      expect(spanish).toContain(`Servicios Legales (Condado de ${county}):`);
      expect(spanish).toContain('Servicio de Referencia de Abogados');
      // A filed paper never carries a note to the landlord.
      expect(summons).not.toMatch(/confirm this address|not confirmed|njcourts\.gov/i);
      // The instructions say what is not confirmed and how to check it, only when something is not.
      if (court.needsConfirmation) {
        expect(instructions).toContain('Not confirmed. Confirm this address with the court before filing.');
        expect(instructions).toContain('njcourts.gov');
      } else {
        expect(instructions).not.toContain('Not confirmed.');
      }
      if (!court.lawyerReferralPhone) expect(instructions).toContain('Lawyer Referral Service: not on file');
    },
  );

  it('leaves the place of trial to the clerk where trials sit elsewhere than the office (Essex), and prints the office elsewhere', () => {
    const byName = new Map(offices);
    expect(byName.get('Essex')!.trialLocation).toContain('Martin Luther King Jr. Justice Building');
    const essex = paperText('Essex', byName.get('Essex')!, 'tenant_summons');
    expect(essex).not.toContain('Place: Superior Court');
    expect(essex).not.toContain('Lugar: Tribunal Superior');
    expect(paperText('Essex', byName.get('Essex')!, 'instructions')).toContain(
      'Landlord/tenant trials: Essex County Martin Luther King Jr. Justice Building',
    );
    const bergen = paperText('Bergen', byName.get('Bergen')!, 'tenant_summons');
    expect(bergen).toContain(
      'Place: Superior Court of New Jersey, Law Division, Special Civil Part, Bergen County, Bergen County Justice Center, 10 Main Street, Hackensack, NJ 07601',
    );
  });

  it("prints every county's court address with its ZIP and phone where the data has them, and the Legal Services and welfare lines for all 21", () => {
    const complete = offices
      .filter(([, c]) => c.superiorCourtStreet && c.superiorCourtCity && c.superiorCourtZipcode && c.superiorCourtPhone)
      .map(([n]) => n);
    expect(complete.length).toBeGreaterThanOrEqual(17);
    expect(offices.every(([, c]) => c.legalServicesPhone && c.welfareAgencyPhone)).toBe(true);
  });
});
