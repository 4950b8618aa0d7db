import { axeViolations } from '../../../e2e/axe';
import { expect, test } from '../../../e2e/fixtures';
import { sniffSignature } from '../../engine/detect/signatures';
import { decodeImage } from '../../engine/image/codec';
import { makeHeic } from './heic-fixture';

const squares = (x: number, y: number) => ([[230, 40, 40], [40, 200, 60], [30, 90, 220], [250, 250, 250]] as const)[Math.floor(x / 32) + 2 * Math.floor(y / 32)]!;

test('a HEIC photo decoded by libheif in the browser worker: previewed as JPEG, downloaded under its name', async ({ page }) => {
  // libheif is its own module, served from our origin (vendor/libheif/), never bundled or fetched elsewhere.
  const libheif = page.waitForResponse((response) => response.url().endsWith('/vendor/libheif/libheif-bundle.mjs') && response.ok());
  await page.goto('/heic-converter');
  await expect(page).toHaveTitle('HEIC converter - IT Tools');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose files' }).click();
  await (await chooser).setFiles({ name: 'IMG_0042.HEIC', mimeType: 'image/heic', buffer: Buffer.from(makeHeic(64, 64, squares)) });
  await libheif;
  const result = page.getByRole('region', { name: 'Result' });
  await expect(result.getByText('64 × 64 px', { exact: false })).toBeVisible();
  await expect(result.getByText('image/jpeg', { exact: false })).toBeVisible();
  expect(await axeViolations(page, { include: 'main' })).toEqual([]);
  const download = page.waitForEvent('download');
  await result.getByRole('button', { name: 'Download IMG_0042.jpg' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('IMG_0042.jpg');
  const bytes = new Uint8Array(Buffer.concat(await (await file.createReadStream()).toArray()));
  expect(sniffSignature(bytes)?.type).toBe('image/jpeg');
  // The colours came through the browser's decode: the red square's centre is red.
  const { raster } = await decodeImage(bytes);
  expect([...raster.data.subarray((16 * 64 + 16) * 4, (16 * 64 + 16) * 4 + 3)].map((value) => Math.round(value / 32))).toEqual([7, 1, 1]);
});

test('several photos make a batch; an unreadable HEIC gets a clear message and the others convert', async ({ page }) => {
  await page.goto('/heic-converter');
  await page.getByText('PNG', { exact: true }).click();
  const broken = Buffer.alloc(300, 7);
  Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic', 'latin1').copy(broken);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose files' }).click();
  await (await chooser).setFiles([
    { name: 'broken.heic', mimeType: 'image/heic', buffer: broken },
    { name: 'good.heic', mimeType: 'image/heic', buffer: Buffer.from(makeHeic(32, 32, squares)) },
  ]);
  const batch = page.getByRole('table', { name: 'Files of the batch' });
  await expect(batch.getByText(/The HEIC image could not be decoded: the file is damaged or truncated/)).toBeVisible();
  await expect(batch.getByRole('button', { name: 'Download good.png' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download all (ZIP)' })).toBeEnabled();
});
