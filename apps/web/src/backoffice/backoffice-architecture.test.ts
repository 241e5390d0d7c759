import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

// The back-office follows the portal's feature rules (DESIGN §4a, decision 110): its areas live in
// backoffice/features/<area>/{api,components,pages} and never import each other; shared pieces live in
// backoffice/{api,components}; backoffice/routes composes areas into one screen, as app/ does for the portal.
const SRC = join(import.meta.dirname, '..');
const BACKOFFICE = join(SRC, 'backoffice');
const AREAS = join(BACKOFFICE, 'features');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? files(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
}

const IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)['"](\.[^'"]*)['"]/g;

/** Every relative import of `file`, resolved against the source root. */
function targets(file: string): { spec: string; target: string }[] {
  return [...readFileSync(file, 'utf8').matchAll(IMPORT)].map(([, spec = '']) => ({
    spec,
    target: relative(SRC, join(file, '..', spec)),
  }));
}

const inside = (path: string, dir: string) => !relative(dir, join(SRC, path)).startsWith('..');

describe('back-office architecture (DESIGN §4a)', () => {
  it('back-office areas never import each other', () => {
    const offenders: string[] = [];
    for (const file of files(AREAS)) {
      const area = relative(AREAS, file).split(sep)[0];
      for (const { spec, target } of targets(file)) {
        if (!inside(target, AREAS)) continue;
        const other = relative(AREAS, join(SRC, target)).split(sep)[0];
        if (other !== area) offenders.push(`${relative(SRC, file)} → ${spec}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('areas and shared back-office code never import the composing routes or the layout', () => {
    const offenders: string[] = [];
    const composing = join(BACKOFFICE, 'routes');
    for (const file of files(BACKOFFICE)) {
      if (inside(relative(SRC, file), composing) || /\.test\.tsx?$/.test(file)) continue;
      for (const { spec, target } of targets(file)) {
        if (inside(target, composing) || target.startsWith(join('backoffice', 'backoffice-layout')))
          offenders.push(`${relative(SRC, file)} → ${spec}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('shared back-office code (api/, components/) never imports an area', () => {
    const offenders: string[] = [];
    for (const dir of ['api', 'components']) {
      for (const file of files(join(BACKOFFICE, dir))) {
        for (const { spec, target } of targets(file)) {
          if (inside(target, AREAS)) offenders.push(`${relative(SRC, file)} → ${spec}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it("the back-office never imports the portal's features", () => {
    const offenders: string[] = [];
    for (const file of files(BACKOFFICE)) {
      for (const { spec, target } of targets(file)) {
        if (inside(target, join(SRC, 'features'))) offenders.push(`${relative(SRC, file)} → ${spec}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
