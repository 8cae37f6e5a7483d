/**
 * npm run test:load — 200 landlords at once (LOAD_LANDLORDS), each signed in with an account of their own,
 * going through the wizard's saves for one case after another for 60 s (LOAD_SECONDS) against the real server
 * (its own process) on PostgreSQL, on 127.0.0.1 only. Then every case, property, contact and order is read back
 * and compared with what was last acknowledged: nothing lost, nothing mixed between landlords, no error answer.
 *
 * PostgreSQL: a new database on LOAD_DATABASE_URL or TEST_DATABASE_URL when given (dropped after), else on a
 * private cluster started for the run (support/postgres.ts).
 */
import { describeFigures, figures } from './support/http.ts';
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
import { serverSite } from './support/serverProcess.ts';

const LANDLORDS = envNumber('LOAD_LANDLORDS', 200);
const SECONDS = envNumber('LOAD_SECONDS', 60);

runScript('load test', SECONDS + 180, async (onCleanup) => {
  const given = process.env.LOAD_DATABASE_URL || process.env.TEST_DATABASE_URL;
  const adminUrl = given ?? (await privateCluster(onCleanup)).adminUrl;
  const database = await freshDatabase(adminUrl, onCleanup);
  const site = await serverSite(database.url);
  onCleanup(() => site.close());
  const server = await site.start();
  out(
    `Load test: ${LANDLORDS} landlords for ${SECONDS} s, server ${site.baseUrl}, PostgreSQL ${given ? 'of LOAD_DATABASE_URL/TEST_DATABASE_URL' : 'private cluster'} (${new URL(database.url).host})`,
  );

  let stop = false;
  const people = await crowd(site, { size: LANDLORDS, retryUnavailable: false, stopped: () => stop });
  const timer = setTimeout(() => (stop = true), SECONDS * 1000);
  const serverCpuBefore = await server.cpuSeconds();
  const ownCpuBefore = process.cpuUsage();
  const seconds = await people.run();
  clearTimeout(timer);
  const serverCpu = (await server.cpuSeconds()) - serverCpuBefore;
  const ownCpu = process.cpuUsage(ownCpuBefore);
  const load = figures(people.recorder.samples, seconds);

  const readStart = performance.now();
  const results = await people.readBack('exact');
  const readSeconds = (performance.now() - readStart) / 1000;
  const problems = [
    ...crowdProblems(people),
    ...results.flatMap((r) => r.problems),
    ...(await databaseProblems(database.database.db)),
  ];

  const sum = (f: (r: (typeof results)[number]) => number) => results.reduce((n, r) => n + f(r), 0);
  const saves = people.recorder.samples.filter((s) => s.call.startsWith('POST')).length;
  table('\nDuring the load', [
    ...describeFigures(load),
    ['saves', `${saves.toLocaleString('en-US')} (POST)`],
    [
      'CPU',
      `server ${serverCpu.toFixed(1)} s (${((serverCpu * 1000) / load.requests).toFixed(1)} ms a request), landlords ${((ownCpu.user + ownCpu.system) / 1e6).toFixed(1)} s, over ${seconds.toFixed(1)} s`,
    ],
  ]);
  table(`Read back (${readSeconds.toFixed(1)} s)`, [
    ['cases', `${sum((r) => r.cases).toLocaleString('en-US')} read, compared with the last answer of each save`],
    ['properties', sum((r) => r.properties).toLocaleString('en-US')],
    ['contacts', sum((r) => r.contacts).toLocaleString('en-US')],
    ['orders', sum((r) => r.orders).toLocaleString('en-US')],
  ]);
  if (load.errors > 0) {
    const firstErrors = people.recorder.samples.filter((s) => s.status < 200 || s.status >= 300).slice(0, 5);
    problems.push(
      `${load.errors} error answers during the load, e.g. ${firstErrors.map((s) => `${s.call} at ${(s.start / 1000).toFixed(1)} s took ${Math.round(s.end - s.start)} ms: ${s.status || 'no answer'} ${s.failure ?? ''}`).join(' | ')}`,
    );
  }
  if (sum((r) => r.cases) === 0) problems.push('no case was created: the load did not run');
  return problems;
});
