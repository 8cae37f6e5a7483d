/**
 * The built web app as the server sends it: the build's precompressed copies to browsers that accept them, hashed
 * assets cached for good, the page itself checked on every visit.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server.ts';

const page = `<!doctype html><html lang="en"><head><title>RentFile NJ</title></head><body>${'<div></div>'.repeat(200)}</body></html>`;
const script = `export const answer = ${JSON.stringify('x'.repeat(4000))};`;

let t: TestServer;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'rentfile-static-'));
  mkdirSync(path.join(webDist, 'assets'));
  const files: Record<string, string> = { 'index.html': page, 'assets/app-Ab12Cd34.js': script };
  for (const [file, text] of Object.entries(files)) {
    writeFileSync(path.join(webDist, file), text);
    writeFileSync(path.join(webDist, `${file}.gz`), gzipSync(text));
    writeFileSync(path.join(webDist, `${file}.br`), brotliCompressSync(text));
  }
  writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await startTestServer({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t?.close();
  rmSync(webDist, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET with the given Accept-Encoding, the body kept as sent (fetch would decompress it). */
function get(urlPath: string, acceptEncoding: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${t.baseUrl}${urlPath}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the web app as the server sends it', () => {
  it('sends the brotli copy of a hashed asset to a browser that accepts it, cached for good', async () => {
    const res = await get('/assets/app-Ab12Cd34.js', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
    expect(res.body.length).toBeLessThan(script.length / 10);
  });

  it('sends the gzip copy when brotli is not accepted, and the file itself when nothing is', async () => {
    const gz = await get('/assets/app-Ab12Cd34.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);
    const plain = await get('/assets/app-Ab12Cd34.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('sends the page compressed for any path of the app, never cached without asking', async () => {
    for (const urlPath of ['/', '/verified-complaint/1/lease-details']) {
      const res = await get(urlPath, 'br');
      expect(res.status, urlPath).toBe(200);
      expect(res.headers['content-encoding'], urlPath).toBe('br');
      expect(res.headers['cache-control'], urlPath).toBe('no-cache');
      expect(brotliDecompressSync(res.body).toString(), urlPath).toBe(page);
    }
  });

  it('keeps a file without a hash in its name for an hour only', async () => {
    const res = await get('/favicon.svg', 'gzip, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });
});
