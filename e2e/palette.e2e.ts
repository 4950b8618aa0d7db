import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

const palette = (page: Page) => page.getByRole('dialog');
const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search a tool or a command' });
const results = (page: Page) => page.getByRole('listbox', { name: 'Command palette' });

async function openWithButton(page: Page) {
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(searchBox(page)).toBeFocused();
}

test.describe('command palette', () => {
  test('opens with its button, Ctrl+K, ⌘K and /; Escape closes it', async ({ page }) => {
    await page.goto('/');
    await openWithButton(page);
    await expect(searchBox(page)).toHaveAttribute('placeholder', 'Type to search a tool or a command...');
    await page.keyboard.press('Escape');
    await expect(palette(page)).toBeHidden();
    await page.keyboard.press('Control+k');
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(palette(page)).toBeHidden();
    await page.keyboard.press('Meta+k');
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(palette(page)).toBeHidden();
    await page.keyboard.press('/');
    await expect(searchBox(page)).toBeFocused();
  });

  test('searches, ranks exact words first, opens with Enter, then closes and clears', async ({ page }) => {
    await page.goto('/');
    await openWithButton(page);
    await searchBox(page).fill('json');
    const options = results(page).getByRole('option');
    // Tools whose name starts with the word come before those that only mention it.
    await expect(options.first()).toContainText(/^JSON/);
    await expect(page.getByRole('group', { name: 'Tools' })).toBeVisible();
    await searchBox(page).fill('json prettify');
    await expect(options.first()).toContainText('JSON prettify and format');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/json-prettify$/);
    await expect(palette(page)).toBeHidden();
    await openWithButton(page);
    await expect(searchBox(page)).toHaveValue('');
  });

  test('moves with the arrow keys and shows at most 5 entries per group', async ({ page }) => {
    await page.goto('/');
    await openWithButton(page);
    for (const group of ['Tools', 'Actions', 'External', 'Pages']) {
      const count = await page.getByRole('group', { name: group }).getByRole('option').count();
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThanOrEqual(5);
    }
    await searchBox(page).fill('hash');
    await expect(results(page).getByRole('option', { selected: true })).toContainText('Hash text');
    await searchBox(page).fill('about');
    // The page named "About" outranks tools that only mention the word.
    await expect(results(page).getByRole('option', { selected: true })).toContainText('About');
    await page.keyboard.press('ArrowDown');
    await expect(results(page).getByRole('option', { selected: true })).not.toContainText(/^About/);
    await page.keyboard.press('ArrowUp');
    await expect(results(page).getByRole('option', { selected: true })).toContainText(/^About/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/about$/);
  });

  test('"Random tool" goes to a tool and "Toggle dark mode" switches the theme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await openWithButton(page);
    await searchBox(page).fill('Random tool');
    await results(page).getByRole('option', { name: /Random tool/ }).click();
    await expect(page).toHaveURL(/\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await openWithButton(page);
    await searchBox(page).fill('Toggle dark mode');
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });

  test('"GitHub repository" and "Report a bug" open in a new tab', async ({ page, context }) => {
    await context.route(/^https:\/\//, (route) => route.fulfill({ status: 200, body: 'external' }));
    await page.goto('/');
    for (const [name, url] of [
      ['GitHub repository', /github\.com\/[^/]+\/[^/]+$/],
      ['Report a bug', /\/issues$/],
    ] as const) {
      await openWithButton(page);
      await searchBox(page).fill(name);
      const [popup] = await Promise.all([context.waitForEvent('page'), results(page).getByRole('option', { name: new RegExp(name) }).click()]);
      await expect.poll(() => popup.url()).toMatch(url);
      await popup.close();
      await expect(palette(page)).toBeHidden();
    }
  });

  test('a query longer than the search library accepts never crashes', async ({ page }) => {
    await page.goto('/');
    await openWithButton(page);
    await searchBox(page).fill('x'.repeat(500));
    await expect(page.getByText('No results found')).toBeVisible();
    await searchBox(page).fill(`json ${'pretty '.repeat(80)}`);
    await expect(searchBox(page)).toBeVisible();
    await searchBox(page).fill('token');
    await expect(results(page).getByRole('option').first()).toContainText('Token generator');
  });
});

test.describe('keyboard shortcuts', () => {
  test('? opens the shortcut help listing the commands', async ({ page }) => {
    await page.goto('/');
    await page.locator('body').press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(help).toBeVisible();
    await expect(help.getByText('Search a tool or a command')).toBeVisible();
    await expect(help.getByText('Show the keyboard shortcuts')).toBeVisible();
    await expect(help.getByText('K', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();
  });

  test('typing ? or / in a field does not trigger shortcuts', async ({ page }) => {
    await page.goto('/json-prettify');
    const input = page.getByLabel('Your raw JSON', { exact: true });
    await input.fill('');
    await input.pressSequentially('/?');
    await expect(input).toHaveValue('/?');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
