import type { Page } from '@playwright/test';
import { expect, test } from '../../../e2e/fixtures';

const input = (page: Page) => page.getByLabel('Your text', { exact: true });
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function expectCounts(page: Page, counts: Record<string, string>) {
  for (const [name, value] of Object.entries(counts)) await expect(field(page, name)).toHaveValue(value);
}

test.describe('Text statistics', () => {
  test('typing updates every output', async ({ page }) => {
    await page.goto('/text-statistics');
    await expect(page).toHaveTitle('Text statistics - IT Tools');
    await expect(input(page)).toHaveAttribute('placeholder', 'Your text...');
    await expectCounts(page, { 'Character count': '0', 'Word count': '0', 'Line count': '0', 'Byte size': '0 Bytes', 'Unique word count': '0', 'Paragraph count': '0' });

    await input(page).fill('The cat and the hat.\n\n  The end.  ');
    await expectCounts(page, { 'Character count': '34', 'Word count': '7', 'Line count': '3', 'Byte size': '34 Bytes', 'Unique word count': '5', 'Paragraph count': '2' });

    // Graphemes: the family emoji and the accented letter count 1 each; UTF-8 bytes 18 + 2.
    await input(page).fill('👨‍👩‍👧 é');
    await expectCounts(page, { 'Character count': '3', 'Word count': '2', 'Line count': '1', 'Byte size': '21 Bytes' });

    await input(page).fill('x'.repeat(2000));
    await expectCounts(page, { 'Character count': '2000', 'Byte size': '1.95 KB' });
  });

  test('/text-stats redirects here', async ({ page }) => {
    await page.goto('/text-stats');
    await expect(page).toHaveURL(/\/text-statistics$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Text statistics' })).toBeVisible();
  });

  test('a 5 MB paste is counted in a worker and the text stays editable', async ({ page }) => {
    await page.goto('/text-statistics');
    await input(page).fill('start');
    await expect(field(page, 'Word count')).toHaveValue('1');
    await page.evaluate(() => {
      const area = document.querySelector<HTMLTextAreaElement>('textarea:not([readonly])');
      if (!area) throw new Error('no text area');
      area.focus();
      area.select();
      const data = new DataTransfer();
      data.setData('text/plain', 'Lorem ipsum dolor sit amet, é 🙂.\n'.repeat(160_000));
      area.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await expectCounts(page, {
      'Word count': String(160_000 * 7),
      'Line count': '160001',
      'Character count': String(160_000 * 33),
      'Byte size': '5.65 MB',
      'Unique word count': '7',
      'Paragraph count': '1',
    });
  });
});
