import { axeViolations } from './axe';
import { test, expect } from './fixtures';

// Tool pages' content is checked one by one in tool-pages.e2e.ts; the shell around a tool (its
// sidebar link marked current, the header) here, on one of them.
const pages = [
  { name: 'home', path: '/', ready: 'All the tools' },
  { name: '404', path: '/no-such-page', ready: '404 Not Found' },
  { name: 'a tool page, shell included', path: '/token-generator', ready: 'Token generator' },
  { name: 'the Recipe page with two steps', path: '/recipe#r=1/base64-string-decode/json-prettify;indentSize=2', ready: '2. ' },
];

for (const scheme of ['light', 'dark'] as const) {
  for (const { name, path, ready } of pages) {
    test(`${name} has no serious or critical accessibility violations (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(path);
      await expect(page.getByRole('heading', { name: ready }).first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
}

test('the command palette and the shortcut help have no serious or critical violations', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: 'Search a tool or a command' }).fill('json');
  await expect(page.getByRole('listbox', { name: 'Command palette' }).getByRole('option').first()).toBeVisible();
  expect(await axeViolations(page, { include: '[role="dialog"]', bestPractice: false })).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.locator('body').press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  expect(await axeViolations(page, { include: '[role="dialog"]', bestPractice: false })).toEqual([]);
});
