/**
 * No component file of the web is over 350 lines (issue 36, docs/decisions/0034-the-web-one-way.md): a screen that
 * grows is split into small parts, as the case view's court actions are (case-view/after-filing/) and the wizard's
 * store, Review & Sign, Lease Details, the ledger import and the properties page are.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MAX_LINES = 350;
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

function lineCounts(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const entry of readdirSync(src, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.tsx')) continue;
    const file = path.join(entry.parentPath, entry.name);
    counts.set(path.relative(src, file).split(path.sep).join('/'), readFileSync(file, 'utf8').split('\n').length);
  }
  return counts;
}

describe('component size', () => {
  const counts = lineCounts();

  it(`keeps every component file at ${MAX_LINES} lines or fewer`, () => {
    const over = [...counts].filter(([, n]) => n > MAX_LINES);
    expect(over).toEqual([]);
    expect(counts.size).toBeGreaterThan(100);
  });
});
