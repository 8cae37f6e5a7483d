/** docs/product/data-and-rules.md#sign-in-and-guests: a guest's data stored for the newly signed-in client, all or nothing. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cases, contactInfos, orders, properties } from '../../src/db/schema.ts';
import { startTestServer, type TestServer } from './support/server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t?.close());

const contactInfo = {
  firstName: 'Gina',
  lastName: 'Guest',
  streetAddress: '12 Main Street',
  city: 'Newark',
  state: 'New Jersey',
  zipcode: '07102',
  email: 'gina@example.com',
};
const property = {
  propertyType: 'Residential',
  streetAddress: '45 Elm Street',
  unitNo: '1A',
  city: 'Trenton',
  county: 'Mercer',
  zipcode: '08608',
  deedNames: ['Gina Guest'],
  ownershipType: 'Individual',
  clientType: 'owner',
  status: 'contact',
};
const caseInfo = { status: 'vc-tenants', tenants: [{ name: 'Tom Tenant' }] };
const URL_ = '/api/create-data-for-newly-authenticated-user';

interface Answer {
  caseDataInfo: { id: number; status: string } | null;
  propertyInfo: { id: number; status: string } | null;
  orderId: number | null;
}

async function rowsOf(auth0Id: string) {
  const me = await (await t.as(auth0Id)).get<{ id: number }>('/api/client');
  const db = t.server.deps.db;
  return {
    contacts: await db.select().from(contactInfos).where(eq(contactInfos.clientId, me.body.id)),
    properties: await db.select().from(properties).where(eq(properties.clientId, me.body.id)),
    cases: await db.select().from(cases).where(eq(cases.clientId, me.body.id)),
    orders: await db.select().from(orders).where(eq(orders.clientId, me.body.id)),
  };
}

describe('guest data after sign-in', () => {
  it('stores the contact, property and case with tenants, and answers where to resume', async () => {
    const user = await t.as('auth0|guest-ok');
    const res = await user.post<Answer>(URL_, {
      property,
      caseInfo,
      userData: { contactInfo },
      guestOrder: { payment_status: 'Pending', packageId: 1, flowType: '01' },
    });
    expect(res.status).toBe(200);
    expect(res.body.caseDataInfo).toMatchObject({ status: 'vc-tenants' });
    expect(res.body.propertyInfo?.id).toBeGreaterThan(0);
    // The order comes with signing (docs/product/rules.md#signed-papers): a case the guest did not sign has none.
    expect(res.body.orderId).toBeNull();
    const saved = await user.get<{ propertyId: number; tenants: Array<{ name: string }> }>(
      `/api/cases/${res.body.caseDataInfo!.id}`,
    );
    expect(saved.body.propertyId).toBe(res.body.propertyInfo!.id);
    expect(saved.body.tenants.map((x) => x.name)).toEqual(['Tom Tenant']);
    const me = await user.get<{ defaultContactInfoId: number }>('/api/client');
    const rows = await rowsOf('auth0|guest-ok');
    expect(rows.contacts).toHaveLength(1);
    expect(me.body.defaultContactInfoId).toBe(rows.contacts[0]!.id);
    expect(rows.properties[0]!.contactInfoId).toBe(rows.contacts[0]!.id);
  });

  it('discards silently a guest set without a property, a case or a contact', async () => {
    const user = await t.as('auth0|guest-partial');
    for (const body of [
      { property: null, caseInfo, userData: { contactInfo } },
      { property, caseInfo: null, userData: { contactInfo } },
      { property, caseInfo, userData: { contactInfo: null } },
    ]) {
      const res = await user.post<Answer>(URL_, body);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ caseDataInfo: null, propertyInfo: null, orderId: null });
    }
    const rows = await rowsOf('auth0|guest-partial');
    expect([rows.contacts, rows.properties, rows.cases]).toEqual([[], [], []]);
  });

  it('stores nothing when one part is bad (a property the domain refuses)', async () => {
    const user = await t.as('auth0|guest-bad');
    const res = await user.post<{ error: string }>(URL_, {
      property: { ...property, zipcode: '9' },
      caseInfo,
      userData: { contactInfo },
    });
    expect(res.body.error).not.toMatch(/^Invalid body/);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    const rows = await rowsOf('auth0|guest-bad');
    expect([rows.contacts, rows.properties, rows.cases, rows.orders]).toEqual([[], [], [], []]);
  });

  it('needs a signed-in caller', async () => {
    const res = await t.anonymous.post(URL_, { property, caseInfo, userData: { contactInfo } });
    expect(res.status).toBe(401);
    expect(res.text).toBe('JsonWebTokenError');
  });
});
