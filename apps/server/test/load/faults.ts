/**
 * npm run test:faults — the server under the wizard's load (FAULT_LANDLORDS landlords, 50 by default) on a
 * private PostgreSQL cluster (never the machine's shared server), while things break:
 *
 * 1. PostgreSQL is stopped (pg_ctl stop -m fast) for FAULT_OUTAGE_SECONDS, then started again. Every call that
 *    fails must fail fast (within 5 s) with 503 and the server's message; the same server process must answer
 *    again by itself once the database is back; nothing acknowledged may be lost.
 * 2. The server is killed with SIGKILL in the middle of saves (twice), then started again on the same database:
 *    each case must be either wholly saved (exactly what the save without an answer makes of it) or unchanged.
 * 3. The same kills on the embedded database (PGlite in DATA_DIR, the default of `npm start`), where the operator
 *    command is tried while the server runs (it must be refused: the folder is locked) and run between a kill and
 *    the next start; the database must open again every time and keep what was acknowledged.
 */
import { spawn } from 'node:child_process';
import { openDatabase } from '../../src/db/client.ts';
import { repoRoot } from '../../../../bench/support.ts';
import type { PrivateCluster } from './support/postgres.ts';
import { describeFigures, figures, type CallSample, type Recorder } from './support/http.ts';
import { databaseProblems } from './support/invariants.ts';
import {
  crowd,
  crowdProblems,
  envNumber,
  freshDatabase,
  out,
  privateCluster,
  runScript,
  table,
} from './support/runner.ts';
import { serverSite, type ServerSite } from './support/serverProcess.ts';

const LANDLORDS = envNumber('FAULT_LANDLORDS', 50);
const OUTAGE_SECONDS = envNumber('FAULT_OUTAGE_SECONDS', 5);
/** Load after the database is back. */
const AFTER_OUTAGE_MS = 8_000;
/** The fault comes once the case saves flow (this many answered per landlord), or after this long at most. */
const CASE_SAVES_EACH = 2;
const WARM_LIMIT_MS = 30_000;
/** A call failing while the database is away must answer within this. */
const FAIL_FAST_MS = 5_000;
/** After the database is back, the server must answer again within this, by itself. */
const RECOVERY_MS = 10_000;
const KILL_ROUNDS = 2;

const UNAVAILABLE = JSON.stringify({
  error: 'The database is unavailable. Please try again in a moment.',
  code: 'UNAVAILABLE',
});

type Cleanup = (c: () => Promise<unknown>) => void;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const s1 = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const ok = (s: CallSample) => s.status >= 200 && s.status < 300;

/** Waits until the landlords' case updates flow (CASE_SAVES_EACH answered each), so the fault hits them. */
async function untilCaseSavesFlow(recorder: Recorder): Promise<void> {
  const deadline = recorder.now() + WARM_LIMIT_MS;
  const answered = () => recorder.samples.filter((s) => ok(s) && s.call.startsWith('POST /api/case/')).length;
  while (answered() < LANDLORDS * CASE_SAVES_EACH && recorder.now() < deadline) await sleep(100);
}

async function health(baseUrl: string): Promise<{ status: number; body: string }> {
  try {
    const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(FAIL_FAST_MS * 2) });
    return { status: res.status, body: await res.text() };
  } catch (err) {
    return { status: 0, body: err instanceof Error ? err.message : String(err) };
  }
}

async function databaseOutage(cluster: PrivateCluster, onCleanup: Cleanup): Promise<string[]> {
  const database = await freshDatabase(cluster.adminUrl, onCleanup);
  const site = await serverSite(database.url);
  onCleanup(() => site.close());
  const server = await site.start();
  out(
    `\n1. PostgreSQL stopped for ${OUTAGE_SECONDS} s under ${LANDLORDS} landlords (server pid ${server.pid}, ${site.baseUrl})`,
  );

  let stop = false;
  const people = await crowd(site, { size: LANDLORDS, retryUnavailable: true, stopped: () => stop });
  const clock = people.recorder;
  const running = people.run();
  await untilCaseSavesFlow(clock);
  const downAt = clock.now();
  await cluster.stop();
  const stoppedAt = clock.now();
  await sleep(1_000);
  const whileDown = await health(site.baseUrl);
  await sleep(Math.max(0, OUTAGE_SECONDS * 1000 - (clock.now() - stoppedAt)));
  const upAt = clock.now();
  await cluster.start();
  const startedAt = clock.now();
  await sleep(AFTER_OUTAGE_MS);
  stop = true;
  const seconds = await running;
  if (!server.running())
    return [
      `outage: the server process exited (code ${server.exitCode()}) instead of answering 503; its last words:\n${server.output()}`,
    ];
  const afterwards = await health(site.baseUrl);
  const load = figures(clock.samples, seconds);

  const problems: string[] = [];
  const failures = clock.samples.filter((s) => !ok(s));
  const wrong = failures.filter((s) => s.status !== 503 || s.failure !== UNAVAILABLE);
  const slowest = Math.max(0, ...failures.map((s) => s.end - s.start));
  const firstFailure = Math.min(...failures.map((s) => s.end));
  const lastFailure = Math.max(...failures.map((s) => s.end));
  const firstBack = clock.samples
    .filter((s) => ok(s) && s.start >= startedAt)
    .reduce((m, s) => Math.min(m, s.end), Number.POSITIVE_INFINITY);
  if (failures.length === 0) problems.push('no call failed while PostgreSQL was stopped: the outage was not seen');
  const early = failures.filter((s) => s.end < downAt);
  if (early.length > 0)
    problems.push(
      `${early.length} calls failed before PostgreSQL was stopped, e.g. ${early[0]!.call} ${early[0]!.status} ${early[0]!.failure ?? ''}`,
    );
  for (const s of wrong.slice(0, 5))
    problems.push(
      `a call failed otherwise than 503 with the message: ${s.call} ${s.status || 'no answer'} ${s.failure ?? ''}`,
    );
  if (wrong.length > 5) problems.push(`… ${wrong.length} such calls in all`);
  if (slowest > FAIL_FAST_MS)
    problems.push(`a failing call took ${Math.round(slowest)} ms to answer (limit ${FAIL_FAST_MS} ms)`);
  if (whileDown.status !== 503 || !whileDown.body.includes('"database":"down"'))
    problems.push(`/api/health while PostgreSQL was stopped: ${whileDown.status} ${whileDown.body}`);
  if (afterwards.status !== 200)
    problems.push(`/api/health after PostgreSQL was back: ${afterwards.status} ${afterwards.body}`);
  if (!Number.isFinite(firstBack) || firstBack - startedAt > RECOVERY_MS)
    problems.push(`the server did not answer again within ${RECOVERY_MS / 1000} s of PostgreSQL being back`);
  if (failures.length > 0 && lastFailure - startedAt > RECOVERY_MS)
    problems.push(`calls still failed ${s1(lastFailure - startedAt)} after PostgreSQL was back`);

  const results = await people.readBack('exact');
  problems.push(
    ...crowdProblems(people),
    ...results.flatMap((r) => r.problems),
    ...(await databaseProblems(database.database.db)),
  );
  const sum = (f: (r: (typeof results)[number]) => number) => results.reduce((n, r) => n + f(r), 0);
  table('', [
    [
      'PostgreSQL',
      `stopped at ${s1(downAt)} (down at ${s1(stoppedAt)}), started at ${s1(upAt)} (up at ${s1(startedAt)}): down ${s1(startedAt - stoppedAt)}`,
    ],
    [
      'failed calls',
      `${failures.length - wrong.length} × 503 UNAVAILABLE with the message, ${wrong.length} otherwise; slowest ${Math.round(slowest)} ms (limit ${FAIL_FAST_MS})`,
    ],
    [
      'seen by clients',
      failures.length > 0
        ? `first 503 answered at ${s1(firstFailure)}, last at ${s1(lastFailure)}: an outage of ${s1(lastFailure - firstFailure)}`
        : 'nothing',
    ],
    [
      'recovered',
      `first success ${s1(firstBack - startedAt)} after PostgreSQL was up, by the same process (pid ${server.pid}, never restarted)`,
    ],
    ['/api/health', `while down ${whileDown.status}, after ${afterwards.status}`],
    ...describeFigures(load),
    [
      'read back',
      `${sum((r) => r.cases)} cases, ${sum((r) => r.properties)} properties, ${sum((r) => r.contacts)} contacts, ${sum((r) => r.orders)} orders: compared with the last acknowledged`,
    ],
  ]);
  return problems.map((p) => `outage: ${p}`);
}

/** npm run admin -- args on the site's embedded database: its exit code and what it wrote to stderr. */
function adminCommand(site: ServerSite, args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: site.dataDir,
      PUBLIC_URL: site.baseUrl,
      LOG_LEVEL: 'silent',
      DATABASE_URL: undefined,
    };
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/admin.ts', ...args], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stderr: stderr.trim() }));
  });
}

interface KillTarget {
  site: ServerSite;
  heading: string;
  /** Problems of the database as a whole, with the server running. */
  checkRunning(): Promise<string[]>;
  /** Runs while the server is up, before the kill (embedded: the operator command must be refused). */
  whileUp?(): Promise<string[]>;
  /** Runs between the kill and the next start (embedded: the operator command, which must work). */
  betweenRuns?(): Promise<string[]>;
}

async function postgresKillTarget(cluster: PrivateCluster, onCleanup: Cleanup): Promise<KillTarget> {
  const database = await freshDatabase(cluster.adminUrl, onCleanup);
  const site = await serverSite(database.url);
  onCleanup(() => site.close());
  return {
    site,
    heading: '2. The server killed with SIGKILL in the middle of saves',
    checkRunning: () => databaseProblems(database.database.db),
  };
}

async function embeddedKillTarget(onCleanup: Cleanup): Promise<KillTarget> {
  const site = await serverSite(null);
  onCleanup(() => site.close());
  return {
    site,
    heading: '3. On the embedded database (PGlite in DATA_DIR): the server killed with SIGKILL in the middle of saves',
    checkRunning: async () => [],
    async whileUp() {
      const run = await adminCommand(site, ['publish-office', '1']);
      return run.code !== 0 && /is open in another process/.test(run.stderr) && !run.stderr.includes('\n')
        ? []
        : [`the operator command was not refused while the server ran: exit ${run.code}, ${run.stderr}`];
    },
    async betweenRuns() {
      const run = await adminCommand(site, ['grant-admin', 'nobody@example.test']);
      return run.stderr === 'No account with the e-mail nobody@example.test.'
        ? []
        : [`the operator command after the kill: exit ${run.code}, ${run.stderr}`];
    },
  };
}

/** The embedded database's invariants, read by this process once the server has stopped (it holds the folder). */
async function embeddedDatabaseProblems(site: ServerSite): Promise<string[]> {
  const database = await openDatabase({ dataDir: site.dataDir });
  try {
    return await databaseProblems(database.db);
  } finally {
    await database.close();
  }
}

async function serverKilled(target: KillTarget): Promise<string[]> {
  const { site } = target;
  let server = await site.start();
  out(`\n${target.heading}, ${KILL_ROUNDS} times, ${LANDLORDS} landlords (${site.baseUrl})`);
  const problems: string[] = [];
  for (let round = 1; round <= KILL_ROUNDS; round += 1) {
    let stop = false;
    const people = await crowd(site, { size: LANDLORDS, retryUnavailable: false, stopped: () => stop });
    const running = people.run();
    await untilCaseSavesFlow(people.recorder);
    const refused = (await target.whileUp?.()) ?? [];
    await sleep(Math.random() * 500);
    stop = true;
    const killedAt = people.recorder.now();
    await server.kill();
    await running;
    const between = (await target.betweenRuns?.()) ?? [];
    const cut = people.recorder.samples.filter((s) => s.status === 0);
    const errors = people.recorder.samples.filter((s) => s.status !== 0 && !ok(s));
    const restartFrom = performance.now();
    server = await site.start();
    const restartMs = performance.now() - restartFrom;
    const results = await people.readBack('after-kill');

    const unanswered = people.landlords.map((l) => l.unanswered).filter((u) => u !== null);
    const byKind = new Map<string, number>();
    for (const u of unanswered) byKind.set(u.kind, (byKind.get(u.kind) ?? 0) + 1);
    const caseSaves = (byKind.get('update-case') ?? 0) + (byKind.get('create-case') ?? 0);
    const stored = results.filter((r) => r.unanswered === 'stored').length;
    const notStored = results.filter((r) => r.unanswered === 'not stored').length;
    const roundProblems = [
      ...crowdProblems(people),
      ...results.flatMap((r) => r.problems),
      ...errors.slice(0, 5).map((s) => `an error answer before the kill: ${s.call} ${s.status} ${s.failure ?? ''}`),
      ...(caseSaves === 0 ? ['no case save was in flight when the server was killed: nothing was tested'] : []),
      ...refused,
      ...between,
      ...(await target.checkRunning()),
    ];
    table(`  round ${round}`, [
      ['killed', `at ${s1(killedAt)}, ${cut.length} calls cut off; restarted in ${s1(restartMs)} (pid ${server.pid})`],
      [
        'saves in flight',
        `${unanswered.length} (${[...byKind].map(([k, n]) => `${k} ${n}`).join(', ')}): ${stored} found stored whole, ${notStored} not stored, ${roundProblems.filter((p) => p.includes('HALF SAVED')).length} half saved`,
      ],
      ...describeFigures(figures(people.recorder.samples, killedAt / 1000)),
      [
        'read back',
        `${results.reduce((n, r) => n + r.cases, 0)} cases, ${results.reduce((n, r) => n + r.properties, 0)} properties: each unchanged or wholly saved`,
      ],
    ]);
    problems.push(...roundProblems.map((p) => `kill ${round}: ${p}`));
  }
  return problems;
}

async function embeddedServerKilled(onCleanup: Cleanup): Promise<string[]> {
  const target = await embeddedKillTarget(onCleanup);
  const problems = await serverKilled(target);
  await target.site.stop();
  return [...problems, ...(await embeddedDatabaseProblems(target.site))].map((p) => `embedded: ${p}`);
}

runScript('fault tests', 330, async (onCleanup) => {
  const cluster = await privateCluster(onCleanup);
  out(`Fault tests on a private PostgreSQL cluster at 127.0.0.1:${cluster.port}`);
  const outage = await databaseOutage(cluster, onCleanup);
  const killed = await serverKilled(await postgresKillTarget(cluster, onCleanup));
  const embedded = await embeddedServerKilled(onCleanup);
  return [...outage, ...killed, ...embedded];
});
