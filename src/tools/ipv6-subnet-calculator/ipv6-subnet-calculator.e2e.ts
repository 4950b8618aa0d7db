import type { Page } from '@playwright/test';
import { expect, test } from '../../../e2e/fixtures';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test.describe('IPv6 subnet calculator', () => {
  test('describes a prefix, explains a mistake, pages through its subnets', async ({ page }) => {
    await page.goto('/ipv6-subnet-calculator');
    await expect(page).toHaveTitle('IPv6 subnet calculator - IT Tools');
    const input = field(page, 'An IPv6 address or prefix');
    await expect(input).toHaveValue('2001:db8:abcd::/48');
    await expect(field(page, 'Last address')).toHaveValue('2001:db8:abcd:ffff:ffff:ffff:ffff:ffff');
    await expect(field(page, 'Number of addresses')).toHaveValue('1208925819614629174706176');
    await expect(field(page, 'Address type')).toHaveValue('Documentation (RFC 3849, RFC 9637)');
    await expect(field(page, 'Reverse DNS')).toHaveValue('d.c.b.a.8.b.d.0.1.0.0.2.ip6.arpa');

    await input.fill('2001:db8::/129');
    await expect(page.getByText('The prefix length /129 is out of range: an IPv6 prefix has 0 to 128 bits.')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await input.fill('2001:db8:0:0:1::1/46');
    await expect(field(page, 'Prefix')).toHaveValue('2001:db8::/46');
    await expect(field(page, 'Compressed (RFC 5952)')).toHaveValue('2001:db8::1:0:0:1');
    await expect(page.getByText('/46 is not on a nibble boundary: it is delegated as 4 zones of /48.')).toBeVisible();

    const table = page.getByRole('table', { name: 'Subnets of the prefix' });
    await expect(page.getByText('262 144 subnets of /64 (2^18)')).toBeVisible();
    await expect(table.getByRole('row').nth(1)).toContainText('2001:db8::/64');
    await page.getByRole('button', { name: 'Last', exact: true }).click();
    await expect(table.getByRole('row').last()).toContainText('2001:db8:3:ffff::/64');
    await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeDisabled();
  });

  test('excludes private ranges from a full tunnel for WireGuard', async ({ page }) => {
    await page.goto('/ipv6-subnet-calculator?tab=exclude');
    await field(page, 'Blocks to keep').fill('0.0.0.0/0');
    await page.getByRole('button', { name: 'Private IPv4 (RFC 1918)' }).click();
    await page.getByRole('button', { name: 'Multicast and reserved' }).click();
    await expect(field(page, 'Blocks to exclude')).toHaveValue('10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16, 224.0.0.0/4, 240.0.0.0/4, ff00::/8');
    await page.getByText('Comma-separated (WireGuard)').click();
    const output = field(page, 'CIDR blocks');
    await expect(output).toHaveValue(/^0\.0\.0\.0\/5, 8\.0\.0\.0\/7, 11\.0\.0\.0\/8, 12\.0\.0\.0\/6, .*, 200\.0\.0\.0\/5, 208\.0\.0\.0\/4$/);
    await expect(page.getByText('30 blocks')).toBeVisible();

    await field(page, 'Blocks to exclude').fill('10.0.0.0/33');
    await expect(page.getByText('The prefix length /33 is out of range: an IPv4 prefix has 0 to 32 bits.')).toBeVisible();
    await expect(page.getByText('Line 1: 10.0.0.0/33')).toBeVisible();
  });
});
