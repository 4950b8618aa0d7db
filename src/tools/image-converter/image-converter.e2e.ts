import { expect, test } from '../../../e2e/fixtures';
import { encodeImage } from '../../engine/image/codec';
import { createRaster } from '../../engine/image/raster';
import { sniffSignature } from '../../engine/detect/signatures';

/** A 64 × 48 PNG: a gradient, half transparent on the right. */
async function drawnPng(): Promise<Buffer> {
  const raster = createRaster(64, 48);
  for (let y = 0; y < 48; y++) for (let x = 0; x < 64; x++) raster.data.set([x * 4, y * 5, 128, x < 32 ? 255 : 0], (y * 64 + x) * 4);
  return Buffer.from(await encodeImage(raster, 'png'));
}

test('a PNG becomes a JPEG over the chosen background: previewed with its size, downloaded under its new name', async ({ page }) => {
  await page.goto('/image-converter');
  await page.getByText('JPEG', { exact: true }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose files' }).click();
  await (await chooser).setFiles({ name: 'gradient.png', mimeType: 'image/png', buffer: await drawnPng() });
  const result = page.getByRole('region', { name: 'Result' });
  await expect(result.getByText('64 × 48 px', { exact: false })).toBeVisible();
  await expect(result.getByText('image/jpeg', { exact: false })).toBeVisible();
  const download = page.waitForEvent('download');
  await result.getByRole('button', { name: /Download/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('gradient.jpg');
  const bytes = new Uint8Array(Buffer.concat(await (await file.createReadStream()).toArray()));
  expect(sniffSignature(bytes)?.type).toBe('image/jpeg');
});

test('a PDF given as an image gets a clear message, and the next image still converts', async ({ page }) => {
  await page.goto('/image-converter');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose files' }).click();
  await (await chooser).setFiles([
    { name: 'report.pdf', mimeType: 'image/png', buffer: Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n') },
    { name: 'good.png', mimeType: 'image/png', buffer: await drawnPng() },
  ]);
  const batch = page.getByRole('table', { name: 'Files of the batch' });
  await expect(batch.getByText(/This file is a PDF document, not an image read here/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download all (ZIP)' })).toBeEnabled();
  // A PDF that says it is one is refused at the door, in words.
  await page.locator('input[type=file]').setInputFiles({ name: 'real.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n') });
  await expect(page.getByRole('alert').filter({ hasText: 'real.pdf was not taken' })).toHaveText('real.pdf was not taken: only images (PNG, JPEG, WebP, AVIF, GIF, BMP, ICO, SVG, HEIC) are.');
});
