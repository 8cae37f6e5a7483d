/**
 * An S3-compatible object store for the API tests (docs/decisions/0022-document-object-store.md): s3rver, on
 * 127.0.0.1 at a port the OS picks, keeping its bucket in a temporary folder, and the server's environment for it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { ObjectStore } from '../../../src/storage/objectStore.ts';

export interface TestS3 {
  /** What startTestServer needs to keep documents in the bucket. */
  env: Record<string, string>;
  /** A client of the same bucket, to look at and tamper with what the server stored. */
  objects: ObjectStore;
  /** Every key in the bucket. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

const BUCKET = 'rentfile-documents';
// s3rver's built-in account; it checks the key id, not the signature (tested apart in test/unit/sigv4.test.ts).
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startS3(): Promise<TestS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'rentfile-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const objects = new ObjectStore({
    bucket: BUCKET,
    endpoint,
    region: 'us-east-1',
    pathStyle: true,
    credentials: CREDENTIALS,
  });
  return {
    env: {
      DOCUMENTS_S3_BUCKET: BUCKET,
      DOCUMENTS_S3_ENDPOINT: endpoint,
      DOCUMENTS_S3_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    },
    objects,
    async keys() {
      const all: string[] = [];
      for await (const page of objects.list('')) all.push(...page.map((o) => o.key));
      return all;
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
