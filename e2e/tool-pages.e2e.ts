import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Every tool page, found from the tool folders (a new tool is covered without editing this file):
 * it opens with its heading and a first control, and has no serious or critical accessibility
 * violation in the light theme, and no contrast failure in the dark one (a theme changes colours only).
 */
const toolsDir = join(process.cwd(), 'src/tools');
const toolPages = readdirSync(toolsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(toolsDir, entry.name, 'index.ts')))
  .map((entry) => {
    const index = readFileSync(join(toolsDir, entry.name, 'index.ts'), 'utf8');
    const path = /path:\s*'([^']+)'/.exec(index)?.[1] ?? `/${entry.name}`;
    const { name } = JSON.parse(readFileSync(join(toolsDir, entry.name, 'locales/en.json'), 'utf8')) as { name: string };
    return { id: entry.name, path, name };
  });

/** All rules in the first theme; in the second only contrast, the one thing a theme changes. */
async function blockingViolations(page: Page, onlyContrast = false): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const results = await (onlyContrast ? builder.withRules(['color-contrast']) : builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test.describe('every tool page', () => {
  for (const tool of toolPages) {
    test(`${tool.name} (${tool.path}) opens and passes axe in both themes`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(tool.path);
      await expect(page.getByRole('heading', { level: 1, name: tool.name })).toBeVisible();
      await expect(page.locator('main').locator('input, textarea, select, button, [role="textbox"], [contenteditable="true"]').first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
      expect(await blockingViolations(page), 'light theme').toEqual([]);
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
      expect(await blockingViolations(page, true), 'dark theme').toEqual([]);
    });
  }
});
