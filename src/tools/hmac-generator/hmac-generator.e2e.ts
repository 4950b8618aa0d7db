import { createHmac } from 'node:crypto';
import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

const message = (page: Page) => page.getByRole('textbox', { name: 'Plain text to compute the hash', exact: true });
const key = (page: Page) => page.getByRole('textbox', { name: 'Secret key', exact: true });
const output = (page: Page) => page.getByRole('textbox', { name: 'HMAC of your text', exact: true });

async function choose(page: Page, select: string, option: string) {
  await page.getByRole('combobox', { name: select, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('Hmac generator', () => {
  test('computes HMAC-SHA256 (RFC 4231 case 2), copies it and checks an expected value', async ({ page }) => {
    await allowClipboard(page);
    await page.goto('/hmac-generator');
    await expect(page).toHaveTitle('Hmac generator - IT Tools');
    await expect(message(page)).toBeFocused();
    // Empty key and message are valid.
    await expect(output(page)).toHaveValue(createHmac('sha256', '').update('').digest('hex'));

    await message(page).fill('what do ya want for nothing?');
    await key(page).fill('Jefe');
    const expected = '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843';
    await expect(output(page)).toHaveValue(expected);
    await page.getByRole('button', { name: 'Copy HMAC', exact: true }).click();
    await expect(page.getByText('HMAC copied to the clipboard')).toBeVisible();
    expect(await readClipboard(page)).toBe(expected);

    const check = page.getByRole('textbox', { name: 'Expected HMAC', exact: true });
    await check.fill(`sha256=${expected}`);
    await expect(page.getByText('Matches the HMAC above')).toBeVisible();
    await check.fill(expected.replace(/.$/, '0'));
    await expect(page.getByText('Does not match the HMAC above')).toBeVisible();
  });

  test('hash function, output encoding and key format', async ({ page }) => {
    await page.goto('/hmac-generator');
    await message(page).fill('Crème brûlée 🔐');
    await key(page).fill('clé 🔑');
    await choose(page, 'Hashing function', 'SHA3');
    await choose(page, 'Output encoding', 'Base64 (base 64)');
    await expect(output(page)).toHaveValue(createHmac('sha3-512', 'clé 🔑').update('Crème brûlée 🔐').digest('base64'));
    await expect(page).toHaveURL(/algorithm=SHA3/);
    await expect(page).toHaveURL(/encoding=Base64(&|$)/);

    await choose(page, 'Key format', 'Hex');
    await key(page).fill('0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b');
    await message(page).fill('Hi There');
    await choose(page, 'Hashing function', 'RIPEMD160');
    await choose(page, 'Output encoding', 'Hexadecimal (base 16)');
    // RFC 2286 test case 1.
    await expect(output(page)).toHaveValue('24cb4bd67d20fc1a5d2ed7732dcc39377f0a5668');
  });

  test('a key that is not hexadecimal shows its message and keeps the text', async ({ page }) => {
    await page.goto('/hmac-generator?keyFormat=hex');
    await message(page).fill('hello');
    await key(page).fill('xyz');
    await expect(page.getByText('The key is not hexadecimal: use pairs of digits 0-9 and a-f')).toBeVisible();
    await expect(key(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(output(page)).toHaveValue('');
    await expect(message(page)).toHaveValue('hello');
    await key(page).fill('6b6579');
    await expect(output(page)).toHaveValue(createHmac('sha256', 'key').update('hello').digest('hex'));
  });
});
