import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const SAMSUNG = 'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36';
const FALLBACKS = [
  'No browser name available',
  'No browser version available',
  'No engine name available',
  'No engine version available',
  'No OS name available',
  'No OS version available',
  'No device model available',
  'No device type available',
  'No device vendor available',
  'No CPU architecture available',
];

test.beforeEach(async ({ page }) => {
  await page.goto('/user-agent-parser');
});

test('parses the visitor’s own string by default, then a pasted one, with copy', async ({ page }) => {
  const own = await page.evaluate(() => navigator.userAgent);
  await expect(field(page, 'User agent string')).toHaveValue(own);
  await expect(field(page, 'Engine name')).toHaveValue('Blink');
  await field(page, 'User agent string').fill(SAMSUNG);
  await expect(field(page, 'Device vendor')).toHaveValue('Samsung');
  await expect(field(page, 'Device model')).toHaveValue('SM-S918B');
  await expect(field(page, 'Device type')).toHaveValue('mobile');
  await expect(field(page, 'OS version')).toHaveValue('14');
  await expect(page.getByText('No CPU architecture available')).toBeVisible();
  await allowClipboard(page);
  await page.getByRole('button', { name: 'Copy Browser version' }).click();
  await expect.poll(() => readClipboard(page)).toBe('120.0.6099.144');
});

test('junk and empty input show every fallback; "Use my user agent" restores the own string', async ({ page }) => {
  await field(page, 'User agent string').fill('curl/8.4.0');
  for (const text of FALLBACKS) await expect(page.getByText(text, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(field(page, 'User agent string')).toHaveValue('');
  for (const text of FALLBACKS) await expect(page.getByText(text, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Use my user agent' }).click();
  await expect(field(page, 'User agent string')).toHaveValue(await page.evaluate(() => navigator.userAgent));
  await expect(field(page, 'Browser name')).toBeVisible();
});
