import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pleadings, type SocialServiceOffice } from '@rentfile/domain';
import {
  HOUSING_AUTHORITIES_FILE,
  parseHousingAuthorities,
  seedHousingAuthorities,
} from '../../src/reference/housingAuthorities.ts';
import { publishSocialServiceOffice } from '../../src/services/socialServiceOffices.ts';
import { pdfText } from './support/pdfText.ts';
import { startTestServer, type TestServer } from './support/server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t?.close());

/** An invented office (not one of the researched agencies, which every client already sees). */
const office = {
  housingAuthority: 'Newark Housing Authority',
  address: '1 Example Plaza',
  address2: null,
  city: 'Newark',
  state: 'New Jersey',
  zipcode: '07102',
  phone: '(973) 555-0100',
  email: 'section8@example.org',
};

type ErrorBody = { error: string; code: string };
const names = (list: SocialServiceOffice[]) => list.map((o) => o.housingAuthority);
/** The offices a client added itself (the researched agencies are published to everyone). */
const own = (list: SocialServiceOffice[]) => list.filter((o) => !o.published);
const researched = parseHousingAuthorities(readFileSync(HOUSING_AUTHORITIES_FILE, 'utf8'));
const byName = (a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase());

describe('the New Jersey public housing agencies', () => {
  it('are listed to everyone from the first start, guests included, as the data file gives them', async () => {
    const res = await t.anonymous.get<SocialServiceOffice[]>('/api/socialServiceOffices');
    expect(res.status).toBe(200);
    expect(res.body.length).toBe(researched.length);
    expect(researched.length).toBeGreaterThanOrEqual(15);
    expect(names(res.body)).toEqual(researched.map((e) => e.housing_authority).sort(byName));
    expect(res.body.every((o) => o.published)).toBe(true);
    const newark = res.body.find((o) => o.housingAuthority === 'Newark Housing Authority')!;
    expect(newark).toMatchObject({
      address: '500 Broad Street',
      city: 'Newark',
      state: 'New Jersey',
      zipcode: '07102',
      phone: '(973) 273-6000',
    });
    const client = await t.as('auth0|offices-first-start');
    expect(names((await client.get<SocialServiceOffice[]>('/api/socialServiceOffices')).body)).toEqual(names(res.body));
  });

  it('loads once per version of the file and keeps each row (and its id) across loads', async () => {
    const db = t.server.deps.db;
    const before = (await t.anonymous.get<SocialServiceOffice[]>('/api/socialServiceOffices')).body;
    expect(await seedHousingAuthorities(db)).toBe(0);
    expect((await t.anonymous.get<SocialServiceOffice[]>('/api/socialServiceOffices')).body).toEqual(before);
  });

  it('lets a guest pick one: the preview names the agency with its address on the complaint', async () => {
    const list = (await t.anonymous.get<SocialServiceOffice[]>('/api/socialServiceOffices')).body;
    const picked = list.find((o) => o.housingAuthority === 'Passaic County Public Housing Agency')!;
    const { id: _id, ...sampleCase } = pleadings.SAMPLE_CASE;
    const res = await t.anonymous.post<{ fileData: string; error?: string }>('/api/create-case-pleading-pdf', {
      templateName: 'verified_complaint_preview',
      guestData: {
        caseInfo: {
          ...sampleCase,
          section8: true,
          section8Type: 2,
          section8Subsidy: 1_450_00,
          section8TenantPortion: 400_00,
          publicHousingOfficeSection8: picked,
          pastDueRent: [
            { timePeriod: '2026-02-01', timePeriodDisplay: 'February 2026', amount: 400_00, selected: true },
          ],
        },
        property: pleadings.SAMPLE_PROPERTY,
        contactInfo: pleadings.SAMPLE_CONTACT,
      },
    });
    expect(res.status, res.body.error).toBe(200);
    const text = await pdfText(Buffer.from(res.body.fileData, 'base64'));
    expect(text).toContain(
      'Public housing agency: Passaic County Public Housing Agency, 100 Hamilton Plaza, Suite 510, Paterson, NJ 07505.',
    );
  });
});

describe('public housing offices', () => {
  it("adds an office that only its client sees, sorted by housing authority; a guest and another client don't see it", async () => {
    const a = await t.as('auth0|offices-a');
    const b = await t.as('auth0|offices-b');
    const added = await a.post<SocialServiceOffice>('/api/socialServiceOffices', office);
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ ...office, id: expect.any(Number), published: false });
    await a.post('/api/socialServiceOffices', {
      ...office,
      housingAuthority: 'Camden Housing Authority',
      city: 'Camden',
      zipcode: '08102',
    });
    await a.post('/api/socialServiceOffices', {
      ...office,
      housingAuthority: 'Atlantic City Housing Authority',
      city: 'Atlantic City',
      zipcode: '08401',
    });

    const mine = await a.get<SocialServiceOffice[]>('/api/socialServiceOffices');
    expect(names(own(mine.body))).toEqual([
      'Atlantic City Housing Authority',
      'Camden Housing Authority',
      'Newark Housing Authority',
    ]);
    expect(own((await b.get<SocialServiceOffice[]>('/api/socialServiceOffices')).body)).toEqual([]);
    expect(own((await t.anonymous.get<SocialServiceOffice[]>('/api/socialServiceOffices')).body)).toEqual([]);
    // Another client may add the same office for itself: it cannot see a's.
    expect((await b.post('/api/socialServiceOffices', office)).status).toBe(200);
  });

  it('shows a published office to everyone, and then refuses it as a duplicate for every client', async () => {
    const owner = await t.as('auth0|offices-publisher');
    const other = await t.as('auth0|offices-reader');
    const added = await owner.post<SocialServiceOffice>('/api/socialServiceOffices', {
      ...office,
      housingAuthority: 'Testville Housing Authority',
      city: 'Trenton',
      zipcode: '08608',
    });
    await publishSocialServiceOffice(t.server.deps.db, added.body.id);
    for (const reader of [t.anonymous, other]) {
      const seen = names((await reader.get<SocialServiceOffice[]>('/api/socialServiceOffices')).body);
      expect(seen).toContain('Testville Housing Authority');
      expect(seen).toHaveLength(researched.length + 1);
    }
    const dup = await other.post<ErrorBody>('/api/socialServiceOffices', {
      ...office,
      housingAuthority: 'TESTVILLE housing authority',
      city: 'trenton',
      zipcode: '08608',
    });
    expect(dup.status).toBe(409);
    await expect(publishSocialServiceOffice(t.server.deps.db, 999_999)).rejects.toThrow(/not found/);
  });

  it('refuses a duplicate of an office the client sees (same housing authority, address and city, any case)', async () => {
    const a = await t.as('auth0|offices-dup');
    expect((await a.post('/api/socialServiceOffices', office)).status).toBe(200);
    const dup = await a.post<ErrorBody>('/api/socialServiceOffices', {
      ...office,
      housingAuthority: 'Newark HOUSING Authority ',
      address: '1 example plaza',
      city: 'NEWARK',
      phone: '(973) 555-0199',
    });
    expect(dup.status).toBe(409);
    expect(dup.body.error).toMatch(/already in your list: Newark Housing Authority, 1 Example Plaza, Newark/);
    expect(
      (await a.get<SocialServiceOffice[]>('/api/socialServiceOffices')).body.filter((o) => !o.published),
    ).toHaveLength(1);
    expect((await a.post('/api/socialServiceOffices', { ...office, address: '2 Example Plaza' })).status).toBe(200);
    // One of the researched agencies is refused as a duplicate too: it is already in everyone's list.
    const researchedDup = await a.post<ErrorBody>('/api/socialServiceOffices', {
      ...office,
      address: '500 Broad Street',
    });
    expect(researchedDup.status).toBe(409);
  });

  it('requires sign-in to add an office', async () => {
    const res = await t.anonymous.post('/api/socialServiceOffices', office);
    expect(res.status).toBe(401);
  });

  it.each([
    ['a missing housing authority', { housingAuthority: '  ' }, /housingAuthority.*Item is required/],
    ['a missing address', { address: '' }, /address.*Item is required/],
    ['a missing city', { city: '' }, /city.*Item is required/],
    ['another state', { state: 'New York' }, /state.*New Jersey/],
    ['a missing zip', { zipcode: '' }, /zipcode.*Item is required/],
    ['a malformed zip', { zipcode: '7102' }, /New Jersey ZIP code/],
    ['a zip outside New Jersey', { zipcode: '10001' }, /zipcode.*New Jersey ZIP code \(07001 to 08999\)/],
    ['a zip just below New Jersey', { zipcode: '07000' }, /New Jersey ZIP code/],
    ['a zip just above New Jersey', { zipcode: '09000' }, /New Jersey ZIP code/],
    ['a missing phone', { phone: '' }, /phone.*Item is required/],
    ['a phone without 10 digits', { phone: '(973) 555-010' }, /phone.*10-digit/],
    ['a missing e-mail', { email: '' }, /E-mail is required/],
    ['an invalid e-mail', { email: 'section8@' }, /E-mail must be valid/],
    ['an overlong housing authority', { housingAuthority: `N${'a'.repeat(200)}` }, /housingAuthority.*at most 200/],
  ])('refuses %s with a 400 that says why', async (_what, change, message) => {
    const a = await t.as('auth0|offices-invalid');
    const res = await a.post<ErrorBody>('/api/socialServiceOffices', { ...office, ...change });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(message);
    expect(res.body.error).toMatch(/^Invalid body: \//);
    expect((await a.get<SocialServiceOffice[]>('/api/socialServiceOffices')).body.filter((o) => !o.published)).toEqual(
      [],
    );
  });

  it('accepts the edges of the New Jersey zip range; fixes the state to New Jersey, capitalises the housing authority and formats the phone', async () => {
    const a = await t.as('auth0|offices-edges');
    const { state: _state, ...withoutState } = office;
    const low = await a.post<SocialServiceOffice>('/api/socialServiceOffices', {
      ...withoutState,
      zipcode: '07001',
      housingAuthority: 'newark housing authority',
      phone: '973.555.0100',
    });
    expect(low.status).toBe(200);
    expect(low.body).toMatchObject({
      state: 'New Jersey',
      housingAuthority: 'Newark housing authority',
      phone: '(973) 555-0100',
      zipcode: '07001',
    });
    const high = await a.post<SocialServiceOffice>('/api/socialServiceOffices', {
      ...office,
      city: 'Other',
      zipcode: '08999',
    });
    expect(high.status).toBe(200);
  });
});
