import type { FileEntry } from '@zip.js/zip.js';
import { expect, test } from '../../../e2e/fixtures';
import { decodeImage, encodeImage } from '../../engine/image/codec';
import { syntheticPhoto } from '../../test/synthetic-photo';

test('two photos resized to 300 px wide as a batch, downloaded together as a ZIP', async ({ page }) => {
  await page.goto('/image-resizer');
  await page.getByLabel('Width').fill('300');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose files' }).click();
  await (
    await chooser
  ).setFiles([
    { name: 'wide.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(await encodeImage(syntheticPhoto(1200, 800, 1), 'jpeg')) },
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
  const sizes = await Promise.all(
    entries.map(async (entry) => {
      const decoded = await decodeImage(await (entry as FileEntry).getData(new Uint8ArrayWriter()));
      return [entry.filename, decoded.format, decoded.raster.width, decoded.raster.height];
    }),
  );
  expect(sizes).toEqual([
    ['wide.jpg', 'jpeg', 300, 200],
    ['tall.png', 'png', 300, 450],
  ]);
});

test('no width and no height: says what is missing', async ({ page }) => {
  await page.goto('/image-resizer');
  await expect(page.getByRole('alert').filter({ hasText: 'Give a width, a height or both.' })).toBeVisible();
  await page.getByLabel('Height').fill('120');
  await expect(page.getByText('Give a width, a height or both.')).toBeHidden();
});
