/**
 * The wizard's save, focused (npm run bench:save): each variant of the server is a child process on a database of
 * its own, each connection a landlord saving a change to their own case (the sample case, three tenants; the rent
 * alternates, so every save writes). Rounds interleave the
 * variants and a cheap public route of each server (the ceiling), so a burst of load from elsewhere on the machine
 * hits them alike; the figures are medians and ratios within the run.
 *
 * Environment: BENCH_DATABASE_URL (a PostgreSQL server: a fresh database per variant is created and dropped;
 * without it the embedded database is measured), BENCH_SECONDS (per round, default 3), BENCH_ROUNDS (default 5),
 * BENCH_CONNECTIONS (default 50 on PostgreSQL, 10 on the embedded database).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { fire, freshDatabase, landlordSub, seedLandlords, type DbKind, type Scenario } from './api.ts';
import { freePort, median, printTable, repoRoot, round1, startChildServer, tokensFor } from './support.ts';

/** A server to measure: its name and the environment that makes it so. */
interface Variant {
  name: string;
  env: Record<string, string>;
}

const VARIANTS: Variant[] = [
  { name: 'save with CaseSnapshots', env: { CASE_SNAPSHOTS: 'on' } },
  { name: 'save without CaseSnapshots', env: { CASE_SNAPSHOTS: 'off' } },
];

const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const adminUrl = process.env.BENCH_DATABASE_URL;
const kind: DbKind = adminUrl ? 'postgres' : 'pglite';
const connections = Number(process.env.BENCH_CONNECTIONS ?? (kind === 'postgres' ? 50 : 10));
if (
  !(seconds > 0 && seconds <= 10) ||
  !(Number.isInteger(rounds) && rounds > 0) ||
  !(Number.isInteger(connections) && connections > 0)
) {
  console.error(
    'BENCH_SECONDS must be a number from 1 to 10, BENCH_ROUNDS and BENCH_CONNECTIONS positive whole numbers.',
  );
  process.exit(64);
}

type Sample = Awaited<ReturnType<typeof fire>>;

const ceiling = (v: Variant): Scenario => ({
  name: `${v.name}: ceiling GET /api/auth-config`,
  method: 'GET',
  path: '/api/auth-config',
  signedIn: false,
  target: null,
});

const load = () => Math.round(loadavg()[0]! * 100) / 100;
process.stdout.write(
  `Save benchmark on ${kind}: ${availableParallelism()} cores, load average ${load()}, ${connections} connections, ${rounds} rounds of ${seconds} s\n`,
);

const started = await Promise.all(
  VARIANTS.map(async (variant) => {
    const database = await freshDatabase({
      kind,
      ...(adminUrl ? { adminUrl } : {}),
      connections,
      seconds,
      rounds,
      cases: 1,
    });
    const port = await freePort();
    const tokens = await tokensFor(
      database.dataDir,
      database.databaseUrl,
      `http://127.0.0.1:${port}`,
      Array.from({ length: connections }, (_, i) => landlordSub(i)),
    );
    const server = await startChildServer({
      port,
      dataDir: database.dataDir,
      databaseUrl: database.databaseUrl,
      env: variant.env,
    });
    const landlords = await seedLandlords(server.baseUrl, tokens);
    const save: Scenario = {
      name: variant.name,
      method: 'POST',
      path: landlords[0]!.path,
      signedIn: true,
      perConnection: landlords,
      changing: true,
      target: null,
    };
    return { variant, database, server, save, token: tokens[0]! };
  }),
);

try {
  const samples = new Map<string, { save: Sample[]; ceiling: Sample[] }>(
    VARIANTS.map((v) => [v.name, { save: [], ceiling: [] }]),
  );
  for (const s of started) await fire(s.server.baseUrl, s.token, s.save, connections, 1);
  for (let r = 0; r < rounds; r += 1) {
    for (const s of started) {
      const kept = samples.get(s.variant.name)!;
      kept.ceiling.push(await fire(s.server.baseUrl, s.token, ceiling(s.variant), connections, seconds));
      kept.save.push(await fire(s.server.baseUrl, s.token, s.save, connections, seconds));
    }
  }
  const figures = VARIANTS.map((v) => {
    const { save, ceiling: top } = samples.get(v.name)!;
    const rps = round1(median(save.map((x) => x.requestsPerSecond)));
    return {
      name: v.name,
      requestsPerSecond: rps,
      p50Ms: round1(median(save.map((x) => x.p50Ms))),
      p99Ms: round1(median(save.map((x) => x.p99Ms))),
      ratioToCeiling: Math.round((rps / median(top.map((x) => x.requestsPerSecond))) * 1000) / 1000,
      failedResponses: save.reduce((n, x) => n + x.failed, 0),
      rounds: save,
    };
  });
  const first = figures[0]!;
  printTable(
    `Save on ${kind}: ${connections} connections, medians of ${rounds} x ${seconds} s`,
    figures.map((f) => [
      f.name,
      `${f.requestsPerSecond} req/s, p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms, ${f.ratioToCeiling}x ceiling, ${Math.round((f.requestsPerSecond / first.requestsPerSecond) * 100) / 100}x the first${f.failedResponses ? `, ${f.failedResponses} FAILED` : ''}`,
    ]),
  );
  const out = path.join(repoRoot, `bench/results/save-${kind}.json`);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(
    out,
    `${JSON.stringify({ at: new Date().toISOString(), kind, connections, seconds, rounds, loadAverage1mAtEnd: load(), figures }, null, 2)}\n`,
  );
  process.stdout.write(`Wrote ${path.relative(repoRoot, out)}\n`);
} finally {
  for (const s of started) {
    await s.server.stop();
    await s.database.drop();
  }
}
