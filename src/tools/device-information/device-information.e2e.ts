import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const LABELS = ['Screen size', 'Orientation', 'Orientation angle', 'Color depth', 'Pixel ratio', 'Window size', 'Browser vendor', 'Languages', 'Platform', 'User agent', 'Time zone', 'Logical CPU cores'];

test('shows every value in its format', async ({ page }) => {
  await page.goto('/device-information');
  for (const label of LABELS) await expect(field(page, label)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Screen', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Device', exact: true })).toBeVisible();
  await expect(field(page, 'Screen size')).toHaveValue(/^\d+ x \d+$/);
  await expect(field(page, 'Window size')).toHaveValue('1280 x 720');
  await expect(field(page, 'Color depth')).toHaveValue(/^\d+ bits$/);
  await expect(field(page, 'Pixel ratio')).toHaveValue(/^[\d.]+ dppx$/);
  await expect(field(page, 'Orientation angle')).toHaveValue(/^\d+°$/);
  await expect(field(page, 'User agent')).toHaveValue(await page.evaluate(() => navigator.userAgent));
  await expect(field(page, 'Logical CPU cores')).toHaveValue(/^\d+$/);
});

test('Window size follows a resize', async ({ page }) => {
  await page.goto('/device-information');
  await expect(field(page, 'Window size')).toHaveValue('1280 x 720');
  await page.setViewportSize({ width: 900, height: 650 });
  await expect(field(page, 'Window size')).toHaveValue('900 x 650');
});

test('a missing API shows "unknown"', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => undefined });
    Object.defineProperty(Navigator.prototype, 'vendor', { get: () => '' });
  });
  await page.goto('/device-information');
  await expect(field(page, 'Logical CPU cores')).toHaveValue('unknown');
  await expect(field(page, 'Browser vendor')).toHaveValue('unknown');
  await expect(field(page, 'Window size')).toHaveValue('1280 x 720');
});

test('Copy all as JSON copies every label with its value', async ({ page }) => {
  await allowClipboard(page);
  await page.goto('/device-information');
  await page.getByRole('button', { name: 'Copy all as JSON' }).click();
  await expect(page.getByText('Device information copied to the clipboard as JSON')).toBeVisible();
  const report = JSON.parse(await readClipboard(page)) as Record<string, string>;
  expect(Object.keys(report)).toEqual(LABELS);
  expect(report['Window size']).toBe('1280 x 720');
});
