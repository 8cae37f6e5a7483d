import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MAIN, serverBuilt } from '../../../../scripts/build-server.ts';
import { builtInIssuer, mintAccessToken } from '../../src/auth/tokens.ts';
import { loadConfig } from '../../src/config.ts';
import { createServer } from '../../src/server.ts';

function start(env: Record<string, string>) {
  return spawnSync(process.execPath, [SERVER_MAIN], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

describe('start-up', () => {
  // The error paths of what `npm run serve` runs: the compiled server.
  beforeAll(() => serverBuilt(), 60_000);

  it.each([
    [{ PORT: 'eighty' }, /^Invalid configuration: PORT must be a number$/],
    [
      { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' },
      /^Cannot open the PostgreSQL server at postgres:\/\/postgres@127\.0\.0\.1:1\/none: .*ECONNREFUSED/,
    ],
    [
      { DATABASE_URL: 'sqlite://file.db' },
      /^Invalid configuration: DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL$/,
    ],
  ])('stops with one clear line for %j', (env, line) => {
    const run = start(env);
    expect(run.status).not.toBe(0);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(line);
  });

  it('keeps the data of the embedded database across a restart', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rentfile-restart-'));
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '3999' });
    const first = await createServer(config);
    const token = await mintAccessToken(first.deps.signingKeys!, builtInIssuer(config.publicUrl), 'auth0|restart', {
      email: 'r@example.test',
    });
    const saved = await first.app.inject({
      method: 'POST',
      url: '/api/contactInfo',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        contactInfo: {
          firstName: 'Kept',
          lastName: 'Across',
          streetAddress: '1 Elm St',
          city: 'Trenton',
          state: 'New Jersey',
          zipcode: '08608',
          email: 'k@example.test',
        },
      },
    });
    expect(saved.statusCode).toBe(200);
    await first.close();

    const second = await createServer(config);
    // The signing key is persistent too: the token from before the restart is still valid.
    const list = await second.app.inject({
      method: 'GET',
      url: '/api/contactInfos',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([expect.objectContaining({ firstName: 'Kept', lastName: 'Across' })]);
    await second.close();
  });

  // Two replicas started at once on a new database (or after an upgrade that brings migrations): drizzle's migrator
  // takes no lock, and the second failed on the tables the first was creating ("Failed query: CREATE TABLE IF NOT
  // EXISTS drizzle.__drizzle_migrations").
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'starts two servers together on a new PostgreSQL database, each migration applied once',
    async () => {
      const { default: pg } = await import('pg');
      const adminUrl = process.env.TEST_DATABASE_URL!;
      const name = `rentfile_together_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      try {
        const started = await Promise.allSettled(
          [3997, 3998].map((port) =>
            createServer(loadConfig({ DATABASE_URL: url.toString(), LOG_LEVEL: 'silent', PORT: String(port) })),
          ),
        );
        for (const s of started) if (s.status === 'fulfilled') await s.value.close();
        expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'started'))).toEqual([
          'started',
          'started',
        ]);
        const check = new pg.Client({ connectionString: url.toString() });
        await check.connect();
        const applied = await check.query<{ n: number; distinct: number }>(
          'select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations',
        );
        await check.end();
        expect(applied.rows[0]!.n).toBe(applied.rows[0]!.distinct);
        expect(applied.rows[0]!.n).toBeGreaterThan(0);
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
    90_000,
  );
});
