import { createPrivateKey, createPublicKey } from 'node:crypto';
import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

const publicKey = (page: Page) => page.getByRole('textbox', { name: 'Public key', exact: true });
const privateKey = (page: Page) => page.getByRole('textbox', { name: 'Private key', exact: true });
const bits = (page: Page) => page.getByRole('textbox', { name: 'Bits', exact: true });

test.describe('RSA key pair generator', () => {
  test('generates a 2048-bit pair on load, copies it and refreshes it', async ({ page }) => {
    await allowClipboard(page);
    await page.goto('/rsa-key-pair-generator');
    await expect(page).toHaveTitle('RSA key pair generator - IT Tools');
    await expect(publicKey(page)).toHaveValue(/^-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8A[\s\S]+-----END PUBLIC KEY-----\n$/);
    await expect(privateKey(page)).toHaveValue(/^-----BEGIN PRIVATE KEY-----\n/);
    const pem = await privateKey(page).inputValue();
    const key = createPrivateKey(pem);
    expect(key.asymmetricKeyDetails?.modulusLength).toBe(2048);
    expect(createPublicKey(key).export({ format: 'pem', type: 'spki' })).toBe(await publicKey(page).inputValue());
    await expect(page.getByRole('textbox', { name: 'OpenSSH public key', exact: true })).toHaveValue(/^ssh-rsa AAAAB3NzaC1yc2EAAAADAQAB/);
    await expect(page.getByRole('textbox', { name: 'SHA-256 fingerprint', exact: true })).toHaveValue(/^SHA256:[A-Za-z0-9+/]{43}$/);

    await page.getByRole('button', { name: 'Copy public key', exact: true }).click();
    await expect(page.getByText('Public key copied to the clipboard')).toBeVisible();
    expect(await readClipboard(page)).toBe(await publicKey(page).inputValue());
    await page.getByRole('button', { name: 'Copy private key', exact: true }).click();
    await expect(page.getByText('Private key copied to the clipboard')).toBeVisible();
    expect(await readClipboard(page)).toBe(pem);

    await page.getByRole('button', { name: 'Refresh key-pair', exact: true }).click();
    await expect(privateKey(page)).not.toHaveValue(pem);
    await expect(privateKey(page)).toHaveValue(/^-----BEGIN PRIVATE KEY-----\n/);
  });

  // The longest main-thread task of a 4096-bit generation is a figure of rsa-key-pair-generator.page-bench.mjs (npm run bench), not a timed assertion here.
  test('a 4096-bit pair as PKCS#1', async ({ page }) => {
    await page.goto('/rsa-key-pair-generator?privateFormat=pkcs1');
    await expect(privateKey(page)).toHaveValue(/^-----BEGIN RSA PRIVATE KEY-----\n/);
    const before = await privateKey(page).inputValue();
    await bits(page).fill('4096');
    await expect(page.getByText('Generating a 4096-bit key pair…')).toBeVisible();
    await expect(privateKey(page)).not.toHaveValue(before, { timeout: 60_000 });
    await expect(privateKey(page)).toHaveValue(/^-----BEGIN RSA PRIVATE KEY-----\n/);
    const key = createPrivateKey({ key: await privateKey(page).inputValue(), format: 'pem', type: 'pkcs1' });
    expect(key.asymmetricKeyDetails?.modulusLength).toBe(4096);
    await expect(page).toHaveURL(/[?&]bits=4096(&|$)/);
  });

  test('invalid sizes show the message and empty both keys', async ({ page }) => {
    await page.goto('/rsa-key-pair-generator');
    await expect(publicKey(page)).toHaveValue(/BEGIN PUBLIC KEY/);
    for (const value of ['2050', '1000', '20000', '']) {
      await bits(page).fill(value);
      await expect(page.getByText('Bits should be 1024 <= bits <= 16384 and be a multiple of 8', { exact: true })).toBeVisible();
      await expect(bits(page)).toHaveAttribute('aria-invalid', 'true');
      await expect(publicKey(page)).toHaveValue('');
      await expect(privateKey(page)).toHaveValue('');
    }
    await expect(page.getByRole('button', { name: 'Refresh key-pair', exact: true })).toBeDisabled();
    await bits(page).fill('1024');
    await expect(page.getByText('Keys shorter than 2048 bits are not considered secure')).toBeVisible();
    await expect(publicKey(page)).toHaveValue(/^-----BEGIN PUBLIC KEY-----\nMIGfMA0GCSqGSIb3DQEBAQUAA4GNA/);
  });
});
