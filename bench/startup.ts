/** Start-up: process start to the first answer of /api/health, on a new and on an existing embedded database. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, median, startChildServer } from './support.ts';

export interface StartupBenchResult {
  newDatabaseMs: number[];
  existingDatabaseMs: number[];
  newDatabaseMedianMs: number;
  existingDatabaseMedianMs: number;
  targetExistingMs: number;
  targetMet: boolean;
}

const TARGET_EXISTING_MS = 2000;

async function startOnce(dataDir: string): Promise<number> {
  const server = await startChildServer({ port: await freePort(), dataDir, timeoutMs: 120_000 });
  await server.stop();
  return Math.round(server.firstAnswerMs);
}

export async function measureStartup(runs = 3): Promise<StartupBenchResult> {
  const dirs: string[] = [];
  try {
    const fresh: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const dir = mkdtempSync(path.join(tmpdir(), 'rentfile-bench-start-'));
      dirs.push(dir);
      fresh.push(await startOnce(dir));
    }
    const existing: number[] = [];
    for (let i = 0; i < runs; i += 1) existing.push(await startOnce(dirs[0]!));
    const existingMedian = median(existing);
    return {
      newDatabaseMs: fresh,
      existingDatabaseMs: existing,
      newDatabaseMedianMs: median(fresh),
      existingDatabaseMedianMs: existingMedian,
      targetExistingMs: TARGET_EXISTING_MS,
      targetMet: existingMedian <= TARGET_EXISTING_MS,
    };
  } finally {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

export function startupRows(r: StartupBenchResult): Array<[string, string]> {
  return [
    ['new embedded database: median (runs, ms)', `${r.newDatabaseMedianMs} ms (${r.newDatabaseMs.join(', ')})`],
    [
      'existing embedded database: median (runs, ms)',
      `${r.existingDatabaseMedianMs} ms (${r.existingDatabaseMs.join(', ')})`,
    ],
    [`target: existing database answers within ${r.targetExistingMs / 1000} s`, r.targetMet ? 'met' : 'NOT met'],
  ];
}
