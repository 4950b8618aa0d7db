import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

const rawJson = (page: Page) => page.getByLabel('Your raw JSON', { exact: true });
const output = (page: Page) => page.getByLabel('Minified version of your JSON', { exact: true });

test.beforeEach(async ({ page }) => {
  await page.goto('/json-minify');
});

test('the default sample is minified with its size line; copy works', async ({ page }) => {
  await expect(page).toHaveTitle('JSON minify - IT Tools');
  await expect(rawJson(page)).toHaveValue('{\n\t"hello": [\n\t\t"world"\n\t]\n}');
  await expect(output(page)).toHaveValue('{"hello":["world"]}');
  await expect(page.getByText('19 bytes (original: 28 bytes)')).toBeVisible();
  await rawJson(page).fill('{ "id": 17478252242305210114, "name": "caf\\u00e9" }');
  await expect(output(page)).toHaveValue('{"id":17478252242305210114,"name":"café"}');
  await allowClipboard(page);
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect.poll(() => readClipboard(page)).toBe('{"id":17478252242305210114,"name":"café"}');
});

test('invalid JSON shows the message with its position and hides the size line', async ({ page }) => {
  await rawJson(page).fill('{"a": }');
  await expect(page.getByText('Provided JSON is not valid.')).toBeVisible();
  await expect(page.getByText("JSON5: invalid character '}' at 1:7")).toBeVisible();
  await expect(output(page)).toHaveValue('');
  await expect(page.getByText(/bytes \(original/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Download JSON' })).toBeDisabled();
});
