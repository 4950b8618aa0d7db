import { createHash } from 'node:crypto';
import { mkdir, truncate, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../../../e2e/fixtures';

const digest = (algorithm: string, data: Buffer | string) => createHash(algorithm).update(data).digest('hex');
const fileInput = (page: Page) => page.getByLabel('Drop the files to hash');
const fileCard = (page: Page, name: string) => page.getByRole('article', { name });

test('files dropped get their digests; an expected hash is compared; a SHA256SUMS list is checked line by line', async ({ page }, testInfo) => {
  await page.goto('/file-hasher');
  await expect(page).toHaveTitle('File hasher - IT Tools');
  // 20 MB + 3 bytes: many chunks, read ahead by a helper worker (from 16 MB on).
  const big = Buffer.alloc(20 * 1024 * 1024 + 3);
  for (let index = 0; index < big.length; index += 1) big[index] = (index * 31 + (index >> 12)) & 255;
  const paths = [testInfo.outputPath('release.bin'), testInfo.outputPath('notes.txt')];
  await mkdir(dirname(paths[0]!), { recursive: true });
  await writeFile(paths[0]!, big);
  await writeFile(paths[1]!, 'notes\n');
  await fileInput(page).setInputFiles(paths);
  await expect(fileCard(page, 'release.bin').getByTestId('digest-sha256')).toHaveText(digest('sha256', big));
  await expect(fileCard(page, 'notes.txt').getByTestId('digest-sha256')).toHaveText(digest('sha256', 'notes\n'));

  // Ticking MD5 and BLAKE3 adds their digests (hashed again for what is missing only).
  await page.getByRole('checkbox', { name: 'MD5' }).check();
  await page.getByRole('checkbox', { name: 'BLAKE3' }).check();
  await expect(page).toHaveURL(/algorithm=/);
  await expect(fileCard(page, 'release.bin').getByTestId('digest-md5')).toHaveText(digest('md5', big));
  await expect(fileCard(page, 'notes.txt').getByTestId('digest-blake3')).toHaveText(/^[0-9a-f]{64}$/);

  const expected = page.getByRole('textbox', { name: 'Expected hash' });
  await expected.fill(` ${digest('md5', 'notes\n').toUpperCase()} `);
  await expect(page.getByText('Matches the MD5 of notes.txt.')).toBeVisible();
  await expect(fileCard(page, 'notes.txt').getByText('matches the expected hash')).toBeVisible();
  await expected.fill(digest('sha256', 'other'));
  await expect(page.getByRole('alert').filter({ hasText: 'Does NOT match' })).toBeVisible();
  await expected.fill(digest('sha1', 'notes\n'));
  await expect(page.getByText('This looks like a SHA-1 hash, which is not ticked: tick it to compare.')).toBeVisible();
  await expected.fill('not a hash');
  await expect(page.getByText('A hash is written in hexadecimal')).toBeVisible();

  // A list: one line OK, one FAILED, one file not dropped, a line that is no checksum.
  const list = page.getByRole('textbox', { name: 'Checksum list' });
  await list.fill([`${digest('sha256', big)} *release.bin`, `${digest('sha256', 'other')}  notes.txt`, `${digest('sha256', 'x')}  other.iso`, 'hello'].join('\r\n'));
  const rows = page.getByRole('table', { name: 'Checksum list' }).getByRole('row');
  await expect(rows).toHaveText(['LineListed fileAlgorithmResult', '1release.binSHA-256OK', '2notes.txtSHA-256FAILED', '3other.isoSHA-256Not among the files']);
  await expect(page.getByText('1 OK · 1 FAILED · 1 not among the files · 0 to hash')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Does NOT match the list: notes.txt.' })).toBeVisible();
  await expect(page.getByText('Line 4 is not a checksum line: hello')).toBeVisible();

  // BSD lines asking for SHA-512: computed for the list although not ticked.
  await list.fill(`SHA512 (notes.txt) = ${digest('sha512', 'notes\n')}\nSHA512 (release.bin) = ${digest('sha512', big)}`);
  await expect(page.getByText('Every file checked matches the list.')).toBeVisible();
});

test('a large file shows its progress and can be cancelled, then hashed again', async ({ page }, testInfo) => {
  // 1 GB of zeros, created sparse (instant, no disk use): hashing it takes seconds.
  const path = testInfo.outputPath('large.iso');
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, '');
  await truncate(path, 1024 * 1024 * 1024);
  await page.goto('/file-hasher');
  await fileInput(page).setInputFiles(path);
  const card = fileCard(page, 'large.iso');
  await expect(card.getByRole('progressbar', { name: 'Hashing large.iso' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(card.getByText('Cancelled')).toBeVisible();
  await expect(card.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Hash again' })).toBeVisible();
  // An empty file: its digest, and a word about it.
  await fileInput(page).setInputFiles({ name: 'empty.bin', mimeType: 'application/octet-stream', buffer: Buffer.alloc(0) });
  await expect(fileCard(page, 'empty.bin').getByTestId('digest-sha256')).toHaveText(digest('sha256', ''));
  await expect(fileCard(page, 'empty.bin').getByText('This file is empty (0 bytes)')).toBeVisible();
});
