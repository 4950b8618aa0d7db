import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test.beforeEach(async ({ page }) => {
  await page.goto('/mime-types');
});

test('MIME type to extensions and extension to MIME type, ignoring case, dots and file names', async ({ page }) => {
  await page.getByRole('combobox', { name: 'MIME type' }).fill('TEXT/HTML');
  await expect(field(page, 'Matching extensions')).toHaveValue('.html, .htm, .shtml');
  await page.getByRole('combobox', { name: 'File extension' }).fill('report.final.PDF');
  await expect(field(page, 'Matching MIME type')).toHaveValue('application/pdf');
  await page.getByRole('combobox', { name: 'File extension' }).fill('.mp4');
  await expect(field(page, 'Matching MIME type')).toHaveValue('video/mp4');
  const table = page.getByRole('table', { name: 'MIME types and their extensions' });
  await expect(table.getByRole('row', { name: 'application/json .json, .map' })).toHaveCount(1);
});

test('suggestions: picking a type from the list fills the result', async ({ page }) => {
  await page.getByRole('combobox', { name: 'MIME type' }).fill('application/pd');
  await expect(field(page, 'Matching extensions')).toHaveValue('');
  await expect(page.getByText('Unknown MIME type')).toBeHidden();
  await page.getByRole('option', { name: 'application/pdf', exact: true }).click();
  await expect(field(page, 'Matching extensions')).toHaveValue('.pdf');
});

test('unknown entries show their messages; the other card keeps working', async ({ page }) => {
  await page.getByRole('combobox', { name: 'MIME type' }).fill('text/zzz');
  await expect(page.getByText('Unknown MIME type')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'MIME type' })).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('combobox', { name: 'File extension' }).fill('qqqq');
  await expect(page.getByText('Unknown file extension')).toBeVisible();
  await page.getByRole('combobox', { name: 'File extension' }).fill('json');
  await expect(field(page, 'Matching MIME type')).toHaveValue('application/json');
  await expect(page.getByText('Unknown MIME type')).toBeVisible();
});

test('copy buttons and the file drop zone (content disagrees with the extension)', async ({ page }) => {
  await allowClipboard(page);
  await page.getByRole('combobox', { name: 'File extension' }).fill('mp3');
  await page.getByRole('button', { name: 'Copy MIME type' }).click();
  await expect.poll(() => readClipboard(page)).toBe('audio/mpeg');
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
  await page.locator('input[type="file"]').setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: png });
  await expect(page.getByText('From the extension: image/jpeg')).toBeVisible();
  await expect(page.getByText('From the content (magic bytes): image/png')).toBeVisible();
  await expect(page.getByText('The extension says image/jpeg but the content looks like image/png.')).toBeVisible();
});
