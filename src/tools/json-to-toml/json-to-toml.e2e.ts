import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

const input = (page: Page) => page.getByLabel('Your JSON', { exact: true });
const output = (page: Page) => page.getByLabel('TOML from your JSON', { exact: true });

test.beforeEach(async ({ page }) => {
  await page.goto('/json-to-toml');
});

test('converts JSON to TOML as you type and copies it', async ({ page }) => {
  await expect(page).toHaveTitle('JSON to TOML - IT Tools');
  await expect(input(page)).toHaveAttribute('placeholder', 'Paste your JSON here...');
  await allowClipboard(page);
  await input(page).fill('{"owner": {"name": "Tom"}, "title": "Example", "id": 17478252242305210114, "products": [{"name": "Hammer"}, {"name": "Nail"}]}');
  const expected = 'title = "Example"\nid = 17478252242305210114\n\n[owner]\nname = "Tom"\n\n[[products]]\nname = "Hammer"\n\n[[products]]\nname = "Nail"';
  await expect(output(page)).toHaveValue(expected);
  await page.getByRole('button', { name: 'Copy to clipboard' }).click();
  await expect.poll(() => readClipboard(page)).toBe(expected);
});

test('null values are listed as left out; small objects as inline tables', async ({ page }) => {
  await input(page).fill('{"a": null, "b": 1, "server": {"host": "h", "port": 80}}');
  await expect(output(page)).toHaveValue('b = 1\n\n[server]\nhost = "h"\nport = 80');
  await expect(page.getByRole('status').filter({ hasText: 'TOML has no null: values left out (1)' })).toContainText('a');
  await page.getByRole('combobox', { name: 'Small objects' }).click();
  await page.getByRole('option', { name: 'As inline tables { … }' }).click();
  await expect(output(page)).toHaveValue('b = 1\nserver = { host = "h", port = 80 }');
});

test('a top-level array and invalid JSON show their messages, the options stay', async ({ page }) => {
  await page.getByLabel('Sort keys').check();
  await input(page).fill('[1, 2]');
  await expect(page.getByText('TOML needs key/value pairs at the top level.')).toBeVisible();
  await expect(output(page)).toHaveValue('');
  await input(page).fill('{"a": }');
  await expect(page.getByText('Provided JSON is not valid.')).toBeVisible();
  await expect(page.getByText("JSON5: invalid character '}' at 1:7")).toBeVisible();
  await expect(input(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Sort keys')).toBeChecked();
  await input(page).fill('{"b": 1, "a": 2}');
  await expect(output(page)).toHaveValue('a = 2\nb = 1');
});
