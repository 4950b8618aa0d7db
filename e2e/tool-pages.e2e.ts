import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { firstControl, openThroughRouter, toolPages } from './tool-list';

/**
 * Every tool page, found from the tool folders (a new tool is covered without editing this file):
 * it opens with its heading and a first control, and has no serious or critical accessibility
 * violation in the light theme, and none of the rules a theme can change in the dark one
 * (`THEME_RULES`: contrast, links told apart by colour alone, visible label in accessible name).
 * Axe checks the tool's content (`main`): the shell around it (header, the sidebar's ninety links)
 * is the same on every tool page and is checked once on one of them, in both themes, in
 * a11y.e2e.ts. One test per category (or part of one): the first tool is loaded, the others are
 * reached through the router as a person moves between tools — a page load per tool would cost
 * most of the time. Behind nginx when it is there (playwright.config.ts): every page also works under
 * the production Content-Security-Policy.
 */
const byCategory = new Map<string, typeof toolPages>();
for (const tool of toolPages) byCategory.set(tool.category, [...(byCategory.get(tool.category) ?? []), tool]);
/**
 * At most this many tools per test: a category of twenty took two and a half minutes, and the two
 * workers finished far apart; shorter tests share the run between them.
 */
const TOOLS_PER_TEST = 6;
const batches: [string, typeof toolPages][] = [];
for (const [category, tools] of byCategory) {
  for (let start = 0; start < tools.length; start += TOOLS_PER_TEST) batches.push([category, tools.slice(start, start + TOOLS_PER_TEST)]);
}

test.describe('every tool page', () => {
  for (const [category, tools] of batches) {
    test(`${category}: ${tools.map((tool) => tool.id).join(', ')} open and pass axe in both themes`, async ({ page }) => {
      // A hang detector: an axe run takes one to several seconds, ten times more on a saturated machine.
      test.setTimeout(30_000 + tools.length * 45_000);
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(tools[0]!.path);
      for (const [index, tool] of tools.entries()) {
        await test.step(`${tool.name} (${tool.path})`, async () => {
          if (index > 0) await openThroughRouter(page, tool.path);
          await page.emulateMedia({ colorScheme: 'light' });
          await expect(page.getByRole('heading', { level: 1, name: tool.name })).toBeVisible();
          await expect(firstControl(page)).toBeVisible();
          await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
          expect.soft(await axeViolations(page, { include: 'main' }), `${tool.name}, light theme`).toEqual([]);
          await page.emulateMedia({ colorScheme: 'dark' });
          await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
          expect.soft(await axeViolations(page, { include: 'main', onlyThemeRules: true }), `${tool.name}, dark theme`).toEqual([]);
        });
      }
    });
  }
});
