import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'backoffice' ? [] : cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

describe('WCAG 1.4.10: stacked tables read their labels from the markup', () => {
  it('decision 142: no stylesheet writes a column name in CSS (content: "…"); labels come from data-label', () => {
    const written = cssFiles(SRC).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/content:\s*(["'])([^"']*\p{L}[^"']*)\1/gu)].map(
        (m) => `${file.slice(SRC.length + 1)}: ${m[2]}`,
      ),
    );
    expect(written).toEqual([]);
  });
});
