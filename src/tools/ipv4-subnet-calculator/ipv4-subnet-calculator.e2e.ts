import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

const input = (page: Page) => page.getByRole('textbox', { name: 'An IPv4 address with or without mask' });
const output = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test.describe('IPv4 subnet calculator', () => {
  test('describes the default block and copies a value', async ({ page }) => {
    await allowClipboard(page);
    await page.goto('/ipv4-subnet-calculator');
    await expect(page).toHaveTitle('IPv4 subnet calculator - IT Tools');
    await expect(input(page)).toHaveValue('192.168.0.1/24');
    await expect(input(page)).toHaveAttribute('placeholder', 'The ipv4 address...');
    const expected: [string, string][] = [
      ['CIDR block', '192.168.0.0/24'],
      ['Network address', '192.168.0.0'],
      ['Netmask', '255.255.255.0'],
      ['Netmask in binary', '11111111.11111111.11111111.00000000'],
      ['CIDR notation', '/24'],
      ['Wildcard mask', '0.0.0.255'],
      ['Network size', '256'],
      ['Usable hosts', '254'],
      ['First usable address', '192.168.0.1'],
      ['Last usable address', '192.168.0.254'],
      ['Broadcast address', '192.168.0.255'],
      ['IP class', 'C'],
      ['Address type', 'Private (RFC 1918)'],
    ];
    for (const [name, value] of expected) await expect(output(page, name)).toHaveValue(value);

    await page.getByRole('button', { name: 'Copy Wildcard mask', exact: true }).click();
    await expect(page.getByText('Copied to the clipboard', { exact: true })).toBeVisible();
    expect(await readClipboard(page)).toBe('0.0.0.255');
  });

  test('a /31 has no broadcast address; a dotted mask is accepted', async ({ page }) => {
    await page.goto('/ipv4-subnet-calculator');
    await input(page).fill('10.0.0.7 255.255.255.254');
    await expect(output(page, 'CIDR block')).toHaveValue('10.0.0.6/31');
    await expect(output(page, 'Usable hosts')).toHaveValue('2');
    await expect(page.getByText('No broadcast address with this mask', { exact: true })).toBeVisible();
    await expect(output(page, 'Broadcast address')).toHaveCount(0);
  });

  test('Next and Previous walk the blocks and stop at the edges', async ({ page }) => {
    await page.goto('/ipv4-subnet-calculator');
    await page.getByRole('button', { name: 'Next block' }).click();
    await expect(input(page)).toHaveValue('192.168.1.0/24');
    await page.getByRole('button', { name: 'Previous block' }).click();
    await page.getByRole('button', { name: 'Previous block' }).click();
    await expect(input(page)).toHaveValue('192.167.255.0/24');

    await input(page).fill('0.0.0.0/0');
    await expect(output(page, 'Network size')).toHaveValue('4294967296');
    await expect(page.getByRole('button', { name: 'Previous block' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Next block' })).toBeDisabled();
  });

  test('an invalid address shows the message and hides the outputs', async ({ page }) => {
    await page.goto('/ipv4-subnet-calculator');
    await input(page).fill('192.168.1.300/24');
    await expect(page.getByText('We cannot parse this address, check the format', { exact: true })).toBeVisible();
    await expect(input(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(output(page, 'CIDR block')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Next block' })).toHaveCount(0);
    await expect(input(page)).toHaveValue('192.168.1.300/24');
    await input(page).fill('10.0.0.1/8');
    await expect(output(page, 'CIDR block')).toHaveValue('10.0.0.0/8');
  });
});
