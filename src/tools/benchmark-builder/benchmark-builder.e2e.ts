import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const rowTexts = (page: Page) => page.getByRole('table', { name: 'Results' }).locator('tbody tr');

test.describe('Benchmark builder', () => {
  test('defaults give the ranked table, Markdown and chart; editing values and unit updates them; Markdown copies', async ({ page }) => {
    await allowClipboard(page);
    await page.goto('/benchmark-builder');
    await expect(page).toHaveTitle('Benchmark builder - IT Tools');
    await expect(rowTexts(page)).toHaveText(['1Suite 127.56.252.5', '2Suite 2210 (+2.5 ; x1.333)42']);
    await expect(field(page, 'Markdown table')).toHaveValue(/\| 2 \| Suite 2 \| 2 \| 10 \(\+2\.5 ; x1\.333\) \| 4 \| 2 \|$/);
    await expect(page.getByRole('img', { name: 'Mean per suite: Suite 1: 7.5, Suite 2: 10' })).toBeVisible();

    await field(page, 'Values of suite 2').fill('1\n3');
    await field(page, 'Unit').fill(' ms ');
    await expect(rowTexts(page)).toHaveText(['1Suite 222ms1ms²1ms', '2Suite 127.5ms (+5.5ms ; x3.75)6.25ms²2.5ms']);
    await expect(page.getByRole('img', { name: 'Mean per suite: Suite 2: 2ms, Suite 1: 7.5ms' })).toBeVisible();

    await page.getByRole('button', { name: 'Copy as markdown table' }).click();
    expect(await readClipboard(page)).toBe(
      [
        '| Position | Suite | Samples | Mean | Variance | Std. deviation |',
        '| --- | --- | --- | --- | --- | --- |',
        '| 1 | Suite 2 | 2 | 2ms | 1ms² | 1ms |',
        '| 2 | Suite 1 | 2 | 7.5ms (+5.5ms ; x3.75) | 6.25ms² | 2.5ms |',
      ].join('\n'),
    );
  });

  test('adding and deleting suites; an invalid token shows its message and the valid numbers still count', async ({ page }) => {
    await page.goto('/benchmark-builder');
    await page.getByRole('button', { name: 'Add suite' }).click();
    await expect(field(page, 'Name of suite 3')).toHaveValue('Suite 3');
    await field(page, 'Values of suite 3').fill('4 abc, 6; 1,5x');
    await expect(page.getByText('Not a number: abc, 1, 5x')).toHaveCount(0);
    await expect(page.getByText('Not a number: abc, 5x')).toBeVisible();
    await expect(field(page, 'Values of suite 3')).toHaveAttribute('aria-invalid', 'true');
    // 4, 6 and 1 count: mean 11 / 3.
    await expect(rowTexts(page).first()).toHaveText(/^1Suite 333\.667/);

    await page.getByRole('button', { name: 'Delete suite 1' }).click();
    await expect(field(page, 'Name of suite 3')).toHaveCount(0);
    await expect(field(page, 'Name of suite 1')).toHaveValue('Suite 2');
    await page.getByRole('button', { name: 'Delete suite 2' }).click();
    await expect(page.getByRole('button', { name: 'Delete suite 1' })).toBeDisabled();

    await page.getByRole('button', { name: 'Reset suites' }).click();
    await expect(field(page, 'Name of suite 2')).toHaveValue('Suite 2');
    await expect(field(page, 'Values of suite 1')).toHaveValue('');
    await expect(rowTexts(page)).toHaveCount(0);
    await expect(page.getByRole('img', { name: /Mean per suite/ })).toHaveCount(0);
  });
});
