import type { Page } from '@playwright/test';
import { expect, test } from '../../../e2e/fixtures';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test.describe('Data unit converter', () => {
  test('converts exactly as you type in any unit, and times a transfer', async ({ page }) => {
    await page.goto('/data-unit-converter');
    await expect(page).toHaveTitle('Data unit converter - IT Tools');
    const quantity = field(page, 'Size or rate');
    await expect(quantity).toHaveValue('1.5 GiB');
    await expect(field(page, 'Megabyte')).toHaveValue('1610.612736');
    await expect(field(page, 'Gibibit')).toHaveValue('12');

    await field(page, 'Mebibyte').fill('1024');
    await expect(quantity).toHaveValue('1024 MiB');
    await expect(field(page, 'Gigabyte')).toHaveValue('1.073741824');
    await expect(field(page, 'Mebibyte')).toHaveValue('1024');

    await quantity.fill('300 Mbps');
    await expect(field(page, 'Megabyte per second')).toHaveValue('37.5');
    await quantity.fill('3 fish');
    await expect(page.getByText('“fish” is not a data unit', { exact: false })).toBeVisible();
    await expect(field(page, 'Megabyte per second')).toHaveValue('37.5');

    await expect(field(page, 'Duration')).toHaveValue('6 min 16 s');
    await field(page, 'Rate').fill('1 Gbit/s');
    await expect(field(page, 'Duration')).toHaveValue('37.6 s');
    await field(page, 'Rate').fill('1 GB');
    await expect(page.getByText('“1 GB” is a size: a rate needs /s or ps (e.g. 100 Mbit/s, 12 MB/s).')).toBeVisible();
  });
});
