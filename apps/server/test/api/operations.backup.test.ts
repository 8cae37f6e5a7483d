/**
 * Backups that restore (issue 39, decision 0037): an administrator's backup of the running embedded database and
 * its files, verified when taken; and the README's restore drill, run as written: the backup checked, restored with
 * the admin command into the data folder of a stopped server, the server started on it, and every client's rows
 * and documents read back the same.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backup } from '@rentfile/contract';
import { eq } from 'drizzle-orm';
import { mintAccessToken } from '../../src/auth/tokens.ts';
import { loadConfig } from '../../src/config.ts';
import { clients } from '../../src/db/schema.ts';
import { rowChecksums } from '../../src/repositories/operations.ts';
import { BackupError, backupDir, pruneBackups, verifyBackup } from '../../src/services/backups.ts';
import { createServer } from '../../src/server.ts';
import { sampleCase } from './support/signing.ts';
import { freePort, startTestServer, type Caller, type TestServer } from './support/server.ts';

const run = promisify(execFile);
const repo = path.resolve(import.meta.dirname, '../../../..');

let t: TestServer;
let admin: Caller;
let tenant: Caller;

async function lease(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([612, 792]);
  return Buffer.from(await doc.save());
}

async function uploadLease(c: Caller, caseId: number): Promise<number> {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(await lease())], { type: 'application/pdf' }), 'lease.pdf');
  const res = await c.raw(`/api/documents?caseId=${caseId}&kind=lease`, { method: 'POST', body });
  expect(res.status).toBe(200);
  return ((await res.json()) as { id: number }).id;
}

/** What a client reads back of a case: the case, its document's bytes, its stored paper's bytes. */
async function readBack(c: Caller, caseId: number, documentId: number, paperUrl: string) {
  const kase = await c.get(`/api/cases/${caseId}`);
  const doc = await c.raw(`/api/documents/${documentId}`, { method: 'GET' });
  const paper = await c.raw(paperUrl, { method: 'GET' });
  expect([kase.status, doc.status, paper.status]).toEqual([200, 200, 200]);
  return {
    kase: kase.body,
    document: Buffer.from(await doc.arrayBuffer()).toString('base64'),
    paper: Buffer.from(await paper.arrayBuffer()).toString('base64'),
  };
}

// The embedded database's own backups: on PostgreSQL the operator's pg_dump is tested instead (operations.postgres).
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('backups of the embedded database', () => {
  beforeAll(async () => {
    t = await startTestServer();
    admin = await t.as('auth0|backup-admin');
    await admin.get('/api/client');
    await t.server.deps.db.update(clients).set({ isAdmin: true }).where(eq(clients.auth0Id, 'auth0|backup-admin'));
    tenant = await t.as('auth0|backup-landlord');
  });
  afterAll(async () => t?.close());
  let backup: Backup;
  let caseId: number;
  let documentId: number;
  let paperUrl: string;
  let before: Awaited<ReturnType<typeof readBack>>;

  it('are refused to anyone but an administrator', async () => {
    const res = await tenant.post('/api/admin/backups');
    expect(res.status).toBe(403);
  });

  it('are taken by the running server, written as one file, and verified by restoring them', async () => {
    caseId = await sampleCase(tenant);
    documentId = await uploadLease(tenant, caseId);
    const paper = await tenant.post<{ fileUrl: string }>('/api/create-case-pleading-pdf', {
      caseId,
      templateName: 'verified_complaint',
    });
    expect(paper.status).toBe(200);
    paperUrl = paper.body.fileUrl;
    before = await readBack(tenant, caseId, documentId, paperUrl);

    const res = await admin.post<Backup>('/api/admin/backups');
    expect(res.status, res.text).toBe(200);
    backup = res.body;
    expect(backup.file).toMatch(/^rentfile-backup-\d{8}T\d{9}Z\.zip$/);
    // Both clients' rows; the document's file and the stored paper's.
    expect(backup.clientsVerified).toBeGreaterThanOrEqual(2);
    expect(backup.filesVerified).toBe(2);
    const file = path.join(backupDir(t.server.deps.config), backup.file);
    const verified = await verifyBackup(file);
    expect(verified.manifest.rows).toEqual(await rowChecksums(t.server.deps.db));
  }, 180_000);

  it('a damaged backup is found out', async () => {
    const file = path.join(backupDir(t.server.deps.config), backup.file);
    const damaged = path.join(mkdtempSync(path.join(tmpdir(), 'rentfile-damaged-')), 'damaged.zip');
    const bytes = readFileSync(file);
    // A byte of the last file stored before the manifest (a document or paper, stored uncompressed) flipped.
    const at = bytes.lastIndexOf(Buffer.from('%%EOF')) - 2;
    bytes[at] = bytes[at]! ^ 0xff;
    writeFileSync(damaged, bytes);
    await expect(verifyBackup(damaged)).rejects.toThrow(BackupError);
  });

  it('restore drill (README): verify, restore into a stopped server’s data folder, start it, read everything back', async () => {
    const rows = await rowChecksums(t.server.deps.db);
    const copied = path.join(mkdtempSync(path.join(tmpdir(), 'rentfile-offsite-')), backup.file);
    copyFileSync(path.join(backupDir(t.server.deps.config), backup.file), copied);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rentfile-restored-'));
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
    delete env.DATABASE_URL;

    const verify = await run('npm', ['run', '--silent', 'admin', '--', 'verify-backup', copied], { cwd: repo, env });
    expect(verify.stdout).toMatch(/is sound: \d+ clients' rows and 2 files read back with their checksums/);
    const restore = await run('npm', ['run', '--silent', 'admin', '--', 'restore', copied], { cwd: repo, env });
    expect(restore.stdout).toContain(`into ${dataDir}`);

    const port = await freePort();
    const config = loadConfig({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
    const restored = await createServer(config, { logStream: { write: () => undefined } });
    try {
      await restored.app.listen({ port, host: '127.0.0.1' });
      const ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
      expect(ready.status).toBe(200);
      expect(await rowChecksums(restored.deps.db)).toEqual(rows);
      const token = await mintAccessToken(
        restored.deps.signingKeys!,
        restored.deps.verifier.issuer,
        'auth0|backup-landlord',
        {
          email: 'auth0|backup-landlord@example.test',
          given_name: 'Test',
          family_name: 'auth0|backup-landlord',
        },
      );
      const base = `http://127.0.0.1:${port}`;
      const landlord: Caller = {
        token,
        get: async (p) => {
          const res = await fetch(base + p, { headers: { authorization: `Bearer ${token}` } });
          return { status: res.status, body: await res.json(), text: '', headers: res.headers };
        },
        raw: (p, init) => fetch(base + p, { ...init, headers: { authorization: `Bearer ${token}` } }),
      } as Caller;
      expect(await readBack(landlord, caseId, documentId, paperUrl)).toEqual(before);

      // While the server runs on the folder, a restore is refused (exit 3) and changes nothing.
      const refused = await run('npm', ['run', '--silent', 'admin', '--', 'restore', copied], { cwd: repo, env }).catch(
        (err: { code: number; stderr: string }) => err,
      );
      expect(refused).toMatchObject({ code: 3 });
      expect((refused as { stderr: string }).stderr).toContain('stop the server, then restore');
    } finally {
      await restored.close();
    }
  }, 400_000);

  it('keeps the newest backups of a schedule and removes the older ones', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rentfile-kept-'));
    const names = ['20260101T000000000Z', '20260102T000000000Z', '20260103T000000000Z'].map(
      (at) => `rentfile-backup-${at}.zip`,
    );
    names.forEach((n, i) => {
      writeFileSync(path.join(dir, n), 'x');
      const at = new Date(Date.UTC(2026, 0, i + 1));
      utimesSync(path.join(dir, n), at, at);
    });
    writeFileSync(path.join(dir, 'notes.txt'), 'not a backup');
    expect(await pruneBackups(dir, 2)).toEqual([names[0]]);
  });
});
