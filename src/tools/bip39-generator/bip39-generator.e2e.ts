import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

const entropy = (page: Page) => page.getByRole('textbox', { name: 'Entropy (seed)', exact: true });
const mnemonic = (page: Page) => page.getByRole('textbox', { name: 'Passphrase (mnemonic)', exact: true });
const seed = (page: Page) => page.getByRole('textbox', { name: 'Seed (hex)', exact: true });

async function choose(page: Page, select: string, option: string) {
  await page.getByRole('main').getByRole('combobox', { name: select, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('BIP39 passphrase generator', () => {
  test('entropy and mnemonic convert both ways, the seed follows, copy works', async ({ page }) => {
    await allowClipboard(page);
    await page.goto('/bip39-generator');
    await expect(page).toHaveTitle('BIP39 passphrase generator - IT Tools');
    await expect(entropy(page)).toHaveValue(/^[0-9a-f]{32}$/);
    await expect(mnemonic(page)).toHaveValue(/^[a-z]+( [a-z]+){11}$/);

    // Official vector (trezor vectors.json).
    await entropy(page).fill('9E885D952AD362CAEB4EFE34A8E91BD2');
    await expect(mnemonic(page)).toHaveValue('ozone drill grab fiber curtain grace pudding thank cruise elder eight picnic');
    await page.getByRole('button', { name: 'Copy passphrase', exact: true }).click();
    await expect(page.getByText('Passphrase copied to the clipboard')).toBeVisible();
    expect(await readClipboard(page)).toBe('ozone drill grab fiber curtain grace pudding thank cruise elder eight picnic');

    await mnemonic(page).fill('  Abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon ABOUT ');
    await expect(entropy(page)).toHaveValue('00000000000000000000000000000000');
    await page.getByLabel('BIP39 passphrase', { exact: true }).fill('TREZOR');
    await expect(seed(page)).toHaveValue(
      'c55257c360c07c72029aebc1b53c05ed0362ada38ead3e3e9efa3708e53495531f09a6987599d18264c1e1c92f2cf141630c7a3c4ab7c81b2f001698e7463b04',
    );
    await page.getByRole('button', { name: 'Copy entropy', exact: true }).click();
    await expect(page.getByText('Entropy copied to the clipboard')).toBeVisible();
    expect(await readClipboard(page)).toBe('00000000000000000000000000000000');
  });

  test('language and word count', async ({ page }) => {
    await page.goto('/bip39-generator');
    await entropy(page).fill('00000000000000000000000000000000');
    await choose(page, 'Language', 'Japanese');
    await expect(mnemonic(page)).toHaveValue(`${'あいこくしん\u3000'.repeat(11)}あおぞら`);
    await expect(page).toHaveURL(/[?&]language=japanese(&|$)/);

    await choose(page, 'Word count', '24 words');
    await expect(entropy(page)).toHaveValue(/^[0-9a-f]{64}$/);
    await page.getByRole('button', { name: 'Refresh entropy', exact: true }).click();
    await expect(entropy(page)).toHaveValue(/^[0-9a-f]{64}$/);
    expect((await mnemonic(page).inputValue()).split('\u3000')).toHaveLength(24);
  });

  test('bad entropy and a bad mnemonic show their messages', async ({ page }) => {
    await page.goto('/bip39-generator');
    await entropy(page).fill('00zz');
    await expect(page.getByText('Entropy should be an hexadecimal string', { exact: true })).toBeVisible();
    await expect(mnemonic(page)).toHaveValue('');
    await entropy(page).fill('0000');
    await expect(page.getByText('Entropy must be 16 to 32 bytes (32 to 64 hex characters), in steps of 4 bytes', { exact: true })).toBeVisible();

    const typed = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon';
    await mnemonic(page).fill(typed);
    await expect(page.getByText('Invalid mnemonic', { exact: true })).toBeVisible();
    await expect(mnemonic(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(entropy(page)).toHaveValue('');
    await expect(mnemonic(page)).toHaveValue(typed);
    await expect(seed(page)).toHaveValue('');

    await mnemonic(page).fill('x'.repeat(200_000));
    await expect(page.getByText('Invalid mnemonic', { exact: true })).toBeVisible();
    await mnemonic(page).fill('letter advice cage absurd amount doctor acoustic avoid letter advice cage above');
    await expect(entropy(page)).toHaveValue('80808080808080808080808080808080');
  });
});
