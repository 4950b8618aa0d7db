import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeOptions {
  /** CSS selector of the part to check (default: the whole page). */
  include?: string;
  /** Only the contrast rule: what changes between the light and the dark theme. */
  onlyContrast?: boolean;
  /** Also the best-practice rules (default true). */
  bestPractice?: boolean;
  /** Every impact, not only serious and critical. */
  allImpacts?: boolean;
}

/**
 * Accessibility violations of the page as readable lines (rule, impact, targets); empty when it
 * passes. Waits for running animations (a theme's colour transition) to end first, so contrast is
 * measured on the final colours. Axe runs in the page itself ("legacy mode"): the app has no
 * frames, and the default mode opens an extra page for every run, doubling its cost.
 */
export async function axeViolations(page: Page, { include, onlyContrast = false, bestPractice = true, allImpacts = false }: AxeOptions = {}): Promise<string[]> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  let builder = new AxeBuilder({ page }).setLegacyMode(true);
  if (include) builder = builder.include(include);
  builder = onlyContrast ? builder.withRules(['color-contrast']) : builder.withTags(bestPractice ? [...WCAG_TAGS, 'best-practice'] : WCAG_TAGS);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => allImpacts || violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
