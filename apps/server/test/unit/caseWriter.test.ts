/**
 * One writer of the case row (docs/decisions/0031): every write of `cases` is in repositories/cases.ts, whose
 * writers step the row's version. A module that updates, inserts into or deletes from `cases` anywhere else fails
 * here, since a write that does not step the version lets a save started from an older read write over it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src');
const WRITER = 'repositories/cases.ts';

/** Drizzle's builders on the table (`update(cases)`, `insert(schema.cases)`) and SQL text naming it. */
const CASE_WRITES = [
  /\b(?:update|insert|delete)\(\s*(?:schema\.)?cases\s*\)/,
  /\bupdate\s+\$\{\s*(?:schema\.)?cases\s*\}/i,
  /\b(?:update|insert\s+into|delete\s+from)\s+"?cases"?\b(?!\w)/i,
];

export function writesCases(text: string): boolean {
  return CASE_WRITES.some((pattern) => pattern.test(text));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : [],
  );
}

describe('the case row has one writer', () => {
  it('recognises each way of writing the table', () => {
    expect(writesCases('await db.update(cases).set({ docketNo })')).toBe(true);
    expect(writesCases('db.insert(schema.cases).values(v)')).toBe(true);
    expect(writesCases('await tx.delete(cases).where(x)')).toBe(true);
    expect(writesCases('sql`update ${cases} set status = 1`')).toBe(true);
    expect(writesCases("db.execute(sql.raw('UPDATE cases SET status = 1'))")).toBe(true);
    expect(writesCases('sql`insert into "cases" (id) values (1)`')).toBe(true);
    expect(writesCases('db.update(caseCourtRecords).set(v); db.select().from(cases)')).toBe(false);
    expect(writesCases('update case_tenants set position = 1')).toBe(false);
  });

  it('finds no write of cases outside the case repository', () => {
    const files = sourceFiles(src);
    expect(files.length).toBeGreaterThan(50);
    const writers = files.filter((f) => writesCases(readFileSync(f, 'utf8'))).map((f) => path.relative(src, f));
    expect(writers).toEqual([WRITER]);
  });
});
