import type { Page } from '@playwright/test';
import { allowClipboard, expect, test } from '../../../e2e/fixtures';

const input = (page: Page) => page.getByLabel('Your HTML or rich text', { exact: true });
const output = (page: Page) => page.getByLabel('Markdown', { exact: true });
const preview = (page: Page) => page.getByRole('region', { name: 'Preview' });

/** Puts HTML (and its plain text) on the clipboard, as copying part of a page does, and pastes it with the keyboard. */
async function pasteFromClipboard(page: Page, items: Record<string, string>) {
  await page.evaluate(async (types) => {
    await navigator.clipboard.write([new ClipboardItem(Object.fromEntries(Object.entries(types).map(([type, text]) => [type, new Blob([text], { type })])))]);
  }, items);
  await input(page).focus();
  await page.keyboard.press('ControlOrMeta+V');
}

test('rich text pasted from a page becomes GitHub-flavoured Markdown, with options and a preview that loads no image', async ({ page }) => {
  await page.goto('/html-to-markdown');
  await expect(page.getByRole('heading', { level: 1, name: 'HTML to Markdown' })).toBeVisible();
  await expect(output(page)).toHaveValue(/^## Welcome\n\nPaste \*\*HTML\*\* or _rich text_/);

  // The clipboard's HTML is taken (without the document Chrome wraps it in), not its plain text.
  await allowClipboard(page);
  await input(page).fill('');
  await pasteFromClipboard(page, {
    'text/html':
      "<meta charset='utf-8'><h1>Notes</h1><p>See <a href=\"https://example.com/docs\">the docs</a>.</p><table><tr><th>Key</th><th>Value</th></tr><tr><td>a</td><td><s>1</s> 2</td></tr></table><img src=\"https://images.example.com/cat.png\" alt=\"A cat\"><script>alert(1)</script>",
    'text/plain': 'Notes See the docs.',
  });
  await expect(input(page)).toHaveValue(/^<h1>Notes<\/h1>/);
  await expect(output(page)).toHaveValue('# Notes\n\nSee [the docs](https://example.com/docs).\n\n| Key | Value |\n| --- | --- |\n| a   | ~~1~~ 2 |\n\n![A cat](https://images.example.com/cat.png)');

  // The preview: the heading, the table, the image as its description (never requested: the page
  // fails its test on any request to another origin).
  await expect(preview(page).getByRole('heading', { name: 'Notes' })).toBeVisible();
  await expect(preview(page).getByRole('cell', { name: '2' })).toBeVisible();
  await expect(preview(page).getByText('[Image: A cat]')).toBeVisible();
  await expect(preview(page).locator('img')).toHaveCount(0);

  // Options: setext headings, referenced links.
  await page.getByRole('combobox', { name: 'Heading style' }).click();
  await page.getByRole('option', { name: 'Underlined (setext)' }).click();
  await page.getByRole('combobox', { name: 'Links' }).click();
  await page.getByRole('option', { name: 'Referenced, listed at the end' }).click();
  await expect(output(page)).toHaveValue(/^Notes\n=====\n\nSee \[the docs\]\[1\]\./);
  await expect(output(page)).toHaveValue(/\n\n\[1\]: https:\/\/example\.com\/docs$/);

  // A plain-text paste is the field's own: the text as it is.
  await input(page).fill('');
  await pasteFromClipboard(page, { 'text/plain': '<p>typed <b>source</b></p>' });
  await expect(input(page)).toHaveValue('<p>typed <b>source</b></p>');
  await expect(output(page)).toHaveValue('typed **source**');

  // A document nested too deeply is refused with a message; the input stays.
  const deep = `${'<div>'.repeat(1200)}deep`;
  await input(page).fill(deep);
  await expect(page.getByText('The document nests elements more than 1000 levels deep: it cannot be converted.')).toBeVisible();
  await expect(input(page)).toHaveValue(deep);
  await expect(output(page)).toHaveValue('');
});
