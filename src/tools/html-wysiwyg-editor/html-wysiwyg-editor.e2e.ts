import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

const output = (page: Page) => page.getByLabel('HTML output', { exact: true });
const editor = (page: Page) => page.getByRole('textbox', { name: 'Rich text editor' });

test.beforeEach(async ({ page }) => {
  await page.goto('/html-wysiwyg-editor');
});

test('formats the default content, follows typing with Bold, copies, and keeps it after a reload', async ({ page }) => {
  await expect(output(page)).toHaveValue('<h1>Hey!</h1>\n<p>Welcome to this html wysiwyg editor</p>\n');
  await editor(page).getByText('Welcome to this html wysiwyg editor').click();
  // The editor takes the caret from the browser's selectionchange event, which a busy machine can
  // deliver after the next key press: wait until the toolbar shows the caret has left the heading.
  await expect(page.getByRole('button', { name: 'Heading 1', exact: true })).not.toHaveAttribute('data-active', 'true');
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
  await editor(page).getByText('Welcome to this html wysiwyg editor').click();
  await expect(page.getByRole('button', { name: 'Heading 1', exact: true })).not.toHaveAttribute('data-active', 'true');
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
