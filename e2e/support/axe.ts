/** Accessibility scan with axe: any serious or critical violation fails the test, listed readably. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const FAILING = new Set(['serious', 'critical']);

export async function expectNoSeriousA11yViolations(page: Page, label = page.url()): Promise<void> {
  // Scan what a person sees once things stop moving: a menu fading out or a dialog fading in has
  // part-transparent text that would be judged on its passing colour.
  // (Endless ones, such as a progress spinner, are not waited for.)
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
    undefined,
    { timeout: 5_000 },
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const bad = results.violations.filter((v) => v.impact && FAILING.has(v.impact));
  if (bad.length === 0) return;
  const lines = bad.map(
    (v) =>
      `- [${v.impact}] ${v.id}: ${v.help}\n${v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.replace(/\n/g, ' ') ?? ''}`)
        .join('\n')}`,
  );
  throw new Error(`Accessibility violations on ${label}:\n${lines.join('\n')}`);
}
