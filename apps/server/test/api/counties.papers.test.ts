/**
 * Issue 16, "every county complete": for each of the 21 counties the rendered PDFs of the Tenancy Summons and the
 * filing instructions carry what the court offices data file holds for that county (the court's street, city and
 * ZIP, its phone, the interpreter/accommodation contact and the three help lines), read back from the PDF text.
 * The expected values come from the data file itself, not from the server, so a value in the file that is lost
 * anywhere on its way to the papers fails here; a value the file lacks must show as the blank line to fill in and
 * be named in the instructions as not on file.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pleadings } from '@rentfile/domain';
import { COURT_OFFICES_FILE } from '../../src/reference/data.ts';
import { answeredPdf, pdfText } from './support/pdfText.ts';
import { startTestServer, type Caller, type TestServer } from './support/server.ts';

type Field = { value: string | null };
const file = JSON.parse(readFileSync(COURT_OFFICES_FILE, 'utf8')) as {
  counties: Record<string, { fields: Record<string, Field> }>;
};
const counties = Object.keys(file.counties).sort();

let t: TestServer;
let caller: Caller;
let contactId: number;
beforeAll(async () => {
  t = await startTestServer();
  caller = await t.as('auth0|counties-papers');
  contactId = (
    await caller.post<{ id: number }>('/api/contactInfo', {
      contactInfo: pleadings.SAMPLE_CONTACT,
      saveAsDefault: true,
    })
  ).body.id;
});
afterAll(async () => t?.close());

/** The sample case with its rental in the county: the court and help lines follow the premises' county. */
async function caseIn(county: string): Promise<number> {
  const property = await caller.post<{ id: number }>('/api/properties/save', {
    property: { ...pleadings.SAMPLE_PROPERTY, county, contactInfoId: contactId },
  });
  expect(property.status, property.text).toBe(200);
  const { id: _id, ...caseInfo } = pleadings.SAMPLE_CASE;
  const created = await caller.post<{ id: number }>('/api/cases', {
    caseInfo: { ...caseInfo, county, propertyId: property.body.id },
    status: 'vc-sign',
  });
  expect(created.status, created.text).toBe(200);
  return created.body.id;
}

/** A word broken at a hyphen across two lines reads back as "non- payment": join it again. */
const joined = (text: string) => text.replace(/- /g, '-');

async function paper(caseId: number, templateName: string): Promise<string> {
  const res = await caller.post<{ fileData: string | null; fileUrl: string | null; error?: string }>(
    '/api/create-case-pleading-pdf',
    { caseId, templateName },
  );
  expect(res.status, res.body.error).toBe(200);
  return joined(await pdfText(await answeredPdf(caller, res.body)));
}

describe('the papers of every county carry its court office and help lines', () => {
  it('covers all 21 counties', () => {
    expect(counties).toHaveLength(21);
  });

  it.each(counties)('%s', async (county) => {
    const caseId = await caseIn(county);
    const f = (name: string) => file.counties[county]!.fields[name]!.value;
    const summons = await paper(caseId, 'tenant_summons');
    const instructions = await paper(caseId, 'instructions');
    const spanish = summons.slice(summons.indexOf('AVISO EN ESPAÑOL'));
    expect(spanish.length, 'the summons has its Spanish section').toBeGreaterThan(100);

    expect(summons).toContain(`Special Civil Part, ${county} County`);
    const [street, city, zip, phone] = [f('street'), f('city'), f('zip'), f('phone')];
    for (const [name, text] of [
      ['summons', summons],
      ['instructions', instructions],
    ] as const) {
      if (street && city && zip) {
        expect(text, `${county} ${name}: street`).toContain(street);
        expect(text, `${county} ${name}: city and ZIP`).toContain(`${city}, NJ ${zip}`);
      }
      if (phone) expect(text, `${county} ${name}: court phone`).toContain(phone);
      const contact = f('accommodation_contact');
      if (contact) expect(text, `${county} ${name}: interpreter contact`).toContain(contact);
      for (const key of ['legal_services_phone', 'lawyer_referral_phone', 'welfare_agency_phone']) {
        const line = f(key);
        if (line) expect(text, `${county} ${name}: ${key}`).toContain(line);
      }
    }
    for (const key of ['legal_services_phone', 'lawyer_referral_phone', 'welfare_agency_phone']) {
      const line = f(key);
      if (line) expect(spanish, `${county} Spanish notice: ${key}`).toContain(line);
    }

    // What the file lacks is a blank line on the summons and a named gap in the instructions, never a guess.
    if (!(street && city && zip)) {
      expect(summons).toContain('______________________________');
      expect(instructions).toContain('Not ready to file: complete these lines first.');
    }
    if (!phone) expect(summons).toContain('tell the court as soon as possible: ______________');
    if (!f('lawyer_referral_phone')) {
      expect(summons).toMatch(new RegExp(`Lawyer Referral Service \\(${county} County Bar Association\\): _{10,}`));
      expect(instructions).toContain(
        "Lawyer Referral Service: not on file: the summons leaves a blank line; find the number in the New Jersey Courts' directory",
      );
    }
    if (!f('legal_services_phone')) expect(instructions).toContain('Legal Services: not on file');
    if (!f('welfare_agency_phone')) expect(instructions).toContain('County welfare agency: not on file');
  });
});
