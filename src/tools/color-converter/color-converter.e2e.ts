import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

test.describe('Color converter', () => {
  test('the default color everywhere; typing a name in Hex rewrites the others but not Hex; copy', async ({ page }) => {
    await allowClipboard(page);
    await page.goto('/color-converter');
    await expect(page).toHaveTitle('Color converter - IT Tools');
    await expect(field(page, 'Hex')).toHaveValue('#1ea54c');
    await expect(field(page, 'Name')).toHaveValue('seagreen');

    await field(page, 'Hex').fill('Olive');
    await expect(field(page, 'RGB')).toHaveValue('rgb(128, 128, 0)');
    await expect(field(page, 'HSL')).toHaveValue('hsl(60, 100%, 25%)');
    await expect(field(page, 'HWB')).toHaveValue('hwb(60 0% 50%)');
    await expect(field(page, 'LCH')).toHaveValue('lch(52.15% 56.81 99.57)');
    await expect(field(page, 'CMYK')).toHaveValue('device-cmyk(0% 0% 100% 50%)');
    await expect(field(page, 'Name')).toHaveValue('olive');
    await expect(field(page, 'Hex')).toHaveValue('Olive');
    await page.getByRole('button', { name: 'Copy RGB' }).click();
    await expect.poll(() => readClipboard(page)).toBe('rgb(128, 128, 0)');
  });

  test('alpha is kept; the contrast table follows the color', async ({ page }) => {
    await page.goto('/color-converter');
    await field(page, 'HSL').fill('rgba(255, 0, 0, 0.5)');
    await expect(field(page, 'Hex')).toHaveValue('#ff000080');
    await expect(field(page, 'HWB')).toHaveValue('hwb(0 0% 0% / 0.5)');
    await field(page, 'Hex').fill('#000');
    await expect(page.getByRole('row', { name: /White/ })).toContainText('21.00:1');
    await expect(field(page, 'OKLCH')).toHaveValue('oklch(0% 0 0)');
  });

  test('an invalid value shows its message under that field only', async ({ page }) => {
    await page.goto('/color-converter');
    await field(page, 'RGB').fill('rgb(1, 2)');
    await expect(page.getByText('Invalid rgb format.')).toBeVisible();
    await expect(field(page, 'RGB')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'RGB')).toHaveValue('rgb(1, 2)');
    await expect(field(page, 'Hex')).toHaveValue('#1ea54c');
    await expect(field(page, 'Hex')).not.toHaveAttribute('aria-invalid', 'true');
  });
});
