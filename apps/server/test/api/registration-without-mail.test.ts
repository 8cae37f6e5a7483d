/**
 * Registration without an e-mail server (issue 20, gap 5; decision 0017): the answer and its time do not tell
 * whether an e-mail already has an account. A registration for a taken e-mail signs its registrant in to an
 * account of their own that shares the e-mail; the owner's next sign-in finds their own account and data,
 * untouched, and nothing of the registrant's.
 */
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pleadings } from '@rentfile/domain';
import { EMAIL_TAKEN_MESSAGE, registerAccount, SHARED_EMAIL_ACCOUNTS } from '../../src/auth/accounts.ts';
import { formAction, signInThroughProvider, startAuthorization, submitAndFollow } from './auth-support.ts';
import { startTestServer, type TestServer } from './support/server.ts';

let t: TestServer;
let issuer: string;
let redirectUri: string;
beforeAll(async () => {
  // No SMTP_URL: the test server has no mailer.
  t = await startTestServer();
  issuer = t.server.deps.verifier.issuer;
  redirectUri = `${t.server.deps.config.publicUrl}/`;
}, 60_000);
afterAll(async () => t?.close());

const PASSWORD = 'Landlord2024';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The registration form posted through the provider; the code when it signed in, else the page shown again. */
async function register(email: string, password: string, firstName = 'Reg') {
  const started = await startAuthorization({ issuer, redirectUri, screenHint: 'signup' });
  const began = performance.now();
  const done = await submitAndFollow(
    started.browser,
    new URL(formAction(started.page), started.pageUrl).href,
    { firstName, lastName: 'Istrant', email, password, terms: 'on' },
    redirectUri,
    [],
  );
  return { done, ms: performance.now() - began };
}

async function signedIn(email: string, password: string) {
  const flow = await signInThroughProvider({ issuer, redirectUri, form: { email, password } });
  return (path: string) => t.anonymous.get<Record<string, unknown>>(path, bearer(flow.accessToken));
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

describe('registration without an e-mail server', () => {
  // Each test goes through several sign-ins and registrations, each of them scrypt checks: slow on a busy machine.
  it(
    'answers a taken e-mail as a new one, and the owner signs in to their own account, untouched',
    { timeout: 180_000 },
    async () => {
      await registerAccount(t.server.deps.db, {
        email: 'owner@example.test',
        firstName: 'Olga',
        lastName: 'Owner',
        password: PASSWORD,
      });
      const owner = await signedIn('owner@example.test', PASSWORD);
      const ownerClient = (await owner('/api/client')).body;
      const saved = await t.anonymous.post<{ id: number }>(
        '/api/contactInfo',
        { contactInfo: pleadings.SAMPLE_CONTACT, saveAsDefault: true },
        bearer(
          (
            await signInThroughProvider({
              issuer,
              redirectUri,
              form: { email: 'owner@example.test', password: PASSWORD },
            })
          ).accessToken,
        ),
      );
      expect(saved.status).toBe(200);

      const fresh = await register('nobody-yet@example.test', 'Another2024x');
      const taken = await register('OWNER@example.test', 'Another2024x', 'Mallory');
      expect('code' in fresh.done).toBe(true);
      expect('code' in taken.done).toBe(true);

      // The registrant of the taken e-mail is in an account of their own, and can sign in to it again later.
      const sharer = await signedIn('owner@example.test', 'Another2024x');
      const sharerClient = (await sharer('/api/client')).body;
      expect(sharerClient.firstName).toBe('Mallory');
      expect(sharerClient.id).not.toBe(ownerClient.id);
      expect(sharerClient.auth0Id).not.toBe(ownerClient.auth0Id);

      // The owner's next sign-in: their own account, as it was.
      const again = await signedIn('owner@example.test', PASSWORD);
      const ownerAgain = (await again('/api/client')).body;
      expect(ownerAgain).toMatchObject({
        id: ownerClient.id,
        auth0Id: ownerClient.auth0Id,
        firstName: 'Olga',
        email: 'owner@example.test',
      });
      expect(((await again('/api/contactInfos')).body as unknown as Array<{ id: number }>).map((c) => c.id)).toEqual([
        saved.body.id,
      ]);
      expect((await sharer('/api/contactInfos')).body).toEqual([]);
    },
  );

  it('takes as long for a taken e-mail as for a new one', { timeout: 180_000 }, async () => {
    await registerAccount(t.server.deps.db, {
      email: 'timed@example.test',
      firstName: 'Tim',
      lastName: 'Ed',
      password: PASSWORD,
    });
    const freshTimes: number[] = [];
    const takenTimes: number[] = [];
    for (let i = 0; i < 2; i += 1) {
      // The first taken one makes the sharing account, the next ones sign in to it (its password).
      const fresh = await register(`timed-new-${i}@example.test`, 'Timing2024x');
      const taken = await register('timed@example.test', 'Timing2024x');
      expect('code' in fresh.done && 'code' in taken.done).toBe(true);
      freshTimes.push(fresh.ms);
      takenTimes.push(taken.ms);
    }
    // The same password checks and hash on both paths: within a factor of two on a shared, busy machine.
    const ratio = median(takenTimes) / median(freshTimes);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });

  it(
    `refuses a registration past ${SHARED_EMAIL_ACCOUNTS} account sharing an e-mail, with the taken message`,
    { timeout: 180_000 },
    async () => {
      await registerAccount(t.server.deps.db, {
        email: 'crowded@example.test',
        firstName: 'Cro',
        lastName: 'Wded',
        password: PASSWORD,
      });
      for (let i = 0; i < SHARED_EMAIL_ACCOUNTS; i += 1)
        expect('code' in (await register('crowded@example.test', `Crowded2024x${i}`)).done).toBe(true);
      const refused = (await register('crowded@example.test', 'Crowded2024xLast')).done;
      expect('status' in refused && refused.status).toBe(409);
      expect('page' in refused && refused.page).toContain(EMAIL_TAKEN_MESSAGE);
      // Every account of the e-mail still opens with its own password.
      expect((await (await signedIn('crowded@example.test', PASSWORD))('/api/client')).body.firstName).toBe('Cro');
      expect((await (await signedIn('crowded@example.test', 'Crowded2024x0'))('/api/client')).body.firstName).toBe(
        'Reg',
      );
    },
  );
});
