import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test.describe('ETA calculator', () => {
  test('filling amount, rate, span, unit and start gives the duration and the end time, which copy', async ({ page }) => {
    await allowClipboard(page);
    await page.goto('/eta-calculator');
    await expect(page).toHaveTitle('ETA calculator - IT Tools');
    // Defaults: 186 elements, 3 every 5 minutes.
    await expect(field(page, 'Total duration')).toHaveValue('5 hours 10 minutes');
    await expect(field(page, 'Consumption started at')).toHaveValue(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    await field(page, 'Amount of elements to consume').fill('4000000');
    await field(page, 'Units consumed per time span').fill('20');
    await field(page, 'Time span').fill('1');
    await page.getByRole('combobox', { name: 'Time span unit', exact: true }).click();
    await page.getByRole('option', { name: 'seconds', exact: true }).click();
    await field(page, 'Consumption started at').fill('2024-02-28 12:00');
    await expect(field(page, 'Total duration')).toHaveValue('2 days 7 hours 33 minutes 20 seconds');
    await expect(field(page, 'End time')).toHaveValue('2024-03-01 19:33:20');
    await expect(field(page, 'It will end')).toHaveValue('01/03/2024');

    await page.getByRole('button', { name: 'Copy End time' }).click();
    await expect(page.getByText('Copied to the clipboard', { exact: true })).toBeVisible();
    expect(await readClipboard(page)).toBe('2024-03-01 19:33:20');
  });

  test('bad numbers and dates show their message under the field and empty the outputs they feed', async ({ page }) => {
    await page.goto('/eta-calculator');
    await field(page, 'Consumption started at').fill('2024-02-30 10:00');
    await expect(page.getByText('Invalid date, use the format YYYY-MM-DD HH:mm')).toBeVisible();
    await expect(field(page, 'Consumption started at')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'End time')).toHaveValue('');
    await expect(field(page, 'It will end')).toHaveValue('');
    await expect(field(page, 'Total duration')).toHaveValue('5 hours 10 minutes');

    await page.getByRole('button', { name: 'Now', exact: true }).click();
    await expect(field(page, 'Consumption started at')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'It will end')).toHaveValue(/^today at \d{2}:\d{2}$|^tomorrow at \d{2}:\d{2}$/);

    await field(page, 'Time span').fill('0');
    await expect(page.getByText('Enter a number greater than 0')).toBeVisible();
    await expect(field(page, 'Time span')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Total duration')).toHaveValue('');
    await expect(field(page, 'End time')).toHaveValue('');
    await expect(field(page, 'Amount of elements to consume')).toHaveValue('186');
  });
});
