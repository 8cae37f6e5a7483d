/**
 * Issue 20, gap 1: the embedded database was lost when the operator command opened it while the server ran and
 * the server was then killed with SIGKILL. Now the data directory is locked by the process that opens it: a
 * second opener is refused with one clear line, and the database survives a kill at any moment, whatever ran
 * before it (the command refused while the server runs, the command run between a kill and the next start).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../../../bench/support.ts';
import { SERVER_MAIN } from '../../../../scripts/build-server.ts';
import { DataDirLockedError, type Holder, LOCK_FILE_NAME, lockDataDir } from '../../src/db/lock.ts';
import { serverSite, type ServerProcess, type ServerSite } from '../load/support/serverProcess.ts';

const ROUNDS = 3;
const WRITERS = 4;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** npm run admin -- args, on the site's data directory. */
function admin(site: ServerSite, args: string[]): Promise<Run> {
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
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

const contact = (name: string) => ({
  contactInfo: {
    firstName: name,
    lastName: 'Kill',
    streetAddress: '1 Elm St',
    city: 'Trenton',
    state: 'New Jersey',
    zipcode: '08608',
    email: 'kill@example.test',
  },
});

async function names(site: ServerSite, token: string): Promise<Set<string>> {
  const res = await fetch(`${site.baseUrl}/api/contactInfos`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return new Set(((await res.json()) as Array<{ firstName: string }>).map((c) => c.firstName));
}

/** Saves contacts from several writers until stopped; returns the names the server acknowledged. */
function saveUntilStopped(site: ServerSite, token: string, round: number, stopped: () => boolean): Promise<string[]> {
  const acknowledged: string[] = [];
  const writer = async (w: number) => {
    for (let i = 0; !stopped(); i += 1) {
      const name = `R${round}W${w}N${i}`;
      try {
        const res = await fetch(`${site.baseUrl}/api/contactInfo`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(contact(name)),
        });
        if (res.status === 200) acknowledged.push(name);
        await res.arrayBuffer();
      } catch {
        return;
      }
    }
  };
  return Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w))).then(() => acknowledged);
}

describe('the embedded database directory', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('is held by one process: a second opener is refused, a stale lock is taken over, release frees it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rentfile-lock-'));
    dirs.push(dir);
    const first = lockDataDir(dir);
    const mine = JSON.parse(readFileSync(first.file, 'utf8')) as Holder;
    // Another live process of this machine holds it: pid 1 always runs.
    writeFileSync(first.file, JSON.stringify({ ...mine, pid: 1, startedAt: '', token: 'init' }));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/in use by another process \(pid 1 on /);
    // A killed holder leaves its pid behind: no such process, so the lock is stale and taken over.
    writeFileSync(first.file, JSON.stringify({ ...mine, pid: 2 ** 22 + 12345, token: 'killed' }));
    const second = lockDataDir(dir);
    // A lock file cut short by a kill is stale too.
    writeFileSync(second.file, '');
    const third = lockDataDir(dir);
    third.release();
    expect(existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(false);
  });

  it(`survives SIGKILL in the middle of saves, ${ROUNDS} rounds, with the operator command refused while the server runs`, async () => {
    const site = await serverSite(null);
    let server: ServerProcess | null = null;
    try {
      const token = await site.token('auth0|embedded-kill');
      const kept = new Set<string>();
      for (let round = 1; round <= ROUNDS; round += 1) {
        server = await site.start();
        for (const name of kept)
          expect((await names(site, token)).has(name), `acknowledged ${name} kept across the kill`).toBe(true);

        // The second process is refused with one clear line and touches nothing.
        const refused = await admin(site, ['publish-office', '1']);
        expect(refused.code).not.toBe(0);
        const lines = refused.stderr.trim().split('\n');
        expect(lines).toHaveLength(1);
        expect(lines[0]).toMatch(
          /^The embedded database in .* is open in another process \(pid \d+, most likely the running server\): stop the server/,
        );

        if (round === 1) {
          // A second server on the same folder stops at once with one line, before touching a file.
          const second = spawnSync(process.execPath, [SERVER_MAIN], {
            env: {
              PATH: process.env.PATH ?? '',
              HOME: process.env.HOME ?? '',
              DATA_DIR: site.dataDir,
              PORT: '1',
              LOG_LEVEL: 'silent',
            },
            encoding: 'utf8',
            timeout: 30_000,
          });
          expect(second.status).toBe(3);
          expect(second.stderr.trim().split('\n')).toEqual([
            expect.stringMatching(
              /^Cannot open the embedded database in .*: it is in use by another process \(pid \d+/,
            ),
          ]);
        }

        let stop = false;
        const saving = saveUntilStopped(site, token, round, () => stop);
        await new Promise((r) => setTimeout(r, 300 + Math.random() * 700));
        await server.kill();
        stop = true;
        for (const name of await saving) kept.add(name);
        expect(kept.size).toBeGreaterThan(0);

        // Whatever runs between the kill and the next start: the command takes the stale lock over and works.
        const between = await admin(site, ['grant-admin', 'nobody@example.test']);
        expect(between.stderr.trim()).toBe('No account with the e-mail nobody@example.test.');
        expect(between.code).toBe(1);
      }
      server = await site.start();
      const after = await names(site, token);
      for (const name of kept) expect(after.has(name), `acknowledged ${name} kept`).toBe(true);
    } finally {
      await site.close();
    }
  }, 420_000);
});
