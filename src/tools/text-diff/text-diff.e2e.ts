import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

const original = (page: Page) => page.getByLabel('Original text', { exact: true });
const modified = (page: Page) => page.getByLabel('Modified text', { exact: true });
const result = (page: Page) => page.getByRole('region', { name: 'Diff result' });
const text = (page: Page, value: string) => page.getByText(value, { exact: true });

test.describe('Text diff', () => {
  test('compares two texts, copies a unified diff and swaps them', async ({ page }) => {
    await allowClipboard(page);
    await page.goto('/text-diff');
    await expect(page).toHaveTitle('Text diff - IT Tools');
    await expect(text(page, 'Enter two texts to compare.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy unified diff' })).toBeDisabled();

    await original(page).fill('alpha\nbeta\ngamma\n');
    await modified(page).fill('alpha\nBETA\ngamma\ndelta\n');
    await expect(text(page, 'Lines added: 2')).toBeVisible();
    await expect(text(page, 'Lines removed: 1')).toBeVisible();
    await expect(result(page)).toContainText('BETA');
    await expect(result(page)).toContainText('delta');

    await page.getByRole('button', { name: 'Copy unified diff' }).click();
    await expect(page.getByText('Unified diff copied to the clipboard')).toBeVisible();
    expect(await readClipboard(page)).toBe('--- Original\n+++ Modified\n@@ -1,3 +1,4 @@\n alpha\n-beta\n+BETA\n gamma\n+delta\n');

    await page.getByRole('button', { name: 'Swap texts' }).click();
    await expect(original(page)).toHaveValue('alpha\nBETA\ngamma\ndelta\n');
    await expect(text(page, 'Lines added: 1')).toBeVisible();
    await expect(text(page, 'Lines removed: 2')).toBeVisible();
  });

  test('ignore whitespace, inline view and hidden unchanged lines', async ({ page }) => {
    await page.goto('/text-diff');
    const lines = Array.from({ length: 30 }, (_, i) => `line ${i + 1}`);
    await original(page).fill(lines.join('\n'));
    await modified(page).fill(lines.map((line, i) => (i === 14 ? 'line  15' : line)).join('\n'));
    await expect(text(page, 'Lines added: 1')).toBeVisible();
    await expect(text(page, 'Lines removed: 1')).toBeVisible();

    await page.getByLabel('Hide unchanged lines', { exact: true }).click();
    // Lines 1–14 and 16–30 are unchanged: 3 lines of context stay around line 15.
    await expect(result(page).getByRole('button', { name: 'Show 11 unchanged lines' })).toBeVisible();
    await expect(result(page).getByRole('button', { name: 'Show 12 unchanged lines' })).toBeVisible();
    await expect(result(page)).not.toContainText('line 30');
    await result(page).getByRole('button', { name: 'Show 12 unchanged lines' }).click();
    await expect(result(page)).toContainText('line 30');
    await expect(result(page).getByRole('button', { name: 'Show 11 unchanged lines' })).toBeVisible();

    await page.getByRole('combobox', { name: 'View' }).click();
    await page.getByRole('option', { name: 'Inline' }).click();
    await expect(result(page).getByText('-', { exact: true })).toHaveCount(1);
    await expect(result(page).getByText('+', { exact: true })).toHaveCount(1);

    await page.getByLabel('Ignore whitespace', { exact: true }).click();
    await expect(text(page, 'No differences')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy unified diff' })).toBeDisabled();
    await expect(original(page)).toHaveValue(lines.join('\n'));
  });

  test('two unrelated 10,000-line texts are compared without freezing the page', async ({ page }) => {
    await page.goto('/text-diff');
    await expect(original(page)).toBeVisible();
    await expect(modified(page)).toBeVisible();
    // Pasted (about 250 KB each): the fields keep a preview of such large texts.
    await page.evaluate(() => {
      const paste = (placeholder: string, text: string) => {
        const area = document.querySelector<HTMLTextAreaElement>(`textarea[placeholder="${placeholder}"]`);
        if (!area) throw new Error('no text area');
        const data = new DataTransfer();
        data.setData('text/plain', text);
        area.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      };
      paste('Paste the original text', Array.from({ length: 10_000 }, (_, i) => `old line ${i} lorem ipsum dolor`).join('\n'));
      paste('Paste the modified text', Array.from({ length: 10_000 }, (_, i) => `new line ${i} sit amet elit`).join('\n'));
    });
    await expect(text(page, 'Lines added: 10,000')).toBeVisible({ timeout: 15_000 });
    await expect(text(page, 'Lines removed: 10,000')).toBeVisible();
    // The page still answers: the view switch and the virtualised rows react at once.
    await page.getByLabel('Hide unchanged lines', { exact: true }).click();
    await expect(page.getByLabel('Hide unchanged lines', { exact: true })).toBeChecked();
    await result(page).evaluate((element) => element.scrollTo(0, element.scrollHeight));
    await expect(result(page)).toContainText('new line 9999 sit amet elit');
  });
});
