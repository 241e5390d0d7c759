// Code cites what a reader can open: a decision (docs/decisions/NNN-*.md) or a spec section, never the number
// of an issue, which lives outside the repository (decision 103). The decisions' own titles keep theirs as
// history, and bench/NOTES.md is a log; neither is scanned.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SCANNED = ['apps', 'packages', 'bench', 'scripts'];
const SOURCE = /\.(?:[cm]?[jt]sx?|sh|html|css)$/;
const SKIPPED = new Set([
  'node_modules',
  'dist',
  'build',
  'coverage',
  '.out',
  'test-results',
  'playwright-report',
]);

/** A citation of an issue by its number, in either case, singular or plural, with or without '#'. */
const ISSUE_CITATION = /\bissues? #?\d/i;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

/** Each line of `source` that cites an issue, as "line: text". */
function issueCitations(source: string): string[] {
  return source
    .split('\n')
    .flatMap((line, i) => (ISSUE_CITATION.test(line) ? [`${i + 1}: ${line.trim()}`] : []));
}

// Built from parts, so that this file holds no citation itself.
const cite = (...words: string[]) => words.join(' ');

describe('decision 103: code cites decisions and spec sections, never issues', () => {
  it('finds a citation of an issue in any of its spellings, and nothing else', () => {
    expect(issueCitations(`// ${cite('issue', '8')}: the class import`)).toHaveLength(1);
    expect(issueCitations(`it('${cite('Issue', '18')} pays once')`)).toHaveLength(1);
    expect(issueCitations(`(${cite('issues', '12,')} 18)`)).toHaveLength(1);
    expect(issueCitations(`see ${cite('issue', '#7')}`)).toHaveLength(1);
    expect(issueCitations('a zod issue without a message; issue.message; decision 48; spec A §5')).toEqual(
      [],
    );
  });

  it('no source file under apps/, packages/, bench/ or scripts/ cites an issue', () => {
    const found = SCANNED.flatMap((top) => sourceFiles(path.join(ROOT, top))).flatMap((file) =>
      issueCitations(readFileSync(file, 'utf8')).map((hit) => `${path.relative(ROOT, file)}:${hit}`),
    );
    expect(found).toEqual([]);
  });
});
