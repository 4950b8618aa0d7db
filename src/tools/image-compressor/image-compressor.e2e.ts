import { expect, test } from '../../../e2e/fixtures';
import { encodeImage } from '../../engine/image/codec';
import { syntheticPhoto } from '../../test/synthetic-photo';

test('a photo compressed to at most 60 KB: under the target, with a before/after slider and the sizes', async ({ page }) => {
  await page.goto('/image-compressor');
  await page.getByText('Target size', { exact: true }).click();
  await page.getByLabel('At most').fill('60');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose files' }).click();
  await (await chooser).setFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(await encodeImage(syntheticPhoto(1000, 750, 4), 'jpeg', { quality: 95 })) });
  const result = page.getByRole('region', { name: 'Result' });
  await expect(result.getByText(/Quality \d+ keeps the file within 60 KB\./)).toBeVisible();
  await expect(result.getByRole('slider', { name: 'Compare before and after' })).toBeVisible();
  await expect(result.getByRole('img', { name: 'Before' })).toBeVisible();
  const download = page.waitForEvent('download');
  await result.getByRole('button', { name: /Download/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('photo.jpg');
  const bytes = Buffer.concat(await (await file.createReadStream()).toArray());
  expect(bytes.length).toBeLessThanOrEqual(60_000);
  expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
});
