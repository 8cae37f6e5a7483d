import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t?.close());

interface Order {
  id: number;
  caseId: number;
  payment_status: string;
  packageId: number;
  flowType: string;
  created_at: string;
}

describe('orders', () => {
  it('creates an order with the submit defaults or as sent, and lists a case’s orders by flow type', async () => {
    const a = await t.as('auth0|orders-a');
    const caseId = (await a.post<{ id: number }>('/api/cases', { caseInfo: { tenants: [{ name: 'Tom' }] } })).body.id;
    const submitted = await a.post<Order>('/api/orders', { caseId });
    expect(submitted.status).toBe(200);
    expect(submitted.body).toMatchObject({ caseId, payment_status: 'Pending', packageId: 1, flowType: '01' });
    const other = await a.post<Order>('/api/orders', { caseId, payment_status: 'Paid', packageId: 2, flowType: '02' });
    expect(other.body).toMatchObject({ caseId, payment_status: 'Paid', packageId: 2, flowType: '02' });

    const all = await a.get<Order[]>(`/api/caseOrders/${caseId}`);
    expect(all.body.map((o) => o.id)).toEqual([submitted.body.id, other.body.id]);
    const flow01 = await a.get<Order[]>(`/api/caseOrders/${caseId}?flowType=01`);
    expect(flow01.body).toEqual([submitted.body]);
    expect((await a.get<Order[]>(`/api/caseOrders/${caseId}?flowType=03`)).body).toEqual([]);
    expect((await a.post('/api/orders', { caseId, packageId: 'x' })).status).toBe(400);
  });

  it('answers 404 to another client for a case’s orders and creates nothing', async () => {
    const a = await t.as('auth0|orders-owner');
    const b = await t.as('auth0|orders-intruder');
    const caseId = (await a.post<{ id: number }>('/api/cases', { caseInfo: {} })).body.id;
    const order = (await a.post<Order>('/api/orders', { caseId })).body;
    expect((await b.post('/api/orders', { caseId })).status).toBe(404);
    expect((await b.get(`/api/caseOrders/${caseId}`)).status).toBe(404);
    expect((await b.get(`/api/caseOrders/${caseId}?flowType=01`)).status).toBe(404);
    expect((await a.get<Order[]>(`/api/caseOrders/${caseId}`)).body).toEqual([order]);
  });

  it('goes with its case when the case is deleted', async () => {
    const a = await t.as('auth0|orders-delete');
    const caseId = (await a.post<{ id: number }>('/api/cases', { caseInfo: {} })).body.id;
    await a.post('/api/orders', { caseId });
    expect((await a.delete(`/api/case/${caseId}`)).status).toBe(200);
    expect((await a.get(`/api/caseOrders/${caseId}`)).status).toBe(404);
  });
});
