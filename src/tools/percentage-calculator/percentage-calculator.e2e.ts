import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test.describe('Percentage calculator', () => {
  test('filling all four cards gives their results without floating-point noise; a result copies', async ({ page }) => {
    await allowClipboard(page);
    await page.goto('/percentage-calculator');
    await expect(page).toHaveTitle('Percentage calculator - IT Tools');
    await expect(field(page, 'Percentage of value')).toHaveValue('');
    await expect(field(page, 'Percentage of value')).toHaveAttribute('placeholder', 'Result');

    await field(page, 'Percentage').fill('10');
    await expect(field(page, 'Percentage of value')).toHaveValue('');
    await field(page, 'Of value').fill('3');
    await expect(field(page, 'Percentage of value')).toHaveValue('0.3');

    await field(page, 'Value').fill('123');
    await field(page, 'Total value').fill('456');
    await expect(field(page, 'Percent of total')).toHaveValue('26.9736842105263');

    await field(page, 'From').fill('50');
    await field(page, 'To').fill('20');
    await expect(field(page, 'Percentage increase/decrease')).toHaveValue('-60');

    await field(page, 'Part value').fill('30');
    await field(page, 'Part percentage').fill('20');
    await expect(field(page, 'Whole value')).toHaveValue('150');

    await page.getByRole('button', { name: 'Copy Percent of total' }).click();
    await expect(page.getByText('Copied to the clipboard', { exact: true })).toBeVisible();
    expect(await readClipboard(page)).toBe('26.9736842105263');
  });

  test('a zero divisor says so under its field and empties only that result', async ({ page }) => {
    await page.goto('/percentage-calculator');
    await field(page, 'Percentage').fill('123');
    await field(page, 'Of value').fill('456');
    await field(page, 'From').fill('0');
    await field(page, 'To').fill('5');
    await expect(page.getByText('Cannot be zero')).toBeVisible();
    await expect(field(page, 'From')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'To')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Percentage increase/decrease')).toHaveValue('');
    await expect(field(page, 'Percentage of value')).toHaveValue('560.88');
    await field(page, 'From').fill('0.1');
    await field(page, 'To').fill('0.3');
    await expect(field(page, 'Percentage increase/decrease')).toHaveValue('200');
    await expect(page.getByText('Cannot be zero')).toHaveCount(0);
  });
});
