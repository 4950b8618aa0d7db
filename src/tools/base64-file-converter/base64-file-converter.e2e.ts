import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

/** A 1 × 1 PNG. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const base64Input = (page: Page) => page.getByRole('textbox', { name: 'Base64 string' });
const extension = (page: Page) => page.getByRole('textbox', { name: 'Extension' });
const output = (page: Page) => page.getByRole('textbox', { name: 'File in base64' });

test.describe('Base64 file converter', () => {
  test('Base64 to an image: extension detected, preview and download', async ({ page }) => {
    await page.goto('/base64-file-converter');
    await expect(page).toHaveTitle('Base64 file converter - IT Tools');
    await base64Input(page).fill(PNG);
    await expect(extension(page)).toHaveValue('png');
    await page.getByRole('button', { name: 'Preview image' }).click();
    await expect(page.getByRole('img', { name: 'Preview of the decoded image' })).toBeVisible();
    await expect(page.getByText('1 × 1 pixels')).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download file' }).click();
    expect((await download).suggestedFilename()).toBe('file.png');
  });

  test('a file becomes a data URL, or raw Base64; copy', async ({ page }) => {
    await allowClipboard(page);
    await page.goto('/base64-file-converter');
    await page
      .getByLabel('Drag and drop a file here, or click to select a file')
      .setInputFiles({ name: 'hello.txt', mimeType: 'text/plain', buffer: Buffer.from('Hello, world!') });
    await expect(output(page)).toHaveValue('data:text/plain;base64,SGVsbG8sIHdvcmxkIQ==');
    await expect(page.getByText('hello.txt (13 bytes)')).toBeVisible();
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect.poll(() => readClipboard(page)).toBe('data:text/plain;base64,SGVsbG8sIHdvcmxkIQ==');
    await page.getByRole('switch', { name: /^Data URL/ }).click();
    await expect(output(page)).toHaveValue('SGVsbG8sIHdvcmxkIQ==');
  });

  test('several files become a data URL each, in a batch, their type from their bytes', async ({ page }) => {
    await page.goto('/base64-file-converter');
    await page.getByLabel('Drag and drop a file here, or click to select a file').setInputFiles([
      { name: 'hello.txt', mimeType: 'text/plain', buffer: Buffer.from('Hello, world!') },
      { name: 'dot.png', mimeType: 'image/png', buffer: Buffer.from(PNG, 'base64') },
    ]);
    await expect(page.getByRole('status').filter({ hasText: 'of 2 done' })).toHaveText('2 of 2 done, 0 failed');
    await expect(output(page)).toHaveCount(0);
    const download = page.waitForEvent('download');
    await page.getByRole('table', { name: 'Files of the batch' }).getByRole('button', { name: 'Download dot.txt' }).click();
    const text = Buffer.concat(await (await (await download).createReadStream()).toArray()).toString();
    expect(text).toBe(`data:image/png;base64,${PNG}`);
  });

  test('invalid Base64 shows the message and disables the buttons; text is not an image', async ({ page }) => {
    await page.goto('/base64-file-converter');
    await page.getByRole('textbox', { name: 'File name' }).fill('notes');
    await base64Input(page).fill('bG9yZW0gaXBzdW0');
    await expect(page.getByText('Invalid base64 string')).toBeVisible();
    await expect(base64Input(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('button', { name: 'Preview image' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Download file' })).toBeDisabled();
    await expect(page.getByRole('textbox', { name: 'File name' })).toHaveValue('notes');

    await base64Input(page).fill('SGVsbG8=');
    await page.getByRole('button', { name: 'Preview image' }).click();
    await expect(page.getByText('This base64 string is not a displayable image.')).toBeVisible();
  });
});
