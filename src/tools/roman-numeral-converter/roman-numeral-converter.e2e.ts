import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

const arabicInput = (page: Page) => page.getByRole('textbox', { name: 'Number to convert' });
const romanOutput = (page: Page) => page.getByRole('textbox', { name: 'Roman numeral', exact: true });
const romanInput = (page: Page) => page.getByRole('textbox', { name: 'Roman numeral to convert' });
const arabicOutput = (page: Page) => page.getByRole('textbox', { name: 'Arabic number', exact: true });
const copyRoman = (page: Page) => page.getByRole('button', { name: 'Copy roman numeral' });
const copyArabic = (page: Page) => page.getByRole('button', { name: 'Copy arabic number' });

test.describe('Roman numeral converter', () => {
  test('converts both ways, with the breakdown; copy', async ({ page }) => {
    await allowClipboard(page);
    await page.goto('/roman-numeral-converter');
    await expect(page).toHaveTitle('Roman numeral converter - IT Tools');
    await expect(arabicInput(page)).toHaveValue('42');
    await expect(romanOutput(page)).toHaveValue('XLII');
    await expect(romanInput(page)).toHaveValue('XLII');
    await expect(arabicOutput(page)).toHaveValue('42');

    await arabicInput(page).fill('1994');
    await expect(romanOutput(page)).toHaveValue('MCMXCIV');
    await expect(page.getByText('MCMXCIV = M + CM + XC + IV')).toBeVisible();
    await copyRoman(page).click();
    await expect.poll(() => readClipboard(page)).toBe('MCMXCIV');

    await romanInput(page).fill('MMXXIV');
    await expect(arabicOutput(page)).toHaveValue('2024');
    await expect(page.getByText('M + M + X + X + IV = 1,000 + 1,000 + 10 + 10 + 4')).toBeVisible();
  });

  test('decimals are floored; lowercase and pasted numerals are read', async ({ page }) => {
    await page.goto('/roman-numeral-converter');
    await arabicInput(page).fill('17.6');
    await expect(romanOutput(page)).toHaveValue('XVII');
    await romanInput(page).fill(' mcm xciv. ');
    await expect(arabicOutput(page)).toHaveValue('1994');
  });

  test('invalid inputs show their message, empty their output and disable its copy button only', async ({ page }) => {
    await page.goto('/roman-numeral-converter');
    await arabicInput(page).fill('4000');
    await expect(page.getByText('We can only convert numbers between 1 and 3,999', { exact: true })).toBeVisible();
    await expect(arabicInput(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(romanOutput(page)).toHaveValue('');
    await expect(copyRoman(page)).toBeDisabled();
    await expect(copyArabic(page)).toBeEnabled();

    await arabicInput(page).fill('0');
    await expect(page.getByText('We can only convert numbers between 1 and 3,999', { exact: true })).toBeVisible();

    await romanInput(page).fill('IIII');
    await expect(page.getByText('The input you entered is not a valid roman number')).toBeVisible();
    await expect(arabicOutput(page)).toHaveValue('');
    await expect(copyArabic(page)).toBeDisabled();
    await expect(arabicInput(page)).toHaveValue('0');

    await romanInput(page).fill('');
    await expect(page.getByText('The input you entered is not a valid roman number')).toBeHidden();
  });

  test('vinculum notation goes up to 3,999,999', async ({ page }) => {
    await page.goto('/roman-numeral-converter');
    await page.getByRole('switch', { name: 'Vinculum notation' }).click();
    await expect(page).toHaveURL(/[?&]vinculum=true(&|$)/);
    await arabicInput(page).fill('4000');
    await expect(romanOutput(page)).toHaveValue('I\u0305V\u0305');
    await arabicInput(page).fill('4000000');
    await expect(page.getByText('We can only convert numbers between 1 and 3,999,999')).toBeVisible();
    await romanInput(page).fill('V\u0305CDXLII');
    await expect(arabicOutput(page)).toHaveValue('5442');
  });
});
