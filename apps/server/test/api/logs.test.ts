/**
 * Issue 20, gap 6: a failed SQL statement was logged with all its values, search terms appeared in logged URLs,
 * and one large field made a 4.5 MB log line. The server now logs at info as in production; every API test
 * file scans its server's log (support/logs.ts); this one makes each of those happen and reads the lines.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pleadings } from '@rentfile/domain';
import { LOG_LINE_CAP } from '../../src/http/logging.ts';
import { startTestServer, type TestServer } from './support/server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t?.close());

const logged = () =>
  t.logs.lines.map(
    (l) =>
      JSON.parse(l) as {
        msg?: string;
        req?: { url?: string };
        err?: { type: string; message: string; cause?: unknown };
      },
  );

describe('the log of a server at work', () => {
  it('keeps search terms out of logged URLs', async () => {
    const user = await t.as('auth0|logs-search');
    expect(
      (await user.post('/api/contactInfo', { contactInfo: pleadings.SAMPLE_CONTACT, saveAsDefault: true })).status,
    ).toBe(200);
    expect(
      (await user.get(`/api/properties?search=${encodeURIComponent(pleadings.SAMPLE_CONTACT.lastName)}`)).status,
    ).toBe(200);
    expect(logged().map((l) => l.req?.url)).toContain('/api/properties?[redacted]');
    expect(t.logs.problems).toEqual([]);
  });

  it('logs a failed statement without its values, and a large field without a large line', async () => {
    const user = await t.as('auth0|logs-failure');
    expect((await user.get('/api/contactInfos')).status).toBe(200);
    // Statements that fail in the database itself, with the values sent (and the row, in the driver's detail).
    await t.server.deps.db.execute(
      sql`alter table contact_infos add constraint logs_test_no_contact check (first_name = '') not valid`,
    );
    await t.server.deps.db.execute(
      sql`alter table cases add constraint logs_test_no_signature check (signature_image is null) not valid`,
    );
    const { id: _id, ...caseInfo } = pleadings.SAMPLE_CASE;
    const signatureImage = `data:image/png;base64,${'A'.repeat(390_000)}`;
    expect((await user.post('/api/contactInfo', { contactInfo: pleadings.SAMPLE_CONTACT })).status).toBe(500);
    expect((await user.post('/api/cases', { caseInfo: { ...caseInfo, signatureImage } })).status).toBe(500);
    const failures = logged().filter((l) => l.msg === 'request failed');
    expect(failures.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(failures)).toContain('params: [redacted]');
    expect(Math.max(...t.logs.lines.map((l) => l.length))).toBeLessThanOrEqual(LOG_LINE_CAP + 1);
    expect(t.logs.problems).toEqual([]);
  });
});
