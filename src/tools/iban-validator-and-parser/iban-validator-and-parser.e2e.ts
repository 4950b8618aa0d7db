import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

const iban = (page: Page) => page.getByRole('textbox', { name: 'IBAN', exact: true });
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test.describe('IBAN validator and parser', () => {
  test('a valid IBAN shows its breakdown; copy and example buttons work', async ({ page }) => {
    await allowClipboard(page);
    await page.goto('/iban-validator-and-parser');
    await expect(page).toHaveTitle('IBAN validator and parser - IT Tools');
    await expect(iban(page)).toHaveAttribute('placeholder', 'Enter an IBAN to check for validity...');
    await expect(field(page, 'Is IBAN valid?')).toHaveCount(0);

    await iban(page).fill('de89 3704-0044 0532 0130 00');
    await expect(field(page, 'Is IBAN valid?')).toHaveValue('Yes');
    await expect(field(page, 'IBAN errors')).toHaveCount(0);
    await expect(field(page, 'Is IBAN a QR-IBAN?')).toHaveValue('No');
    await expect(field(page, 'Country code')).toHaveValue('DE');
    await expect(field(page, 'BBAN')).toHaveValue('370400440532013000');
    await expect(field(page, 'IBAN friendly format')).toHaveValue('DE89 3704 0044 0532 0130 00');
    await expect(field(page, 'Country')).toHaveValue('Germany');
    await expect(field(page, 'SEPA country')).toHaveValue('Yes');
    await expect(field(page, 'Bank code')).toHaveValue('37040044');
    await expect(field(page, 'Account number')).toHaveValue('0532013000');

    await page.getByRole('button', { name: 'Copy BBAN' }).click();
    await expect.poll(() => readClipboard(page)).toBe('370400440532013000');

    await page.getByRole('button', { name: 'Use example GB29NWBK60161331926819' }).click();
    await expect(iban(page)).toHaveValue('GB29NWBK60161331926819');
    await expect(field(page, 'Branch code')).toHaveValue('601613');
    await page.getByRole('button', { name: 'Copy example FR7630006000011234567890189' }).click();
    await expect.poll(() => readClipboard(page)).toBe('FR7630006000011234567890189');
  });

  test('a QR-IBAN is valid and flagged', async ({ page }) => {
    await page.goto('/iban-validator-and-parser');
    await iban(page).fill('CH44 3199 9123 0008 8901 2');
    await expect(field(page, 'Is IBAN valid?')).toHaveValue('Yes');
    await expect(field(page, 'Is IBAN a QR-IBAN?')).toHaveValue('Yes');
    await expect(field(page, 'Country')).toHaveValue('Switzerland');
  });

  test('an invalid IBAN and junk list their errors and keep the friendly format', async ({ page }) => {
    await page.goto('/iban-validator-and-parser');
    await iban(page).fill('FR7630006060011234567890189');
    await expect(field(page, 'Is IBAN valid?')).toHaveValue('No');
    await expect(field(page, 'IBAN errors')).toHaveValue('Wrong account bank branch checksum\nWrong IBAN checksum');
    await expect(field(page, 'Country code')).toHaveValue('N/A');
    await expect(field(page, 'BBAN')).toHaveValue('N/A');
    await expect(field(page, 'IBAN friendly format')).toHaveValue('FR76 3000 6060 0112 3456 7890 189');
    await expect(field(page, 'Country')).toHaveCount(0);

    await iban(page).fill('hello');
    await expect(field(page, 'IBAN errors')).toHaveValue('No IBAN country');
    await expect(field(page, 'IBAN friendly format')).toHaveValue('HELL O');

    // 15,000 characters of junk with emoji (150,000 made Chromium 14x's input never settle under Playwright's fill).
    await iban(page).fill('x🙂<'.repeat(5_000));
    await expect(field(page, 'IBAN errors')).toHaveValue('No IBAN country');
    await expect(field(page, 'IBAN friendly format')).toHaveValue(/^X🙂<X 🙂<X🙂/u);
    await iban(page).fill('DE89370400440532013000');
    await expect(field(page, 'Is IBAN valid?')).toHaveValue('Yes');
  });
});
