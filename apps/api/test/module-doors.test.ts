// The API's modules, read as a graph of their imports: each enters another only through its door, and no two
// modules depend on each other, however long the way round (decisions 105 and 111); and each owned table is
// written by one module only (decision 131).
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

/** Each owned table, by its schema export, and the one module whose repositories write it (decision 131). */
const OWNERS: Record<string, string> = {
  students: 'students',
  users: 'auth',
  oneTimeTokens: 'auth',
  graduations: 'graduations',
  uploads: 'uploads',
};

/** The schema export behind each local name a file imports from db/schema (aliases and `* as` included). */
function schemaNames(source: string): { named: Map<string, string>; namespaces: string[] } {
  const named = new Map<string, string>();
  const namespaces: string[] = [];
  for (const m of source.matchAll(/import\s+(type\s+)?([^;]*?)\s+from\s*['"][^'"]*db\/schema[^'"]*['"]/g)) {
    if (m[1]) continue;
    const clause = m[2]!;
    const star = clause.match(/\*\s+as\s+(\w+)/);
    if (star) namespaces.push(star[1]!);
    for (const spec of clause.match(/\{([^}]*)\}/)?.[1]?.split(',') ?? []) {
      const [exported, local] = spec
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/);
      if (exported) named.set((local ?? exported).trim(), exported.trim());
    }
  }
  return { named, namespaces };
}

/** The schema tables a file inserts, updates or deletes: with drizzle's builders or in raw `sql` text. */
function tablesWritten(source: string): string[] {
  const { named, namespaces } = schemaNames(source);
  const found = new Set<string>();
  const builder = /\.(?:insert|update|delete)\(\s*(?:(\w+)\.)?(\w+)\s*[),]/g;
  const raw = /\b(?:update|insert\s+into|delete\s+from)\s+\$\{\s*(?:(\w+)\.)?(\w+)\s*\}/gi;
  for (const m of [...source.matchAll(builder), ...source.matchAll(raw)]) {
    const [, prefix, name] = m;
    if (prefix ? namespaces.includes(prefix) : named.has(name!))
      found.add(prefix ? name! : named.get(name!)!);
  }
  return [...found];
}

/** Writes of an owned table from a file outside its owner module, as `file → table (owner)`. */
function foreignWrites(files: { module: string; file: string; source: string }[]): string[] {
  return files.flatMap(({ module, file, source }) =>
    tablesWritten(source)
      .filter((table) => OWNERS[table] !== undefined && OWNERS[table] !== module)
      .map((table) => `${file} → ${table} (${OWNERS[table]})`),
  );
}

describe('decision 131: one module writes each table', () => {
  const code = readdirSync(MODULES, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => ({
      module: f.split(path.sep)[0]!,
      file: f,
      source: readFileSync(path.join(MODULES, f), 'utf8'),
    }));

  it('reads the writes it guards', () => {
    // A scan that found nothing would pass on any code: the owners' own writes must show.
    const owned = code.filter((f) => f.module === 'students').flatMap((f) => tablesWritten(f.source));
    expect(owned).toContain('students');
    expect(code.filter((f) => f.module === 'auth').flatMap((f) => tablesWritten(f.source))).toEqual(
      expect.arrayContaining(['users', 'oneTimeTokens']),
    );
  });

  it('decision 131: students, users, tokens, graduations and uploads are written only by their owner module', () => {
    expect(foreignWrites(code)).toEqual([]);
  });

  it('decision 131: the scan catches a foreign write however it is spelled', () => {
    const file = (source: string) => [{ module: 'orders', file: 'orders/x.repository.ts', source }];
    const named = "import { graduations, students as s, users } from '../../db/schema/index';\n";
    expect(foreignWrites(file(`${named}await db.update(s).set({ a: 1 });`))).toEqual([
      'orders/x.repository.ts → students (students)',
    ]);
    expect(foreignWrites(file(`${named}await tx\n  .insert(graduations)\n  .values(v);`))).toEqual([
      'orders/x.repository.ts → graduations (graduations)',
    ]);
    expect(foreignWrites(file(`${named}await db.delete(users).where(x);`))).toEqual([
      'orders/x.repository.ts → users (auth)',
    ]);
    expect(foreignWrites(file(`${named}await db.execute(sql\`update \${users} u set a = 1\`);`))).toEqual([
      'orders/x.repository.ts → users (auth)',
    ]);
    const star = "import * as schema from '../../db/schema/index';\n";
    expect(foreignWrites(file(`${star}await db.update(schema.uploads).set(v);`))).toEqual([
      'orders/x.repository.ts → uploads (uploads)',
    ]);
    // Reads, a module's own table and an unrelated `update(` are not writes of an owned table.
    expect(foreignWrites(file(`${named}await db.select().from(s).innerJoin(users, on);`))).toEqual([]);
    expect(foreignWrites(file(`${named}map.update(students);`))).toEqual([]);
    expect(
      foreignWrites([
        { module: 'students', file: 'students/y.repository.ts', source: `${named}db.update(s);` },
      ]),
    ).toEqual([]);
  });
});

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
