import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * WCAG rules axe ships as "experimental", off even when their tag is selected, that the app is held
 * to anyway: a control's accessible name contains its visible label (2.5.3 Label in Name).
 */
export const EXPERIMENTAL_RULES = ['label-content-name-mismatch'];

/**
 * The rules whose result a theme can change, run again in the second theme: text contrast, links
 * told apart from the text around them by colour alone (1.4.1), and visible labels against
 * accessible names (what is visible can differ per theme, e.g. `lightHidden`/`darkHidden`).
 */
export const THEME_RULES = ['color-contrast', 'link-in-text-block', 'label-content-name-mismatch'];

export interface AxeOptions {
  /** CSS selector of the part to check (default: the whole page). */
  include?: string;
  /** Only the rules a theme can change (`THEME_RULES`): the run in the second theme. */
  onlyThemeRules?: boolean;
  /** Also the best-practice rules (default true). */
  bestPractice?: boolean;
  /** Every impact, not only serious and critical. */
  allImpacts?: boolean;
}

/** axe-core's script, put in a page once (until its next full load) and run there as often as needed. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Accessibility violations of the page as readable lines (rule, impact, targets); empty when it
 * passes. Waits for running animations (a theme's colour transition) to end first, so contrast is
 * measured on the final colours. axe-core runs in the page itself, injected once per page load and
 * called directly: a wrapper that injected it again at each check spent ~400 ms per check there
 * (axe's own run takes 30–180 ms on a tool page), most of the time of the every-tool-page test.
 */
export async function axeViolations(page: Page, { include, onlyThemeRules = false, bestPractice = true, allImpacts = false }: AxeOptions = {}): Promise<string[]> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = {
    rules: Object.fromEntries(EXPERIMENTAL_RULES.map((rule) => [rule, { enabled: true }])),
    runOnly: onlyThemeRules ? { type: 'rule', values: THEME_RULES } : { type: 'tag', values: bestPractice ? [...WCAG_TAGS, 'best-practice'] : WCAG_TAGS },
  };
  const violations = await page.evaluate(
    async ([selector, runOptions]) => {
      const { axe } = window as unknown as { axe: { run: (context: unknown, options: RunOptions) => Promise<AxeResults> } };
      const results = await axe.run(selector ? { include: [selector] } : document, runOptions);
      return results.violations.map((violation) => ({ id: violation.id, impact: violation.impact, targets: violation.nodes.map((node) => node.target.join(' ')) }));
    },
    [include, options] as const,
  );
  return violations
    .filter((violation) => allImpacts || violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.targets.join(', ')}`);
}
