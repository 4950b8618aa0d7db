import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

const input = (page: Page) => page.getByRole('textbox', { name: 'IPv4 address', exact: true });
const output = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const NAMES = ['Dotted decimal', 'Decimal', 'Hexadecimal', 'Binary', 'IPv6', 'IPv6 (short)'];

test.describe('IPv4 address converter', () => {
  test('converts the default address into every format and copies one', async ({ page }) => {
    await allowClipboard(page);
    await page.goto('/ipv4-address-converter');
    await expect(page).toHaveTitle('IPv4 address converter - IT Tools');
    await expect(input(page)).toHaveValue('192.168.1.1');
    await expect(output(page, 'Decimal')).toHaveValue('3232235777');
    await expect(output(page, 'Hexadecimal')).toHaveValue('C0A80101');
    await expect(output(page, 'Binary')).toHaveValue('11000000101010000000000100000001');
    await expect(output(page, 'IPv6')).toHaveValue('0000:0000:0000:0000:0000:ffff:c0a8:0101');
    await expect(output(page, 'IPv6 (short)')).toHaveValue('::ffff:c0a8:101');
    await page.getByRole('button', { name: 'Copy Hexadecimal' }).click();
    await expect(page.getByText('Copied to the clipboard', { exact: true })).toBeVisible();
    expect(await readClipboard(page)).toBe('C0A80101');
  });

  test('converts back from a decimal or hexadecimal integer', async ({ page }) => {
    await page.goto('/ipv4-address-converter');
    await input(page).fill('0x0A000001');
    await expect(output(page, 'Dotted decimal')).toHaveValue('10.0.0.1');
    await expect(output(page, 'Hexadecimal')).toHaveValue('0A000001');
    await input(page).fill(' 3232235777 ');
    await expect(output(page, 'Dotted decimal')).toHaveValue('192.168.1.1');
  });

  test('an invalid address shows the message and empties every output', async ({ page }) => {
    await page.goto('/ipv4-address-converter');
    await input(page).fill('256.168.0.1');
    await expect(page.getByText('Invalid IPv4 address', { exact: true })).toBeVisible();
    await expect(input(page)).toHaveAttribute('aria-invalid', 'true');
    for (const name of NAMES) {
      await expect(output(page, name)).toHaveValue('');
      await expect(output(page, name)).toHaveAttribute('placeholder', 'Set a correct ipv4 address');
    }
    await expect(page.getByRole('button', { name: 'Copy Decimal' })).toBeDisabled();
  });
});
