import type { Page } from '@playwright/test';
import { expect, test } from '../../../e2e/fixtures';

/** A 1×1 PNG (70 bytes). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function choose(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /^Choose files?$/ }).click();
  await (await chooser).setFiles(files);
}

test('a PNG named .jpg is warned, its hidden PNG listed and shown in the hex view', async ({ page }) => {
  await page.goto('/file-inspector');
  await expect(page).toHaveTitle('File inspector - IT Tools');
  // The PNG, a note, the PNG again at offset 87 (0x57).
  await choose(page, [{ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.concat([PNG, Buffer.from('hidden after IEND'), PNG]) }]);
  await expect(page.getByText('The extension does not match the content')).toBeVisible();
  await expect(page.getByText('The content is PNG image, but the extension .jpg says JPEG image. Rename it .png')).toBeVisible();
  const type = page.getByRole('table', { name: 'Type' });
  await expect(type.getByRole('row', { name: /Real type/ })).toContainText('PNG image (image/png)');
  await expect(type.getByRole('row', { name: /Extension/ })).toContainText('.jpg → JPEG image (image/jpeg)');
  await expect(page.getByText('4.801 bits per byte')).toBeVisible();

  const hex = page.getByRole('region', { name: 'Hex dump' });
  await expect(hex.locator('[data-row]').first()).toHaveText('00000000  89 50 4e 47 0d 0a 1a 0a  00 00 00 0d 49 48 44 52  |.PNG........IHDR|');
  const embedded = page.getByRole('table', { name: 'Embedded files' });
  await expect(embedded.getByRole('row')).toHaveCount(2);
  await expect(embedded.getByRole('row').nth(1)).toContainText('0x00000057 (87)PNG imageimage/png');
  await embedded.getByRole('button', { name: 'View the bytes at 0x00000057' }).click();
  await expect(page.getByLabel('Offset', { exact: true })).toHaveValue('0x00000057');
  await expect(hex.locator('[data-row]').first()).toHaveText('00000057  89 50 4e 47 0d 0a 1a 0a  00 00 00 0d 49 48 44 52  |.PNG........IHDR|');
  await expect(hex.locator('[data-row]')).toHaveCount(5);

  // An offset past the end is said under the field.
  await page.getByLabel('Offset', { exact: true }).fill('0x100');
  await expect(page.getByText('Offset 256 is past the end of the file: it has 157 bytes, the last at offset 156.')).toBeVisible();
});

test('bad input: an empty file, bad hex with its place; good hex becomes a file', async ({ page }) => {
  await page.goto('/file-inspector');
  await choose(page, [{ name: 'empty.bin', mimeType: 'application/octet-stream', buffer: Buffer.alloc(0) }]);
  await expect(page.getByRole('alert')).toHaveText('The file is empty (0 bytes): there is nothing to inspect.');

  const hexField = page.getByLabel('Hexadecimal');
  await hexField.fill('89 50 4e 47\n0d 0a 1a 0x');
  await expect(page.getByText('“x” at character 23 (line 2, column 11) is not a hexadecimal digit.')).toBeVisible();
  await hexField.fill(PNG.toString('hex'));
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download decoded.png' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('decoded.png');
  expect(Buffer.concat(await (await saved.createReadStream()).toArray())).toEqual(PNG);
});
