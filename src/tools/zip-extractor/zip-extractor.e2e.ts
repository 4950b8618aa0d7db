import type { Page } from '@playwright/test';
import { gzipSync, zipSync } from 'fflate';
import { expect, test } from '../../../e2e/fixtures';
import { makeTar } from './zip-extractor.example';

const utf8 = (text: string) => Buffer.from(text, 'utf8');

async function choose(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose files' }).click();
  await (await chooser).setFiles(files);
}

test('archives dropped together are each listed as a tree; an entry is previewed and downloaded; a tar.gz becomes one ZIP', async ({ page }) => {
  await page.goto('/zip-extractor');
  await expect(page).toHaveTitle('ZIP extractor - IT Tools');
  const zip = zipSync({ 'docs/notes.txt': utf8('Meeting notes\nline two\n'), 'docs/img/dot.svg': utf8('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>'), 'readme.md': utf8('# Read me') });
  const tgz = gzipSync(
    makeTar([
      { name: 'src/', type: '5' },
      { name: 'src/main.ts', data: 'main();\n' },
      { name: '../evil.txt', data: 'no' },
    ]),
  );
  await choose(page, [
    { name: 'bundle.zip', mimeType: 'application/zip', buffer: Buffer.from(zip) },
    { name: 'code.tar.gz', mimeType: 'application/gzip', buffer: Buffer.from(tgz) },
  ]);

  const bundle = page.getByRole('region', { name: 'bundle.zip' });
  await expect(bundle.getByText('ZIP · 3 files, 2 folders')).toBeVisible();
  const tree = bundle.getByRole('list', { name: 'Files in bundle.zip' });
  await expect(tree.getByRole('button', { name: /^docs/ })).toHaveAttribute('aria-expanded', 'true');
  await expect(tree.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^img/ }) }).first()).toContainText('1 file · ');
  await tree.getByRole('button', { name: 'Preview docs/notes.txt' }).click();
  const preview = bundle.getByRole('region', { name: 'Preview of docs/notes.txt' });
  await expect(preview.getByLabel('Text preview')).toHaveText('Meeting notes\nline two\n');
  const download = page.waitForEvent('download');
  await tree.getByRole('button', { name: 'Download readme.md' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('readme.md');
  expect(Buffer.concat(await (await saved.createReadStream()).toArray()).toString('utf8')).toBe('# Read me');
  // Folders close.
  await tree.getByRole('button', { name: /^docs/ }).click();
  await expect(tree.getByRole('button', { name: 'Preview docs/notes.txt' })).toBeHidden();

  const code = page.getByRole('region', { name: 'code.tar.gz' });
  await expect(code.getByText('TAR.GZ · 2 files, 1 folder')).toBeVisible();
  await expect(code.getByText('never extracted: goes up (..)')).toBeVisible();
  const zipped = page.waitForEvent('download');
  await code.getByRole('button', { name: 'Download all (ZIP)' }).click();
  const archive = await zipped;
  expect(archive.suggestedFilename()).toBe('code.zip');
  const { ZipReader, Uint8ArrayReader, TextWriter } = await import('@zip.js/zip.js/index-native.js');
  const bytes = new Uint8Array(Buffer.concat(await (await archive.createReadStream()).toArray()));
  const entries = await new ZipReader(new Uint8ArrayReader(bytes), { useWebWorkers: false }).getEntries();
  expect(await Promise.all(entries.map(async (entry) => [entry.filename, entry.directory ? '' : await entry.getData!(new TextWriter())]))).toEqual([['src/main.ts', 'main();\n']]);
  await expect(code.getByText('“../evil.txt” was skipped: its path goes up out of the folder (..), so it is never written.')).toBeVisible();
});

test('an encrypted ZIP asks for its password; a bomb, an empty file and a non-archive are said clearly', async ({ page }) => {
  await page.goto('/zip-extractor');
  const { ZipWriter, Uint8ArrayReader, Uint8ArrayWriter } = await import('@zip.js/zip.js/index-native.js');
  const writer = new ZipWriter(new Uint8ArrayWriter(), { password: 'correct horse', encryptionStrength: 3, useWebWorkers: false });
  await writer.add('secret.txt', new Uint8ArrayReader(utf8('top secret')));
  const locked = await writer.close();
  await choose(page, [
    { name: 'locked.zip', mimeType: 'application/zip', buffer: Buffer.from(locked) },
    { name: 'bomb.zip', mimeType: 'application/zip', buffer: Buffer.from(zipSync({ 'zeros.bin': new Uint8Array(8 * 1024 * 1024) }, { level: 9 })) },
    { name: 'empty.zip', mimeType: 'application/zip', buffer: Buffer.alloc(0) },
    { name: 'notes.txt', mimeType: 'text/plain', buffer: utf8('just text') },
  ]);

  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toBeVisible();
  const lockedCard = page.getByRole('region', { name: 'locked.zip' });
  await expect(lockedCard.getByText('encrypted', { exact: true })).toBeVisible();
  await lockedCard.getByRole('button', { name: 'Preview secret.txt' }).click();
  await expect(page.getByText('locked.zip has encrypted files: enter its password.').first()).toBeVisible();
  await password.fill('wrong');
  await lockedCard.getByRole('button', { name: 'Preview secret.txt' }).click();
  await expect(password).toHaveAccessibleDescription(/The password is wrong for locked\.zip\./);
  await password.fill('correct horse');
  await lockedCard.getByRole('button', { name: 'Preview secret.txt' }).click();
  await expect(lockedCard.getByLabel('Text preview')).toHaveText('top secret');

  const bomb = page.getByRole('region', { name: 'bomb.zip' });
  await bomb.getByRole('button', { name: 'Preview zeros.bin' }).click();
  await expect(bomb.getByText(/^bomb\.zip looks like a ZIP bomb: a file inflates \d+:1, over the limit of 200:1 for files over 1 MB\. Nothing was extracted\.$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'empty.zip' }).getByText('empty.zip is empty (0 bytes): there is no archive to open.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'notes.txt' }).getByText('notes.txt is not a ZIP, tar or tar.gz archive.')).toBeVisible();
  // An archive removed leaves the page.
  await page.getByRole('button', { name: 'Remove notes.txt' }).click();
  await expect(page.getByRole('region', { name: 'notes.txt' })).toBeHidden();
});
