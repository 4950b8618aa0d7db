import type { FileEntry } from '@zip.js/zip.js';
import { expect, test } from '../../../e2e/fixtures';

test('files chosen become one ZIP: listed, previewed, downloaded whole', async ({ page }) => {
  await page.goto('/zip-creator');
  await expect(page).toHaveTitle('ZIP creator - IT Tools');
  await expect(page.getByRole('button', { name: 'Create ZIP' })).toBeDisabled();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose files' }).click();
  await (
    await chooser
  ).setFiles([
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes '.repeat(100)) },
    { name: 'data.json', mimeType: 'application/json', buffer: Buffer.from('{"a":1}') },
  ]);
  const chosen = page.getByRole('list', { name: 'Chosen files' }).getByRole('listitem');
  await expect(chosen).toHaveText(['notes.txttext/plain · 600 Bytes', 'data.jsonapplication/json · 7 Bytes']);
  await page.getByLabel('Archive name').fill('backup');
  await page.getByRole('button', { name: 'Create ZIP' }).click();
  const listing = page.getByRole('list', { name: 'Files in the archive' });
  await expect(listing.getByRole('listitem')).toHaveText(['notes.txt · 600 Bytes', 'data.json · 7 Bytes']);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download backup.zip' }).click();
  const zip = await download;
  expect(zip.suggestedFilename()).toBe('backup.zip');
  const { ZipReader, Uint8ArrayReader, TextWriter } = await import('@zip.js/zip.js/index-native.js');
  const bytes = new Uint8Array(Buffer.concat(await (await zip.createReadStream()).toArray()));
  const entries = await new ZipReader(new Uint8ArrayReader(bytes), { useWebWorkers: false }).getEntries();
  expect(await Promise.all(entries.map(async (entry) => [entry.filename, await (entry as FileEntry).getData(new TextWriter())]))).toEqual([
    ['notes.txt', 'notes '.repeat(100)],
    ['data.json', '{"a":1}'],
  ]);
  // A file removed from the list leaves the archive.
  await page.getByRole('button', { name: 'Remove data.json' }).click();
  await expect(chosen).toHaveCount(1);
});

test('a compression level out of range says so and blocks the archive', async ({ page }) => {
  await page.goto('/zip-creator');
  await page.getByLabel('Compression level').fill('12');
  await expect(page.getByText('The level is a whole number from 0 to 9.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create ZIP' })).toBeDisabled();
});
