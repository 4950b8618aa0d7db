import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

const input = (page: Page) => page.getByLabel('Your XML content', { exact: true });
const output = (page: Page) => page.getByLabel('Converted JSON', { exact: true });

test.beforeEach(async ({ page }) => {
  await page.goto('/xml-to-json');
});

test('converts the default example on load and XML as you type, and copies it', async ({ page }) => {
  await expect(page).toHaveTitle('XML to JSON - IT Tools');
  await expect(input(page)).toHaveAttribute('placeholder', 'Paste your XML content here...');
  await expect(output(page)).toHaveValue('{\n  "a": {\n    "_attributes": {\n      "x": "1.234",\n      "y": "It\'s"\n    }\n  }\n}');
  await allowClipboard(page);
  await input(page).fill('<r><i>1</i><i>2 &amp; 3</i><!--c--></r>');
  const expected = '{\n  "r": {\n    "i": [\n      {\n        "_text": "1"\n      },\n      {\n        "_text": "2 & 3"\n      }\n    ],\n    "_comment": "c"\n  }\n}';
  await expect(output(page)).toHaveValue(expected);
  await page.getByRole('button', { name: 'Copy to clipboard' }).click();
  await expect.poll(() => readClipboard(page)).toBe(expected);
});

test('numbers and booleans as JSON values, minified', async ({ page }) => {
  await input(page).fill('<r n="1.5">true</r>');
  await page.getByLabel('Numbers and true/false as JSON values').check();
  await page.getByRole('combobox', { name: 'Indentation' }).click();
  await page.getByRole('option', { name: 'Minified (one line)' }).click();
  await expect(output(page)).toHaveValue('{"r":{"_attributes":{"n":1.5},"_text":true}}');
});

test('mismatched tags show the message and the position, the options stay', async ({ page }) => {
  await page.getByLabel('Numbers and true/false as JSON values').check();
  await input(page).fill('<a>\n<b></a>');
  await expect(page.getByText('Provided XML is not valid.')).toBeVisible();
  await expect(page.getByText('Line 2, column 4: the end tag </a> does not match <b>')).toBeVisible();
  await expect(input(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(output(page)).toHaveValue('');
  await expect(page.getByLabel('Numbers and true/false as JSON values')).toBeChecked();
  await input(page).fill('<a>1</a>');
  await expect(output(page)).toHaveValue('{\n  "a": {\n    "_text": 1\n  }\n}');
});
