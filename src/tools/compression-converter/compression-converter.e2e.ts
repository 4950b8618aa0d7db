import type { Page } from '@playwright/test';
import { expect, test } from '../../../e2e/fixtures';

const select = async (page: Page, section: string, label: string, option: string) => {
  await page.getByRole('region', { name: section, exact: true }).getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

test.beforeEach(async ({ page }) => {
  await page.goto('/compression-converter');
});

test('compresses text to gzip Base64 and Brotli hex, with the sizes', async ({ page }) => {
  await expect(page).toHaveTitle('Compression converter - IT Tools');
  const compress = page.getByRole('region', { name: 'Compress', exact: true });
  // `printf 'Hello, World!' | gzip -n | base64`
  await expect(compress.getByLabel('Compressed data', { exact: true })).toHaveValue('H4sIAAAAAAAAA/NIzcnJ11EIzy/KSVEEANDDSuwNAAAA');
  await expect(compress.getByText('13 Bytes')).toBeVisible();
  await expect(compress.getByText('253.8% of the original')).toBeVisible();
  await select(page, 'Compress', 'Format', 'Brotli');
  await select(page, 'Compress', 'Encoding', 'Hex');
  await expect(compress.getByLabel('Compressed data', { exact: true })).toHaveValue('0b068048656c6c6f2c20576f726c642103');
});

test('decompresses Base64 or hex, detecting the format; bad input and binary data get their messages', async ({ page }) => {
  const decompress = page.getByRole('region', { name: 'Decompress', exact: true });
  const input = decompress.getByLabel('Compressed data (Base64 or hex)', { exact: true });
  await expect(decompress.getByLabel('Decompressed text', { exact: true })).toHaveValue('Hello, World!');
  await input.fill('789cf348cdc9c9d75108cf2fca495104001f9e046a');
  await expect(decompress.getByLabel('Decompressed text', { exact: true })).toHaveValue('Hello, World!');
  await expect(decompress.getByText('zlib, Hex')).toBeVisible();
  await input.fill('not base64 at all!');
  await expect(decompress.getByText('The text is neither Base64 nor hex.')).toBeVisible();
  await expect(input).toHaveValue('not base64 at all!');
  // gzip of the bytes ff fe 00 41: not UTF-8, so the page offers hex.
  await input.fill('H4sIAAAAAAAAA/v/j8ERADH2wEEEAAAA');
  await expect(decompress.getByText('The decompressed data (4 Bytes) is not UTF-8 text.')).toBeVisible();
  await decompress.getByRole('button', { name: 'Show as hex' }).click();
  await expect(decompress.getByLabel('Decompressed bytes (hex)', { exact: true })).toHaveValue('fffe0041');
});
