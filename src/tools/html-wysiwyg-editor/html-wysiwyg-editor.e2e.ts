import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

const output = (page: Page) => page.getByLabel('HTML output', { exact: true });
const editor = (page: Page) => page.getByRole('textbox', { name: 'Rich text editor' });
/**
 * Clicks into the default paragraph. The editor takes the caret from the browser's selectionchange
 * event, which a busy machine can deliver after the next key press: wait until the toolbar shows
 * the caret has left the heading.
 */
async function caretInParagraph(page: Page) {
  await editor(page).getByText('Welcome to this html wysiwyg editor').click();
  await expect(page.getByRole('button', { name: 'Heading 1', exact: true })).not.toHaveAttribute('data-active', 'true');
}

test.beforeEach(async ({ page }) => {
  await page.goto('/html-wysiwyg-editor');
});

test('formats the default content, follows typing with Bold, copies, and keeps it after a reload', async ({ page }) => {
  await expect(output(page)).toHaveValue('<h1>Hey!</h1>\n<p>Welcome to this html wysiwyg editor</p>\n');
  await caretInParagraph(page);
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Bold', exact: true }).click();
  await page.keyboard.type('Bold words');
  await expect(page.getByRole('button', { name: 'Bold', exact: true })).toHaveAttribute('data-active', 'true');
  const expected = '<h1>Hey!</h1>\n<p>Welcome to this html wysiwyg editor</p>\n<p><strong>Bold words</strong></p>\n';
  await expect(output(page)).toHaveValue(expected);
  await allowClipboard(page);
  await page.getByRole('button', { name: 'Copy HTML' }).click();
  await expect.poll(() => readClipboard(page)).toBe(expected);
  await page.reload();
  await expect(output(page)).toHaveValue(expected);
});

test('Heading 2 turns the current paragraph into <h2>, and Undo brings it back', async ({ page }) => {
  await caretInParagraph(page);
  await page.getByRole('button', { name: 'Heading 2', exact: true }).click();
  await expect(output(page)).toHaveValue('<h1>Hey!</h1>\n<h2>Welcome to this html wysiwyg editor</h2>\n');
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(output(page)).toHaveValue('<h1>Hey!</h1>\n<p>Welcome to this html wysiwyg editor</p>\n');
});

test('loaded HTML is sanitized: no script, handler or javascript: link reaches the editor', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page
    .getByLabel('HTML to load', { exact: true })
    .fill('<p onclick="alert(1)">Hello <strong>world</strong><script>alert(2)</script></p><img src="x" onerror="alert(3)"><a href="javascript:alert(4)">click</a>');
  await page.getByRole('button', { name: 'Load into editor' }).click();
  await expect(output(page)).toHaveValue('<p>Hello <strong>world</strong></p>\n<p>click</p>\n');
  await editor(page).getByText('click').click();
  await expect(editor(page).locator('img, script, a, [onclick]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(output(page)).toHaveValue('<h1>Hey!</h1>\n<p>Welcome to this html wysiwyg editor</p>\n');
});

test('Text color colours the selected text in the HTML output, and Remove color takes it away', async ({ page }) => {
  await caretInParagraph(page);
  await page.keyboard.press('Home');
  for (let index = 0; index < 'Welcome'.length; index += 1) await page.keyboard.press('Shift+ArrowRight');
  await page.getByRole('button', { name: 'Text color', exact: true }).click();
  // The swatches are named by colour; blue is #1c7ed6 = rgb(28, 126, 214), which the browser's CSS
  // parser writes as rgb().
  await page.getByRole('button', { name: 'Set text color to blue', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Text color' })).toBeHidden();
  // Prettier's default print width (80) wraps the now longer paragraph.
  await expect(output(page)).toHaveValue(
    '<h1>Hey!</h1>\n<p>\n  <span style="color: rgb(28, 126, 214);">Welcome</span> to this html wysiwyg\n  editor\n</p>\n',
  );
  await expect(editor(page).locator('span', { hasText: 'Welcome' })).toHaveCSS('color', 'rgb(28, 126, 214)');
  await page.getByRole('button', { name: 'Remove color', exact: true }).click();
  await expect(output(page)).toHaveValue('<h1>Hey!</h1>\n<p>Welcome to this html wysiwyg editor</p>\n');
});

test('HTML to load keeps a coloured span, in the editor, the output and after a reload', async ({ page }) => {
  await page.getByLabel('HTML to load', { exact: true }).fill('<p>Plain <span style="color: #2f9e44; font-size: 40px">green</span></p>');
  await page.getByRole('button', { name: 'Load into editor' }).click();
  // #2f9e44 = rgb(47, 158, 68); the font size is not part of the schema and is dropped.
  const expected = '<p>Plain <span style="color: rgb(47, 158, 68);">green</span></p>\n';
  await expect(output(page)).toHaveValue(expected);
  await expect(editor(page).locator('span', { hasText: 'green' })).toHaveCSS('color', 'rgb(47, 158, 68)');
  await page.reload();
  await expect(output(page)).toHaveValue(expected);
});

test('Link turns the selection into a link that opens in a new tab, adding https:// to a bare address', async ({ page }) => {
  await caretInParagraph(page);
  await page.keyboard.press('Home');
  for (let index = 0; index < 'Welcome'.length; index += 1) await page.keyboard.press('Shift+ArrowRight');
  await page.getByRole('button', { name: 'Link', exact: true }).click();
  await page.getByRole('textbox', { name: 'Enter URL' }).fill('example.com');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // Prettier spreads the attributes over several lines; only the link itself matters here.
  await expect(output(page)).toHaveValue(/<a\s+target="_blank"\s+rel="noopener noreferrer nofollow"\s+href="https:\/\/example\.com"\s*>Welcome<\/a/);
  await expect(page.getByRole('button', { name: 'Link', exact: true })).toHaveAttribute('data-active', 'true');
});

test('a click anywhere in the framed area, even below the text, puts the caret in the editor', async ({ page }) => {
  const frame = page.locator('.mantine-RichTextEditor-content');
  const box = await frame.boundingBox();
  expect(box).not.toBeNull();
  if (box) await page.mouse.click(box.x + box.width / 2, box.y + box.height - 12);
  await expect(editor(page)).toBeFocused();
});
