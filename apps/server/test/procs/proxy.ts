/**
 * nginx in front of the server processes, with the repository's own site configuration (deploy/nginx/rentfile.conf)
 * and only its ports changed: the proxy on a free port of 127.0.0.1, the upstream's servers on the test's. nginx runs
 * in the foreground of a temporary prefix (its pid, logs and temporary files there), as root or not.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from '../../../../bench/support.ts';

export const SITE_CONFIG = path.join(repoRoot, 'deploy/nginx/rentfile.conf');

/** nginx's binary (Debian's nginx-light or nginx), or null when it is not installed. */
export function findNginx(): string | null {
  if (existsSync('/usr/sbin/nginx')) return '/usr/sbin/nginx';
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return which.status === 0 && which.stdout.trim() ? which.stdout.trim() : null;
}

export interface Proxy {
  url: string;
  /** The site configuration nginx runs. */
  config: string;
  /** What nginx wrote to its error log. */
  errors(): Promise<string>;
  close(): Promise<void>;
}

/** Replaces `from` in `text` by `to`, where it must appear exactly once (the repository's file must keep it). */
function replaceOnce(text: string, from: string, to: string): string {
  const parts = text.split(from);
  if (parts.length !== 2) throw new Error(`${SITE_CONFIG} must hold "${from}" once (found ${parts.length - 1}).`);
  return parts.join(to);
}

/** nginx on 127.0.0.1:port in front of the servers on the two upstream ports. */
export async function startProxy(nginx: string, port: number, upstreamPorts: [number, number]): Promise<Proxy> {
  const prefix = await mkdtemp(path.join(tmpdir(), 'rentfile-nginx-'));
  let site = await readFile(SITE_CONFIG, 'utf8');
  site = replaceOnce(site, 'listen 80;', `listen 127.0.0.1:${port};`);
  site = replaceOnce(site, 'server 127.0.0.1:3001 ', `server 127.0.0.1:${upstreamPorts[0]} `);
  site = replaceOnce(site, 'server 127.0.0.1:3002 ', `server 127.0.0.1:${upstreamPorts[1]} `);
  await writeFile(path.join(prefix, 'rentfile.conf'), site);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((t) => `  ${t}_temp_path ${path.join(prefix, t)};`)
    .join('\n');
  await writeFile(
    path.join(prefix, 'nginx.conf'),
    [
      'worker_processes 1;',
      `pid ${path.join(prefix, 'nginx.pid')};`,
      `error_log ${path.join(prefix, 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      temp,
      `  include ${path.join(prefix, 'rentfile.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(
    nginx,
    ['-e', path.join(prefix, 'error.log'), '-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const errors = async () => `${stderr}${await readFile(path.join(prefix, 'error.log'), 'utf8').catch(() => '')}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${await errors()}`);
    // A connection is enough: a request would reach the servers, which may not listen yet, and mark them failed
    // for the upstream's fail_timeout (5 s), answering the test's first calls 502 when the servers start sooner.
    if (await accepts(port)) break;
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${url}: ${await errors()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    config: site,
    errors,
    async close() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      await rm(prefix, { recursive: true, force: true });
    },
  };
}

/** Whether something accepts a TCP connection on 127.0.0.1:port. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
