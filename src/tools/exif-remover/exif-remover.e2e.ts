import exifr from 'exifr';
import { axeViolations } from '../../../e2e/axe';
import { expect, test } from '../../../e2e/fixtures';
import { decodeImage, encodeImage } from '../../engine/image/codec';
import { insertMetadata, readMetadata } from '../../engine/image/metadata';
import { createRaster } from '../../engine/image/raster';
import { cameraExif, SAMPLE_XMP } from '../../test/image-metadata-fixtures';

async function photo(): Promise<Buffer> {
  const raster = createRaster(48, 32);
  for (let y = 0; y < 32; y++) for (let x = 0; x < 48; x++) raster.data.set([x * 5, y * 7, 140, 255], (y * 48 + x) * 4);
  return Buffer.from(await insertMetadata(await encodeImage(raster, 'jpeg'), 'jpeg', { exif: cameraExif({ latitude: 40.6892494, longitude: -74.0445004, orientation: 6 }), xmp: SAMPLE_XMP }));
}

test('a photo’s GPS and camera data removed: what went, the sizes, the cleaned photo downloaded under its own name', async ({ page }) => {
  await page.goto('/exif-remover');
  await expect(page).toHaveTitle('EXIF remover - IT Tools');
  await expect(page.getByRole('checkbox', { name: 'Keep the orientation' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Keep the colour profile' })).toBeChecked();
  const original = await photo();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose files' }).click();
  await (await chooser).setFiles({ name: 'IMG_1234.jpg', mimeType: 'image/jpeg', buffer: original });
  const result = page.getByRole('region', { name: 'Cleaned image' });
  const removed = result.getByRole('table', { name: 'Metadata removed' });
  await expect(removed.getByRole('row')).toHaveText([/What\s*Size/, /EXIF \(camera, dates, GPS position\)\s*[\d,]+ Bytes/, /XMP\s*[\d,]+ Bytes/, /Total\s*[\d,]+ Bytes/]);
  await expect(result.getByText(/ → /)).toBeVisible();
  // The preview shows the photo upright (its orientation kept): 32 × 48.
  await expect(result.getByText('32 × 48 px', { exact: false })).toBeVisible();
  expect(await axeViolations(page, { include: 'main' })).toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await axeViolations(page, { include: 'main', onlyThemeRules: true })).toEqual([]);
  const download = page.waitForEvent('download');
  await result.getByRole('button', { name: 'Download IMG_1234.jpg' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('IMG_1234.jpg');
  const cleaned = new Uint8Array(Buffer.concat(await (await file.createReadStream()).toArray()));
  expect((await exifr.parse(cleaned, { tiff: true, gps: true, xmp: true, mergeOutput: false }))?.gps).toBeUndefined();
  expect((await readMetadata(cleaned, 'jpeg')).orientation).toBe(6);
  const [before, after] = [await decodeImage(original, { orient: false }), await decodeImage(cleaned, { orient: false })];
  expect(Buffer.from(after.raster.data).equals(Buffer.from(before.raster.data))).toBe(true);
});

test('a HEIC gets a clear message; the batch goes on with the JPEG', async ({ page }) => {
  await page.goto('/exif-remover');
  let chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose files' }).click();
  const heic = Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypheic'), 0, 0, 0, 0, ...Buffer.from('mif1heic')]);
  await (await chooser).setFiles({ name: 'IMG_0001.heic', mimeType: 'image/heic', buffer: heic });
  await expect(page.getByRole('alert')).toContainText('This file is a HEIC image: metadata can be removed without re-encoding from JPEG, PNG and WebP images only.');
  chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose files' }).click();
  await (await chooser).setFiles({ name: 'IMG_0002.jpg', mimeType: 'image/jpeg', buffer: await photo() });
  const batch = page.getByRole('table', { name: 'Files of the batch' });
  await expect(batch.getByText(/This file is a HEIC image/)).toBeVisible();
  await expect(batch.getByRole('button', { name: 'Download IMG_0002.jpg' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download all (ZIP)' })).toBeEnabled();
});
