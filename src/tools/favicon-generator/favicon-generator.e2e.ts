import type { FileEntry } from '@zip.js/zip.js';
import { axeViolations } from '../../../e2e/axe';
import { expect, test } from '../../../e2e/fixtures';
import { encodeImage } from '../../engine/image/codec';
import { readIcoEntries, writeIco } from '../../engine/image/ico';
import { createRaster } from '../../engine/image/raster';

const LOGO = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="5" fill="#0a7"/></svg>';

test('an SVG becomes a favicon set: icons previewed, tags and manifest to copy, one ZIP downloaded', async ({ page }) => {
  await page.goto('/favicon-generator');
  await expect(page).toHaveTitle('Favicon generator - IT Tools');
  await page.getByLabel('App name').fill('Tool box');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose file' }).click();
  await (await chooser).setFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(LOGO) });
  const icons = page.getByRole('list', { name: 'Icons' }).getByRole('listitem');
  await expect(icons).toHaveCount(6);
  await expect(page.getByRole('img', { name: 'apple-touch-icon.png' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'HTML <link> tags' })).toHaveValue(/<link rel="icon" href="\/favicon.svg" type="image\/svg\+xml" sizes="any">/);
  await expect(page.getByRole('textbox', { name: 'site.webmanifest' })).toHaveValue(/"name": "Tool box"/);
  // A colour can be typed: the tags follow it; a text that is not a colour says so.
  const theme = page.getByRole('textbox', { name: 'Theme colour' });
  await theme.fill('blue');
  await expect(page.getByText('Type a colour like #1a2b3c.')).toBeVisible();
  await theme.fill('#123456');
  await expect(page.getByText('Type a colour like #1a2b3c.')).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'HTML <link> tags' })).toHaveValue(/<meta name="theme-color" content="#123456">/);
  await theme.press('Escape');
  expect(await axeViolations(page, { include: 'main' })).toEqual([]);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download logo-favicons.zip' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('logo-favicons.zip');
  const { ZipReader, Uint8ArrayReader, Uint8ArrayWriter } = await import('@zip.js/zip.js/index-native.js');
  const bytes = new Uint8Array(Buffer.concat(await (await file.createReadStream()).toArray()));
  const entries = await new ZipReader(new Uint8ArrayReader(bytes), { useWebWorkers: false }).getEntries();
  expect(entries.map((entry) => entry.filename)).toContain('apple-touch-icon.png');
  const ico = await (entries.find((entry) => entry.filename === 'favicon.ico') as FileEntry).getData(new Uint8ArrayWriter());
  expect(readIcoEntries(ico).map((entry) => [entry.width, entry.png])).toEqual([
    [16, true],
    [32, true],
    [48, true],
  ]);
});

test('an ICO dropped is read back: its images listed with their sizes, each downloadable', async ({ page }) => {
  const png = (size: number) => {
    const raster = createRaster(size, size);
    raster.data.fill(200);
    return encodeImage(raster, 'png');
  };
  const ico = writeIco(await Promise.all([16, 32].map(async (size) => ({ width: size, height: size, png: await png(size) }))));
  await page.goto('/favicon-generator');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose file' }).click();
  await (await chooser).setFiles({ name: 'site.ico', mimeType: 'image/x-icon', buffer: Buffer.from(ico) });
  const read = page.getByRole('region', { name: 'Images in the ICO' });
  await expect(read.getByText('This ICO holds 2 images.')).toBeVisible();
  await expect(read.getByText('32 × 32 px', { exact: false })).toBeVisible();
  const download = page.waitForEvent('download');
  await read.getByRole('button', { name: 'Download site-16x16.png' }).click();
  expect((await download).suggestedFilename()).toBe('site-16x16.png');
  await expect(page.getByRole('button', { name: 'Download all (ZIP)' })).toBeEnabled();
});
