import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t?.close());

describe('database unavailable', () => {
  it('answers 503 with a clear message when the database is gone, and /api/health says down', async () => {
    const user = await t.as('auth0|unavailable');
    expect((await user.get('/api/contactInfos')).status).toBe(200);
    await t.server.deps.database.close();
    const res = await user.get<{ error: string; code: string }>('/api/contactInfos');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      error: 'The database is unavailable. Please try again in a moment.',
      code: 'UNAVAILABLE',
    });
    const health = await t.anonymous.get<{ database: string }>('/api/health');
    expect(health.status).toBe(503);
    expect(health.body.database).toBe('down');
  });
});
