import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

const phone = (page: Page) => page.getByRole('textbox', { name: 'Phone number', exact: true });
const country = (page: Page) => page.getByRole('combobox', { name: 'Default country', exact: true });
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

// The default country follows the browser's language (the spec's test setup: en-GB).
test.use({ locale: 'en-GB' });

test.describe('Phone parser and formatter', () => {
  test('an international number is parsed; copy buttons copy their value', async ({ page }) => {
    await allowClipboard(page);
    await page.goto('/phone-parser-and-formatter');
    await expect(page).toHaveTitle('Phone parser and formatter - IT Tools');
    await expect(country(page)).toHaveValue('United Kingdom (+44)');
    await expect(phone(page)).toHaveAttribute('placeholder', 'Enter a phone number');

    await phone(page).fill('tel:+33 6 12 34 56 78');
    await expect(field(page, 'Country')).toHaveValue('FR');
    await expect(field(page, 'Country name')).toHaveValue('France');
    await expect(field(page, 'Country calling code')).toHaveValue('+33');
    await expect(field(page, 'Is valid?')).toHaveValue('Yes');
    await expect(field(page, 'Is possible?')).toHaveValue('Yes');
    await expect(field(page, 'Type')).toHaveValue('Mobile');
    await expect(field(page, 'International format')).toHaveValue('+33 6 12 34 56 78');
    await expect(field(page, 'National format')).toHaveValue('06 12 34 56 78');
    await expect(field(page, 'E.164 format')).toHaveValue('+33612345678');
    await expect(field(page, 'RFC3966 format')).toHaveValue('tel:+33612345678');

    await page.getByRole('button', { name: 'Copy E.164 format' }).click();
    await expect.poll(() => readClipboard(page)).toBe('+33612345678');
    await page.getByRole('button', { name: 'Copy all as JSON' }).click();
    await expect.poll(async () => JSON.parse(await readClipboard(page)) as unknown).toMatchObject({ country: 'FR', type: 'MOBILE', e164Format: '+33612345678' });
  });

  test('a national number follows the default country, found by its calling code', async ({ page }) => {
    await page.goto('/phone-parser-and-formatter');
    await phone(page).fill('030 123456');
    await expect(field(page, 'Country calling code')).toHaveValue('+44');
    await country(page).click();
    await country(page).fill('+49');
    await page.getByRole('option', { name: 'Germany (+49)' }).click();
    await expect(country(page)).toHaveValue('Germany (+49)');
    await expect(field(page, 'International format')).toHaveValue('+49 30 123456');
    await expect(field(page, 'E.164 format')).toHaveValue('+4930123456');
    await expect(field(page, 'Country')).toHaveValue('DE');
  });

  test('invalid input shows its message and hides the outputs', async ({ page }) => {
    await page.goto('/phone-parser-and-formatter');
    await phone(page).fill('06 12 34 56 78 ext');
    await expect(page.getByText('Invalid phone number', { exact: true })).toBeVisible();
    await expect(phone(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Country')).toHaveCount(0);
    await phone(page).fill('+999 1234');
    await expect(page.getByText('Invalid country calling code', { exact: true })).toBeVisible();
    await expect(country(page)).toHaveValue('United Kingdom (+44)');
    await phone(page).fill('');
    await expect(page.getByText('Invalid country calling code')).toHaveCount(0);
    await expect(field(page, 'Country')).toHaveCount(0);
  });
});
