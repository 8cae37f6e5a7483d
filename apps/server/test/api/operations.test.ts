/**
 * Liveness, readiness and metrics (issue 39, decision 0037): what an operator's probes and scraper read.
 */
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readinessSchema, type Readiness } from '@rentfile/contract';
import { sampleCase } from './support/signing.ts';
import { startTestServer, type TestServer } from './support/server.ts';

const TOKEN = 'metrics-token-for-the-test-0123456789';
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ METRICS_TOKEN: TOKEN });
});
afterAll(async () => t?.close());

const scrape = async (token: string | null = TOKEN) => {
  const res = await fetch(`${t.baseUrl}/metrics`, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
};

/** The value of one series in a scrape (0 when absent). */
function series(text: string, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    const inside = line.slice(name.length + 1, line.lastIndexOf('}'));
    const parts = inside.split(',');
    if (wanted.every((w) => parts.includes(w))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return 0;
}

describe('liveness and readiness', () => {
  it('/api/health/live answers without asking anything else', async () => {
    const res = await t.anonymous.get('/api/health/live');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'live' });
  });

  it('/api/health/ready finds the database, the migrations, the storage and the pools fit, and says no mail server is set', async () => {
    const res = await t.anonymous.get<Readiness>('/api/health/ready');
    expect(res.status).toBe(200);
    const body = readinessSchema.parse(res.body);
    expect(body.status).toBe('ready');
    expect(body.failed).toEqual([]);
    expect(body.checks.migrations.detail).toBe('every migration of this release is applied');
    expect(body.mail).toBe('not configured');
    // The profile is told as well: reminders are on, but no mail server sends them.
    const user = await t.as('auth0|no-mail');
    expect((await user.get('/api/court-reminders')).body).toEqual({
      on: true,
      mailServer: false,
      email: 'auth0|no-mail@example.test',
      emailVerified: false,
    });
    // Nor can a verification link be sent (decision 0039).
    const link = await user.post<{ error: string }>('/api/email-verification');
    expect(link.status).toBe(400);
    expect(link.body.error).toBe('No mail server is set up for this site, so no e-mail can be sent.');
    // The old health call answers as before (tests and the load test use it).
    expect((await t.anonymous.get('/api/health')).body).toMatchObject({ status: 'ok', database: 'up' });
  });

  // The data folder holds documents on the embedded database only (on PostgreSQL they are kept in the database).
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'names storage when the data folder cannot be written, and is ready again once it can',
    async () => {
      // A file where the data folder was: nothing can be written there, whoever the process runs as.
      const dataDir = t.server.deps.config.DATA_DIR;
      renameSync(dataDir, `${dataDir}.aside`);
      writeFileSync(dataDir, 'not a folder');
      try {
        const res = await t.anonymous.get<Readiness>('/api/health/ready');
        expect(res.status).toBe(503);
        expect(res.body.status).toBe('not ready');
        expect(res.body.failed).toEqual(['storage']);
        expect(res.body.checks.storage.detail).toMatch(/^documents cannot be stored: /);
        expect((await t.anonymous.get('/api/health/live')).status).toBe(200);
      } finally {
        rmSync(dataDir);
        renameSync(`${dataDir}.aside`, dataDir);
      }
      expect((await t.anonymous.get('/api/health/ready')).status).toBe(200);
    },
  );
});

describe('/metrics', () => {
  it('is refused without the token, or with another', async () => {
    expect((await scrape(null)).status).toBe(401);
    expect((await scrape('not-the-metrics-token-at-all')).status).toBe(401);
  });

  it('counts requests by route pattern and status, never by the raw URL', async () => {
    const user = await t.as('auth0|metrics');
    const caseId = await sampleCase(user);
    const before = await scrape();
    expect(before.status).toBe(200);
    expect(before.type).toContain('text/plain');
    const labels = { method: 'GET', route: '/api/cases/:id', status: '200' };
    const counted = series(before.text, 'rentfile_http_requests_total', labels);
    expect((await user.get(`/api/cases/${caseId}`)).status).toBe(200);
    expect((await user.get(`/api/cases/${caseId}`)).status).toBe(200);
    const after = await scrape();
    expect(series(after.text, 'rentfile_http_requests_total', labels)).toBe(counted + 2);
    expect(series(after.text, 'rentfile_http_request_duration_seconds_count', labels)).toBe(counted + 2);
    expect(after.text).not.toContain(`/api/cases/${caseId}`);
    // The outbox, the file worker and the process are read at each scrape.
    expect(after.text).toMatch(/^rentfile_reminder_outbox\{state="unsent"\} \d+$/m);
    expect(after.text).toMatch(/^rentfile_file_work_pending \d+$/m);
    expect(after.text).toMatch(/^rentfile_process_cpu_seconds_total /m);
  });

  it('times PDF renders by pool', async () => {
    const user = await t.as('auth0|metrics-render');
    const caseId = await sampleCase(user);
    const before = series((await scrape()).text, 'rentfile_pdf_render_seconds_count', {
      pool: 'signedIn',
      outcome: 'ok',
    });
    const res = await user.post('/api/create-case-pleading-pdf', { caseId, templateName: 'verified_complaint' });
    expect(res.status).toBe(200);
    const after = (await scrape()).text;
    expect(series(after, 'rentfile_pdf_render_seconds_count', { pool: 'signedIn', outcome: 'ok' })).toBe(before + 1);
    expect(series(after, 'rentfile_pdf_pool_capacity', { pool: 'signedIn' })).toBeGreaterThan(0);
  });
});

describe('/metrics off', () => {
  it('answers 404 when no METRICS_TOKEN is set', async () => {
    const off = await startTestServer();
    try {
      const res = await fetch(`${off.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.status).toBe(404);
    } finally {
      await off.close();
    }
  });
});
