import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

const input = (page: Page) => page.getByLabel('Your Markdown to convert', { exact: true });
const output = (page: Page) => page.getByLabel('Output HTML', { exact: true });

test.beforeEach(async ({ page }) => {
  await page.goto('/markdown-to-html');
});

test('renders Markdown to HTML as you type, previews it and copies it', async ({ page }) => {
  await expect(page).toHaveTitle('Markdown to HTML - IT Tools');
  await expect(input(page)).toBeFocused();
  await expect(input(page)).toHaveAttribute('placeholder', 'Your Markdown content...');
  await allowClipboard(page);
  await input(page).fill('# Hello\n\n**bold** and *italic*\n\n| a |\n| - |\n| 1 |');
  const expected = '<h1>Hello</h1>\n<p><strong>bold</strong> and <em>italic</em></p>\n<table>\n<thead>\n<tr>\n<th>a</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>1</td>\n</tr>\n</tbody>\n</table>';
  await expect(output(page)).toHaveValue(expected);
  await expect(page.frameLocator('iframe[title="Preview"]').getByRole('heading', { name: 'Hello' })).toBeVisible();
  await page.getByRole('button', { name: 'Copy HTML' }).click();
  await expect.poll(() => readClipboard(page)).toBe(expected);
});

test('script and event-handler payloads are removed; the preview and print run none', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await input(page).fill('Hi <script>alert(1)</script><img src="x.png" onerror="alert(2)"> <a href="javascript:alert(3)">link</a>\n\n<details><summary>More</summary><kbd>K</kbd></details>');
  await expect(output(page)).toHaveValue('<p>Hi <img src="x.png"> <a>link</a></p>\n<details><summary>More</summary><kbd>K</kbd></details>');
  await expect(page.frameLocator('iframe[title="Preview"]').getByText('More')).toBeVisible();
  await page.getByRole('button', { name: 'Print as PDF' }).click();
  const printed = page.locator('iframe[data-markdown-print]');
  await expect(printed).toHaveAttribute('srcdoc', /<p>Hi <img src="x.png"> <a>link<\/a><\/p>/);
  expect(await printed.getAttribute('srcdoc')).not.toMatch(/<script|onerror|javascript:/);
  await expect(printed).toHaveAttribute('sandbox', 'allow-same-origin allow-modals');
  expect(dialogs).toEqual([]);
});

test('empty input: empty output, buttons disabled, and a full .html document to download', async ({ page }) => {
  await expect(output(page)).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Print as PDF' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Download .html' })).toBeDisabled();
  await input(page).fill('*é*');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download .html' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('document.html');
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  expect(text).toContain('<meta charset="utf-8">');
  expect(text).toContain('<p><em>é</em></p>');
});
