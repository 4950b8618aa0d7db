import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

const numberInput = (page: Page) => page.getByRole('textbox', { name: 'Input number' });
const inputBase = (page: Page) => page.getByRole('textbox', { name: 'Input base' });
const customBase = (page: Page) => page.getByRole('textbox', { name: 'Custom base', exact: true });
const output = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test.describe('Integer base converter', () => {
  test('converts 42 by default and a binary number to every base; copy', async ({ page }) => {
    await allowClipboard(page);
    await page.goto('/base-converter');
    await expect(page).toHaveTitle('Integer base converter - IT Tools');
    await expect(numberInput(page)).toHaveValue('42');
    await expect(output(page, 'Binary (2)')).toHaveValue('101010');
    await expect(output(page, 'Octal (8)')).toHaveValue('52');
    await expect(output(page, 'Decimal (10)')).toHaveValue('42');
    await expect(output(page, 'Hexadecimal (16)')).toHaveValue('2a');
    await expect(output(page, 'Base64 (64)')).toHaveValue('G');
    await expect(output(page, 'Custom base output')).toHaveValue('10');

    await inputBase(page).fill('2');
    await numberInput(page).fill('10100101');
    await expect(output(page, 'Hexadecimal (16)')).toHaveValue('a5');
    await expect(output(page, 'Decimal (10)')).toHaveValue('165');
    await expect(page).toHaveURL(/[?&]inputBase=2(&|$)/);
    await page.getByRole('button', { name: 'Copy Hexadecimal (16)' }).click();
    await expect.poll(() => readClipboard(page)).toBe('a5');
  });

  test("display options and the two's-complement view", async ({ page }) => {
    await page.goto('/base-converter');
    await numberInput(page).fill('3735928559');
    await page.getByRole('switch', { name: 'Uppercase hexadecimal' }).click();
    await expect(output(page, 'Hexadecimal (16)')).toHaveValue('DEADBEEF');
    await page.getByRole('combobox', { name: 'Digit grouping' }).click();
    await page.getByRole('option', { name: 'Bytes (binary by 8, hex by 2)' }).click();
    await expect(output(page, 'Hexadecimal (16)')).toHaveValue('DE AD BE EF');
    await expect(output(page, 'Binary (2)')).toHaveValue('11011110 10101101 10111110 11101111');

    await numberInput(page).fill('-42');
    await expect(output(page, 'Decimal (10)')).toHaveValue('-42');
    await expect(page.getByText('This number does not fit in 8 bits.')).toHaveCount(0);
    await expect(output(page, "Two's complement (binary)")).toHaveValue('11010110');
    await page.getByRole('combobox', { name: "Two's complement width" }).click();
    await page.getByRole('option', { name: '16 bits' }).click();
    await expect(output(page, "Two's complement (hex)")).toHaveValue('FF D6');
    await expect(output(page, 'Signed value')).toHaveValue('-42');
    await numberInput(page).fill('0x10000');
    await expect(page.getByText('Read in base 16 (prefix 0x).')).toBeVisible();
    await expect(page.getByText('This number does not fit in 16 bits.')).toBeVisible();
    await expect(output(page, "Two's complement (binary)")).toHaveValue('');
  });

  test('an invalid digit or base shows its message and keeps the other fields', async ({ page }) => {
    await page.goto('/base-converter');
    await numberInput(page).fill('12z');
    await expect(page.getByText('Invalid digit "z" for base 10.')).toBeVisible();
    await expect(numberInput(page)).toHaveAttribute('aria-invalid', 'true');
    for (const name of ['Binary (2)', 'Decimal (10)', 'Custom base output']) await expect(output(page, name)).toHaveValue('');
    await expect(inputBase(page)).toHaveValue('10');

    await numberInput(page).fill('255');
    await customBase(page).fill('65');
    await expect(page.getByText('Base must be an integer between 2 and 64')).toBeVisible();
    await expect(output(page, 'Custom base output')).toHaveValue('');
    await expect(output(page, 'Hexadecimal (16)')).toHaveValue('ff');

    await inputBase(page).fill('1');
    await expect(inputBase(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(output(page, 'Hexadecimal (16)')).toHaveValue('');
    await expect(inputBase(page)).toHaveValue('1');
    await inputBase(page).fill('16');
    await expect(output(page, 'Decimal (10)')).toHaveValue('597');
  });

  test('a 20,000-digit number converts in the worker and round-trips', async ({ page }) => {
    await page.goto('/base-converter');
    const digits = `7${'3141592653'.repeat(2000)}`;
    await numberInput(page).fill(digits);
    await expect(output(page, 'Decimal (10)')).toHaveValue(digits, { timeout: 20_000 });
    const base64 = await output(page, 'Base64 (64)').inputValue();
    await inputBase(page).fill('64');
    await numberInput(page).fill(base64);
    await expect(output(page, 'Decimal (10)')).toHaveValue(digits, { timeout: 20_000 });
  });
});
