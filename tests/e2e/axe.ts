// axe-core in Chromium (docs/adr/0049): the serious and critical WCAG 2.1 A/AA violations of the page
// on show. axe-core is injected through the DevTools protocol (page.evaluate), so the console's
// Content-Security-Policy stays on.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/**
 * The one known finding, left to antd (docs/adr/0049): its closable tabs put each
 * tab's close button inside the tablist. Keyboard users close a tab with Delete on the focused tab
 * (rc-tabs), so the buttons are a pointer affordance; only this rule on the tab bar is tolerated.
 */
const ANTD_TAB_CLOSE_BUTTONS = (v: Violation) =>
  v.id === 'aria-required-children' && v.nodes.every((n) => JSON.stringify(n.target) === '[".ant-tabs-nav"]');

/** Runs axe on the page; returns the serious and critical violations, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (o: unknown) => Promise<{ violations: Violation[] }> } })
      .axe;
    const result = await axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations;
  });
  return violations
    .filter((v) => (v.impact === 'serious' || v.impact === 'critical') && !ANTD_TAB_CLOSE_BUTTONS(v))
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} — ${v.nodes
          .map((n) => JSON.stringify(n.target))
          .slice(0, 5)
          .join(', ')}`,
    );
}
