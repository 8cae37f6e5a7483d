/**
 * No import cycle among the services (docs/decisions/0031): a service that imports another which imports it back
 * (services/cases.ts and services/afterFiling.ts did, for the Actor type) fails here, type imports included.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const services = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/services');

/** The services a module's text imports or re-exports from (relative paths in services/). */
function importsOf(text: string): string[] {
  return [
    ...text.matchAll(/\bfrom\s+'\.\/([\w.-]+)\.ts'/g),
    ...text.matchAll(/\bimport\(\s*'\.\/([\w.-]+)\.ts'\s*\)/g),
  ].map((m) => m[1]!);
}

/** Every cycle of the graph, each as the path that closes it (a -> b -> a), found by a depth-first walk. */
export function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const walk = (node: string, trail: string[]) => {
    const at = trail.indexOf(node);
    if (at >= 0) {
      found.push([...trail.slice(at), node]);
      return;
    }
    if (done.has(node)) return;
    for (const next of graph.get(node) ?? []) walk(next, [...trail, node]);
    done.add(node);
  };
  for (const node of graph.keys()) walk(node, []);
  return found;
}

describe('the services import one another without a cycle', () => {
  it('finds a cycle in a graph that has one, and none in one that has not', () => {
    expect(
      cycles(
        new Map([
          ['cases', ['afterFiling']],
          ['afterFiling', ['actor', 'cases']],
          ['actor', []],
        ]),
      ),
    ).toEqual([['cases', 'afterFiling', 'cases']]);
    expect(
      cycles(
        new Map([
          ['cases', ['actor']],
          ['afterFiling', ['actor', 'cases']],
          ['actor', []],
        ]),
      ),
    ).toEqual([]);
    expect(importsOf("import type { Actor } from './actor.ts';\nimport { x } from '../errors.ts';")).toEqual(['actor']);
  });

  it('has none in apps/server/src/services', () => {
    const files = readdirSync(services).filter((f) => f.endsWith('.ts'));
    expect(files).toContain('cases.ts');
    const graph = new Map(
      files.map((f) => [f.replace(/\.ts$/, ''), importsOf(readFileSync(path.join(services, f), 'utf8'))]),
    );
    expect(cycles(graph)).toEqual([]);
  });
});
