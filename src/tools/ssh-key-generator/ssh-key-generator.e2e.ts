import type { Page } from '@playwright/test';
import { expect, test } from '../../../e2e/fixtures';
import { loadKey, writePublicLine } from './key-formats';
import { ED_PUB, RSA_PKCS1, RSA_PUB } from './example-keys';
import { RSA_PKCS8 } from './test-vectors';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test.describe('SSH key generator', () => {
  test('generates an Ed25519 pair, with its fingerprint, comment and passphrase', async ({ page }) => {
    await page.goto('/ssh-key-generator');
    await expect(page).toHaveTitle('SSH key generator - IT Tools');
    await expect(field(page, 'Public key')).toHaveValue(/^ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI[A-Za-z0-9+/]{43}$/);
    await expect(field(page, 'Fingerprint')).toHaveValue(/^256 SHA256:[A-Za-z0-9+/]{43} no comment \(ED25519\)$/);
    await expect(field(page, 'Private key')).toHaveValue(/^-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ/);

    await field(page, 'Comment').fill('me@laptop');
    await expect(field(page, 'Public key')).toHaveValue(/ me@laptop$/);
    await expect(field(page, 'Fingerprint')).toHaveValue(/ me@laptop \(ED25519\)$/);

    // Encrypted as ssh-keygen does (aes256-ctr, bcrypt_pbkdf): it opens with the passphrase and holds the same key.
    await page.getByLabel('New passphrase', { exact: true }).fill('correct horse');
    await expect(field(page, 'Private key')).toHaveValue(/^-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAACmFlczI1Ni1jdHIAAAAGYmNyeXB0/);
    const opened = await loadKey(await field(page, 'Private key').inputValue(), 'correct horse');
    expect(writePublicLine(opened.publicKey, opened.comment)).toBe(await field(page, 'Public key').inputValue());

    await page.getByRole('combobox', { name: 'Private key format', exact: true }).click();
    await page.getByRole('option', { name: 'PuTTY (.ppk version 3)' }).click();
    await expect(field(page, 'Private key')).toHaveValue(/^PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: aes256-cbc\nComment: me@laptop\n/);
  });

  test('opens a pasted key, converts it, and explains what is wrong with a broken one', async ({ page }) => {
    await page.goto('/ssh-key-generator');
    await page.getByText('Use an existing key', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Use an existing key' })).toBeChecked();
    await field(page, 'Existing key').fill(RSA_PKCS1);
    // ssh-keygen -l -f rsa.pem; ssh-keygen -y -f rsa.pem
    await expect(field(page, 'Fingerprint')).toHaveValue('1024 SHA256:Mzeji8053ygpbsv6FEitqowmqQGJZb64Rd+IWmGNTj0 no comment (RSA)');
    await expect(field(page, 'Public key')).toHaveValue(RSA_PUB.replace(' rsa1024\n', ''));
    await page.getByRole('combobox', { name: 'Private key format', exact: true }).click();
    await page.getByRole('option', { name: 'PEM, PKCS#8 (BEGIN PRIVATE KEY)' }).click();
    await expect(field(page, 'Private key')).toHaveValue(RSA_PKCS8);

    await field(page, 'Existing key').fill(RSA_PKCS1.replace('MIICXQIBAAKBgQDih4sfJFxwTezfW', 'MIICXQIBAAKBgQDih4sf!!'));
    await expect(page.getByText('This PKCS#1 RSA private key is damaged')).toBeVisible();
    await expect(field(page, 'Existing key')).toHaveAttribute('aria-invalid', 'true');

    await field(page, 'Existing key').fill(ED_PUB);
    await expect(field(page, 'Fingerprint')).toHaveValue('256 SHA256:2fFlsRY2764+7/qnMxLUMxprXIqz5GbR3ghPOZqUxUk alice@example (ED25519)');
    await expect(page.getByText('This is a public key: there is no private key to write.')).toBeVisible();
  });
});
