import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

const textInput = (page: Page) => page.getByRole('textbox', { name: 'Enter text to convert to unicode' });
const unicodeOutput = (page: Page) => page.getByRole('textbox', { name: 'Unicode from your text' });
const unicodeInput = (page: Page) => page.getByRole('textbox', { name: 'Enter unicode to convert to text' });
const textOutput = (page: Page) => page.getByRole('textbox', { name: 'Text from your Unicode' });

test.describe('Text to Unicode', () => {
  test('text to references and back; copy', async ({ page }) => {
    await allowClipboard(page);
    await page.goto('/text-to-unicode');
    await expect(page).toHaveTitle('Text to Unicode - IT Tools');
    await textInput(page).fill('it👋');
    await expect(unicodeOutput(page)).toHaveValue('&#105;&#116;&#128075;');
    await page.getByRole('button', { name: 'Copy unicode to clipboard' }).click();
    await expect.poll(() => readClipboard(page)).toBe('&#105;&#116;&#128075;');

    await unicodeInput(page).fill('Price: &#8364;5 &#x1F44B;');
    await expect(textOutput(page)).toHaveValue('Price: €5 👋');
    await page.getByRole('button', { name: 'Copy text to clipboard' }).click();
    await expect.poll(() => readClipboard(page)).toBe('Price: €5 👋');
  });

  test('another notation and the character table', async ({ page }) => {
    await page.goto('/text-to-unicode');
    await textInput(page).fill('é👋');
    await page.getByRole('combobox', { name: 'Notation' }).click();
    await page.getByRole('option', { name: 'Code point (U+1F44B)' }).click();
    await expect(unicodeOutput(page)).toHaveValue('U+00E9 U+1F44B');
    await page.getByRole('switch', { name: 'Show a table of the characters' }).click();
    const table = page.getByRole('table', { name: 'Characters of your text' });
    await expect(table.getByRole('row', { name: /U\+1F44B/ })).toContainText('F0 9F 91 8B');
  });

  test('invalid references stay as text; whitespace-only input gives nothing', async ({ page }) => {
    await page.goto('/text-to-unicode');
    await unicodeInput(page).fill('&#xD83D; &#1114112; &#65;');
    await expect(textOutput(page)).toHaveValue('&#xD83D; &#1114112; A');
    await textInput(page).fill('   ');
    await expect(unicodeOutput(page)).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Copy unicode to clipboard' })).toBeDisabled();
  });
});
