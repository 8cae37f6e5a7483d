import { describe, expect, it } from 'vitest';
import type { CaseSnapshot } from '../../src/repositories/cases.ts';
import { CaseSnapshots } from '../../src/services/caseSnapshots.ts';

/** A snapshot of case `id` whose signature image has `imageChars` characters (the rest does not matter here). */
function snapshot(id: number, imageChars = 0): CaseSnapshot {
  return {
    row: { id, signatureImage: imageChars ? 'x'.repeat(imageChars) : null } as CaseSnapshot['row'],
    version: 1,
    property: null,
    tenants: [],
  };
}

describe('CaseSnapshots', () => {
  it("keeps each client's cases apart, the last one set for each", () => {
    const kept = new CaseSnapshots();
    kept.set(1, snapshot(10));
    kept.set(2, { ...snapshot(10), version: 7 });
    kept.set(1, { ...snapshot(10), version: 2 });
    expect(kept.get(1, 10)?.version).toBe(2);
    expect(kept.get(2, 10)?.version).toBe(7);
    expect(kept.get(3, 10)).toBeUndefined();
    kept.delete(1, 10);
    expect(kept.get(1, 10)).toBeUndefined();
    expect(kept.size).toBe(1);
  });

  it('forgets the least recently set first when full by count', () => {
    const kept = new CaseSnapshots(3);
    for (const id of [1, 2, 3]) kept.set(1, snapshot(id));
    kept.set(1, snapshot(1));
    kept.set(1, snapshot(4));
    expect([1, 2, 3, 4].map((id) => kept.get(1, id) !== undefined)).toEqual([true, false, true, true]);
  });

  it('forgets the oldest when full by size, and keeps no snapshot larger than the whole budget', () => {
    const kept = new CaseSnapshots(100, 100 * 1024);
    kept.set(1, snapshot(1, 20 * 1024));
    kept.set(1, snapshot(2, 20 * 1024));
    kept.set(1, snapshot(3, 20 * 1024));
    expect([1, 2, 3].map((id) => kept.get(1, id) !== undefined)).toEqual([false, true, true]);
    kept.set(1, snapshot(4, 60 * 1024));
    expect(kept.get(1, 4)).toBeUndefined();
    expect(kept.size).toBe(2);
  });
});

describe('CaseSnapshots by real bytes (issue 20, gap 3)', () => {
  it('counts what a large case holds, not a fixed few kilobytes', () => {
    const tenants = Array.from({ length: 900 }, (_, i) => ({
      id: i,
      name: 'x'.repeat(500),
      version: 1,
    })) as unknown as CaseSnapshot['tenants'];
    const kept = new CaseSnapshots(100, 4 * 1024 * 1024);
    kept.set(1, { ...snapshot(1), tenants });
    expect(kept.bytes).toBeGreaterThan(900 * 1000);
    for (const id of [2, 3, 4, 5]) kept.set(1, { ...snapshot(id), tenants });
    expect(kept.bytes).toBeLessThanOrEqual(4 * 1024 * 1024);
    expect(kept.size).toBeLessThan(5);
  });
});
