import { propertyStatusAfterSave, type PropertyStatus } from '@rentfile/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type Caller, type TestServer } from './support/server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t?.close());

interface SavedProperty {
  id: number;
  propertyId: number | null;
  status: string;
  completed: boolean;
  streetAddress: string | null;
  unitNo: string | null;
  city: string | null;
  county: string | null;
  zipcode: string | null;
  deedNames: string[];
  ownershipType: string | null;
  clientType: string | null;
  contactInfoId: number | null;
  contactInfo: { firstName: string; lastName: string } | null;
}
interface SavedCase {
  id: number;
  propertyId: number | null;
  streetAddress: string | null;
  deedNames: string[];
}

const contact = {
  firstName: 'Maria',
  lastName: 'Lopez',
  streetAddress: '12 Main Street',
  city: 'Newark',
  state: 'New Jersey',
  zipcode: '07102',
  email: 'maria@example.com',
};
const address = {
  propertyType: 'Residential',
  streetAddress: '45 Elm Street',
  unitNo: '1A',
  city: 'Trenton',
  county: 'Mercer',
  zipcode: '08608',
};
const owner = {
  deedNames: ['John Smith', 'Jane Smith'],
  // Co-owners each give their own address (docs/product/rules.md#plaintiffs).
  ownerContacts: [
    { streetAddress: '1 Ash Road', city: 'Ewing', state: 'New Jersey', zipcode: '08618' },
    { streetAddress: '2 Ash Road', city: 'Ewing', state: 'New Jersey', zipcode: '08618' },
  ],
  ownershipType: 'Individual',
};

async function completeProperty(c: Caller, extra: Record<string, unknown> = {}): Promise<SavedProperty> {
  const contactId = (await c.post<{ id: number }>('/api/contactInfo', { contactInfo: contact })).body.id;
  const saved = await c.post<SavedProperty>('/api/properties/save', {
    property: { ...address, ...owner, clientType: 'owner', contactInfoId: contactId, status: 'contact', ...extra },
  });
  expect(saved.status).toBe(200);
  return saved.body;
}

describe('saving a property', () => {
  it('follows the status order: never backwards, and contact completes the property', async () => {
    const a = await t.as('auth0|prop-status');
    const typed = await a.post<SavedProperty>('/api/properties/save', {
      property: { propertyType: 'Residential', status: 'type' },
    });
    expect(typed.status).toBe(200);
    expect(typed.body).toMatchObject({ status: 'type', completed: false, deedNames: [''] });
    const id = typed.body.id;

    const addressed = await a.post<SavedProperty>('/api/properties/save', {
      property: { id, ...address, status: 'address' },
    });
    expect(addressed.body).toMatchObject({ id, status: 'address', streetAddress: '45 Elm Street', completed: false });

    const owned = await a.post<SavedProperty>('/api/properties/save', {
      property: { id, ...address, ...owner, status: 'owner' },
    });
    expect(owned.body).toMatchObject({ status: 'owner', deedNames: ['John Smith', 'Jane Smith'] });

    // Going back to the address screen and saving it again keeps the later status.
    const back = await a.post<SavedProperty>('/api/properties/save', {
      property: { id, ...address, ...owner, city: 'Ewing', status: 'address' },
    });
    expect(back.body).toMatchObject({ status: 'owner', city: 'Ewing' });

    const associated = await a.post<SavedProperty>('/api/properties/save', {
      property: { id, ...address, ...owner, clientType: 'agent', status: 'associationToOwner' },
    });
    expect(associated.body).toMatchObject({ status: 'associationToOwner', clientType: 'agent', completed: false });

    const contactId = (await a.post<{ id: number }>('/api/contactInfo', { contactInfo: contact })).body.id;
    const done = await a.post<SavedProperty>('/api/properties/save', {
      property: { id, ...address, ...owner, clientType: 'agent', contactInfoId: contactId, status: 'contact' },
    });
    expect(done.body).toMatchObject({
      status: 'contact',
      completed: true,
      contactInfoId: contactId,
      contactInfo: { firstName: 'Maria', lastName: 'Lopez' },
    });

    const read = await a.get<SavedProperty>(`/api/property/${id}`);
    expect(read.body).toMatchObject({
      id,
      status: 'contact',
      completed: true,
      city: 'Trenton',
      contactInfo: { firstName: 'Maria', lastName: 'Lopez' },
    });
  });

  it('keeps the later status when saves of one property race', async () => {
    const a = await t.as('auth0|prop-race');
    const p = await completeProperty(a);
    const saves = Array.from({ length: 6 }, (_, i) =>
      a.post<SavedProperty>('/api/properties/save', {
        property: {
          id: p.id,
          ...address,
          ...owner,
          clientType: 'owner',
          contactInfoId: p.contactInfoId,
          city: `City ${i}`,
          status: i % 2 ? 'address' : 'owner',
        },
      }),
    );
    expect((await Promise.all(saves)).map((r) => r.body.status)).toEqual(Array(6).fill('contact'));
    expect((await a.get<SavedProperty>(`/api/property/${p.id}`)).body).toMatchObject({
      status: 'contact',
      completed: true,
    });
  });

  it('refuses a property whose done steps lack what they need, and a contact that is not the caller’s', async () => {
    const a = await t.as('auth0|prop-validate');
    const save = (property: Record<string, unknown>) => a.post<{ error: string }>('/api/properties/save', { property });
    // Status owner: type and address are done.
    const noAddress = await save({ propertyType: 'Residential', status: 'owner', streetAddress: '1 Oak St' });
    expect(noAddress.status).toBe(400);
    expect(noAddress.body.error).toBe('Item is required (county)');
    const outOfState = await save({ ...address, zipcode: '10001', status: 'owner' });
    expect(outOfState.body.error).toBe('Enter a New Jersey ZIP code (07001 to 08999). (zipcode)');
    // Status associationToOwner: the owner step is done.
    const blankOwner = await save({
      ...address,
      deedNames: ['John', ' '],
      ownershipType: 'Individual',
      status: 'associationToOwner',
    });
    expect(blankOwner.status).toBe(400);
    expect(blankOwner.body.error).toBe('Name is required (deedNames.1)');
    expect((await save({ propertyType: 'Castle', status: 'type' })).status).toBe(400);

    // At contact without a contact the property is not complete yet; a contact completes it.
    const pending = await a.post<SavedProperty>('/api/properties/save', {
      property: { ...address, ...owner, clientType: 'owner', status: 'contact', completed: true },
    });
    expect(pending.body).toMatchObject({ status: 'contact', completed: false });

    const b = await t.as('auth0|prop-validate-other');
    const foreignContact = (await b.post<{ id: number }>('/api/contactInfo', { contactInfo: contact })).body.id;
    const stolen = await save({
      id: pending.body.id,
      ...address,
      ...owner,
      clientType: 'owner',
      contactInfoId: foreignContact,
      status: 'contact',
    });
    expect(stolen.status).toBe(404);
    expect((await a.get<SavedProperty>(`/api/property/${pending.body.id}`)).body).toMatchObject({
      contactInfoId: null,
      completed: false,
    });
  });

  it('accepts the domain’s next-step statuses (propertyStatusAfterSave) as well', async () => {
    const a = await t.as('auth0|prop-next-step');
    const after = (step: PropertyStatus) => propertyStatusAfterSave(step).status;
    const typed = await a.post<SavedProperty>('/api/properties/save', {
      property: { propertyType: 'Commercial', status: after('type') },
    });
    expect(typed.body).toMatchObject({ status: 'address', completed: false });
    const id = typed.body.id;
    const addressed = await a.post<SavedProperty>('/api/properties/save', {
      property: { id, ...address, propertyType: 'Commercial', status: after('address') },
    });
    expect(addressed.body.status).toBe('owner');
    const owned = await a.post<SavedProperty>('/api/properties/save', {
      property: { id, ...address, ...owner, propertyType: 'Commercial', status: after('owner') },
    });
    expect(owned.body.status).toBe('associationToOwner');
    const associated = await a.post<SavedProperty>('/api/properties/save', {
      property: {
        id,
        ...address,
        ...owner,
        propertyType: 'Commercial',
        clientType: 'owner',
        status: after('associationToOwner'),
      },
    });
    expect(associated.body).toMatchObject({ status: 'contact', completed: false });
    const contactInfoId = (await a.post<{ id: number }>('/api/contactInfo', { contactInfo: contact })).body.id;
    const done = await a.post<SavedProperty>('/api/properties/save', {
      property: {
        id,
        ...address,
        ...owner,
        propertyType: 'Commercial',
        clientType: 'owner',
        contactInfoId,
        status: after('contact'),
      },
    });
    expect(done.body).toMatchObject({
      status: 'contact',
      completed: true,
      contactInfo: { firstName: 'Maria', lastName: 'Lopez' },
    });
    const dropped = await a.post<{ error: string }>('/api/properties/save', {
      property: { id, ...address, ...owner, propertyType: 'Commercial', clientType: 'owner', status: 'contact' },
    });
    expect(dropped.body.error).toBe('Item is required (contactInfoId)');
  });

  it('lists the caller’s properties and searches owner, address, unit, city, county and zip', async () => {
    const a = await t.as('auth0|prop-search');
    await completeProperty(a);
    await completeProperty(a, {
      streetAddress: '9 Pine Road',
      unitNo: null,
      city: 'Camden',
      county: 'Camden',
      zipcode: '08102',
      deedNames: ['Acme Holdings LLC'],
      ownershipType: 'Limited Liability Company',
    });
    const all = await a.get<SavedProperty[]>('/api/properties');
    expect(all.body).toHaveLength(2);
    const search = async (q: string) =>
      (await a.get<SavedProperty[]>(`/api/properties?search=${encodeURIComponent(q)}`)).body.map(
        (p) => p.streetAddress,
      );
    expect(await search('acme')).toEqual(['9 Pine Road']);
    expect(await search('jane')).toEqual(['45 Elm Street']);
    expect(await search('08102')).toEqual(['9 Pine Road']);
    expect(await search('MERCER')).toEqual(['45 Elm Street']);
    expect(await search('trenton')).toEqual(['45 Elm Street']);
    expect(await search('1a')).toEqual(['45 Elm Street']);
    expect(await search('%')).toEqual([]);
  });
});

describe('a new unit', () => {
  it('copies the property with the new unit number and refuses a unit that exists', async () => {
    const a = await t.as('auth0|prop-unit');
    const source = await completeProperty(a);
    const unit = await a.post<SavedProperty>('/api/properties/newUnit', { propertyId: source.id, unitNo: '2B' });
    expect(unit.status).toBe(200);
    expect(unit.body).toMatchObject({
      propertyId: source.id,
      unitNo: '2B',
      streetAddress: source.streetAddress,
      deedNames: source.deedNames,
      contactInfoId: source.contactInfoId,
      status: 'contact',
      completed: true,
    });
    expect(unit.body.id).not.toBe(source.id);
    const again = await a.post<{ error: string }>('/api/properties/newUnit', { propertyId: source.id, unitNo: '2b' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('Unit 2b already exists for this property.');
    const sameAsSource = await a.post('/api/properties/newUnit', { propertyId: source.id, unitNo: '1A' });
    expect(sameAsSource.status).toBe(409);
    expect((await a.get<unknown[]>('/api/properties')).body).toHaveLength(2);
  });
});

describe('deleting a property', () => {
  it('deletes a property without cases at once', async () => {
    const a = await t.as('auth0|prop-delete-plain');
    const p = await completeProperty(a);
    expect((await a.delete(`/api/property/${p.id}`)).status).toBe(200);
    expect((await a.get(`/api/property/${p.id}`)).status).toBe(404);
  });

  it('asks before deleting a property with cases, then deletes them or keeps them detached', async () => {
    const a = await t.as('auth0|prop-delete-cases');
    const p = await completeProperty(a);
    const first = await a.post<SavedCase>('/api/cases', {
      caseInfo: { propertyId: p.id, tenants: [{ name: 'Tom Tenant' }] },
    });
    const second = await a.post<SavedCase>('/api/cases', { caseInfo: { propertyId: p.id } });
    expect(first.body).toMatchObject({
      propertyId: p.id,
      streetAddress: '45 Elm Street',
      deedNames: ['John Smith', 'Jane Smith'],
    });

    const asked = await a.delete<{ error: string; code: string }>(`/api/property/${p.id}`);
    expect(asked.status).toBe(409);
    expect(asked.body.error).toMatch(/^This property has 2 cases\. Deleting it with its cases also deletes the cases/);
    expect((await a.get(`/api/property/${p.id}`)).status).toBe(200);

    expect((await a.delete(`/api/property/${p.id}?cases=keep`)).status).toBe(200);
    expect((await a.get(`/api/property/${p.id}`)).status).toBe(404);
    const kept = await a.get<SavedCase>(`/api/cases/${first.body.id}`);
    expect(kept.body).toMatchObject({
      propertyId: null,
      streetAddress: '45 Elm Street',
      deedNames: ['John Smith', 'Jane Smith'],
    });

    const q = await completeProperty(a);
    const third = await a.post<SavedCase>('/api/cases', { caseInfo: { propertyId: q.id } });
    expect((await a.delete(`/api/property/${q.id}?cases=delete`)).status).toBe(200);
    expect((await a.get(`/api/cases/${third.body.id}`)).status).toBe(404);
    expect((await a.get(`/api/cases/${second.body.id}`)).status).toBe(200);
  });
});

describe('another client', () => {
  it('gets 404 for every id of a property and changes nothing', async () => {
    const a = await t.as('auth0|prop-owner');
    const b = await t.as('auth0|prop-intruder');
    const p = await completeProperty(a);
    const before = (await a.get<SavedProperty>(`/api/property/${p.id}`)).body;

    expect((await b.get(`/api/property/${p.id}`)).status).toBe(404);
    expect((await b.get(`/api/registration/${p.id}`)).status).toBe(404);
    expect(
      (await b.post('/api/properties/save', { property: { ...address, id: p.id, city: 'Hacked', status: 'address' } }))
        .status,
    ).toBe(404);
    expect((await b.post('/api/properties/newUnit', { propertyId: p.id, unitNo: '99' })).status).toBe(404);
    expect((await b.post('/api/cases', { caseInfo: { propertyId: p.id } })).status).toBe(404);
    expect((await b.delete(`/api/property/${p.id}`)).status).toBe(404);
    expect((await b.delete(`/api/property/${p.id}?cases=delete`)).status).toBe(404);
    expect((await b.get<unknown[]>('/api/properties')).body).toEqual([]);

    expect((await a.get<SavedProperty>(`/api/property/${p.id}`)).body).toEqual(before);
    expect((await a.get<unknown[]>('/api/properties')).body).toHaveLength(1);
  });
});
