/**
 * Issue 34: a process with another host name (the operator command from another container on the same volume)
 * took the embedded database's lock over from a running server and removed it on exit, and a kill -9 afterwards
 * left the database unopenable. Issue 35: a server killed with kill -9 whose parent had not reaped it (a zombie)
 * kept its lock, and the restart was refused. Now a live holder is refused whatever the opener's host name, only
 * the holder removes its lock, and an exited holder, a zombie included, never blocks a restart.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../../../bench/support.ts';
import { type Holder, lockDataDir, STALE_AFTER_MS } from '../../src/db/lock.ts';
import { serverSite, type ServerSite } from '../load/support/serverProcess.ts';

const RESTARTS = 10;

interface Run {
  code: number | null;
  stderr: string;
}

/** npm run admin -- args on the site's data directory, under another host name when one is given. */
function admin(site: ServerSite, args: string[], hostName?: string): Promise<Run> {
  const command = [process.execPath, '--import', 'tsx', 'apps/server/src/cli/admin.ts', ...args];
  const argv = hostName
    ? ['unshare', '--uts', 'sh', '-c', 'hostname "$0" && exec "$@"', hostName, ...command]
    : command;
  return new Promise((resolve, reject) => {
    const child = spawn(argv[0]!, argv.slice(1), {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATA_DIR: site.dataDir,
        PUBLIC_URL: site.baseUrl,
        LOG_LEVEL: 'silent',
        DATABASE_URL: undefined,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stderr: stderr.trim() }));
  });
}

async function saveContact(site: ServerSite, token: string, firstName: string): Promise<void> {
  const res = await fetch(`${site.baseUrl}/api/contactInfo`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      contactInfo: {
        firstName,
        lastName: 'Lock',
        streetAddress: '1 Elm St',
        city: 'Trenton',
        state: 'New Jersey',
        zipcode: '08608',
        email: 'lock@example.test',
      },
    }),
  });
  expect(res.status).toBe(200);
  await res.arrayBuffer();
}

async function names(site: ServerSite, token: string): Promise<string[]> {
  const res = await fetch(`${site.baseUrl}/api/contactInfos`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return ((await res.json()) as Array<{ firstName: string }>).map((c) => c.firstName).sort();
}

async function stateOf(pid: number): Promise<string> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
}

const lockFile = (site: ServerSite) => path.join(site.dataDir, 'rentfile.lock');
const holderOf = (site: ServerSite) => JSON.parse(readFileSync(lockFile(site), 'utf8')) as Holder;

describe('the embedded database lock', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('refuses a lock of another machine while its holder keeps it fresh, and takes it over once it is not', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rentfile-lock-'));
    dirs.push(dir);
    const mine = lockDataDir(dir);
    const me = JSON.parse(readFileSync(mine.file, 'utf8')) as Holder;
    // Another container: another boot or pid namespace, where the holder's pid means nothing here.
    const elsewhere: Holder = {
      ...me,
      pid: 2 ** 22 + 7,
      host: 'other-container',
      pidNamespace: 'pid:[1]',
      token: 'far',
    };
    writeFileSync(mine.file, JSON.stringify(elsewhere));
    expect(() => lockDataDir(dir)).toThrow(/pid 4194311 on other-container/);
    // Our release does not remove a lock that is no longer ours.
    mine.release();
    expect(existsSync(mine.file)).toBe(true);
    const old = new Date(Date.now() - STALE_AFTER_MS - 1_000);
    utimesSync(mine.file, old, old);
    const taken = lockDataDir(dir);
    expect((JSON.parse(readFileSync(taken.file, 'utf8')) as Holder).pid).toBe(process.pid);
    taken.release();
    expect(existsSync(taken.file)).toBe(false);
  });

  it('is held across host names: the command from another host name is refused and leaves the lock; kill -9 loses nothing', async () => {
    const site = await serverSite(null);
    try {
      const token = await site.token('auth0|lock-hosts');
      let server = await site.start({ hostName: 'server-host' });
      await saveContact(site, token, 'Before');
      const held = holderOf(site);
      expect(held.host).toBe('server-host');

      for (const hostName of [undefined, 'admin-host']) {
        const refused = await admin(site, ['grant-admin', 'nobody@example.test'], hostName);
        expect(refused.code, refused.stderr).toBe(3);
        expect(refused.stderr).toMatch(/is open in another process \(pid \d+/);
        // Nothing but the holder removes the lock.
        expect(holderOf(site).token).toBe(held.token);
      }
      await saveContact(site, token, 'During');

      await server.kill();
      // Right after the kill, from another host name: the holder has exited, so the command may open the folder.
      const between = await admin(site, ['grant-admin', 'nobody@example.test'], 'admin-host');
      expect(between.stderr).toBe('No account with the e-mail nobody@example.test.');
      expect(existsSync(lockFile(site))).toBe(false);

      server = await site.start();
      expect(await names(site, token)).toEqual(['Before', 'During']);
      await server.stop();
    } finally {
      await site.close();
    }
  }, 300_000);

  it(`restarts right after kill -9 under a parent that does not reap, ${RESTARTS} times in a row`, async () => {
    const site = await serverSite(null);
    const zombies: Array<() => Promise<void>> = [];
    try {
      const token = await site.token('auth0|lock-zombie');
      const saved: string[] = [];
      for (let round = 1; round <= RESTARTS; round += 1) {
        const server = await site.start({ unreapedParent: true });
        zombies.push(() => server.release());
        expect(await names(site, token)).toEqual([...saved].sort());
        const name = `Round${String(round).padStart(2, '0')}`;
        await saveContact(site, token, name);
        saved.push(name);
        await server.kill();
        // The killed server is a zombie (its parent does not reap it): its lock must not block the next start.
        expect(await stateOf(server.pid)).toBe('Z');
        expect(existsSync(lockFile(site))).toBe(true);
      }
      const last = await site.start();
      expect(await names(site, token)).toEqual([...saved].sort());
      await last.stop();
    } finally {
      for (const release of zombies) await release();
      await site.close();
    }
  }, 600_000);
});
