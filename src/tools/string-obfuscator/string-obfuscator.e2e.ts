import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

const input = (page: Page) => page.getByLabel('String to obfuscate', { exact: true });
const output = (page: Page) => page.getByLabel('Obfuscated string', { exact: true });
const field = (page: Page, name: string) => page.getByLabel(name, { exact: true });

test.describe('String obfuscator', () => {
  test('the defaults render the default mask', async ({ page }) => {
    await page.goto('/string-obfuscator');
    await expect(page).toHaveTitle('String obfuscator - IT Tools');
    await expect(input(page)).toHaveValue('Lorem ipsum dolor sit amet');
    await expect(input(page)).toHaveAttribute('placeholder', 'Enter string to obfuscate');
    await expect(field(page, 'Keep first')).toHaveValue('4');
    await expect(field(page, 'Keep last')).toHaveValue('4');
    await expect(field(page, 'Keep spaces')).toBeChecked();
    await expect(field(page, 'Replacement character')).toHaveValue('*');
    await expect(output(page)).toHaveValue('Lore* ***** ***** *** amet');
    await expect(output(page)).toHaveAttribute('readonly', '');
  });

  test('each control changes the output live', async ({ page }) => {
    await page.goto('/string-obfuscator');
    await input(page).fill('12345 67890');
    await expect(output(page)).toHaveValue('1234* *7890');
    await field(page, 'Keep last').fill('0');
    await expect(output(page)).toHaveValue('1234* *****');
    await field(page, 'Keep spaces').click();
    await expect(output(page)).toHaveValue('1234*******');
    await field(page, 'Keep first').fill('');
    await expect(output(page)).toHaveValue('***********');
    await field(page, 'Keep first').fill('-2');
    await field(page, 'Keep first').blur();
    await expect(field(page, 'Keep first')).toHaveValue('0');
    await field(page, 'Keep first').fill('2');
    await field(page, 'Replacement character').fill('🔒');
    await expect(output(page)).toHaveValue('12🔒🔒🔒🔒🔒🔒🔒🔒🔒');
    // Emoji are masked whole, never half a surrogate pair.
    await input(page).fill('🙂🙂🙂🙂🙂🙂');
    await field(page, 'Keep first').fill('1');
    await field(page, 'Keep last').fill('1');
    await field(page, 'Replacement character').fill('*');
    await expect(output(page)).toHaveValue('🙂****🙂');
  });

  test('a replacement of more than one character shows the message and "*" is used', async ({ page }) => {
    await page.goto('/string-obfuscator');
    await field(page, 'Replacement character').fill('ab');
    await expect(page.getByText('Enter a single character', { exact: true })).toBeVisible();
    await expect(field(page, 'Replacement character')).toHaveAttribute('aria-invalid', 'true');
    await expect(output(page)).toHaveValue('Lore* ***** ***** *** amet');
    await expect(input(page)).toHaveValue('Lorem ipsum dolor sit amet');
    await field(page, 'Replacement character').fill('');
    await expect(page.getByText('Enter a single character', { exact: true })).toBeVisible();
    await field(page, 'Replacement character').fill('#');
    await expect(page.getByText('Enter a single character')).toHaveCount(0);
    await expect(output(page)).toHaveValue('Lore# ##### ##### ### amet');
  });

  test('Copy copies the output', async ({ page }) => {
    await allowClipboard(page);
    await page.goto('/string-obfuscator');
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByText('Obfuscated string copied to the clipboard')).toBeVisible();
    expect(await readClipboard(page)).toBe('Lore* ***** ***** *** amet');
  });
});
