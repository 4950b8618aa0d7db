import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

const input = (page: Page) => page.getByLabel('Your TOML', { exact: true });
const output = (page: Page) => page.getByLabel('JSON from your TOML', { exact: true });

test.beforeEach(async ({ page }) => {
  await page.goto('/toml-to-json');
});

test('converts TOML to JSON as you type and copies it', async ({ page }) => {
  await expect(page).toHaveTitle('TOML to JSON - IT Tools');
  await expect(input(page)).toHaveAttribute('placeholder', 'Paste your TOML here...');
  await allowClipboard(page);
  await input(page).fill('title = "x" # comment\nport = 0x1F\n\n[[servers]]\nip = "10.0.0.1"\nsince = 1979-05-27T00:32:00-07:00');
  const expected = '{\n   "title": "x",\n   "port": 31,\n   "servers": [\n      {\n         "ip": "10.0.0.1",\n         "since": "1979-05-27T00:32:00.000-07:00"\n      }\n   ]\n}';
  await expect(output(page)).toHaveValue(expected);
  await page.getByRole('button', { name: 'Copy to clipboard' }).click();
  await expect.poll(() => readClipboard(page)).toBe(expected);
  await page.getByRole('button', { name: /TOML value types/ }).click();
  await expect(page.getByRole('table', { name: 'TOML type of each value' }).getByRole('row', { name: /servers\[0\]\.since/ })).toContainText('Offset date-time');
});

test('a 64-bit integer is refused, then kept exact with the option', async ({ page }) => {
  await input(page).fill('id = 9223372036854775807');
  await expect(page.getByText('Provided TOML is not valid.')).toBeVisible();
  await expect(page.getByText(/The integer 9223372036854775807 \(id\) is beyond/)).toBeVisible();
  await page.getByLabel('Keep 64-bit integers exact').check();
  await expect(output(page)).toHaveValue('{\n   "id": 9223372036854775807\n}');
  await expect(page).toHaveURL(/exactIntegers=true/);
});

test('invalid TOML shows the message and the parser detail, keeps the other fields', async ({ page }) => {
  await page.getByRole('combobox', { name: 'Indentation' }).click();
  await page.getByRole('option', { name: '2 spaces' }).click();
  await input(page).fill('a = 1\nb = 2\na = 3');
  await expect(page.getByText('Provided TOML is not valid.')).toBeVisible();
  await expect(page.getByText('Line 3, column 1: trying to redefine an already defined table or value')).toBeVisible();
  await expect(input(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(output(page)).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Indentation' })).toHaveValue('2 spaces');
  await input(page).fill('a = 1');
  await expect(output(page)).toHaveValue('{\n  "a": 1\n}');
});
