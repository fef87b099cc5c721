// axe-core in the page: injected from node_modules, run on the whole document, serious and critical
// violations reported with the nodes they hit.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeProblem {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

interface AxeResult {
  violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[]; failureSummary?: string }[] }[];
}

/** Serious and critical WCAG 2.x A/AA violations on the page as it is now. */
export async function seriousViolations(page: Page): Promise<AxeProblem[]> {
  // Evaluated over the DevTools protocol, not as an inline <script>, which the shop's CSP forbids.
  await page.evaluate(axeSource);
  // A toast or a modal half-way through fading in has the contrast of its opacity at that moment.
  await page.evaluate(async () => {
    const deadline = performance.now() + 3_000;
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (;;) {
      await nextFrame();
      const finite = document.getAnimations().filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity);
      if (finite.length === 0 || performance.now() > deadline) return;
      await Promise.race([Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))), new Promise((resolve) => setTimeout(resolve, 500))]);
    }
  });
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<unknown> } }).axe;
    return axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
  });
  return (result as AxeResult).violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact!,
      help: violation.help,
      targets: violation.nodes.map((node) => `${node.target.join(' ')} — ${node.failureSummary ?? ''}`.slice(0, 300)),
    }));
}
