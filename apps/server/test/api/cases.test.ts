import { SIGNING_MESSAGES, statusDateToday } from '@rentfile/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type Caller, type TestServer } from './support/server.ts';
import { signedCase } from './support/signing.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t?.close());

interface Tenant {
  id: number;
  caseTenantId: number;
  name: string;
  email?: string | null;
  phone?: string | null;
}
interface SavedCase {
  id: number;
  clientId: number;
  propertyId: number | null;
  status: string;
  statusDate: string | null;
  submitted: boolean;
  isDeleted: string | null;
  streetAddress: string | null;
  unitNo: string | null;
  city: string | null;
  county: string | null;
  zipcode: string | null;
  deedNames: string[];
  tenants: Tenant[];
  rentAmount: number | null;
  legalFees: Array<{ type: string; amount: number; selected: boolean }>;
  suitAmount: number;
  initialSuitAmount?: number | null;
  section8Subsidy?: number | null;
  updated_at: string;
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

async function property(c: Caller): Promise<number> {
  const contactInfoId = (await c.post<{ id: number }>('/api/contactInfo', { contactInfo: contact })).body.id;
  const saved = await c.post<{ id: number }>('/api/properties/save', {
    property: {
      propertyType: 'Residential',
      streetAddress: '45 Elm Street',
      unitNo: '1A',
      city: 'Trenton',
      county: 'Mercer',
      zipcode: '08608',
      deedNames: ['John Smith'],
      ownershipType: 'Individual',
      clientType: 'owner',
      contactInfoId,
      status: 'contact',
    },
  });
  return saved.body.id;
}

const rent = (month: string, amount: number, selected = true) => ({
  timePeriod: `2025-${month}-01`,
  timePeriodDisplay: `${month}/2025`,
  amount,
  selected,
});
const charge = (type: string, month: string, amount: number) => ({
  type,
  timePeriod: `2025-${month}`,
  timePeriodDisplay: `${month}/2025`,
  amount,
  selected: true,
});
/** A lease that keeps the lease rule (docs/product/rules.md#lease-terms), needed from the Past Due Rent step on. */
const lease = { leaseStartDate: '2024-06-01', rentCycle: 'Monthly', rentDueBy: '1', rentAmount: 150000 };

describe('creating and reading a case', () => {
  it('starts at vc-property, not submitted, stamped today, with the property’s address and owners copied', async () => {
    const a = await t.as('auth0|case-create');
    const propertyId = await property(a);
    const created = await a.post<SavedCase>('/api/cases', {
      caseInfo: { propertyId, streetAddress: 'ignored', tenants: [{ name: 'Tom Tenant' }] },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      propertyId,
      status: 'vc-property',
      submitted: false,
      statusDate: statusDateToday(),
      streetAddress: '45 Elm Street',
      unitNo: '1A',
      city: 'Trenton',
      county: 'Mercer',
      zipcode: '08608',
      deedNames: ['John Smith'],
    });
    expect(created.body.tenants).toEqual([
      expect.objectContaining({ name: 'Tom Tenant', id: expect.any(Number), caseTenantId: expect.any(Number) }),
    ]);
    const read = await a.get<SavedCase>(`/api/cases/${created.body.id}`);
    expect(read.body).toEqual(created.body);
  });

  it('follows its property’s address while drafting, and keeps its own copy once submitted', async () => {
    const a = await t.as('auth0|case-follow');
    const typed = await a.post<{ id: number }>('/api/properties/save', {
      property: { propertyType: 'Residential', status: 'type' },
    });
    const created = await a.post<SavedCase>('/api/cases', { caseInfo: { propertyId: typed.body.id } });
    expect(created.body).toMatchObject({ propertyId: typed.body.id, streetAddress: null });
    const place = {
      id: typed.body.id,
      propertyType: 'Residential',
      streetAddress: '3 Cedar Ct',
      city: 'Camden',
      county: 'Camden',
      zipcode: '08102',
      status: 'address',
    };
    await a.post('/api/properties/save', { property: place });
    const drafted = await a.post<SavedCase>(`/api/case/${created.body.id}`, {
      caseInfo: { tenants: [{ name: 'Tom' }], ...lease },
      status: 'vc-leaseDetails',
    });
    expect(drafted.body).toMatchObject({ streetAddress: '3 Cedar Ct', city: 'Camden', zipcode: '08102' });
  });

  it('keeps its own copy of the property’s address once signed', async () => {
    const a = await t.as('auth0|case-follow-signed');
    const caseId = await signedCase(a);
    const signed = (await a.get<SavedCase>(`/api/cases/${caseId}`)).body;
    const propertyId = signed.propertyId!;
    const stored = (await a.get<Record<string, unknown>>(`/api/property/${propertyId}`)).body;
    await a.post('/api/properties/save', { property: { ...stored, streetAddress: '4 Cedar Ct' } });
    const later = await a.post<SavedCase>(`/api/case/${caseId}`, {
      caseInfo: { filingPlan: 'E-FILE' },
      status: 'wor-trialAction',
    });
    expect(later.body).toMatchObject({ propertyId, streetAddress: '48 Elmora Avenue', submitted: true });
    expect((await a.get<SavedCase>(`/api/cases/${caseId}`)).body).toEqual(later.body);
  });

  it('starts a save from the case as last saved, and still takes what changed since in its property and tenants', async () => {
    const a = await t.as('auth0|case-since');
    const propertyId = await property(a);
    const one = await a.post<SavedCase>('/api/cases', { caseInfo: { propertyId, tenants: [{ name: 'Ann' }] } });
    const ann = one.body.tenants[0]!;
    const place = (await a.get<Record<string, unknown>>(`/api/property/${propertyId}`)).body;
    expect(
      (await a.post('/api/properties/save', { property: { ...place, streetAddress: '46 Elm Street' } })).status,
    ).toBe(200);
    const moved = await a.post<SavedCase>(`/api/case/${one.body.id}`, { caseInfo: { rentAmount: 150_000 } });
    expect(moved.body).toMatchObject({ streetAddress: '46 Elm Street', rentAmount: 150_000 });

    const two = await a.post<SavedCase>('/api/cases', { caseInfo: { tenants: [{ id: ann.id, name: 'Ann' }] } });
    expect(
      (
        await a.post(`/api/case/${two.body.id}`, {
          caseInfo: { tenants: [{ ...two.body.tenants[0]!, phone: '609-555-0100' }] },
        })
      ).status,
    ).toBe(200);
    const saved = await a.post<SavedCase>(`/api/case/${one.body.id}`, {
      caseInfo: { tenants: [{ caseTenantId: ann.caseTenantId, name: 'Ann', email: 'ann@example.com' }] },
    });
    expect(saved.body).toMatchObject({
      streetAddress: '46 Elm Street',
      tenants: [{ name: 'Ann', phone: '609-555-0100', email: 'ann@example.com' }],
    });
    expect((await a.get<SavedCase>(`/api/cases/${one.body.id}`)).body).toEqual(saved.body);
  });

  it('refuses a property that is not the caller’s', async () => {
    const a = await t.as('auth0|case-create-own');
    const b = await t.as('auth0|case-create-foreign');
    const foreign = await property(b);
    expect((await a.post('/api/cases', { caseInfo: { propertyId: foreign } })).status).toBe(404);
  });
});

describe('updating a case', () => {
  it('changes only the fields sent, writes status, stamps statusDate unless given', async () => {
    const a = await t.as('auth0|case-update');
    const created = await a.post<SavedCase>('/api/cases', {
      caseInfo: { streetAddress: '1 Oak St', city: 'Newark', tenants: [{ name: 'Ann' }] },
    });
    const id = created.body.id;
    const leased = await a.post<SavedCase>(`/api/case/${id}`, {
      caseInfo: { ...lease, rentAmount: 150000 },
      status: 'vc-leaseDetails',
    });
    expect(leased.status).toBe(200);
    expect(leased.body).toMatchObject({
      status: 'vc-leaseDetails',
      rentAmount: 150000,
      streetAddress: '1 Oak St',
      city: 'Newark',
      statusDate: statusDateToday(),
    });
    expect(leased.body.tenants.map((x) => x.name)).toEqual(['Ann']);
    const dated = await a.post<SavedCase>(`/api/case/${id}`, {
      caseInfo: { statusDate: '01.02.25', status: 'vc-pastDueRent' },
    });
    expect(dated.body).toMatchObject({ statusDate: '01.02.25', status: 'vc-pastDueRent', rentAmount: 150000 });
    // Only the signing operation completes the complaint (docs/product/rules.md#signed-papers).
    const done = await a.post<{ error: string }>(`/api/case/${id}`, {
      caseInfo: {},
      status: 'verifiedComplaintComplete',
    });
    expect([done.status, done.body.error]).toEqual([400, SIGNING_MESSAGES.signOnReview]);
  });

  it('adds, edits, reorders and removes tenants', async () => {
    const a = await t.as('auth0|case-tenants');
    const created = await a.post<SavedCase>('/api/cases', { caseInfo: { tenants: [{ name: 'First' }] } });
    const id = created.body.id;
    const first = created.body.tenants[0]!;

    const two = await a.post<SavedCase>(`/api/case/${id}`, {
      caseInfo: { tenants: [{ ...first, email: 'first@example.com' }, { name: 'Second' }] },
    });
    expect(two.body.tenants).toEqual([
      expect.objectContaining({
        name: 'First',
        email: 'first@example.com',
        caseTenantId: first.caseTenantId,
        id: first.id,
      }),
      expect.objectContaining({ name: 'Second' }),
    ]);
    const second = two.body.tenants[1]!;

    const swapped = await a.post<SavedCase>(`/api/case/${id}`, {
      caseInfo: { tenants: [{ ...second, name: 'Second Renamed' }, first] },
    });
    expect(swapped.body.tenants.map((x) => [x.name, x.caseTenantId])).toEqual([
      ['Second Renamed', second.caseTenantId],
      ['First', first.caseTenantId],
    ]);

    const blank = await a.post<{ error: string }>(`/api/case/${id}`, { caseInfo: { tenants: [{ name: '  ' }] } });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toBe('Name is required');

    const removed = await a.post('/api/delete-tenant-with-case-id-relation', {
      caseTenantId: first.caseTenantId,
      caseId: id,
    });
    expect(removed.status).toBe(200);
    const after = await a.get<SavedCase>(`/api/cases/${id}`);
    expect(after.body.tenants.map((x) => x.name)).toEqual(['Second Renamed']);
    expect(
      (await a.post('/api/delete-tenant-with-case-id-relation', { caseTenantId: first.caseTenantId, caseId: id }))
        .status,
    ).toBe(404);
  });

  it('answers the tenants as stored: a field not sent keeps its value, a tenant not sent stays after those sent', async () => {
    const a = await t.as('auth0|case-tenants-stored');
    const created = await a.post<SavedCase>('/api/cases', {
      caseInfo: { tenants: [{ name: 'Ann', phone: '973-555-0101' }, { name: 'Ben' }, { name: 'Cy' }] },
    });
    const [ann, ben, cy] = created.body.tenants;
    const { phone: _phone, ...annWithoutPhone } = ann!;
    const saved = await a.post<SavedCase>(`/api/case/${created.body.id}`, {
      caseInfo: {
        tenants: [{ ...cy!, email: 'cy@example.com' }, { ...annWithoutPhone, name: ' Ann Renamed ' }, { name: 'Dee' }],
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.tenants.map((x) => [x.name, x.phone ?? null, x.email ?? null])).toEqual([
      ['Cy', null, 'cy@example.com'],
      ['Ann Renamed', '973-555-0101', null],
      ['Dee', null, null],
      ['Ben', null, null],
    ]);
    expect(saved.body.tenants[3]!.caseTenantId).toBe(ben!.caseTenantId);
    expect((await a.get<SavedCase>(`/api/cases/${created.body.id}`)).body.tenants).toEqual(saved.body.tenants);
  });

  it('saves a case and its tenants together or not at all', async () => {
    const a = await t.as('auth0|case-atomic');
    const created = await a.post<SavedCase>('/api/cases', { caseInfo: { city: 'Newark', tenants: [{ name: 'Ann' }] } });
    const before = await a.get<SavedCase>(`/api/cases/${created.body.id}`);
    const failed = await a.post(`/api/case/${created.body.id}`, {
      caseInfo: {
        city: 'Trenton',
        tenants: [
          { ...created.body.tenants[0]!, name: 'Changed' },
          { name: 'New' },
          { caseTenantId: 999_999, name: 'Not hers' },
        ],
      },
    });
    expect(failed.status).toBe(404);
    expect((await a.get<SavedCase>(`/api/cases/${created.body.id}`)).body).toEqual(before.body);
    const failedEdit = await a.post(`/api/case/${created.body.id}`, {
      caseInfo: {
        city: 'Trenton',
        tenants: [
          { ...created.body.tenants[0]!, name: 'Changed' },
          { caseTenantId: 999_999, name: 'Not hers' },
        ],
      },
    });
    expect(failedEdit.status).toBe(404);
    expect((await a.get<SavedCase>(`/api/cases/${created.body.id}`)).body).toEqual(before.body);
  });

  it('applies saves of one case sent at once each whole, one after another', async () => {
    const a = await t.as('auth0|case-concurrent');
    const created = await a.post<SavedCase>('/api/cases', {
      caseInfo: { tenants: [{ name: 'Ann' }, { name: 'Bob' }] },
    });
    const [ann, bob] = created.body.tenants;
    const saves = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        a.post<SavedCase>(`/api/case/${created.body.id}`, {
          caseInfo: {
            city: `City ${i}`,
            rentAmount: 100_000 + i,
            tenants:
              i % 2
                ? [
                    { ...ann!, email: `ann${i}@example.com` },
                    { ...bob!, email: `bob${i}@example.com` },
                  ]
                : [
                    { ...bob!, email: `bob${i}@example.com` },
                    { ...ann!, email: `ann${i}@example.com` },
                  ],
          },
        }),
      ),
    );
    expect(saves.map((s) => s.status)).toEqual(saves.map(() => 200));
    const stored = (await a.get<SavedCase>(`/api/cases/${created.body.id}`)).body;
    const last = Number(stored.city!.replace('City ', ''));
    expect(stored.rentAmount).toBe(100_000 + last);
    expect(stored.tenants.map((x) => [x.name, x.email])).toEqual(
      last % 2
        ? [
            ['Ann', `ann${last}@example.com`],
            ['Bob', `bob${last}@example.com`],
          ]
        : [
            ['Bob', `bob${last}@example.com`],
            ['Ann', `ann${last}@example.com`],
          ],
    );
    expect(stored.updated_at).toBe(saves[last]!.body.updated_at);
  });

  it('keeps a tenant named on another case when removed from one', async () => {
    const a = await t.as('auth0|case-shared-tenant');
    const one = await a.post<SavedCase>('/api/cases', { caseInfo: { tenants: [{ name: 'Shared Sam' }] } });
    const sam = one.body.tenants[0]!;
    const two = await a.post<SavedCase>('/api/cases', { caseInfo: { tenants: [{ id: sam.id, name: 'Shared Sam' }] } });
    expect(two.body.tenants[0]!.id).toBe(sam.id);
    await a.post('/api/delete-tenant-with-case-id-relation', { caseTenantId: sam.caseTenantId, caseId: one.body.id });
    expect((await a.get<SavedCase>(`/api/cases/${two.body.id}`)).body.tenants).toEqual([
      expect.objectContaining({ id: sam.id, name: 'Shared Sam' }),
    ]);
  });

  it('refuses every edit of a Closed case', async () => {
    const a = await t.as('auth0|case-closed');
    const created = await a.post<SavedCase>('/api/cases', { caseInfo: { tenants: [{ name: 'Tom' }] } });
    const id = created.body.id;
    expect((await a.post(`/api/case/${id}`, { caseInfo: { isDeleted: 'Closed' } })).status).toBe(200);
    const refused = await a.post<{ error: string }>(`/api/case/${id}`, { caseInfo: { rentAmount: 100 } });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('This case is closed and can no longer be edited.');
    const tenant = await a.post('/api/delete-tenant-with-case-id-relation', {
      caseTenantId: created.body.tenants[0]!.caseTenantId,
      caseId: id,
    });
    expect(tenant.status).toBe(409);
    const read = await a.get<SavedCase>(`/api/cases/${id}`);
    expect(read.body).toMatchObject({ isDeleted: 'Closed', rentAmount: null });
    expect(read.body.tenants).toHaveLength(1);
  });

  it('deletes a case with its tenants', async () => {
    const a = await t.as('auth0|case-delete');
    const created = await a.post<SavedCase>('/api/cases', { caseInfo: { tenants: [{ name: 'Gone' }] } });
    expect((await a.delete(`/api/case/${created.body.id}`)).status).toBe(200);
    expect((await a.get(`/api/cases/${created.body.id}`)).status).toBe(404);
    expect((await a.delete(`/api/case/${created.body.id}`)).status).toBe(404);
  });
});

describe('the suit amount', () => {
  it('is recomputed by the server, a sent one ignored (decision 0033): rent, a late charge and court fees 50 + 5 for two tenants, no guessed mileage', async () => {
    const a = await t.as('auth0|case-money');
    const created = await a.post<SavedCase>('/api/cases', {
      caseInfo: {
        tenants: [{ name: 'Tenant One' }, { name: 'Tenant Two' }],
        ...lease,
        pastDueRent: [rent('01', 150000), rent('02', 150000), rent('03', 150000, false)],
        additionalChargesPermitted: true,
        lateCharges: [charge('Late Charge', '01', 5000)],
        legalFeesPermitted: false,
        legalFees: [{ type: 'Filing Fee', amount: 1, selected: true }],
        suitAmount: 999,
      },
    });
    expect(created.body.legalFees).toEqual([
      { type: 'Filing Fee', amount: 5000, selected: true },
      { type: 'Tenant Fee', amount: 500, selected: true },
      { type: 'Attorney Fee', amount: 0, selected: true },
    ]);
    expect(created.body.suitAmount).toBe(300000 + 5000 + 5500);

    const sent = await a.post<SavedCase>(`/api/case/${created.body.id}`, {
      caseInfo: { suitAmount: 1, initialSuitAmount: 1, section8Subsidy: 1 },
      status: 'vc-suitSummary',
    });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body.suitAmount).toBe(310500);
    expect(sent.body.section8Subsidy ?? null).toBeNull();
    expect(sent.body.initialSuitAmount ?? null).toBeNull();

    const lessTenants = await a.post<SavedCase>('/api/delete-tenant-with-case-id-relation', {
      caseTenantId: created.body.tenants[1]!.caseTenantId,
      caseId: created.body.id,
    });
    expect(lessTenants.status).toBe(200);
    const after = await a.get<SavedCase>(`/api/cases/${created.body.id}`);
    expect(after.body).toMatchObject({ suitAmount: 300000 + 5000 + 5000 });
  });

  it('applies no court fees and no charge but the rent to a Section 8 case', async () => {
    const a = await t.as('auth0|case-section8');
    const created = await a.post<SavedCase>('/api/cases', {
      caseInfo: {
        tenants: [{ name: 'Tenant One' }, { name: 'Tenant Two' }],
        section8: true,
        section8Type: 2,
        section8TenantPortion: 40000,
        pastDueRent: [rent('01', 40000), rent('02', 40000)],
        additionalChargesPermitted: true,
        lateCharges: [charge('Late Charge', '01', 5000)],
        utilities: [charge('Water', '02', 3000)],
      },
    });
    expect(created.body.legalFees).toEqual([]);
    expect(created.body.suitAmount).toBe(80000);
  });
});

describe('another client', () => {
  it('gets 404 for every id of a case and its tenants, and changes nothing', async () => {
    const a = await t.as('auth0|case-owner');
    const b = await t.as('auth0|case-intruder');
    const created = await a.post<SavedCase>('/api/cases', {
      caseInfo: { streetAddress: '7 Birch Lane', tenants: [{ name: 'Private Pat' }] },
    });
    const id = created.body.id;
    const pat = created.body.tenants[0]!;
    const before = (await a.get<SavedCase>(`/api/cases/${id}`)).body;
    const own = await b.post<SavedCase>('/api/cases', { caseInfo: { tenants: [{ name: 'Bob' }] } });

    expect((await b.get(`/api/cases/${id}`)).status).toBe(404);
    expect((await b.post(`/api/case/${id}`, { caseInfo: { streetAddress: 'Hacked' } })).status).toBe(404);
    expect(
      (
        await b.post(`/api/case/${own.body.id}`, {
          caseInfo: { tenants: [{ caseTenantId: pat.caseTenantId, name: 'Hacked' }] },
        })
      ).status,
    ).toBe(404);
    expect(
      (await b.post(`/api/case/${own.body.id}`, { caseInfo: { tenants: [{ id: pat.id, name: 'Hacked' }] } })).status,
    ).toBe(404);
    expect(
      (await b.post('/api/delete-tenant-with-case-id-relation', { caseTenantId: pat.caseTenantId, caseId: id })).status,
    ).toBe(404);
    expect(
      (
        await b.post('/api/delete-tenant-with-case-id-relation', {
          caseTenantId: pat.caseTenantId,
          caseId: own.body.id,
        })
      ).status,
    ).toBe(404);
    expect((await b.delete(`/api/case/${id}`)).status).toBe(404);
    const list = await b.get<{ items: Array<{ id: number }>; total: number }>('/api/client/cases?search=birch');
    expect(list.body).toEqual({ items: [], total: 0 });

    expect((await a.get<SavedCase>(`/api/cases/${id}`)).body).toEqual(before);
    expect((await b.get<SavedCase>(`/api/cases/${own.body.id}`)).body.tenants.map((x) => x.name)).toEqual(['Bob']);
  });
});
