import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

test.use({ timezoneId: 'Europe/Paris', locale: 'en-US' });

const dateInput = (page: Page) => page.getByRole('textbox', { name: 'Date to convert' });
const formatSelect = (page: Page) => page.getByRole('combobox', { name: 'Input format' });
const output = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function choose(page: Page, select: string, option: string) {
  await page.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('Date-time converter', () => {
  test('reads an ISO 8601 date, detects its format and writes all ten formats; copy', async ({ page }) => {
    await allowClipboard(page);
    await page.goto('/date-converter');
    await expect(page).toHaveTitle('Date-time converter - IT Tools');
    await expect(dateInput(page)).toBeFocused();
    await expect(formatSelect(page)).toHaveValue('Timestamp');

    await dateInput(page).fill('2023-04-12T23:10:24+02:00');
    await expect(formatSelect(page)).toHaveValue('ISO 8601');
    await expect(output(page, 'JS locale date string')).toHaveValue('Wed Apr 12 2023 23:10:24 GMT+0200 (Central European Summer Time)');
    await expect(output(page, 'ISO 8601')).toHaveValue('2023-04-12T23:10:24+02:00');
    await expect(output(page, 'ISO 9075')).toHaveValue('2023-04-12 23:10:24');
    await expect(output(page, 'RFC 3339')).toHaveValue('2023-04-12T23:10:24+02:00');
    await expect(output(page, 'RFC 7231')).toHaveValue('Wed, 12 Apr 2023 21:10:24 GMT');
    await expect(output(page, 'Unix timestamp')).toHaveValue('1681333824');
    await expect(output(page, 'Timestamp')).toHaveValue('1681333824000');
    await expect(output(page, 'UTC format')).toHaveValue('Wed, 12 Apr 2023 21:10:24 GMT');
    await expect(output(page, 'Mongo ObjectID')).toHaveValue('64371e400000000000000000');
    await expect(output(page, 'Excel date/time')).toHaveValue('45028.88222222222');
    await expect(page.getByText(/^Relative to now: \d+ years? ago$/)).toBeVisible();

    await page.getByRole('button', { name: 'Copy Mongo ObjectID' }).click();
    await expect.poll(() => readClipboard(page)).toBe('64371e400000000000000000');
  });

  test('choosing the input format by hand re-reads the text; the output zone rewrites the zoned formats', async ({ page }) => {
    await page.goto('/date-converter');
    await dateInput(page).fill('1681333824');
    await expect(formatSelect(page)).toHaveValue('Unix timestamp');
    await expect(output(page, 'ISO 8601')).toHaveValue('2023-04-12T23:10:24+02:00');

    await choose(page, 'Input format', 'Timestamp');
    await expect(output(page, 'ISO 8601')).toHaveValue('1970-01-20T12:02:13.824+01:00');

    await choose(page, 'Input format', 'Unix timestamp');
    await choose(page, 'Output time zone', 'UTC');
    await expect(page).toHaveURL(/[?&]timeZone=UTC(&|$)/);
    await expect(output(page, 'ISO 8601')).toHaveValue('2023-04-12T21:10:24Z');
    await expect(output(page, 'ISO 9075')).toHaveValue('2023-04-12 21:10:24');
    await expect(output(page, 'JS locale date string')).toHaveValue('Wed Apr 12 2023 21:10:24 GMT+0000 (Coordinated Universal Time)');
    await expect(output(page, 'Timestamp')).toHaveValue('1681333824000');
  });

  test('invalid text shows the message under the field and empties every output', async ({ page }) => {
    await page.goto('/date-converter');
    await dateInput(page).fill('45000.5');
    await expect(formatSelect(page)).toHaveValue('Excel date/time');
    await expect(output(page, 'ISO 8601')).toHaveValue('2023-03-15T13:00:00+01:00');

    await dateInput(page).fill('not a date');
    await expect(page.getByText('This date is invalid for this format')).toBeVisible();
    await expect(dateInput(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(dateInput(page)).toHaveValue('not a date');
    await expect(formatSelect(page)).toHaveValue('Excel date/time');
    for (const name of ['ISO 8601', 'Timestamp', 'Mongo ObjectID']) {
      await expect(output(page, name)).toHaveValue('');
      await expect(output(page, name)).toHaveAttribute('placeholder', 'Invalid date...');
    }

    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(dateInput(page)).toHaveValue('');
    await expect(page.getByText('This date is invalid for this format')).toBeHidden();
    await expect(output(page, 'Timestamp')).toHaveValue(/^\d{13}$/);
  });

  test('an empty field shows the current moment, ticking; "Now" freezes it into the field', async ({ page }) => {
    await page.goto('/date-converter');
    const first = Number(await output(page, 'Timestamp').inputValue());
    expect(Math.abs(first - Date.now())).toBeLessThan(60_000);
    await expect(output(page, 'Timestamp')).not.toHaveValue(String(first));

    await page.getByRole('button', { name: 'Now' }).click();
    await expect(dateInput(page)).toHaveValue(/^\d{13}$/);
    const frozen = await dateInput(page).inputValue();
    await expect(output(page, 'Timestamp')).toHaveValue(frozen);
    await expect(page.getByText(/^Relative to now: (now|\d+ seconds? ago)$/)).toBeVisible();
  });
});
