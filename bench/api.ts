/**
 * API throughput and latency: autocannon against the real server started as a child process, for the calls the
 * dashboard and the wizard make, each as a ratio to a cheap public route of the same server in the same run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { pleadings } from '@rentfile/domain';
import { benchPublicUrl, freePort, median, round1, startChildServer, tokensFor } from './support.ts';

export type DbKind = 'pglite' | 'postgres';

export interface ApiBenchOptions {
  kind: DbKind;
  /** For PostgreSQL: a server URL on which a fresh database is created for the run and dropped after. */
  adminUrl?: string;
  connections: number;
  seconds: number;
  rounds: number;
  cases: number;
}

interface Target {
  minRequestsPerSecond?: number;
  maxP99Ms?: number;
}

export interface EndpointFigures {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** Medians over the rounds. */
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** requestsPerSecond / the ceiling's, medians of the same run. */
  ratioToCeiling: number;
  rounds: Array<{ requestsPerSecond: number; p50Ms: number; p99Ms: number }>;
  failedResponses: number;
  target: Target | null;
  targetMet: boolean | null;
}

export interface ApiBenchResult {
  kind: DbKind;
  connections: number;
  secondsPerRound: number;
  rounds: number;
  casesOfClient: number;
  endpoints: EndpointFigures[];
}

const SUB = 'auth0|bench-api';
/** The landlords of the save scenario: one per connection, each saving a case of their own. */
export const landlordSub = (i: number) => `auth0|bench-landlord-${i}`;

/** A database for the run: a fresh PGlite directory or a fresh database on the PostgreSQL server. */
export async function freshDatabase(
  opts: ApiBenchOptions,
): Promise<{ dataDir: string; databaseUrl?: string; drop(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rentfile-bench-api-'));
  if (opts.kind === 'pglite') return { dataDir, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  if (!opts.adminUrl) throw new Error('PostgreSQL figures need BENCH_DATABASE_URL');
  const { default: pg } = await import('pg');
  const name = `rentfile_bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: opts.adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(opts.adminUrl);
  url.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: url.toString(),
    async drop() {
      rmSync(dataDir, { recursive: true, force: true });
      const again = new pg.Client({ connectionString: opts.adminUrl });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}

interface SavedCase {
  id: number;
  tenants: Array<{ id: number; caseTenantId: number; name: string }>;
}

/** A client's contact, property and cases like the sample case (3 tenants, 6 months owed, late charges, utilities). */
async function seed(baseUrl: string, token: string, cases: number): Promise<SavedCase> {
  const call = async <T>(method: string, p: string, body?: unknown): Promise<T> => {
    const res = await fetch(baseUrl + p, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const json = (await res.json()) as T;
    if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  };
  const contact = await call<{ id: number }>('POST', '/api/contactInfo', {
    contactInfo: pleadings.SAMPLE_CONTACT,
    saveAsDefault: true,
  });
  const property = await call<{ id: number }>('POST', '/api/properties/save', {
    property: { ...pleadings.SAMPLE_PROPERTY, contactInfoId: contact.id },
  });
  const { id: _id, ...caseInfo } = pleadings.SAMPLE_CASE;
  let last: SavedCase | undefined;
  const workers = Math.min(4, cases);
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < cases) {
        next += 1;
        last = await call<SavedCase>('POST', '/api/cases', {
          caseInfo: { ...caseInfo, propertyId: property.id },
          status: 'vc-pastDueRent',
        });
      }
    }),
  );
  return last!;
}

/** What one connection of a scenario sends: its own landlord's token, path and body. */
export interface ConnectionRequest {
  token: string;
  path: string;
  /** The case as saved: sent again, it changes nothing (Continue through a step already finished). */
  body: string;
  /** The case with another rent: sent in turn with `body`, every request changes the case. */
  changedBody: string;
}

/** The wizard's save of a landlord's own case: the whole sample case with its three tenants, as the web sends it. */
function wizardSave(saved: SavedCase, rentDelta = 0): string {
  const { id: _id, ...caseInfo } = pleadings.SAMPLE_CASE;
  return JSON.stringify({
    caseInfo: {
      ...caseInfo,
      rentAmount: caseInfo.rentAmount! + rentDelta,
      tenants: saved.tenants.map((t) => ({ ...t })),
    },
    status: 'vc-pastDueRent',
  });
}

/** One landlord per connection, each with a contact, a property and one case of their own. */
export async function seedLandlords(baseUrl: string, tokens: string[]): Promise<ConnectionRequest[]> {
  return Promise.all(
    tokens.map(async (token) => {
      const saved = await seed(baseUrl, token, 1);
      return { token, path: `/api/case/${saved.id}`, body: wizardSave(saved), changedBody: wizardSave(saved, 100) };
    }),
  );
}

export interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  signedIn: boolean;
  body?: string;
  /** Each connection sends its own request (round robin over these) instead of path and body. */
  perConnection?: ConnectionRequest[];
  /** With perConnection: each connection sends its body and its changed body in turn, so every save writes. */
  changing?: boolean;
  target: Target | null;
}

function scenarios(kind: DbKind, saved: SavedCase, landlords: ConnectionRequest[]): Scenario[] {
  const pg = kind === 'postgres';
  return [
    {
      name: 'ceiling: GET /api/auth-config (public, no database)',
      method: 'GET',
      path: '/api/auth-config',
      signedIn: false,
      target: null,
    },
    {
      name: 'dashboard: GET /api/client/cases (page of 5)',
      method: 'GET',
      path: '/api/client/cases?sort=desc&page=0&pageSize=5',
      signedIn: true,
      target: pg ? { minRequestsPerSecond: 3000, maxP99Ms: 25 } : { minRequestsPerSecond: 1000 },
    },
    {
      name: 'wizard: GET /api/cases/{id}',
      method: 'GET',
      path: `/api/cases/${saved.id}`,
      signedIn: true,
      target: null,
    },
    {
      name: `wizard: POST /api/case/{id} (save of a change; ${landlords.length} landlords, each saving its own case)`,
      method: 'POST',
      path: landlords[0]!.path,
      signedIn: true,
      perConnection: landlords,
      changing: true,
      target: pg ? { minRequestsPerSecond: 1500, maxP99Ms: 40 } : null,
    },
    {
      name: `wizard: POST /api/case/{id} (save, nothing changed: Continue through a finished step)`,
      method: 'POST',
      path: landlords[0]!.path,
      signedIn: true,
      perConnection: landlords,
      target: null,
    },
  ];
}

export async function fire(baseUrl: string, token: string, s: Scenario, connections: number, seconds: number) {
  let connection = 0;
  const own = s.perConnection;
  const result = await autocannon({
    ...(own
      ? {
          setupClient: (client) => {
            const r = own[connection++ % own.length]!;
            const request = (body: string) => ({
              method: s.method,
              path: r.path,
              headers: { authorization: `Bearer ${r.token}`, 'content-type': 'application/json' },
              body,
            });
            client.setRequests(s.changing ? [request(r.changedBody), request(r.body)] : [request(r.body)]);
          },
        }
      : {}),
    url: baseUrl + s.path,
    method: s.method,
    connections,
    duration: seconds,
    timeout: 10,
    headers: {
      ...(s.signedIn ? { authorization: `Bearer ${token}` } : {}),
      ...(s.body ? { 'content-type': 'application/json' } : {}),
    },
    ...(s.body ? { body: s.body } : {}),
  });
  return {
    requestsPerSecond: round1(result.requests.average),
    p50Ms: round1(result.latency.p50),
    p99Ms: round1(result.latency.p99),
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

export async function measureApi(opts: ApiBenchOptions): Promise<ApiBenchResult> {
  const database = await freshDatabase(opts);
  try {
    const port = await freePort();
    const [token, ...landlordTokens] = await tokensFor(database.dataDir, database.databaseUrl, benchPublicUrl(port), [
      SUB,
      ...Array.from({ length: opts.connections }, (_, i) => landlordSub(i)),
    ]);
    const server = await startChildServer({ port, dataDir: database.dataDir, databaseUrl: database.databaseUrl });
    try {
      const saved = await seed(server.baseUrl, token!, opts.cases);
      const landlords = await seedLandlords(server.baseUrl, landlordTokens);
      const list = (await (
        await fetch(`${server.baseUrl}/api/client/cases?pageSize=1`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as { total: number };
      const all = scenarios(opts.kind, saved, landlords);
      for (const s of all) await fire(server.baseUrl, token!, s, opts.connections, 1);
      const samples = new Map<string, Array<Awaited<ReturnType<typeof fire>>>>(all.map((s) => [s.name, []]));
      // Rounds interleave the endpoints, so a burst of load from elsewhere on the machine hits all of them alike.
      for (let r = 0; r < opts.rounds; r += 1) {
        for (const s of all)
          samples.get(s.name)!.push(await fire(server.baseUrl, token!, s, opts.connections, opts.seconds));
      }
      const ceiling = median(samples.get(all[0]!.name)!.map((x) => x.requestsPerSecond));
      const endpoints = all.map((s): EndpointFigures => {
        const runs = samples.get(s.name)!;
        const requestsPerSecond = round1(median(runs.map((x) => x.requestsPerSecond)));
        const p99Ms = round1(median(runs.map((x) => x.p99Ms)));
        const failedResponses = runs.reduce((n, x) => n + x.failed, 0);
        const met = s.target
          ? failedResponses === 0 &&
            (s.target.minRequestsPerSecond === undefined || requestsPerSecond >= s.target.minRequestsPerSecond) &&
            (s.target.maxP99Ms === undefined || p99Ms < s.target.maxP99Ms)
          : null;
        return {
          name: s.name,
          method: s.method,
          path: s.path,
          requestsPerSecond,
          p50Ms: round1(median(runs.map((x) => x.p50Ms))),
          p99Ms,
          ratioToCeiling: Math.round((requestsPerSecond / ceiling) * 1000) / 1000,
          rounds: runs.map(({ requestsPerSecond: rps, p50Ms, p99Ms: p99 }) => ({
            requestsPerSecond: rps,
            p50Ms,
            p99Ms: p99,
          })),
          failedResponses,
          target: s.target,
          targetMet: met,
        };
      });
      return {
        kind: opts.kind,
        connections: opts.connections,
        secondsPerRound: opts.seconds,
        rounds: opts.rounds,
        casesOfClient: list.total,
        endpoints,
      };
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

/** The figures as label/value rows of a printed table. */
export function apiRows(result: ApiBenchResult): Array<[string, string]> {
  return result.endpoints.map((e) => {
    const target = e.target
      ? ` | target${e.target.minRequestsPerSecond ? ` >= ${e.target.minRequestsPerSecond} req/s` : ''}${e.target.maxP99Ms ? `, p99 < ${e.target.maxP99Ms} ms` : ''}: ${e.targetMet ? 'met' : 'NOT met'}`
      : '';
    const failed = e.failedResponses ? ` | ${e.failedResponses} FAILED responses` : '';
    return [
      e.name,
      `${e.requestsPerSecond} req/s, p50 ${e.p50Ms} ms, p99 ${e.p99Ms} ms, ${e.ratioToCeiling}x ceiling${target}${failed}`,
    ];
  });
}
