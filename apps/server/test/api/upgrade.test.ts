/**
 * Upgrades (issue 39, decision 0037): a database made by the previous release (test/fixtures/previous-release: its
 * rows after a signed case, its court record and dates, an uploaded document and a stored paper, made by
 * make.fixture.ts there) is migrated to this release's schema at start, and the API reads everything back as the
 * previous release answered it.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintAccessToken } from '../../src/auth/tokens.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/client.ts';
import { MIGRATIONS_FOLDER } from '../../src/paths.ts';
import { createServer, type StartedServer } from '../../src/server.ts';
import { freePort } from './support/server.ts';

const fixture = path.resolve(import.meta.dirname, '../fixtures/previous-release');
const expected = JSON.parse(readFileSync(path.join(fixture, 'expected.json'), 'utf8')) as {
  lastMigration: string;
  subject: string;
  caseId: number;
  documentId: number;
  paperUrl: string;
  case: unknown;
  court: { record: unknown; dates: unknown };
  uploads: unknown;
  documentSha256: string;
  paperSha256: string;
};

/** The migrations folder as the previous release shipped it: this one's, its journal cut at the release's last. */
function previousMigrations(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'rentfile-previous-migrations-'));
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
  const last = journal.entries.findIndex((e) => e.tag === expected.lastMigration);
  expect(last, `the previous release's last migration ${expected.lastMigration}`).toBeGreaterThanOrEqual(0);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  return dir;
}

let server: StartedServer;
let base: string;
let token: string;
beforeAll(async () => {
  const { PGlite } = await import('@electric-sql/pglite');
  const pg = await PGlite.create();
  await migrate(drizzle(pg), { migrationsFolder: previousMigrations() });
  // pg_dump's rows (their tables named with their schema); not its psql meta-commands (\restrict), which are not
  // SQL, nor its emptying of the search path, which would outlast the load in this one session.
  const rows = gunzipSync(readFileSync(path.join(fixture, 'data.sql.gz')))
    .toString('utf8')
    .split('\n')
    .filter((line) => !line.startsWith('\\') && !line.includes("set_config('search_path'"))
    .join('\n');
  await pg.exec(rows);
  // This release's start: its migrations run over the previous release's database.
  const database = await openDatabase({ pglite: pg });
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rentfile-upgrade-'));
  const config = loadConfig({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  server = await createServer(config, { database, logStream: { write: () => undefined } });
  await server.app.listen({ port, host: '127.0.0.1' });
  base = `http://127.0.0.1:${port}`;
  token = await mintAccessToken(server.deps.signingKeys!, server.deps.verifier.issuer, expected.subject, {
    email: `${expected.subject}@example.test`,
    given_name: 'Test',
    family_name: expected.subject,
  });
}, 240_000);
afterAll(async () => server?.close());

const get = (p: string) => fetch(base + p, { headers: { authorization: `Bearer ${token}` } });
const json = async (p: string) => {
  const res = await get(p);
  expect(res.status, p).toBe(200);
  return res.json();
};
const sha256 = async (p: string) => {
  const res = await get(p);
  expect(res.status, p).toBe(200);
  return createHash('sha256')
    .update(Buffer.from(await res.arrayBuffer()))
    .digest('hex');
};

describe("the previous release's database, migrated", () => {
  it('is ready: every migration of this release applied', async () => {
    const res = await fetch(`${base}/api/health/ready`);
    expect(res.status).toBe(200);
  });

  it('reads back the case, its court record and dates, its document and its stored paper', async () => {
    expect(await json(`/api/cases/${expected.caseId}`)).toEqual(expected.case);
    const court = (await json(`/api/cases/${expected.caseId}/court`)) as typeof expected.court;
    expect(court.record).toEqual(expected.court.record);
    expect(court.dates).toEqual(expected.court.dates);
    expect(await json(`/api/uploads/${expected.caseId}`)).toEqual(expected.uploads);
    expect(await sha256(`/api/documents/${expected.documentId}`)).toBe(expected.documentSha256);
    expect(await sha256(expected.paperUrl)).toBe(expected.paperSha256);
  });

  it('makes the account a firm of one member, its owner, who acts for it and sees its case (issue 37)', async () => {
    const members = (await json('/api/firm/members')) as Array<{ role: string; isYou: boolean }>;
    expect(members.map((m) => [m.role, m.isYou])).toEqual([['owner', true]]);
    const firms = (await json('/api/me/firms')) as Array<{ role: string; current: boolean }>;
    expect(firms.map((f) => [f.role, f.current])).toEqual([['owner', true]]);
    const cases = (await json('/api/client/cases')) as { items: Array<{ id: number }> };
    expect(cases.items.map((c) => c.id)).toEqual([expected.caseId]);
  });
});
