import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

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

/**
 * Accessibility violations of the page as readable lines (rule, impact, targets); empty when it
 * passes. Waits for running animations (a theme's colour transition) to end first, so contrast is
 * measured on the final colours. Axe runs in the page itself ("legacy mode"): the app has no
 * frames, and the default mode opens an extra page for every run, doubling its cost.
 */
export async function axeViolations(page: Page, { include, onlyThemeRules = false, bestPractice = true, allImpacts = false }: AxeOptions = {}): Promise<string[]> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  // `options` replaces every option, so it comes before `withTags`/`withRules`, which add `runOnly`.
  let builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ rules: Object.fromEntries(EXPERIMENTAL_RULES.map((rule) => [rule, { enabled: true }])) });
  if (include) builder = builder.include(include);
  builder = onlyThemeRules ? builder.withRules(THEME_RULES) : builder.withTags(bestPractice ? [...WCAG_TAGS, 'best-practice'] : WCAG_TAGS);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => allImpacts || violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
