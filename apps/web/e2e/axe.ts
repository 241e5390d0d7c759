import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// axe-core 4 in the page under test: any journey calls `expectNoAxeViolations(page, 'where')` after a screen
// settles, so a journey fails on the first new violation (zero violations on every page).
const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/** The axe-core violations of the page as it is now (WCAG 2.x A and AA rules and axe's best practices). */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // A fade still running (a tour's popover, a dialog) reads as low contrast: judge the settled screen.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  if (!(await page.evaluate(() => 'axe' in window))) {
    // page.addScriptTag({ content }) would be an inline script, which the portal's CSP refuses; a
    // DevTools evaluation is not subject to it and defines window.axe the same way.
    await page.evaluate(AXE_SOURCE);
  }
  return page.evaluate(async () => {
    type AxeResults = {
      violations: {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: unknown[]; failureSummary?: string }[];
      }[];
    };
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: object) => Promise<AxeResults> };
    };
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      // The element and why it fails (for contrast: both colours and the ratio), so a CI log says enough.
      nodes: v.nodes.map(
        (n) => `${n.target.map(String).join(' ')} — ${(n.failureSummary ?? '').replace(/\s+/g, ' ').trim()}`,
      ),
    }));
  });
}

/** Fails with every violation listed (rule, impact, the first elements) when axe finds any. */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const violations = await axeViolations(page);
  if (violations.length === 0) return;
  const lines = violations.map(
    (v) => `  ${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.slice(0, 5).join('\n    ')}`,
  );
  throw new Error(`axe-core found ${violations.length} violation(s) on ${where}:\n${lines.join('\n')}`);
}
