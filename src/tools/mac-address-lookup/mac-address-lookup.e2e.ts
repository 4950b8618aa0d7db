import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

const mac = (page: Page) => page.getByRole('textbox', { name: 'MAC address', exact: true });
const vendor = (page: Page) => page.getByRole('textbox', { name: 'Vendor info', exact: true });
const addressType = (page: Page) => page.getByRole('textbox', { name: 'Address type', exact: true });
const DATA = /\/assets\/oui-vendors[^/]*\.txt$/;

test.describe('MAC address lookup', () => {
  test('finds the vendor of the default address and copies it', async ({ page }) => {
    await allowClipboard(page);
    await page.goto('/mac-address-lookup');
    await expect(page).toHaveTitle('MAC address lookup - IT Tools');
    await expect(mac(page)).toHaveValue('20:37:06:12:34:56');
    await expect(vendor(page)).toHaveValue(/^Cisco Systems, Inc\n/);
    await expect(addressType(page)).toHaveValue('Universally administered unicast');
    await page.getByRole('button', { name: 'Copy vendor info' }).click();
    await expect(page.getByText('Copied to the clipboard', { exact: true })).toBeVisible();
    expect(await readClipboard(page)).toMatch(/^Cisco Systems, Inc\n.+\nUnited States$/s);

    // The longest prefix wins: an MA-S block inside the IEEE Registration Authority's MA-L block.
    await mac(page).fill('001bc5001abc');
    await expect(vendor(page)).toHaveValue('OpenRB.com, Direct SIA\nE. Birznieka-Upisha\nRiga LV-1050\nLatvia');
  });

  test('a locally administered address: unknown vendor, copy disabled, type explained', async ({ page }) => {
    await page.goto('/mac-address-lookup');
    await expect(vendor(page)).toHaveValue(/Cisco/);
    await mac(page).fill('02-00-5E-10-00-01');
    await expect(page.getByText('Unknown vendor for this address', { exact: true })).toBeVisible();
    await expect(vendor(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Copy vendor info' })).toBeDisabled();
    await expect(addressType(page)).toHaveValue('Locally administered unicast');
    await mac(page).fill('FF:FF:FF:FF:FF:FF');
    await expect(addressType(page)).toHaveValue('Broadcast');
  });

  test('an invalid address shows the message and hides both outputs', async ({ page }) => {
    await page.goto('/mac-address-lookup');
    await mac(page).fill('20:37:0G:12:34:56');
    await expect(page.getByText('Invalid MAC address', { exact: true })).toBeVisible();
    await expect(mac(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(vendor(page)).toHaveCount(0);
    await expect(addressType(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(mac(page)).toHaveValue('');
    await mac(page).fill('0000.0c12.3456');
    await expect(vendor(page)).toHaveValue(/^Cisco Systems, Inc\n/);
  });

  test('the database loads only on this page, and a failed load offers Retry', async ({ page }) => {
    const dataRequests: string[] = [];
    page.on('request', (request) => {
      if (DATA.test(new URL(request.url()).pathname)) dataRequests.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'All the tools' })).toBeVisible();
    expect(dataRequests).toEqual([]);

    let fail = true;
    await page.context().route(DATA, (route) => (fail ? route.abort() : route.continue()));
    await page.goto('/mac-address-lookup');
    await expect(page.getByText('Could not load the vendor database', { exact: true })).toBeVisible();
    await expect(mac(page)).toBeEditable();
    await mac(page).fill('00:00:0C:12:34:56');
    await expect(addressType(page)).toHaveValue('Universally administered unicast');
    fail = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(vendor(page)).toHaveValue(/^Cisco Systems, Inc\n/);
    expect(dataRequests.length).toBeGreaterThan(0);
  });
});
