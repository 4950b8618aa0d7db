import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

const input = (page: Page) => page.getByLabel('Your YAML', { exact: true });
const output = (page: Page) => page.getByLabel('TOML from your YAML', { exact: true });

test.beforeEach(async ({ page }) => {
  await page.goto('/yaml-to-toml');
});

test('converts YAML to TOML as you type and copies it', async ({ page }) => {
  await expect(page).toHaveTitle('YAML to TOML - IT Tools');
  await expect(input(page)).toHaveAttribute('placeholder', 'Paste your YAML here...');
  await allowClipboard(page);
  await input(page).fill('title: Example\nowner:\n  name: Tom\nproducts:\n  - name: Hammer\n  - name: Nail');
  const expected = 'title = "Example"\n\n[owner]\nname = "Tom"\n\n[[products]]\nname = "Hammer"\n\n[[products]]\nname = "Nail"';
  await expect(output(page)).toHaveValue(expected);
  await page.getByRole('button', { name: 'Copy to clipboard' }).click();
  await expect.poll(() => readClipboard(page)).toBe(expected);
});

test('null values are listed as left out, or written as "" on request', async ({ page }) => {
  await input(page).fill('a: ~\nb: 1\nc: null');
  await expect(output(page)).toHaveValue('b = 1');
  await expect(page.getByRole('status').filter({ hasText: 'TOML has no null: values left out (2)' })).toContainText('a, c');
  await page.getByRole('combobox', { name: 'Null values' }).click();
  await page.getByRole('option', { name: 'Write them as ""' }).click();
  await expect(output(page)).toHaveValue('a = ""\nb = 1\nc = ""');
  await expect(page.getByText('TOML has no null')).toBeHidden();
});

test('a top-level list and invalid YAML show their messages, the options stay', async ({ page }) => {
  await page.getByLabel('Sort keys').check();
  await input(page).fill('- a\n- b');
  await expect(page.getByText('TOML needs key/value pairs at the top level.')).toBeVisible();
  await expect(output(page)).toHaveValue('');
  await input(page).fill('a: [1\nb: 2');
  await expect(page.getByText('Provided YAML is not valid.')).toBeVisible();
  await expect(input(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Sort keys')).toBeChecked();
  await input(page).fill('b: 1\na: 2');
  await expect(output(page)).toHaveValue('a = 2\nb = 1');
});
