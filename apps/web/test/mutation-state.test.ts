/**
 * No hand-rolled mutation state in the web (issue 36, docs/decisions/0034-the-web-one-way.md): a change's pending
 * state and failure are its TanStack Query mutation's (`isPending`, `error`, from a lib/queries module), not a
 * `useState` busy flag of the screen's own around the call.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

/** `const [busy, setBusy] = useState(...)` and the like: the names a hand-rolled pending flag goes by. */
const PENDING_FLAG = /const\s*\[\s*(busy|saving|uploading|submitting)\s*,\s*set\w*\s*\]\s*=\s*useState\b/g;

function pendingFlags(): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(src, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    for (const match of readFileSync(file, 'utf8').matchAll(PENDING_FLAG))
      found.push(`${path.relative(src, file).split(path.sep).join('/')}: ${match[1]}`);
  }
  return found;
}

describe('mutation state', () => {
  it('finds the pattern it refuses', () => {
    expect('const [saving, setSaving] = useState(false);'.match(PENDING_FLAG)).toHaveLength(1);
    expect('const [busy,setBusy]=useState<boolean>(false);'.match(PENDING_FLAG)).toHaveLength(1);
  });

  it('keeps no useState busy, saving, uploading or submitting flag in the web', () => {
    expect(pendingFlags()).toEqual([]);
  });
});
