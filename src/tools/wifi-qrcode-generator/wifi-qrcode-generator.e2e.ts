import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/wifi-qrcode-generator');
});

const content = (page: Page) => page.getByLabel('QR code content', { exact: true });

test('hints lead to a WPA payload with escaping, a QR image and a copyable content', async ({ page }) => {
  await expect(page).toHaveTitle('WiFi QR Code generator - IT Tools');
  await expect(page.getByText('Enter the network name (SSID).')).toBeVisible();
  await expect(content(page)).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Download PNG' })).toBeDisabled();

  await page.getByLabel('SSID', { exact: true }).fill('My;Net');
  await expect(page.getByText('Enter the network password.').first()).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('pa:ss');
  await expect(content(page)).toHaveValue('WIFI:S:My\\;Net;T:WPA;P:pa\\:ss;;');
  await expect(page.getByText('WPA passwords are 8 to 63 characters long.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'WiFi QR code' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('pa:ssword');
  await expect(page.getByText('WPA passwords are 8 to 63 characters long.')).toBeHidden();

  await page.getByLabel('Hidden SSID').check();
  await expect(content(page)).toHaveValue('WIFI:S:My\\;Net;T:WPA;P:pa\\:ssword;H:true;;');
  await allowClipboard(page);
  await page.getByRole('button', { name: 'Copy content' }).click();
  await expect.poll(() => readClipboard(page)).toBe('WIFI:S:My\\;Net;T:WPA;P:pa\\:ssword;H:true;;');
});

test('switching the method shows and hides the right fields', async ({ page }) => {
  await page.getByLabel('SSID', { exact: true }).fill('Cafe');
  const method = page.getByRole('combobox', { name: 'Encryption method' });
  await method.click();
  await page.getByRole('option', { name: 'No password' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
  await expect(content(page)).toHaveValue('WIFI:S:Cafe;;');

  await method.click();
  await page.getByRole('option', { name: 'WPA2-EAP' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('pw');
  await expect(page.getByText('Choose an EAP method.').first()).toBeVisible();
  await page.getByRole('combobox', { name: 'EAP method' }).click();
  await page.getByRole('option', { name: 'PEAP' }).click();
  await expect(page.getByText('Enter an identity, or tick Anonymous.').first()).toBeVisible();
  await page.getByLabel('Identity', { exact: true }).fill('alice');
  await expect(content(page)).toHaveValue('WIFI:S:Cafe;T:WPA2-EAP;P:pw;E:PEAP;I:alice;;');
  await page.getByLabel('Anonymous').check();
  await expect(page.getByLabel('Identity', { exact: true })).toBeDisabled();
  await page.getByRole('combobox', { name: 'EAP Phase 2 method' }).click();
  await page.getByRole('option', { name: 'MSCHAPV2' }).click();
  await expect(content(page)).toHaveValue('WIFI:S:Cafe;T:WPA2-EAP;P:pw;E:PEAP;PH2:MSCHAPV2;A:anon;;');
  await expect(page.getByRole('img', { name: 'WiFi QR code' })).toBeVisible();
});
