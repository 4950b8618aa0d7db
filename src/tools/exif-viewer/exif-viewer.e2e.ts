import { axeViolations } from '../../../e2e/axe';
import { expect, test } from '../../../e2e/fixtures';
import { encodeImage } from '../../engine/image/codec';
import { insertMetadata } from '../../engine/image/metadata';
import { createRaster } from '../../engine/image/raster';
import { cameraExif, iccProfile, SAMPLE_XMP } from '../../test/image-metadata-fixtures';

async function image(format: 'jpeg' | 'png', metadata: boolean): Promise<Buffer> {
  const raster = createRaster(48, 32);
  for (let y = 0; y < 32; y++) for (let x = 0; x < 48; x++) raster.data.set([x * 5, y * 7, 140, 255], (y * 48 + x) * 4);
  const bytes = await encodeImage(raster, format);
  return Buffer.from(metadata ? await insertMetadata(bytes, format, { exif: cameraExif({ latitude: 48.8583701, longitude: 2.2944813, orientation: 1 }), xmp: SAMPLE_XMP, icc: iccProfile() }) : bytes);
}

test('a photo’s tags by section, its position with a map link opened only on click, and its JSON downloaded', async ({ page }) => {
  await page.goto('/exif-viewer');
  await expect(page).toHaveTitle('EXIF viewer - IT Tools');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose files' }).click();
  await (await chooser).setFiles({ name: 'eiffel.jpg', mimeType: 'image/jpeg', buffer: await image('jpeg', true) });
  await expect(page.getByRole('img', { name: 'eiffel.jpg' })).toBeVisible();
  await expect(page.getByText('Format: JPEG')).toBeVisible();
  await expect(page.getByText(/^Not in this image:/)).toHaveText('Not in this image: IPTC.');
  const exif = page.getByRole('table', { name: 'EXIF tags' });
  await expect(exif.getByRole('row', { name: /Make/ })).toContainText('Example Camera Co');
  await expect(exif.getByRole('row', { name: /DateTimeOriginal/ })).toContainText('2024-05-17T14:32:09+02:00');
  await expect(exif.getByRole('row', { name: /ExposureTime/ })).toContainText('1/250 s');
  await expect(page.getByText('Position: 48.858369, 2.294481')).toBeVisible();
  const map = page.getByRole('link', { name: 'Open in OpenStreetMap' });
  await expect(map).toHaveAttribute('href', 'https://www.openstreetmap.org/?mlat=48.858369&mlon=2.294481#map=16/48.858369/2.294481');
  await expect(map).toHaveAttribute('target', '_blank');
  await expect(map).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.getByRole('table', { name: 'XMP tags' }).getByRole('row', { name: /dc:title/ })).toContainText('Harbour at dawn');
  await expect(page.getByRole('table', { name: 'Colour profile (ICC) tags' }).getByRole('row', { name: /ProfileDescription/ })).toContainText('Test RGB');
  // The results (tables, the map link) pass axe in both themes.
  expect(await axeViolations(page, { include: 'main' })).toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await axeViolations(page, { include: 'main', onlyThemeRules: true })).toEqual([]);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download JSON' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('eiffel.json');
  const report = JSON.parse(Buffer.concat(await (await file.createReadStream()).toArray()).toString('utf8'));
  expect(report.gps).toMatchObject({ latitude: 48.858369, longitude: 2.294481 });
  expect(report.exif.Model).toBe('Model X100');
});

test('an image without metadata says so; several images make a batch of JSON reports', async ({ page }) => {
  await page.goto('/exif-viewer');
  let chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose files' }).click();
  await (await chooser).setFiles({ name: 'plain.png', mimeType: 'image/png', buffer: await image('png', false) });
  await expect(page.getByText('No metadata found in this image')).toBeVisible();
  chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose files' }).click();
  await (await chooser).setFiles([
    { name: 'a.jpg', mimeType: 'image/jpeg', buffer: await image('jpeg', true) },
    { name: 'notes.pdf', mimeType: 'image/jpeg', buffer: Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n') },
  ]);
  const batch = page.getByRole('table', { name: 'Files of the batch' });
  await expect(batch.getByText(/This file is a PDF document, not an image read here/)).toBeVisible();
  const download = page.waitForEvent('download');
  await batch.getByRole('button', { name: 'Download a.json' }).click();
  expect((await download).suggestedFilename()).toBe('a.json');
});
