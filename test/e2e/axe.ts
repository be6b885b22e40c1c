// axe-core run in a shop page: the serious and critical violations, described for the test's failure message.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { untilStill } from './journey';

export const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeNode {
  target: unknown[];
  html: string;
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  helpUrl: string;
  nodes: AxeNode[];
}

const AXE_SOURCE = `${readFileSync(AXE_PATH, 'utf8')}\n;window.axe = axe;`;
const contextsWithAxe = new WeakSet<BrowserContext>();

/**
 * Loads axe-core into the page's current document and into every later document of its context. Both go through the
 * DevTools protocol, because the shop's Content-Security-Policy (Trusted Types) refuses injected script tags. The
 * context's init script makes each later page carry axe at no cost to speak of; a Playwright `evaluate` of the 550 KB
 * source took seconds per page (it inspects the expression first), most of an accessibility sweep's time.
 */
export async function loadAxe(page: Page): Promise<void> {
  const context = page.context();
  if (!contextsWithAxe.has(context)) {
    contextsWithAxe.add(context);
    await context.addInitScript({ content: AXE_SOURCE });
  }
  const devtools = await context.newCDPSession(page);
  try {
    await devtools.send('Runtime.evaluate', { expression: AXE_SOURCE });
  } finally {
    await devtools.detach();
  }
}

/** Runs axe-core in the page (on `scope`, or the whole document) and returns the serious and critical violations. */
export async function seriousViolations(page: Page, scope?: string): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await loadAxe(page);
  const violations = (await page.evaluate(async (context) => {
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: unknown[] }> } }).axe;
    // A fade still running (a caption coming in) is measured at its passing opacity: its contrast is what it ends at.
    const ending = document.getAnimations().filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity));
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
    const result = await axe.run(context ? { include: [context] } : document, { resultTypes: ['violations'] });
    return result.violations;
  }, scope ?? null)) as AxeViolation[];
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

const describeViolations = (where: string, violations: AxeViolation[]) =>
  violations
    .map(
      (v) =>
        `[${where}] ${v.impact} ${v.id}: ${v.help} (${v.helpUrl})\n` +
        v.nodes.map((n) => `    ${JSON.stringify(n.target)} ${n.html}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`).join('\n'),
    )
    .join('\n');

export async function expectNoSeriousViolations(page: Page, where: string, scope?: string): Promise<void> {
  await untilStill(page.locator('body'));
  const violations = await seriousViolations(page, scope);
  if (violations.length > 0) console.error(describeViolations(where, violations));
  expect(violations.map((v) => `${v.id} (${v.nodes.length})`), where).toEqual([]);
}
