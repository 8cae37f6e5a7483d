/**
 * Backups on PostgreSQL (issue 39, decision 0037), with the commands of the README's operator section: pg_dump of
 * the running server's database, pg_restore into a new database, and a server started on it (documents in the
 * S3-compatible bucket, which the restored rows name) reads every client's rows and documents back the same.
 * Runs when TEST_DATABASE_URL names a PostgreSQL server (.ci/run sets it).
 */
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintAccessToken } from '../../src/auth/tokens.ts';
import { loadConfig } from '../../src/config.ts';
import { rowChecksums } from '../../src/repositories/operations.ts';
import { createServer } from '../../src/server.ts';
import { startS3, type TestS3 } from './support/s3.ts';
import { freePort, startTestServer, type TestServer } from './support/server.ts';
import { sampleCase } from './support/signing.ts';

const run = promisify(execFile);
const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('pg_dump and pg_restore (README, Operating it)', () => {
  let s3: TestS3;
  let t: TestServer;
  beforeAll(async () => {
    s3 = await startS3();
    t = await startTestServer(s3.env);
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('restores into a new database that a server reads back the same', async () => {
    const a = await t.as('auth0|pg-backup');
    const caseId = await sampleCase(a);
    const pdf = await PDFDocument.create();
    pdf.addPage([612, 792]);
    const body = new FormData();
    body.append('file', new Blob([await pdf.save()], { type: 'application/pdf' }), 'lease.pdf');
    const uploaded = await a.raw(`/api/documents?caseId=${caseId}&kind=lease`, { method: 'POST', body });
    expect(uploaded.status).toBe(200);
    const documentId = ((await uploaded.json()) as { id: number }).id;
    const before = (await a.get(`/api/cases/${caseId}`)).body;
    const rows = await rowChecksums(t.server.deps.db);

    const dumpFile = path.join(mkdtempSync(path.join(tmpdir(), 'rentfile-pgdump-')), 'rentfile.dump');
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${dumpFile}`, t.databaseUrl!]);
    const name = `rentfile_restored_${randomBytes(4).toString('hex')}`;
    await run('createdb', ['--maintenance-db', adminUrl!, name]);
    const restoredUrl = new URL(adminUrl!);
    restoredUrl.pathname = `/${name}`;
    try {
      await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${restoredUrl}`, dumpFile]);
      const port = await freePort();
      const config = loadConfig({
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'rentfile-pg-restored-')),
        DATABASE_URL: restoredUrl.toString(),
        LOG_LEVEL: 'warn',
        ...s3.env,
      });
      const restored = await createServer(config, { logStream: { write: () => undefined } });
      try {
        await restored.app.listen({ port, host: '127.0.0.1' });
        expect((await fetch(`http://127.0.0.1:${port}/api/health/ready`)).status).toBe(200);
        expect(await rowChecksums(restored.deps.db)).toEqual(rows);
        const token = await mintAccessToken(
          restored.deps.signingKeys!,
          restored.deps.verifier.issuer,
          'auth0|pg-backup',
          {
            email: 'auth0|pg-backup@example.test',
            given_name: 'Test',
            family_name: 'auth0|pg-backup',
          },
        );
        const get = (p: string) =>
          fetch(`http://127.0.0.1:${port}${p}`, { headers: { authorization: `Bearer ${token}` } });
        expect(await (await get(`/api/cases/${caseId}`)).json()).toEqual(before);
        const sha = async (res: Response) =>
          createHash('sha256')
            .update(Buffer.from(await res.arrayBuffer()))
            .digest('hex');
        const original = await a.raw(`/api/documents/${documentId}`, { method: 'GET' });
        expect(await sha(await get(`/api/documents/${documentId}`))).toBe(await sha(original));
      } finally {
        await restored.close();
      }
    } finally {
      await run('dropdb', ['--maintenance-db', adminUrl!, '--force', name]);
    }
  }, 300_000);
});
