/**
 * Signed-in papers (issue 34): renders had no per-account limit and went on after their client had gone. Now an
 * account has four at once (a fifth answers 429 with the message and Retry-After), and papers whose client hangs up
 * are cancelled as a guest's preview is.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pleadings } from '@rentfile/domain';
import { ACCOUNT_RENDER_LIMITS } from '../../src/pleadings/guestLimits.ts';
import { startTestServer, type Caller, type TestServer } from './support/server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
// Closing this server after a cancelled render took some 70 s: the client's unused connection held it until the
// headers timeout. The server now ends such connections a second after it starts closing (http/closeConnections.ts).
afterAll(async () => t?.close(), 30_000);

async function sampleCase(c: Caller): Promise<number> {
  const contactInfoId = (
    await c.post<{ id: number }>('/api/contactInfo', { contactInfo: pleadings.SAMPLE_CONTACT, saveAsDefault: true })
  ).body.id;
  const property = await c.post<{ id: number }>('/api/properties/save', {
    property: { ...pleadings.SAMPLE_PROPERTY, contactInfoId },
  });
  const { id: _id, ...caseInfo } = pleadings.SAMPLE_CASE;
  const created = await c.post<{ id: number }>('/api/cases', {
    caseInfo: { ...caseInfo, propertyId: property.body.id },
    status: 'vc-sign',
  });
  expect(created.status).toBe(200);
  return created.body.id;
}

describe("a signed-in account's papers", () => {
  it('are four at once at most: a fifth and sixth answer 429 with the message', async () => {
    const a = await t.as('auth0|renders-limit');
    const caseId = await sampleCase(a);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        a.post<{ error?: string }>('/api/create-case-pleading-pdf', { caseId, templateName: 'print_all' }),
      ),
    );
    const refused = answers.filter((r) => r.status === 429);
    expect(answers.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(1);
    expect(refused.length).toBeGreaterThanOrEqual(2);
    for (const r of refused) expect(r.body.error).toBe(ACCOUNT_RENDER_LIMITS.messages.atOnce);
    // Another account is not held up by the first one's limit.
    const b = await t.as('auth0|renders-other');
    expect(
      (await b.post('/api/create-case-pleading-pdf', { caseId: await sampleCase(b), templateName: 'print_all' }))
        .status,
    ).toBe(200);
  });

  it('are cancelled when the client hangs up, and the account may ask again', async () => {
    const a = await t.as('auth0|renders-hangup');
    const caseId = await sampleCase(a);
    const hangUp = new AbortController();
    const call = fetch(`${t.baseUrl}/api/create-case-pleading-pdf`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${a.token}` },
      body: JSON.stringify({ caseId, templateName: 'print_all' }),
      signal: hangUp.signal,
    }).catch((err: unknown) => err);
    await new Promise((r) => setTimeout(r, 30));
    hangUp.abort();
    await call;
    const deadline = Date.now() + 5_000;
    while (!t.logs.lines.some((l) => l.includes('papers cancelled: the client disconnected')) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    expect(t.logs.lines.some((l) => l.includes('papers cancelled: the client disconnected'))).toBe(true);
    expect((await a.post('/api/create-case-pleading-pdf', { caseId, templateName: 'print_all' })).status).toBe(200);
  });
});
