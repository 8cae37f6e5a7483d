import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleCase, sign, signedCase } from './support/signing.ts';
import { startTestServer, type Caller, type TestServer } from './support/server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t?.close());

interface ListItem {
  id: number;
  streetAddress: string | null;
  zipcode: string | null;
  tenants: string[];
  deedNames: string[];
  suitAmount: number;
  initialSuitAmount: number | null;
  updated_at: string;
}
interface CaseList {
  items: ListItem[];
  total: number;
}

const list = async (c: Caller, query: string) => {
  const res = await c.get<CaseList>(`/api/client/cases?${query}`);
  expect(res.status).toBe(200);
  return res.body;
};

describe('the dashboard list', () => {
  let a: Caller;
  const ids: number[] = [];

  beforeAll(async () => {
    a = await t.as('auth0|list-owner');
    const streets = [
      '1 Alpha Ave',
      '2 Beta Blvd',
      '3 Gamma Ct',
      '4 Delta Dr',
      '5 Epsilon Way',
      '6 Zeta Pl',
      '7 Eta St',
    ];
    for (const [i, street] of streets.entries()) {
      const created = await a.post<{ id: number }>('/api/cases', {
        caseInfo: {
          streetAddress: street,
          unitNo: i === 2 ? 'Suite 9' : null,
          city: i < 4 ? 'Newark' : 'Camden',
          county: i < 4 ? 'Essex' : 'Camden',
          zipcode: i === 5 ? '08102' : '07102',
          deedNames: [i === 6 ? 'Acme Holdings LLC' : 'John Smith'],
          tenants: i === 3 ? [{ name: 'Olivia Oliveira' }, { name: 'Second Tenant' }] : [{ name: `Tenant ${i}` }],
        },
      });
      ids.push(created.body.id);
    }
    // Another client's matching case never shows.
    const other = await t.as('auth0|list-other');
    await other.post('/api/cases', {
      caseInfo: { streetAddress: '1 Alpha Ave', zipcode: '08102', tenants: [{ name: 'Olivia Oliveira' }] },
    });
  });

  it('pages 5 by 5 by recent activity, newest first by default, with the total', async () => {
    const first = await list(a, '');
    expect(first.total).toBe(7);
    expect(first.items.map((x) => x.id)).toEqual(ids.slice(2).reverse());
    const second = await list(a, 'page=1');
    expect(second).toMatchObject({ total: 7 });
    expect(second.items.map((x) => x.id)).toEqual([ids[1], ids[0]]);
    const row = first.items.find((x) => x.id === ids[3])!;
    expect(row).toMatchObject({
      streetAddress: '4 Delta Dr',
      tenants: ['Olivia Oliveira', 'Second Tenant'],
      deedNames: ['John Smith'],
      suitAmount: 5000 + 500,
      initialSuitAmount: null,
    });
  });

  it('sorts ascending and descending, and an update moves a case to the top', async () => {
    expect((await list(a, 'sort=asc&pageSize=7')).items.map((x) => x.id)).toEqual(ids);
    await a.post(`/api/case/${ids[0]}`, { caseInfo: { tenantMailingAddress: true } });
    expect((await list(a, 'sort=desc')).items[0]!.id).toBe(ids[0]);
    expect((await list(a, 'sort=asc&pageSize=7')).items.map((x) => x.id)).toEqual([...ids.slice(1), ids[0]]);
  });

  it('shows each write at once when the same page is asked again (the embedded database keeps pages between writes)', async () => {
    const b = await t.as('auth0|list-again');
    const made = await b.post<{ id: number; tenants: Array<{ caseTenantId: number; name: string }> }>('/api/cases', {
      caseInfo: { streetAddress: '9 Again Rd', tenants: [{ name: 'First Name' }, { name: 'Gone Soon' }] },
    });
    const first = await list(b, '');
    expect(first.items.map((x) => [x.streetAddress, x.tenants])).toEqual([['9 Again Rd', ['First Name', 'Gone Soon']]]);
    expect(await list(b, '')).toEqual(first);
    const [keep, gone] = made.body.tenants;
    await b.post(`/api/case/${made.body.id}`, {
      caseInfo: { streetAddress: '10 Again Rd', tenants: [{ ...keep, name: 'Renamed' }] },
    });
    expect((await list(b, '')).items.map((x) => [x.streetAddress, x.tenants])).toEqual([
      ['10 Again Rd', ['Renamed', 'Gone Soon']],
    ]);
    await b.post('/api/delete-tenant-with-case-id-relation', {
      caseId: made.body.id,
      caseTenantId: gone!.caseTenantId,
    });
    expect((await list(b, '')).items[0]!.tenants).toEqual(['Renamed']);
    const refused = await b.post(`/api/case/${made.body.id}`, { caseInfo: { tenants: [{ name: '   ' }] } });
    expect(refused.status).toBe(400);
    expect((await list(b, '')).items[0]!.tenants).toEqual(['Renamed']);
    expect((await b.delete(`/api/case/${made.body.id}`)).status).toBe(200);
    expect(await list(b, '')).toEqual({ items: [], total: 0 });
  });

  it('searches tenant name, zip, owner, address, unit, city and county, case-insensitively', async () => {
    const found = async (q: string) => {
      const body = await list(a, `search=${encodeURIComponent(q)}&pageSize=10`);
      expect(body.total).toBe(body.items.length);
      return body.items.map((x) => x.streetAddress).sort();
    };
    expect(await found('oLiVeIrA')).toEqual(['4 Delta Dr']);
    expect(await found('second ten')).toEqual(['4 Delta Dr']);
    expect(await found('08102')).toEqual(['6 Zeta Pl']);
    expect(await found('07102')).toHaveLength(6);
    expect(await found('acme')).toEqual(['7 Eta St']);
    expect(await found('gamma')).toEqual(['3 Gamma Ct']);
    expect(await found('suite 9')).toEqual(['3 Gamma Ct']);
    expect(await found('CAMDEN')).toEqual(['5 Epsilon Way', '6 Zeta Pl', '7 Eta St']);
    expect(await found('essex')).toHaveLength(4);
    expect(await found('_')).toEqual([]);
    expect(await found('nobody')).toEqual([]);
  });

  it('pages a search: 6 matches give 5 and then 1, each with total 6', async () => {
    const page0 = await list(a, 'search=07102');
    const page1 = await list(a, 'search=07102&page=1');
    expect([page0.items.length, page0.total, page1.items.length, page1.total]).toEqual([5, 6, 1, 6]);
    expect(new Set([...page0.items, ...page1.items].map((x) => x.id)).size).toBe(6);
  });
});

describe('the list of the cases at one status (the archive of signed papers)', () => {
  it("lists only the client's cases at that status, also within a search", async () => {
    const c = await t.as('auth0|list-status');
    // Each case on a property of its own at that street, with the sample's owners and registration.
    const make = async (street: string, status: string) => {
      const signed = status === 'verifiedComplaintComplete';
      const id = await sampleCase(c, { property: { streetAddress: street }, status: signed ? 'vc-sign' : status });
      if (signed) await sign(c, id);
      return id;
    };
    const signed = [
      await make('1 Signed St', 'verifiedComplaintComplete'),
      await make('2 Signed St', 'verifiedComplaintComplete'),
    ];
    await make('3 Draft St', 'vc-tenants');
    const other = await t.as('auth0|list-status-other');
    await signedCase(other, { property: { streetAddress: '1 Signed St' } });

    const all = await list(c, 'status=verifiedComplaintComplete&pageSize=100');
    expect(all.items.map((i) => i.id).sort()).toEqual([...signed].sort());
    expect(all.total).toBe(2);
    const searched = await list(c, 'status=verifiedComplaintComplete&search=2%20Signed');
    expect(searched.items.map((i) => i.id)).toEqual([signed[1]]);
    expect((await list(c, '')).total).toBe(3);
  });
});

describe('the dashboard list with 2,000 cases', () => {
  it('answers a page and the total quickly, also searching by tenant name', async () => {
    const c = await t.as('auth0|list-bulk');
    const me = await c.get<{ id: number }>('/api/client');
    const clientId = me.body.id;
    const db = t.server.deps.db;
    await db.execute(sql`
      insert into cases (client_id, street_address, city, county, zipcode, deed_names, updated_at)
      select ${clientId}, g || ' Bulk Street', 'Paterson', 'Passaic', case when g % 10 = 0 then '07505' else '07501' end,
             '["Bulk Owner"]'::jsonb, now() - make_interval(mins => g)
      from generate_series(1, 2000) as g`);
    await db.execute(sql`
      insert into tenants (client_id, name)
      select ${clientId}, 'Bulk Tenant ' || (row_number() over (order by id)) from cases where client_id = ${clientId}`);
    await db.execute(sql`
      insert into case_tenants (client_id, case_id, tenant_id, position)
      select ${clientId}, c.id, t.id, 0
      from (select id, row_number() over (order by id) as n from cases where client_id = ${clientId}) c
      join tenants t on t.client_id = ${clientId} and t.name = 'Bulk Tenant ' || c.n`);

    const timed = async (query: string) => {
      const started = performance.now();
      const body = await list(c, query);
      return { body, ms: performance.now() - started };
    };
    await timed('');
    const all = await timed('');
    expect(all.body.total).toBe(2000);
    expect(all.body.items.map((x) => x.streetAddress)).toEqual([
      '1 Bulk Street',
      '2 Bulk Street',
      '3 Bulk Street',
      '4 Bulk Street',
      '5 Bulk Street',
    ]);
    expect(all.body.items[0]!.tenants).toEqual(['Bulk Tenant 1']);

    const tenant = await timed('search=bulk%20tenant%201999');
    expect(tenant.body.total).toBe(1);
    expect(tenant.body.items[0]!.tenants).toEqual(['Bulk Tenant 1999']);

    const zip = await timed('search=07505&page=3&sort=asc');
    expect(zip.body.total).toBe(200);
    expect(zip.body.items).toHaveLength(5);

    const last = await timed('page=399');
    expect(last.body.items.map((x) => x.streetAddress)).toEqual([
      '1996 Bulk Street',
      '1997 Bulk Street',
      '1998 Bulk Street',
      '1999 Bulk Street',
      '2000 Bulk Street',
    ]);

    for (const r of [all, tenant, zip, last]) expect(r.ms).toBeLessThan(1500);
  });
});
