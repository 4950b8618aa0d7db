import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

const textInput = (page: Page) => page.getByRole('textbox', { name: 'Enter text to convert to binary' });
const binaryOutput = (page: Page) => page.getByRole('textbox', { name: 'Binary from your text' });
const binaryInput = (page: Page) => page.getByRole('textbox', { name: 'Enter binary to convert to text' });
const textOutput = (page: Page) => page.getByRole('textbox', { name: 'Text from your binary' });

test.describe('Text to ASCII binary', () => {
  test('text to bits and bits to text; copy', async ({ page }) => {
    await allowClipboard(page);
    await page.goto('/text-to-binary');
    await expect(page).toHaveTitle('Text to ASCII binary - IT Tools');
    await expect(page.getByRole('button', { name: 'Copy binary to clipboard' })).toBeDisabled();
    await textInput(page).fill('it');
    await expect(binaryOutput(page)).toHaveValue('01101001 01110100');
    await page.getByRole('button', { name: 'Copy binary to clipboard' }).click();
    await expect.poll(() => readClipboard(page)).toBe('01101001 01110100');

    await binaryInput(page).fill('  01000 001garbage');
    await expect(textOutput(page)).toHaveValue('A');
    await page.getByRole('button', { name: 'Copy text to clipboard' }).click();
    await expect.poll(() => readClipboard(page)).toBe('A');
  });

  test('separator and byte views; a non-ASCII warning', async ({ page }) => {
    await page.goto('/text-to-binary');
    await textInput(page).fill('é');
    await expect(binaryOutput(page)).toHaveValue('11000011 10101001');
    await expect(page.getByText('This text is not pure ASCII', { exact: false })).toBeVisible();
    await page.getByRole('combobox', { name: 'Separator between bytes' }).click();
    await page.getByRole('option', { name: 'New line' }).click();
    await expect(binaryOutput(page)).toHaveValue('11000011\n10101001');
    await page.getByRole('switch', { name: 'Also show hexadecimal and decimal bytes' }).click();
    await expect(page.getByRole('textbox', { name: 'Hexadecimal bytes', exact: true })).toHaveValue('c3 a9');
    await expect(page.getByRole('textbox', { name: 'Decimal bytes', exact: true })).toHaveValue('195 169');
  });

  test('a bit count that is not a multiple of 8 shows the message and keeps the other card', async ({ page }) => {
    await page.goto('/text-to-binary');
    await textInput(page).fill('ok');
    await binaryInput(page).fill('010000010');
    await expect(page.getByText('Binary should be a valid ASCII binary string with multiples of 8 bits')).toBeVisible();
    await expect(binaryInput(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(textOutput(page)).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Copy text to clipboard' })).toBeDisabled();
    await expect(binaryOutput(page)).toHaveValue('01101111 01101011');
  });
});
