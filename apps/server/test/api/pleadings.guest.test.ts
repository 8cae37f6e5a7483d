/**
 * Issue 20, gap 2: strangers could buy heavy work for free. A guest preview with thousands of tenants cost
 * seconds of CPU; the work went on after the client hung up; one queue served everyone. Now the body is bounded,
 * previews are limited per address, run in their own bounded pool (a full queue answers 503 with Retry-After)
 * and are cancelled when the client disconnects.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_LIMITS, pleadings } from '@rentfile/domain';
import { createPdfPool, PdfQueueFullError } from '../../src/pleadings/pool.ts';
import { startTestServer, type TestServer } from './support/server.ts';

const { id: _id, ...sampleCase } = pleadings.SAMPLE_CASE;
const guestBody = (caseInfo: Record<string, unknown> = {}) => ({
  templateName: 'verified_complaint_preview',
  guestData: {
    caseInfo: { ...sampleCase, ...caseInfo },
    property: pleadings.SAMPLE_PROPERTY,
    contactInfo: pleadings.SAMPLE_CONTACT,
  },
});

let t: TestServer;
let tight: TestServer;
beforeAll(async () => {
  [t, tight] = await Promise.all([startTestServer(), startTestServer({ GUEST_PREVIEW_QUEUE: '0' })]);
});
afterAll(async () => {
  await Promise.all([t?.close(), tight?.close()]);
});

describe('anonymous previews', () => {
  it('refuses a body of thousands of tenants at once, saying what is wrong', async () => {
    const tenants = Array.from({ length: 5_000 }, (_, i) => ({
      name: `Tenant number ${i} of a very long list`,
      phone: '9085550123',
    }));
    const body = guestBody({ tenants });
    expect(JSON.stringify(body).length).toBeGreaterThan(300_000);
    const started = performance.now();
    const res = await t.anonymous.post<{ error: string }>('/api/create-case-pleading-pdf', body);
    expect(res.status).toBe(400);
    expect(res.body.error).toContain(`At most ${LIST_LIMITS.tenants} tenants`);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('renders a preview of the largest case a request may carry', async () => {
    const tenants = Array.from({ length: LIST_LIMITS.tenants }, (_, i) => ({ name: `Tenant ${i} ${'x'.repeat(150)}` }));
    const res = await t.anonymous.post<{ fileData: string }>('/api/create-case-pleading-pdf', guestBody({ tenants }));
    expect(res.status, res.text).toBe(200);
    expect(Buffer.from(res.body.fileData, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('lets one address have two previews at a time, and asks the rest to retry later', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => t.anonymous.post('/api/create-case-pleading-pdf', guestBody())),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(2);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
    for (const r of refused) expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it("answers 503 with Retry-After when the guests' queue is full", async () => {
    const [first, second] = await Promise.all([
      tight.anonymous.post('/api/create-case-pleading-pdf', guestBody()),
      tight.anonymous.post('/api/create-case-pleading-pdf', guestBody()),
    ]);
    const statuses = [first!.status, second!.status].sort();
    expect(statuses).toEqual([200, 503]);
    const full = [first!, second!].find((a) => a.status === 503)!;
    expect(Number(full.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((full.body as { error: string }).error).toBe(
      'Too many papers are being prepared right now. Please try again in a moment.',
    );
  });

  it('stops a preview whose client hung up, and the address may preview again', async () => {
    const hangUp = new AbortController();
    const call = fetch(`${t.baseUrl}/api/create-case-pleading-pdf`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(guestBody()),
      signal: hangUp.signal,
    }).catch((err: unknown) => err);
    await new Promise((r) => setTimeout(r, 15));
    hangUp.abort();
    await call;
    const deadline = Date.now() + 5_000;
    while (!t.logs.lines.some((l) => l.includes('guest preview cancelled')) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    expect(t.logs.lines.some((l) => l.includes('guest preview cancelled: the client disconnected'))).toBe(true);
    const again = await Promise.all([
      t.anonymous.post('/api/create-case-pleading-pdf', guestBody()),
      t.anonymous.post('/api/create-case-pleading-pdf', guestBody()),
    ]);
    expect(again.map((a) => a.status)).toEqual([200, 200]);
  });

  it("keeps a signed-in user's papers out of the guests' queue", async () => {
    const user = await t.as('auth0|guest-queue');
    const guests = Promise.all([
      t.anonymous.post('/api/create-case-pleading-pdf', guestBody()),
      t.anonymous.post('/api/create-case-pleading-pdf', guestBody()),
    ]);
    const mine = await tight.as('auth0|guest-queue');
    const signedIn = await mine.post('/api/create-case-pleading-pdf', {
      templateName: 'verified_complaint_preview',
      guestData: false,
      caseId: 999_999,
    });
    // The case does not exist: a 404 from the signed-in path proves it ran beside the guests, not behind them.
    expect(signedIn.status).toBe(404);
    expect((await user.get('/api/client')).status).toBe(200);
    expect((await guests).map((g) => g.status)).toEqual([200, 200]);
  });
});

describe('the PDF pool', () => {
  it('refuses a render past its queue, and takes a cancelled one out of it', async () => {
    const pool = createPdfPool({ threads: 1, maxQueue: 1 });
    try {
      const doc = pleadings.buildPleadings('verified_complaint_preview', pleadings.samplePleadingInput())[0]!;
      const running = pool.render(doc);
      const cancel = new AbortController();
      const queued = pool.render(doc, { signal: cancel.signal });
      await expect(pool.render(doc)).rejects.toBeInstanceOf(PdfQueueFullError);
      cancel.abort();
      await expect(queued).rejects.toThrow();
      expect((await running).subarray(0, 5).toString()).toBe('%PDF-');
      expect(pool.pending).toBe(0);
    } finally {
      await pool.close();
    }
  });

  it('replaces its workers after a number of renders and keeps rendering', async () => {
    const pool = createPdfPool({ threads: 1, recycleAfter: 2 });
    try {
      const doc = pleadings.buildPleadings('verified_complaint_preview', pleadings.samplePleadingInput())[0]!;
      for (let i = 0; i < 5; i += 1) expect((await pool.render(doc)).subarray(0, 5).toString()).toBe('%PDF-');
      expect(pool.recycled).toEqual({ afterRenders: 2, grown: 0 });
    } finally {
      await pool.close();
    }
  });

  it('replaces a worker whose memory has grown past its bound after a render, and keeps rendering', async () => {
    const doc = pleadings.buildPleadings('verified_complaint_preview', pleadings.samplePleadingInput())[0]!;
    // A paper of some 300 pages: what a case at the request bounds can come to.
    const long: pleadings.PleadingDocument = {
      ...doc,
      papers: [
        {
          ...doc.papers[0]!,
          blocks: Array.from({ length: 3000 }, (_, i) =>
            pleadings.paragraph(`Paragraph ${i + 1}. ${'The tenant owes rent for the month. '.repeat(12)}`),
          ),
        },
      ],
    };
    const pool = createPdfPool({ threads: 1, recycleGrowthMb: 16 });
    try {
      // The same paper again and again: the worker's memory settles, nothing is replaced.
      for (let i = 0; i < 4; i += 1) await pool.render(doc);
      expect(pool.recycled.grown).toBe(0);
      // The long paper leaves the worker far larger than after its first render: it is replaced.
      expect((await pool.render(long)).subarray(0, 5).toString()).toBe('%PDF-');
      expect(pool.recycled.grown).toBe(1);
      // The new worker measures from its own first render.
      for (let i = 0; i < 3; i += 1) expect((await pool.render(doc)).subarray(0, 5).toString()).toBe('%PDF-');
      expect(pool.recycled).toEqual({ afterRenders: 0, grown: 1 });
      expect(await pool.renderBase64(doc)).toMatch(/^JVBERi0/);
    } finally {
      await pool.close();
    }
  }, 120_000);
});
