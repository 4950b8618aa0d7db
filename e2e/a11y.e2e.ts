import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures';

const pages = [
  { name: 'home', path: '/', ready: 'All the tools' },
  { name: 'a tool page', path: '/token-generator', ready: 'Token generator' },
  { name: '404', path: '/no-such-page', ready: '404 Not Found' },
];

for (const scheme of ['light', 'dark'] as const) {
  for (const { name, path, ready } of pages) {
    test(`${name} has no serious or critical accessibility violations (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(path);
      await expect(page.getByRole('heading', { name: ready }).first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      await page.waitForTimeout(300);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      const blocking = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
      expect(blocking).toEqual([]);
    });
  }
}
