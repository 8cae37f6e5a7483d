import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SocialServiceOffice } from '@rentfile/domain';
import { publishSocialServiceOffice } from '../../src/services/socialServiceOffices.ts';
import { startTestServer, type TestServer } from './support/server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t?.close());

const office = {
  housingAuthority: 'Newark Housing Authority',
  address: '500 Broad Street',
  address2: null,
  city: 'Newark',
  state: 'New Jersey',
  zipcode: '07102',
  phone: '(973) 555-0100',
  email: 'section8@example.org',
};

type ErrorBody = { error: string; code: string };
const names = (list: SocialServiceOffice[]) => list.map((o) => o.housingAuthority);

describe('public housing offices', () => {
  it('starts empty: no office is made up', async () => {
    const res = await t.anonymous.get<SocialServiceOffice[]>('/api/socialServiceOffices');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it("adds an office that only its client sees, sorted by housing authority; a guest and another client don't see it", async () => {
    const a = await t.as('auth0|offices-a');
    const b = await t.as('auth0|offices-b');
    const added = await a.post<SocialServiceOffice>('/api/socialServiceOffices', office);
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ ...office, id: expect.any(Number), published: false });
    await a.post('/api/socialServiceOffices', { ...office, housingAuthority: 'Camden Housing Authority', city: 'Camden', zipcode: '08102' });
    await a.post('/api/socialServiceOffices', { ...office, housingAuthority: 'Atlantic City Housing Authority', city: 'Atlantic City', zipcode: '08401' });

    const mine = await a.get<SocialServiceOffice[]>('/api/socialServiceOffices');
    expect(names(mine.body)).toEqual(['Atlantic City Housing Authority', 'Camden Housing Authority', 'Newark Housing Authority']);
    expect((await b.get<SocialServiceOffice[]>('/api/socialServiceOffices')).body).toEqual([]);
    expect((await t.anonymous.get<SocialServiceOffice[]>('/api/socialServiceOffices')).body).toEqual([]);
    // Another client may add the same office for itself: it cannot see a's.
    expect((await b.post('/api/socialServiceOffices', office)).status).toBe(200);
  });

  it('shows a published office to everyone, and then refuses it as a duplicate for every client', async () => {
    const owner = await t.as('auth0|offices-publisher');
    const other = await t.as('auth0|offices-reader');
    const added = await owner.post<SocialServiceOffice>('/api/socialServiceOffices', { ...office, housingAuthority: 'Trenton Housing Authority', city: 'Trenton', zipcode: '08608' });
    await publishSocialServiceOffice(t.server.deps.db, added.body.id);
    expect(names((await t.anonymous.get<SocialServiceOffice[]>('/api/socialServiceOffices')).body)).toEqual(['Trenton Housing Authority']);
    expect(names((await other.get<SocialServiceOffice[]>('/api/socialServiceOffices')).body)).toEqual(['Trenton Housing Authority']);
    const dup = await other.post<ErrorBody>('/api/socialServiceOffices', { ...office, housingAuthority: 'TRENTON housing authority', city: 'trenton', zipcode: '08608' });
    expect(dup.status).toBe(409);
    await expect(publishSocialServiceOffice(t.server.deps.db, 999_999)).rejects.toThrow(/not found/);
  });

  it('refuses a duplicate of an office the client sees (same housing authority, address and city, any case)', async () => {
    const a = await t.as('auth0|offices-dup');
    expect((await a.post('/api/socialServiceOffices', office)).status).toBe(200);
    const dup = await a.post<ErrorBody>('/api/socialServiceOffices', {
      ...office,
      housingAuthority: 'Newark HOUSING Authority ',
      address: '500 broad street',
      city: 'NEWARK',
      phone: '(973) 555-0199',
    });
    expect(dup.status).toBe(409);
    expect(dup.body.error).toMatch(/already in your list: Newark Housing Authority, 500 Broad Street, Newark/);
    expect((await a.get<SocialServiceOffice[]>('/api/socialServiceOffices')).body.filter((o) => !o.published)).toHaveLength(1);
    expect((await a.post('/api/socialServiceOffices', { ...office, address: '501 Broad Street' })).status).toBe(200);
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
    expect((await a.get<SocialServiceOffice[]>('/api/socialServiceOffices')).body.filter((o) => !o.published)).toEqual([]);
  });

  it('accepts the edges of the New Jersey zip range; fixes the state to New Jersey, capitalises the housing authority and formats the phone', async () => {
    const a = await t.as('auth0|offices-edges');
    const { state: _state, ...withoutState } = office;
    const low = await a.post<SocialServiceOffice>('/api/socialServiceOffices', { ...withoutState, zipcode: '07001', housingAuthority: 'newark housing authority', phone: '973.555.0100' });
    expect(low.status).toBe(200);
    expect(low.body).toMatchObject({ state: 'New Jersey', housingAuthority: 'Newark housing authority', phone: '(973) 555-0100', zipcode: '07001' });
    const high = await a.post<SocialServiceOffice>('/api/socialServiceOffices', { ...office, city: 'Other', zipcode: '08999' });
    expect(high.status).toBe(200);
  });
});
