import type { FileEntry } from '@zip.js/zip.js';
import { expect, test } from '../../../e2e/fixtures';
import { decodeImage, encodeImage } from '../../engine/image/codec';
import { syntheticPhoto } from '../../test/synthetic-photo';

test('two photos resized to 280 px wide as a batch, downloaded together as a ZIP, with the pixels of a careful resize', async ({ page }) => {
  await page.goto('/image-resizer');
  await page.getByLabel('Width').fill('280');
  const wide = await encodeImage(syntheticPhoto(1200, 800, 1), 'jpeg');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose files' }).click();
  await (
    await chooser
  ).setFiles([
    { name: 'wide.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(wide) },
    { name: 'tall.png', mimeType: 'image/png', buffer: Buffer.from(await encodeImage(syntheticPhoto(600, 900, 2), 'png')) },
  ]);
  const all = page.getByRole('button', { name: 'Download all (ZIP)' });
  await expect(all).toBeEnabled();
  const download = page.waitForEvent('download');
  await all.click();
  const zip = await download;
  expect(zip.suggestedFilename()).toBe('resized-images.zip');
  const { ZipReader, Uint8ArrayReader, Uint8ArrayWriter } = await import('@zip.js/zip.js/index-native.js');
  const entries = await new ZipReader(new Uint8ArrayReader(new Uint8Array(Buffer.concat(await (await zip.createReadStream()).toArray()))), { useWebWorkers: false }).getEntries();
  const decoded = await Promise.all(entries.map(async (entry) => decodeImage(await (entry as FileEntry).getData(new Uint8ArrayWriter()))));
  expect(entries.map((entry, i) => [entry.filename, decoded[i]!.format, decoded[i]!.raster.width, decoded[i]!.raster.height])).toEqual([
    ['wide.jpg', 'jpeg', 280, 187],
    ['tall.png', 'png', 280, 420],
  ]);
  // The page decodes the JPEG at a quarter of its size and resamples that (libjpeg's scaled
  // decode): its pixels are those of a full decode and a Lanczos resize, give or take the JPEG
  // written after — 4.2 levels on average, 3.2 through a full decode; red and blue swapped: 38.
  const reference = (await decodeImage(wide, { resize: { width: 280, height: 187 } })).raster.data;
  const made = decoded[0]!.raster.data;
  let total = 0;
  for (let i = 0; i < made.length; i++) if (i % 4 !== 3) total += Math.abs(made[i]! - reference[i]!);
  expect(total / ((made.length * 3) / 4)).toBeLessThan(6);
});

test('no width and no height: says what to give, and once a file waits, that it is what stops it', async ({ page }) => {
  await page.goto('/image-resizer');
  // Before any file: a hint, not an error.
  await expect(page.getByText('Give a width, a height or both.')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.locator('input[type=file]').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from(await encodeImage(syntheticPhoto(64, 48, 3), 'png')) });
  await expect(page.getByRole('alert').filter({ hasText: 'Give a width, a height or both.' })).toBeVisible();
  await page.getByLabel('Height').fill('24');
  await expect(page.getByText('Give a width, a height or both.')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Download photo.png' })).toBeEnabled();
});
