// The API's modules, read as a graph of their imports: each enters another only through its door, and no two
// modules depend on each other, however long the way round (decisions 105 and 111).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const MODULES = path.resolve(import.meta.dirname, '../src/modules');

/** Relative specifiers of every static import, re-export and dynamic import in a file. */
function specifiers(source: string): string[] {
  return [...source.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*['"](\.[^'"]*)['"]/g)].map((m) => m[1]!);
}

type ModuleFile = { module: string; file: string; test: boolean; imports: string[] };

function moduleFiles(): ModuleFile[] {
  return readdirSync(MODULES, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => ({
      module: f.split(path.sep)[0]!,
      file: f,
      test: f.endsWith('.test.ts'),
      imports: specifiers(readFileSync(path.join(MODULES, f), 'utf8')),
    }));
}

type Edge = { from: string; to: string; file: string; target: string };

/** The imports from one module into another: which module, and which file of it (relative to modules/). */
function crossings(files: ModuleFile[]): Edge[] {
  return files.flatMap(({ module, file, imports }) =>
    imports.flatMap((spec) => {
      const target = path.relative(MODULES, path.resolve(MODULES, path.dirname(file), spec));
      if (target.startsWith('..')) return [];
      const to = target.split(path.sep)[0]!;
      return to === module ? [] : [{ from: module, to, file, target }];
    }),
  );
}

/** An import is through the door when it names the module's folder (its index.ts) and nothing inside it. */
const throughDoor = (e: Edge) => e.target === e.to || e.target === path.join(e.to, 'index');

/** The first cycle found between modules, as the modules walked (the first repeated at the end), or null. */
function firstCycle(edges: Pick<Edge, 'from' | 'to'>[]): string[] | null {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) next.set(from, (next.get(from) ?? new Set()).add(to));
  const done = new Set<string>();
  const walk = (m: string, trail: string[]): string[] | null => {
    const seen = trail.indexOf(m);
    if (seen >= 0) return [...trail.slice(seen), m];
    if (done.has(m)) return null;
    for (const n of next.get(m) ?? []) {
      const cycle = walk(n, [...trail, m]);
      if (cycle) return cycle;
    }
    done.add(m);
    return null;
  };
  for (const m of next.keys()) {
    const cycle = walk(m, []);
    if (cycle) return cycle;
  }
  return null;
}

describe('module doors and cycles', () => {
  const files = moduleFiles();
  const edges = crossings(files);

  it('reads the modules it guards', () => {
    // A wrong path would pass every check below on an empty list.
    expect(files.map((f) => f.module)).toEqual(expect.arrayContaining(['finance', 'orders']));
    expect(edges.some((e) => e.from === 'orders' && e.to === 'finance')).toBe(true);
  });

  it('decision 105: a module enters another only through its index.ts, tests included', () => {
    expect(edges.filter((e) => !throughDoor(e)).map((e) => `${e.file} → ${e.target}`)).toEqual([]);
  });

  it('decision 111: no cycle between modules (tests, which compose modules, aside)', () => {
    const code = new Set(files.filter((f) => !f.test).map((f) => f.file));
    expect(firstCycle(edges.filter((e) => code.has(e.file)))).toBeNull();
  });

  it('decision 111: finance never imports orders; a paid order is settled through its port', () => {
    const code = new Set(files.filter((f) => !f.test).map((f) => f.file));
    expect(edges.filter((e) => e.from === 'finance' && e.to === 'orders' && code.has(e.file))).toEqual([]);
  });

  it('the checks catch what they guard against', () => {
    const edge = (from: string, to: string, target = to) => ({ from, to, file: `${from}/x.ts`, target });
    expect(firstCycle([edge('orders', 'finance'), edge('finance', 'orders')])).toEqual([
      'orders',
      'finance',
      'orders',
    ]);
    expect(firstCycle([edge('a', 'b'), edge('b', 'c'), edge('c', 'a')])).toEqual(['a', 'b', 'c', 'a']);
    expect(firstCycle([edge('a', 'b'), edge('b', 'c'), edge('a', 'c')])).toBeNull();
    expect(throughDoor(edge('orders', 'finance'))).toBe(true);
    expect(throughDoor(edge('orders', 'finance', path.join('finance', 'index')))).toBe(true);
    expect(throughDoor(edge('orders', 'finance', path.join('finance', 'payments', 'order-charges')))).toBe(
      false,
    );
    const file = { module: 'orders', file: path.join('orders', 'x.ts'), test: false };
    expect(
      crossings([{ ...file, imports: specifiers("import { a } from '../finance/payments/order-charges';") }]),
    ).toEqual([
      {
        from: 'orders',
        to: 'finance',
        file: file.file,
        target: path.join('finance', 'payments', 'order-charges'),
      },
    ]);
    expect(specifiers("export { b } from './b';\nconst c = await import('../c');\nimport '../d';")).toEqual([
      './b',
      '../c',
      '../d',
    ]);
  });
});
