// axe-core run in a shop page: the serious and critical violations, described for the test's failure message.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
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

/** Runs axe-core in the page (on `scope`, or the whole document) and returns the serious and critical violations. */
async function seriousViolations(page: Page, scope?: string): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol: the shop's Content-Security-Policy (Trusted Types) refuses injected script tags.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(`${readFileSync(AXE_PATH, 'utf8')}\n;window.axe = axe;`);
  const violations = (await page.evaluate(async (context) => {
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: unknown[] }> } }).axe;
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
