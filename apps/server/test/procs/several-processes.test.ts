/**
 * Several processes, proven (issue 39): two compiled server processes on one PostgreSQL database, documents in an
 * S3-compatible store (s3rver), court-date reminders to a real SMTP listener, behind nginx with the repository's
 * own configuration (deploy/nginx/rentfile.conf, README "Several processes behind a proxy"). A user signs in through
 * one process and works through the other and through the proxy; both read the documents the other stored; both
 * run the reminder job and each reminder is received once; one process is killed with SIGKILL in the middle of saves
 * and a render, and the user carries on through the other with nothing acknowledged lost; the killed one comes back,
 * and the other, stopped with SIGTERM under saves and renders, leaves no request of the proxy's unanswered.
 *
 * `npm run test:procs` with TEST_DATABASE_URL (a PostgreSQL server the test creates its database on, and drops) and
 * nginx installed (`.ci/run` installs Debian's nginx-light). Without either it is skipped with the reason, except
 * under CI, where it fails.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount } from '../../src/auth/accounts.ts';
import { loadSigningKeys } from '../../src/auth/keys.ts';
import { builtInIssuer, mintAccessToken } from '../../src/auth/tokens.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { accounts, courtDateReminders, documents } from '../../src/db/schema.ts';
import { signInThroughProvider } from '../api/auth-support.ts';
import { courtDay } from '../api/support/courtCases.ts';
import { startMailListener, type MailListener } from '../api/support/mail.ts';
import { answeredPdf, pdfText } from '../api/support/pdfText.ts';
import { startS3, type TestS3 } from '../api/support/s3.ts';
import { caller, type Caller } from '../api/support/server.ts';
import { SAMPLE_SIGNATURE, sampleCase } from '../api/support/signing.ts';
import { databaseProblems } from '../load/support/invariants.ts';
import { crowd, crowdProblems } from '../load/support/runner.ts';
import { freePort } from '../api/support/server.ts';
import { serverSite, type ServerProcess, type ServerSite } from '../load/support/serverProcess.ts';
import { findNginx, startProxy, type Proxy } from './proxy.ts';

const nginx = findNginx();
const adminUrl = process.env.TEST_DATABASE_URL;
const missing = !nginx
  ? 'nginx is not installed (Debian: apt-get install nginx-light; .ci/run installs it)'
  : !adminUrl
    ? 'TEST_DATABASE_URL is not set (a PostgreSQL server to create the test database on, e.g. postgres://postgres@127.0.0.1:5432/test)'
    : null;
if (missing && process.env.CI) throw new Error(`Several processes behind a proxy cannot run under CI: ${missing}.`);
if (missing) process.stdout.write(`SKIPPED several processes behind a proxy: ${missing}.\n`);

const METRICS_TOKEN = 'procs-metrics-token-0123456789';
const PASSWORD = 'Landlord2024';
const LANDLORDS = 8;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let s3: TestS3;
let mail: MailListener;
let proxy: Proxy;
let database: Database;
let databaseName: string;
const sites: ServerSite[] = [];
const processes: ServerProcess[] = [];
/** The user signed in through the provider, calling through the proxy. */
let user: Caller;
let token: string;
/** The user's case that is saved and rendered all along, with a lease attached. */
let caseId: number;
let documentId: number;
let lease: Buffer;
/** When the process killed in the middle of the work was listening again. */
let restartedAt = 0;

async function leasePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([612, 792]).drawText('RESIDENTIAL LEASE kept in the object store', { x: 72, y: 700, size: 14, font });
  return Buffer.from(await doc.save());
}

/** The renders waiting or running in a process's PDF pool for signed-in users (its /metrics). */
async function rendersIn(site: ServerSite): Promise<number> {
  try {
    const res = await fetch(`${site.baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    const text = await res.text();
    return Number(/^rentfile_pdf_pool_pending\{pool="signedIn"\} (\d+)/m.exec(text)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** Waits until a render runs in one of the processes: answers its index. */
async function renderingProcess(): Promise<number> {
  const until = Date.now() + 20_000;
  while (Date.now() < until) {
    const pending = await Promise.all(sites.map(rendersIn));
    const busy = pending.findIndex((n) => n > 0);
    if (busy >= 0) return busy;
    await sleep(20);
  }
  throw new Error('No render ran in either process within 20 s.');
}

/** Waits until `done()`, failing at once when the work under way has failed. */
async function waitWhile(work: Promise<unknown>, done: () => boolean): Promise<void> {
  let failure: { error: unknown } | null = null;
  work.catch((error: unknown) => (failure = { error }));
  while (!done()) {
    if (failure) throw (failure as { error: unknown }).error;
    await sleep(50);
  }
}

interface Outcome {
  what: 'save' | 'render';
  sentAt: number;
  status: number;
}

/**
 * The user at work through the proxy until `stopped()`: saves of the case's rent (each acknowledged amount kept)
 * and renders of its package. A call the proxy answers 502 (the process died under it) is sent again, as the user
 * does from the web app's notice; every answer is recorded.
 */
function atWork(stopped: () => boolean, outcomes: Outcome[], acknowledged: { rent: number }) {
  let next = acknowledged.rent;
  const saves = async () => {
    while (!stopped()) {
      const rent = (next += 100);
      for (;;) {
        const sentAt = Date.now();
        const res = await user.post<{ rentAmount: number }>(`/api/case/${caseId}`, { caseInfo: { rentAmount: rent } });
        outcomes.push({ what: 'save', sentAt, status: res.status });
        if (res.status === 502) continue;
        expect(res.status, res.text).toBe(200);
        expect(res.body.rentAmount).toBe(rent);
        acknowledged.rent = rent;
        break;
      }
    }
  };
  const renders = async () => {
    while (!stopped()) {
      for (;;) {
        const sentAt = Date.now();
        const res = await user.post<{ fileData: string | null; fileUrl: string | null }>(
          '/api/create-case-pleading-pdf',
          { caseId, templateName: 'print_all' },
        );
        outcomes.push({ what: 'render', sentAt, status: res.status });
        if (res.status === 502) continue;
        expect(res.status, res.text).toBe(200);
        // The package ends with the lease, read from the object store by whichever process rendered it.
        expect(await pdfText(await answeredPdf(user, res.body))).toContain(
          'RESIDENTIAL LEASE kept in the object store',
        );
        break;
      }
    }
  };
  return Promise.all([saves(), saves(), renders(), renders()]);
}

describe.skipIf(missing)('two server processes behind nginx, on PostgreSQL and an S3-compatible store', () => {
  beforeAll(async () => {
    const { default: pg } = await import('pg');
    databaseName = `rentfile_procs_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName}`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${databaseName}`;
    s3 = await startS3();
    mail = await startMailListener();
    const env = (publicUrl: string): NodeJS.ProcessEnv => ({
      PUBLIC_URL: publicUrl,
      TRUST_PROXY: '1',
      // Unset: the processes share the signing key and cookie keys the first start keeps in the database.
      SIGNING_KEY_JWK: undefined,
      REMINDER_POLL_SECONDS: '0.2',
      METRICS_TOKEN,
      // Renders under way finish before the exit; on a machine shared by many, a render takes seconds.
      SHUTDOWN_GRACE_SECONDS: '60',
      LOG_LEVEL: 'info',
      ...s3.env,
      ...mail.env,
    });
    // The proxy's address is the servers' PUBLIC_URL; their ports are its upstream's.
    const proxyPort = await freePort();
    const publicUrl = `http://127.0.0.1:${proxyPort}`;
    sites.push(await serverSite(url.toString(), env(publicUrl)), await serverSite(url.toString(), env(publicUrl)));
    proxy = await startProxy(nginx!, proxyPort, [sites[0]!.port, sites[1]!.port]);
    // Started together on the new database: one migrates while the other waits for it.
    processes.push(...(await Promise.all(sites.map((s) => s.start()))));
    database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
  }, 120_000);

  afterAll(async () => {
    for (const site of sites) await site.close();
    await proxy?.close();
    await database?.close();
    await s3?.close();
    await mail?.close();
    if (databaseName) {
      const { default: pg } = await import('pg');
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      await admin.end();
    }
  }, 60_000);

  it('signs in through one process and works through the other; both read the documents either stored', async () => {
    const account = await registerAccount(database.db, {
      email: 'procs@example.test',
      firstName: 'Pat',
      lastName: 'Rocs',
      password: PASSWORD,
    });
    // Its confirmation link opened (reminders.test.ts goes through it): reminders go only to a verified address.
    await database.db
      .update(accounts)
      .set({ emailVerifiedAt: new Date().toISOString() })
      .where(eq(accounts.id, account.id));
    const signedIn = await signInThroughProvider({
      issuer: `${sites[0]!.baseUrl}/oidc`,
      redirectUri: `${proxy.url}/`,
      otherOrigin: sites[1]!.baseUrl,
      form: { email: 'procs@example.test', password: PASSWORD },
    });
    token = signedIn.accessToken;
    user = caller(proxy.url, token);
    for (const origin of [...sites.map((s) => s.baseUrl), proxy.url]) {
      const client = await caller(origin, token).get<{ email: string }>('/api/client');
      expect(client.status, origin).toBe(200);
      expect(client.body.email).toBe('procs@example.test');
    }

    caseId = await sampleCase(user);
    lease = await leasePdf();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(lease)], { type: 'application/pdf' }), 'lease.pdf');
    const uploaded = await user.raw(`/api/documents?caseId=${caseId}&kind=lease`, { method: 'POST', body: form });
    expect(uploaded.status, await uploaded.clone().text()).toBe(200);
    documentId = ((await uploaded.json()) as { id: number }).id;
    const [row] = await database.db.select().from(documents).where(eq(documents.id, documentId));
    expect(row!.data).toBeNull();
    expect(await s3.keys()).toContain(row!.storageKey);
    for (const site of sites) {
      const res = await caller(site.baseUrl, token).raw(`/api/documents/${documentId}`, { method: 'GET' });
      expect(res.status, site.baseUrl).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(lease)).toBe(true);
    }
    // A second upload, sent to the other process directly: read back through the first.
    const again = new FormData();
    again.append('file', new Blob([new Uint8Array(lease)], { type: 'application/pdf' }), 'notice.pdf');
    const direct = await caller(sites[1]!.baseUrl, token).raw(`/api/documents?caseId=${caseId}&kind=registration`, {
      method: 'POST',
      body: again,
    });
    expect(direct.status, await direct.clone().text()).toBe(200);
    const otherId = ((await direct.json()) as { id: number }).id;
    const read = await caller(sites[0]!.baseUrl, token).raw(`/api/documents/${otherId}`, { method: 'GET' });
    expect(Buffer.from(await read.arrayBuffer()).equals(lease)).toBe(true);
    expect((await user.delete(`/api/documents/${otherId}`)).status).toBe(200);
  });

  it('sends each court-date reminder once while both processes run the reminder job', async () => {
    const direct = caller(sites[0]!.baseUrl, token);
    const signedCase = await sampleCase(direct);
    // Signed before the filing recorded below (the first process's clock on that day).
    const signed = await sites[0]!.onDay(courtDay(-30), () =>
      direct.post(`/api/cases/${signedCase}/sign`, SAMPLE_SIGNATURE),
    );
    expect(signed.status, signed.text).toBe(200);
    expect(
      (await user.put(`/api/cases/${signedCase}/court`, { docketNo: 'UNN-LT-000939-26', dateFiled: courtDay(-20) }))
        .status,
    ).toBe(200);
    for (const [kind, days] of [
      ['trial', 20],
      ['case_management_conference', 30],
    ] as const) {
      const added = await user.post(`/api/cases/${signedCase}/court-dates`, {
        kind,
        date: courtDay(days),
        time: '09:00',
      });
      expect(added.status, added.text).toBe(200);
    }
    const scheduled = await database.db.select().from(courtDateReminders);
    expect(scheduled).toHaveLength(4);
    expect(mail.received).toHaveLength(0);

    // All four fall due at once, with both processes polling every 0.2 s.
    await database.db.update(courtDateReminders).set({ sendAt: new Date(Date.now() - 60_000).toISOString() });
    const until = Date.now() + 15_000;
    while (mail.received.length < 4 && Date.now() < until) await sleep(50);
    await sleep(1_500);
    expect(mail.received).toHaveLength(4);
    for (const m of mail.received) {
      expect(m.to).toEqual(['procs@example.test']);
      expect(m.data).toContain('UNN-LT-000939-26');
    }
    const sent = await database.db.select().from(courtDateReminders);
    expect(sent.map((r) => [r.sentAt !== null, r.attempts])).toEqual(sent.map(() => [true, 1]));
  });

  it('keeps the user at work through the other process when one is killed in the middle of saves and a render', async () => {
    const keys = await loadSigningKeys(database.db);
    const behindProxy: ServerSite = {
      ...sites[0]!,
      baseUrl: proxy.url,
      token: (sub) =>
        mintAccessToken(keys, builtInIssuer(proxy.url), sub, { email: `${sub.replace(/\W/g, '')}@example.test` }),
    };
    let landlordsStop = false;
    const landlords = await crowd(behindProxy, {
      size: LANDLORDS,
      retryUnavailable: false,
      stopped: () => landlordsStop,
      behindProxy: true,
    });
    const running = landlords.run();
    let userStop = false;
    const outcomes: Outcome[] = [];
    const acknowledged = { rent: (await user.get<{ rentAmount: number }>(`/api/cases/${caseId}`)).body.rentAmount };
    const working = atWork(() => userStop, outcomes, acknowledged);

    // In the middle: the landlords' case saves flow, and a render runs in the process killed.
    const saves = () =>
      landlords.recorder.samples.filter((s) => s.status === 200 && s.call.startsWith('POST /api/case/'));
    while (saves().length < LANDLORDS * 2) await sleep(50);
    const victim = await renderingProcess();
    const survivor = 1 - victim;
    landlordsStop = true;
    const killedAt = Date.now();
    await processes[victim]!.kill();
    const deadAt = Date.now();
    await running;
    // The user carries on through the proxy (now the other process alone) for a few saves and renders.
    const carriedOn = () => outcomes.filter((o) => o.sentAt > killedAt + 500 && o.status === 200);
    await waitWhile(working, () => carriedOn().some((o) => o.what === 'render') && carriedOn().length >= 4);
    userStop = true;
    await working;

    // The render under way in the killed process was answered 502 and sent again; so may saves have been.
    const cut = outcomes.filter((o) => o.status === 502);
    expect(cut.map((o) => o.what)).toContain('render');
    expect(cut.every((o) => o.sentAt <= deadAt)).toBe(true);
    expect(outcomes.filter((o) => o.status !== 200 && o.status !== 502)).toEqual([]);
    // Nothing acknowledged is lost: the user's case holds the last rent acknowledged, read through either process.
    for (const origin of [proxy.url, sites[survivor]!.baseUrl]) {
      const c = await caller(origin, token).get<{ rentAmount: number }>(`/api/cases/${caseId}`);
      expect(c.body.rentAmount).toBe(acknowledged.rent);
    }
    // The landlords' saves cut off by the kill are stored whole or not at all; everything acknowledged is there.
    const unanswered = landlords.landlords.filter((l) => l.unanswered !== null);
    expect(unanswered.length, 'saves cut off by the kill').toBeGreaterThan(0);
    const results = await landlords.readBack('after-kill');
    expect([...crowdProblems(landlords), ...results.flatMap((r) => r.problems)]).toEqual([]);
    expect(await databaseProblems(database.db)).toEqual([]);
    const document = await user.raw(`/api/documents/${documentId}`, { method: 'GET' });
    expect(Buffer.from(await document.arrayBuffer()).equals(lease)).toBe(true);

    // The killed process comes back on the same database and port, and reads the documents.
    processes[victim] = await sites[victim]!.start();
    restartedAt = Date.now();
    const back = await caller(sites[victim]!.baseUrl, token).raw(`/api/documents/${documentId}`, { method: 'GET' });
    expect(Buffer.from(await back.arrayBuffer()).equals(lease)).toBe(true);
  }, 120_000);

  it('answers every request through the proxy while one process stops with SIGTERM under saves and renders', async () => {
    // The process back after the kill is left out by nginx until 5 s (fail_timeout) after its last failure, which
    // came before it listened again: past that, nginx sends it requests again. Before it, the process stopped here
    // would be nginx's last, and the requests it refuses would find no other (502).
    await sleep(Math.max(0, restartedAt + 5_500 - Date.now()));
    let stop = false;
    const outcomes: Outcome[] = [];
    const acknowledged = { rent: (await user.get<{ rentAmount: number }>(`/api/cases/${caseId}`)).body.rentAmount };
    const working = atWork(() => stop, outcomes, acknowledged);
    const stopped = await renderingProcess();
    const sigtermAt = Date.now();
    const ending = processes[stopped]!;
    process.kill(ending.pid, 'SIGTERM');
    while (ending.running()) await sleep(20);
    const exitedAt = Date.now();
    // On through the other process alone for a moment.
    await waitWhile(working, () => outcomes.filter((o) => o.sentAt > exitedAt).length >= 2);
    stop = true;
    await working;
    // Its log without the lines of each request says why, when it did not exit 0.
    const log = ending
      .output()
      .split('\n')
      .filter((l) => !/"msg":"(incoming request|request completed)"/.test(l))
      .join('\n');
    expect(ending.exitCode(), log).toBe('0');
    expect(outcomes.filter((o) => o.sentAt < sigtermAt && o.what === 'render').length).toBeGreaterThan(0);
    // Not one 502: the requests the process had taken were finished, the new ones went to the other.
    expect(outcomes.filter((o) => o.status !== 200)).toEqual([]);
    const c = await user.get<{ rentAmount: number }>(`/api/cases/${caseId}`);
    expect(c.body.rentAmount).toBe(acknowledged.rent);
    expect(await proxy.errors()).not.toMatch(/\[(emerg|alert|crit)\]/);
  }, 120_000);
});
