import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

const input = (page: Page) => page.getByLabel('Your JSON content', { exact: true });
const output = (page: Page) => page.getByLabel('Converted XML', { exact: true });

test.beforeEach(async ({ page }) => {
  await page.goto('/json-to-xml');
});

test('converts the default example on load and JSON as you type, and copies it', async ({ page }) => {
  await expect(page).toHaveTitle('JSON to XML - IT Tools');
  await expect(input(page)).toHaveAttribute('placeholder', 'Paste your JSON content here...');
  await expect(output(page)).toHaveValue(`<a x="1.234" y="It's"/>`);
  await allowClipboard(page);
  await input(page).fill('{"r": {"i": [1, 2], "t": "5 < 6 & ok", "e": null}}');
  const expected = '<r><i>1</i><i>2</i><t>5 &lt; 6 &amp; ok</t><e/></r>';
  await expect(output(page)).toHaveValue(expected);
  await page.getByRole('button', { name: 'Copy to clipboard' }).click();
  await expect.poll(() => readClipboard(page)).toBe(expected);
});

test('indent output and add the XML declaration', async ({ page }) => {
  await input(page).fill('{"r": {"a": "x"}}');
  await page.getByLabel('Indent output').check();
  await page.getByLabel('Add XML declaration').check();
  await expect(output(page)).toHaveValue('<?xml version="1.0" encoding="UTF-8"?>\n<r>\n  <a>x</a>\n</r>');
  await expect(page).toHaveURL(/indent=true/);
});

test('a bad element name and a non-object root show their messages, the options stay', async ({ page }) => {
  await page.getByLabel('Indent output').check();
  await input(page).fill('{"a b": 1}');
  await expect(page.getByText('Invalid XML element name: "a b"')).toBeVisible();
  await expect(input(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(output(page)).toHaveValue('');
  await input(page).fill('[1]');
  await expect(page.getByText('The JSON root must be an object.')).toBeVisible();
  await input(page).fill('{"a": }');
  await expect(page.getByText('Provided JSON is not valid.')).toBeVisible();
  await expect(page.getByLabel('Indent output')).toBeChecked();
  await input(page).fill('{"a": 1}');
  await expect(output(page)).toHaveValue('<a>1</a>');
});
