import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const table = (page: Page) => page.getByRole('table', { name: 'Query parameters' });

test.beforeEach(async ({ page }) => {
  await page.goto('/url-parser');
});

test('parses the default URL into every part and a table of params', async ({ page }) => {
  const expected: [string, string][] = [
    ['Protocol', 'https:'],
    ['Username', 'me'],
    ['Password', 'pwd'],
    ['Hostname', 'it-tools.tech'],
    ['Port', '3000'],
    ['Path', '/url-parser'],
    ['Params', '?key1=value&key2=value2'],
    ['Hash', '#the-hash'],
    ['Origin', 'https://it-tools.tech:3000'],
  ];
  for (const [label, value] of expected) await expect(field(page, label)).toHaveValue(value);
  await expect(table(page).getByRole('row')).toHaveCount(3);
  await expect(table(page).getByRole('row').nth(1)).toHaveText('key1value');
});

test('IDN host in punycode, duplicate keys kept, + decoded', async ({ page }) => {
  await field(page, 'Your url to parse').fill('  http://bücher.example:80/a/../ä?a=1+2&a=3&flag  ');
  await expect(field(page, 'Hostname')).toHaveValue('xn--bcher-kva.example');
  await expect(field(page, 'Port')).toHaveValue('');
  await expect(field(page, 'Path')).toHaveValue('/%C3%A4');
  await expect(table(page).getByRole('row')).toHaveCount(4);
  await expect(table(page).getByRole('row').nth(1)).toHaveText('a1 2');
  await expect(table(page).getByRole('row').nth(2)).toHaveText('a3');
  await expect(table(page).getByRole('row').nth(3)).toHaveText('flag');
});

test('an invalid URL shows "Invalid url", empties outputs and hides the table, then recovers', async ({ page }) => {
  await field(page, 'Your url to parse').fill('example.com/path');
  await expect(page.getByText('Invalid url', { exact: true })).toBeVisible();
  await expect(field(page, 'Your url to parse')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'Your url to parse')).toHaveValue('example.com/path');
  await expect(field(page, 'Hostname')).toHaveValue('');
  await expect(table(page)).toHaveCount(0);
  await field(page, 'Your url to parse').fill('mailto:someone@example.com');
  await expect(page.getByText('Invalid url', { exact: true })).toBeHidden();
  await expect(field(page, 'Origin')).toHaveValue('null');
});

test('each part has its own copy button', async ({ page }) => {
  await allowClipboard(page);
  await page.getByRole('button', { name: 'Copy Hostname' }).click();
  await expect.poll(() => readClipboard(page)).toBe('it-tools.tech');
  await page.getByRole('button', { name: 'Copy Params' }).click();
  await expect.poll(() => readClipboard(page)).toBe('?key1=value&key2=value2');
});
