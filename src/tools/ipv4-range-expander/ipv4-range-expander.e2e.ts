import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

const start = (page: Page) => page.getByRole('textbox', { name: 'Start address', exact: true });
const end = (page: Page) => page.getByRole('textbox', { name: 'End address', exact: true });
const output = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test.describe('IPv4 range expander', () => {
  test('finds the covering block and the exact list, and copies it', async ({ page }) => {
    await allowClipboard(page);
    await page.goto('/ipv4-range-expander');
    await expect(page).toHaveTitle('IPv4 range expander - IT Tools');
    await expect(start(page)).toHaveValue('192.168.1.1');
    await expect(end(page)).toHaveValue('192.168.6.255');
    await end(page).fill('192.168.7.255');
    await expect(output(page, 'CIDR notation')).toHaveValue('192.168.0.0/21');
    await expect(output(page, 'Subnet start address')).toHaveValue('192.168.0.0');
    await expect(output(page, 'Subnet end address')).toHaveValue('192.168.7.255');
    await expect(output(page, 'Addresses in range')).toHaveValue('1791');
    await expect(output(page, 'Addresses in subnet')).toHaveValue('2048');

    await start(page).fill('10.0.0.1');
    await end(page).fill('10.0.0.17');
    const exact = '10.0.0.1/32\n10.0.0.2/31\n10.0.0.4/30\n10.0.0.8/29\n10.0.0.16/31';
    await expect(output(page, 'Exact CIDR blocks')).toHaveValue(exact);
    await page.getByRole('button', { name: 'Copy Exact CIDR blocks' }).click();
    await expect(page.getByText('Copied to the clipboard', { exact: true })).toBeVisible();
    expect(await readClipboard(page)).toBe(exact);
  });

  test('a reversed range shows the alert, and its button switches the fields', async ({ page }) => {
    await page.goto('/ipv4-range-expander');
    await start(page).fill('10.0.0.17');
    await end(page).fill('10.0.0.1');
    const alert = page.getByRole('alert').filter({ hasText: 'Invalid combination of start and end IPv4 address' });
    await expect(alert).toBeVisible();
    await expect(output(page, 'CIDR notation')).toHaveCount(0);
    await alert.getByRole('button', { name: 'Switch start and end IPv4 address' }).click();
    await expect(start(page)).toHaveValue('10.0.0.1');
    await expect(end(page)).toHaveValue('10.0.0.17');
    await expect(output(page, 'CIDR notation')).toHaveValue('10.0.0.0/27');
    await expect(alert).toHaveCount(0);
  });

  test('an invalid or cleared address shows the message under its field only', async ({ page }) => {
    await page.goto('/ipv4-range-expander');
    await start(page).fill('192.168.1.300');
    await expect(page.getByText('Invalid IPv4 address', { exact: true })).toHaveCount(1);
    await expect(start(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(end(page)).not.toHaveAttribute('aria-invalid', 'true');
    await expect(end(page)).toHaveValue('192.168.6.255');
    await expect(output(page, 'CIDR notation')).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear' }).first().click();
    await expect(start(page)).toHaveValue('');
    await expect(start(page)).toHaveAttribute('aria-invalid', 'true');
  });
});
