/**
 * The save's explicit row versions and its write of changed columns only (docs/decisions/0016): every writer of a
 * case, a tenant or a property steps its version, and an autosave leaves the columns it did not change as stored.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cases, properties, tenants } from '../../src/db/schema.ts';
import { courtDay, signedCase } from './support/courtCases.ts';
import { startTestServer, type Caller, type TestServer } from './support/server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t?.close());

interface SavedCase {
  id: number;
  streetAddress: string | null;
  rentAmount: number | null;
  signatureText: string | null;
  tenants: Array<{ id: number; caseTenantId: number; name: string }>;
}

const lease = { leaseStartDate: '2024-06-01', rentCycle: 'Monthly', rentDueBy: '1', rentAmount: 150000 };

const versionOf = {
  case: async (id: number) =>
    (await t.server.deps.db.select({ v: cases.version }).from(cases).where(eq(cases.id, id)))[0]!.v,
  tenant: async (id: number) =>
    (await t.server.deps.db.select({ v: tenants.version }).from(tenants).where(eq(tenants.id, id)))[0]!.v,
  property: async (id: number) =>
    (await t.server.deps.db.select({ v: properties.version }).from(properties).where(eq(properties.id, id)))[0]!.v,
};

/** The property every case of this file copies; an edit moves it to 9 Birch Rd. */
const PLACE = {
  propertyType: 'Residential',
  streetAddress: '3 Cedar Ct',
  city: 'Camden',
  county: 'Camden',
  zipcode: '08102',
  status: 'address',
};

async function propertyOf(c: Caller): Promise<number> {
  return (await c.post<{ id: number }>('/api/properties/save', { property: PLACE })).body.id;
}

describe('explicit row versions', () => {
  it('steps the case on every save and the property on its edit, whose new address the next save copies', async () => {
    const a = await t.as('auth0|versions-steps');
    const propertyId = await propertyOf(a);
    const created = await a.post<SavedCase>('/api/cases', { caseInfo: { propertyId, tenants: [{ name: 'Ann' }] } });
    const id = created.body.id;
    const start = await versionOf.case(id);
    expect((await a.post(`/api/case/${id}`, { caseInfo: lease, status: 'vc-leaseDetails' })).status).toBe(200);
    expect(await versionOf.case(id)).toBe(start + 1);

    const before = await versionOf.property(propertyId);
    const moved = { ...PLACE, id: propertyId, streetAddress: '9 Birch Rd' };
    expect((await a.post('/api/properties/save', { property: moved })).status).toBe(200);
    expect(await versionOf.property(propertyId)).toBe(before + 1);

    const saved = await a.post<SavedCase>(`/api/case/${id}`, { caseInfo: { rentAmount: 160000 } });
    expect(saved.body).toMatchObject({ streetAddress: '9 Birch Rd', rentAmount: 160000 });
    expect(await versionOf.case(id)).toBe(start + 2);
  });

  it('writes a tenant only when one of its fields changed', async () => {
    const a = await t.as('auth0|versions-tenants');
    const created = await a.post<SavedCase>('/api/cases', {
      caseInfo: { tenants: [{ name: 'Ann' }, { name: 'Bob' }] },
    });
    const [ann, bob] = created.body.tenants;
    const [annBefore, bobBefore] = [await versionOf.tenant(ann!.id), await versionOf.tenant(bob!.id)];
    const renamed = await a.post<SavedCase>(`/api/case/${created.body.id}`, {
      caseInfo: { tenants: [ann, { ...bob, name: 'Robert' }] },
    });
    expect(renamed.body.tenants.map((x) => x.name)).toEqual(['Ann', 'Robert']);
    expect(await versionOf.tenant(ann!.id)).toBe(annBefore);
    expect(await versionOf.tenant(bob!.id)).toBe(bobBefore + 1);
  });
});

describe('a save that changes nothing writes nothing', () => {
  it('answers the case as stored without stepping it, and still copies a property edit made since', async () => {
    const a = await t.as('auth0|versions-unchanged');
    const propertyId = await propertyOf(a);
    const created = await a.post<SavedCase>('/api/cases', { caseInfo: { propertyId, tenants: [{ name: 'Ann' }] } });
    const id = created.body.id;
    const first = await a.post<SavedCase>(`/api/case/${id}`, { caseInfo: lease, status: 'vc-leaseDetails' });
    expect(first.status).toBe(200);
    const stamped = async () => (await t.server.deps.db.select().from(cases).where(eq(cases.id, id)))[0]!;
    const before = await stamped();

    // Continue through a step already finished: the same answers, the same status.
    const again = await a.post<SavedCase>(`/api/case/${id}`, { caseInfo: lease, status: 'vc-leaseDetails' });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ rentAmount: 150000, streetAddress: '3 Cedar Ct' });
    const after = await stamped();
    expect([after.version, after.updatedAt]).toEqual([before.version, before.updatedAt]);

    // The property moved since this process last read the case: nothing sent differs, but the copy does.
    const moved = { ...PLACE, id: propertyId, streetAddress: '9 Birch Rd' };
    expect((await a.post('/api/properties/save', { property: moved })).status).toBe(200);
    const copied = await a.post<SavedCase>(`/api/case/${id}`, { caseInfo: lease, status: 'vc-leaseDetails' });
    expect(copied.body.streetAddress).toBe('9 Birch Rd');
    expect((await stamped()).version).toBe(before.version + 1);
  });
});

describe('an autosave writes only the columns it changed', () => {
  it('leaves a column it did not change as stored, even one the case it started from held otherwise', async () => {
    const a = await t.as('auth0|versions-columns');
    const created = await a.post<SavedCase>('/api/cases', {
      caseInfo: { tenants: [{ name: 'Ann' }], signatureText: 'Ann Landlord' },
    });
    const id = created.body.id;
    expect((await a.get(`/api/cases/${id}`)).status).toBe(200);
    // Changed behind the save's back without stepping the version: a save that wrote every column would put back
    // the value it read; one that writes only what it changed leaves it.
    await t.server.deps.db.update(cases).set({ signatureText: 'Changed elsewhere' }).where(eq(cases.id, id));
    const saved = await a.post<SavedCase>(`/api/case/${id}`, {
      caseInfo: { ...lease, rentAmount: 123400 },
      status: 'vc-leaseDetails',
    });
    expect(saved.status).toBe(200);
    const stored = (await t.server.deps.db.select().from(cases).where(eq(cases.id, id)))[0]!;
    expect(stored).toMatchObject({ signatureText: 'Changed elsewhere', rentAmount: 123400 });
  });
});

describe('every writer of the case row steps its version (docs/decisions/0031)', () => {
  it('steps it on a court command, so a save that read the case before does not write over the court columns', async () => {
    const a = await t.as('auth0|versions-court');
    const id = await signedCase(a);
    const filed = await a.put(`/api/cases/${id}/court`, { docketNo: 'UNN-LT-000222-26', dateFiled: courtDay(-40) });
    expect(filed.status).toBe(200);
    // The read keeps the case as it is now: the start of the next save of this process.
    expect((await a.get(`/api/cases/${id}`)).status).toBe(200);
    const read = await versionOf.case(id);
    const trial = await a.post(`/api/cases/${id}/court-dates`, { kind: 'trial', date: courtDay(-14), time: '09:00' });
    expect(trial.status).toBe(200);
    expect(await versionOf.case(id)).toBe(read + 1);
    // Started from the read before the court date: refused at that version, read again, then written.
    const saved = await a.post<SavedCase & { trialDate: string | null; status: string }>(`/api/case/${id}`, {
      caseInfo: { filingPlan: 'E-FILE' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ trialDate: courtDay(-14), status: 'wor-trial-outcome' });
    expect(await versionOf.case(id)).toBe(read + 2);
    const stored = (await t.server.deps.db.select().from(cases).where(eq(cases.id, id)))[0]!;
    expect(stored).toMatchObject({ trialDate: courtDay(-14), filingPlan: 'E-FILE', status: 'wor-trial-outcome' });
  });
});
