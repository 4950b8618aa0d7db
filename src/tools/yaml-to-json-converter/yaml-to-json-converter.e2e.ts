import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

const input = (page: Page) => page.getByLabel('Your YAML', { exact: true });
const output = (page: Page) => page.getByLabel('JSON from your YAML', { exact: true });

test.beforeEach(async ({ page }) => {
  await page.goto('/yaml-to-json-converter');
});

test('converts YAML to JSON as you type and copies it', async ({ page }) => {
  await expect(page).toHaveTitle('YAML to JSON converter - IT Tools');
  await expect(input(page)).toHaveAttribute('placeholder', 'Paste your yaml here...');
  await allowClipboard(page);
  await input(page).fill('name: app\non: yes\nport: 0x1F\nbase: &b {a: 1, b: 2}\nchild: {<<: *b, b: 3}');
  const expected = '{\n   "name": "app",\n   "on": "yes",\n   "port": 31,\n   "base": {\n      "a": 1,\n      "b": 2\n   },\n   "child": {\n      "a": 1,\n      "b": 3\n   }\n}';
  await expect(output(page)).toHaveValue(expected);
  await page.getByRole('button', { name: 'Copy to clipboard' }).click();
  await expect.poll(() => readClipboard(page)).toBe(expected);
});

test('indentation and multi-document options', async ({ page }) => {
  await input(page).fill('a: [1]\n---\nb: 2');
  await expect(page.getByText('The text holds 2 documents')).toBeVisible();
  await page.getByLabel('Multi-document YAML (JSON array)').check();
  await page.getByRole('combobox', { name: 'Indentation' }).click();
  await page.getByRole('option', { name: 'Minified (one line)' }).click();
  await expect(output(page)).toHaveValue('[{"a":[1]},{"b":2}]');
  await expect(page).toHaveURL(/multiDocument=true/);
});

test('invalid YAML shows the message and the parser detail, keeps the other fields', async ({ page }) => {
  await page.getByRole('combobox', { name: 'Indentation' }).click();
  await page.getByRole('option', { name: '2 spaces' }).click();
  await input(page).fill('a: 1\nb: 2\na: 3');
  await expect(page.getByText('Provided YAML is not valid.')).toBeVisible();
  await expect(page.getByText('Map keys must be unique at line 3, column 1')).toBeVisible();
  await expect(input(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(output(page)).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Indentation' })).toHaveValue('2 spaces');
  await page.getByRole('button', { name: 'Select line 3 in the input' }).click();
  expect(await input(page).evaluate((element: HTMLTextAreaElement) => element.value.slice(element.selectionStart, element.selectionEnd))).toBe('a: 3');
  await input(page).fill('a: 1\nb: 2');
  await expect(page.getByText('Provided YAML is not valid.')).toBeHidden();
  await expect(output(page)).toHaveValue('{\n  "a": 1,\n  "b": 2\n}');
});

test('a large document is converted in a worker', async ({ page }) => {
  const yaml = Array.from({ length: 800 }, (_, index) => `item${index}:\n  id: ${index}\n  tags: [a, b]`).join('\n');
  // Set the text the way a paste ends up (one input event) rather than typing 100 kB.
  await input(page).evaluate((element: HTMLTextAreaElement, text) => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(element, text);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  }, yaml);
  await expect(output(page)).toHaveValue(/^\{\n {3}"item0": \{\n {6}"id": 0,/, { timeout: 20_000 });
  await expect(output(page)).toHaveValue(/"item799": \{\n {6}"id": 799,\n {6}"tags": \[\n {9}"a",\n {9}"b"\n {6}\]\n {3}\}\n\}$/);
});
