import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

const input = (page: Page) => page.getByLabel('Your JSON', { exact: true });
const output = (page: Page) => page.getByLabel('YAML from your JSON', { exact: true });

test.beforeEach(async ({ page }) => {
  await page.goto('/json-to-yaml-converter');
});

test('converts JSON5 to YAML as you type and copies it', async ({ page }) => {
  await expect(page).toHaveTitle('JSON to YAML converter - IT Tools');
  await expect(input(page)).toHaveAttribute('placeholder', 'Paste your JSON here...');
  await allowClipboard(page);
  await input(page).fill("{\n  // a comment\n  name: 'app',\n  list: ['a', '123'],\n  text: \"one\\ntwo\",\n}");
  const expected = 'name: app\nlist:\n  - a\n  - "123"\ntext: |-\n  one\n  two';
  await expect(output(page)).toHaveValue(expected);
  await page.getByRole('button', { name: 'Copy to clipboard' }).click();
  await expect.poll(() => readClipboard(page)).toBe(expected);
});

test('indentation, sorting and YAML 1.1 quoting options', async ({ page }) => {
  await input(page).fill('{"b": {"on": "yes"}, "a": [1]}');
  await expect(output(page)).toHaveValue('b:\n  on: yes\na:\n  - 1');
  await page.getByRole('combobox', { name: 'Indentation' }).click();
  await page.getByRole('option', { name: '4 spaces' }).click();
  await page.getByLabel('Sort keys').check();
  await page.getByLabel('Quote yes/no/on/off for YAML 1.1 readers').check();
  await expect(output(page)).toHaveValue('a:\n    - 1\nb:\n    "on": "yes"');
});

test('invalid JSON shows the message and the position, the options stay', async ({ page }) => {
  await page.getByLabel('Sort keys').check();
  await input(page).fill('{"a": 1,\n "b": }');
  await expect(page.getByText('Provided JSON is not valid.')).toBeVisible();
  await expect(page.getByText("JSON5: invalid character '}' at 2:7")).toBeVisible();
  await expect(input(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(output(page)).toHaveValue('');
  await expect(page.getByLabel('Sort keys')).toBeChecked();
  await input(page).fill('[]');
  await expect(output(page)).toHaveValue('[]');
});
