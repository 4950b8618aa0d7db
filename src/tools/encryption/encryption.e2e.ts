import CryptoJS from 'crypto-js';
import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

const box = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
async function choose(page: Page, select: string, option: string) {
  await page.getByRole('combobox', { name: select, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('Encrypt / decrypt text', () => {
  test('opens on a working round trip and copies the ciphertext', async ({ page }) => {
    await allowClipboard(page);
    await page.goto('/encryption');
    await expect(page).toHaveTitle('Encrypt / decrypt text - IT Tools');
    await expect(box(page, 'Decrypted text')).toHaveValue('Lorem ipsum dolor sit amet');
    await expect(box(page, 'Encrypted text')).toHaveValue(/^U2FsdGVkX1[A-Za-z0-9+/]+=*$/);

    await box(page, 'Text to encrypt').fill('Crème brûlée 🔐');
    await expect.poll(async () => CryptoJS.AES.decrypt(await box(page, 'Encrypted text').inputValue(), 'my secret key').toString(CryptoJS.enc.Utf8)).toBe('Crème brûlée 🔐');
    await expect(page.getByText(/printf '%s' 'Crème brûlée 🔐' \| openssl enc -aes-256-cbc -md md5 -pass 'pass:my secret key' -a -A/)).toBeVisible();

    const ciphertext = await box(page, 'Encrypted text').inputValue();
    await page.getByRole('button', { name: 'Copy encrypted text' }).click();
    await expect(page.getByText('Encrypted text copied to the clipboard')).toBeVisible();
    expect(await readClipboard(page)).toBe(ciphertext);
  });

  test('TripleDES output decrypts with TripleDES; /cypher redirects here', async ({ page }) => {
    await page.goto('/cypher');
    await expect(page).toHaveURL(/\/encryption/);
    await choose(page, 'Encryption algorithm', 'TripleDES');
    await box(page, 'Encryption secret key').fill('k€y');
    await box(page, 'Text to encrypt').fill('Ünïcödé ✓');
    await expect(box(page, 'Encrypted text')).toHaveValue(/^U2FsdGVkX1/);
    const ciphertext = await box(page, 'Encrypted text').inputValue();
    expect(CryptoJS.TripleDES.decrypt(ciphertext, 'k€y').toString(CryptoJS.enc.Utf8)).toBe('Ünïcödé ✓');

    await box(page, 'Text to decrypt').fill(ciphertext);
    await box(page, 'Decryption secret key').fill('k€y');
    await choose(page, 'Decryption algorithm', 'TripleDES');
    await expect(box(page, 'Decrypted text')).toHaveValue('Ünïcödé ✓');
    await expect(page).toHaveURL(/decryptAlgorithm=TripleDES/);
  });

  test('a wrong key, wrong algorithm or bad Base64 shows the error; the encrypt side keeps working', async ({ page }) => {
    await page.goto('/encryption');
    await expect(box(page, 'Decrypted text')).toHaveValue('Lorem ipsum dolor sit amet');
    const alert = page.getByRole('alert').filter({ hasText: 'Error while decrypting' });

    await box(page, 'Decryption secret key').fill('my secret kez');
    await expect(alert).toContainText('Unable to decrypt your text');
    await expect(box(page, 'Decrypted text')).toHaveCount(0);
    await box(page, 'Text to encrypt').fill('still encrypting');
    await expect.poll(async () => CryptoJS.AES.decrypt(await box(page, 'Encrypted text').inputValue(), 'my secret key').toString(CryptoJS.enc.Utf8)).toBe('still encrypting');

    await page.getByRole('button', { name: 'Clear Decryption secret key' }).click();
    await box(page, 'Decryption secret key').fill('my secret key');
    await expect(box(page, 'Decrypted text')).toHaveValue('Lorem ipsum dolor sit amet');
    await choose(page, 'Decryption algorithm', 'Rabbit');
    await expect(alert).toBeVisible();
    await choose(page, 'Decryption algorithm', 'AES');
    await box(page, 'Text to decrypt').fill('not base64 at all!');
    await expect(alert).toBeVisible();
    await expect(box(page, 'Text to decrypt')).toHaveValue('not base64 at all!');
    await box(page, 'Text to decrypt').fill('');
    await expect(box(page, 'Decrypted text')).toHaveValue('');
    await expect(alert).toHaveCount(0);
  });

  test('raw keys validate their length and match openssl; AES-GCM round-trips', async ({ page }) => {
    await page.goto('/encryption');
    const decryptCard = page.getByRole('region', { name: 'Decrypt' });
    await decryptCard.getByText('Raw key (hex)').click();
    await box(page, 'Decryption key (hex)').fill('0011');
    await expect(page.getByText('The key must be 32, 48, or 64 hexadecimal characters')).toBeVisible();
    await expect(box(page, 'Decryption key (hex)')).toHaveAttribute('aria-invalid', 'true');
    await box(page, 'Decryption key (hex)').fill('000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f');
    await box(page, 'Decryption IV (hex)').fill('f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff');
    await box(page, 'Text to decrypt').fill('xweCRaZRFETZ6Vzeoh9Yqw==');
    await expect(box(page, 'Decrypted text')).toHaveValue('Hello raw 🌍');
    await expect(page.getByText(/echo 'xweCRaZRFETZ6Vzeoh9Yqw==' \| openssl enc -d -aes-256-cbc -K 0001/)).toBeVisible();

    await choose(page, 'Encryption algorithm', 'AES-256-GCM (PBKDF2)');
    await box(page, 'Text to encrypt').fill('authenticated');
    await expect(box(page, 'Encrypted text')).toHaveValue(/^[A-Za-z0-9+/]{40,}=*$/, { timeout: 15_000 });
    await decryptCard.getByText('Passphrase', { exact: true }).click();
    await box(page, 'Text to decrypt').fill(await box(page, 'Encrypted text').inputValue());
    await choose(page, 'Decryption algorithm', 'AES-256-GCM (PBKDF2)');
    await expect(box(page, 'Decrypted text')).toHaveValue('authenticated', { timeout: 15_000 });
  });
});
