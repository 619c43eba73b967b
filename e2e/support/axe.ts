/**
 * axe-core (the maintained engine behind most accessibility checkers) run in the page: issue 19 item 3 asks for zero
 * critical and serious violations on the screens users live in, in both languages. The engine is injected from the
 * npm package (nothing fetched), once per document.
 */
import { createRequire } from 'node:module';
import fs from 'node:fs';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export type TAxeFinding = { id: string; impact: string; help: string; targets: string[] };

/** The critical and serious violations on the page as it is now (all of axe's rules, WCAG 2.x A/AA and best practice). */
export async function seriousViolations(page: Page): Promise<TAxeFinding[]> {
  // Evaluated through the DevTools protocol: the app's Content-Security-Policy (script-src 'self') rightly refuses an
  // inline <script>.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    type TResult = { violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[]; any: { message: string }[] }[] }[] };
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<TResult> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact ?? '', help: v.help, targets: v.nodes.slice(0, 5).map((n) => `${String(n.target.join(' '))}${n.any[0] ? ` (${n.any[0].message})` : ''}`) }));
  });
  return violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
}

/** One line per finding, for an assertion message a developer can act on. */
export function describeFindings(where: string, findings: TAxeFinding[]): string[] {
  return findings.map((f) => `${where}: [${f.impact}] ${f.id} — ${f.help} — ${f.targets.join(' | ')}`);
}
