import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Links, readLinks, usedModules } from '../scripts/used-modules';

const WEB = join(import.meta.dirname, '..');
const DOMAIN = join(WEB, '../../packages/domain/src');

/** Resolves as the build does for our own modules: relative paths and the domain's package. */
function resolveFrom(importer: string, source: string): string | undefined {
  const base = source.startsWith('.')
    ? join(dirname(importer), source)
    : source === '@portal/domain'
      ? join(DOMAIN, 'index')
      : source.startsWith('@portal/domain/')
        ? join(DOMAIN, source.slice('@portal/domain/'.length))
        : undefined;
  if (!base) return undefined;
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((end) => base + end)
    .find((file) => existsSync(file));
}

/** Reads the module graph from `start` as the build's plugin does, straight from the sources. */
async function graphFrom(start: string) {
  const links = new Map<string, Links>();
  const staticImports = new Map<string, string[]>();
  const queue = [start];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (links.has(id) || !/\.tsx?$/.test(id)) continue;
    const link = await readLinks(readFileSync(id, 'utf8'), id, async (source) => resolveFrom(id, source));
    if (!link) continue;
    links.set(id, link);
    staticImports.set(
      id,
      [...link.imports, ...link.reexports].map((item) => item.from),
    );
    queue.push(...(staticImports.get(id) ?? []));
  }
  return { links, staticImports };
}

/** A module graph given as code, for the rules themselves. */
async function graphOf(files: Record<string, string>) {
  const links = new Map<string, Links>();
  for (const [id, code] of Object.entries(files)) {
    const link = await readLinks(
      code,
      id,
      async (source) => `/packages/domain/src/${source.replace('./', '')}.ts`,
    );
    if (link) links.set(id, link);
  }
  return { links, staticImports: new Map<string, string[]>() };
}

describe('the modules a landing screen runs, read binding by binding (decision 156)', () => {
  it('decision 156: through a barrel, only the domain modules declaring what is imported count', async () => {
    const graph = await graphOf({
      '/apps/web/src/page.tsx': "import { cents, type Money } from './index';\nexport const a = cents;",
      '/packages/domain/src/index.ts':
        "export * from './money';\nexport * from './schemas';\nexport { label } from './texts';",
      '/packages/domain/src/money.ts':
        "import { round } from './round';\nexport const cents = 1;\nexport type Money = number;",
      '/packages/domain/src/round.ts': 'export const round = 1;\nexport const unused = 2;',
      '/packages/domain/src/schemas.ts': "import { z } from './zod';\nexport const schema = z;",
      '/packages/domain/src/texts.ts': 'export const label = 1;',
    });
    const used = usedModules(['/apps/web/src/page.tsx'], graph);
    // The barrel declares nothing: its code is not run either.
    expect([...used].sort()).toEqual([
      '/apps/web/src/page.tsx',
      '/packages/domain/src/money.ts',
      '/packages/domain/src/round.ts',
    ]);
  });

  it('decision 156: a renamed re-export leads to the binding under its own name', async () => {
    const graph = await graphOf({
      '/apps/web/src/page.tsx': "import { label } from './index';",
      '/packages/domain/src/index.ts': "export { title as label } from './texts';",
      '/packages/domain/src/texts.ts': 'export function title() {}',
    });
    expect(usedModules(['/apps/web/src/page.tsx'], graph)).toContain('/packages/domain/src/texts.ts');
  });

  it('decision 156: the home reaches the domain modules it uses and none that reads zod', async () => {
    const home = join(WEB, 'src/app/routes/home.tsx');
    const graph = await graphFrom(home);
    const used = [...usedModules([home], graph)].filter((id) => id.startsWith(DOMAIN));
    const all = [...graph.links.keys()].filter((id) => id.startsWith(DOMAIN));
    expect(used).toContain(join(DOMAIN, 'money.ts'));
    expect(used.length).toBeLessThan(all.length / 2);
    const withZod = used.filter((id) => /from ['"]zod['"]/.test(readFileSync(id, 'utf8')));
    expect(withZod).toEqual([]);
  });
});
