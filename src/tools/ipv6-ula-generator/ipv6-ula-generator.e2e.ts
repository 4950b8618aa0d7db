import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

const output = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const mac = (page: Page) => page.getByRole('textbox', { name: 'MAC address', exact: true });
const subnet = (page: Page) => page.getByRole('textbox', { name: 'Subnet ID', exact: true });
const P = 'fd[0-9a-f]{2}:[0-9a-f]{4}:[0-9a-f]{4}';

test.describe('IPv6 ULA generator', () => {
  test('shows an RFC 4193 prefix and its blocks, and copies one', async ({ page }) => {
    await allowClipboard(page);
    await page.goto('/ipv6-ula-generator');
    await expect(page).toHaveTitle('IPv6 ULA generator - IT Tools');
    await expect(output(page, 'IPv6 ULA')).toHaveValue(new RegExp(`^${P}::/48$`));
    const ula = await output(page, 'IPv6 ULA').inputValue();
    const prefix = ula.replace('::/48', '');
    await expect(output(page, 'First routable block')).toHaveValue(`${prefix}:0::/64`);
    await expect(output(page, 'Last routable block')).toHaveValue(`${prefix}:ffff::/64`);
    await expect(output(page, 'Chosen subnet')).toHaveValue(`${prefix}:1::/64`);
    await page.getByRole('button', { name: 'Copy IPv6 ULA' }).click();
    await expect(page.getByText('Copied to the clipboard', { exact: true })).toBeVisible();
    expect(await readClipboard(page)).toBe(ula);
  });

  test('the subnet ID changes only the chosen subnet; Refresh changes the Global ID', async ({ page }) => {
    await page.goto('/ipv6-ula-generator');
    await expect(output(page, 'IPv6 ULA')).toHaveValue(new RegExp(`^${P}::/48$`));
    const ula = await output(page, 'IPv6 ULA').inputValue();
    const prefix = ula.replace('::/48', '');
    await subnet(page).fill('002A');
    await expect(output(page, 'Chosen subnet')).toHaveValue(`${prefix}:2a::/64`);
    await expect(output(page, 'IPv6 ULA')).toHaveValue(ula);
    await subnet(page).fill('12345');
    await expect(page.getByText('Subnet ID must be 1 to 4 hexadecimal digits', { exact: true })).toBeVisible();
    await expect(output(page, 'Chosen subnet')).toHaveCount(0);
    await expect(output(page, 'IPv6 ULA')).toHaveValue(ula);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(output(page, 'IPv6 ULA')).not.toHaveValue(ula);
    await expect(output(page, 'IPv6 ULA')).toHaveValue(new RegExp(`^${P}::/48$`));
  });

  test('an invalid MAC address hides the outputs', async ({ page }) => {
    await page.goto('/ipv6-ula-generator');
    await expect(output(page, 'IPv6 ULA')).toHaveValue(new RegExp(`^${P}::/48$`));
    await mac(page).fill('20:37:06');
    await expect(page.getByText('Invalid MAC address', { exact: true })).toBeVisible();
    await expect(mac(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(output(page, 'IPv6 ULA')).toHaveCount(0);
    await expect(subnet(page)).toHaveValue('1');
    await mac(page).fill('0200.5e10.0001');
    await expect(output(page, 'IPv6 ULA')).toHaveValue(new RegExp(`^${P}::/48$`));
  });
});
