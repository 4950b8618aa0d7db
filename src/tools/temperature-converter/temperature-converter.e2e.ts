import type { Page } from '@playwright/test';
import { expect, test } from '../../../e2e/fixtures';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test.describe('Temperature converter', () => {
  test('filling one scale recomputes all the others; decimal places re-render them', async ({ page }) => {
    await page.goto('/temperature-converter');
    await expect(page).toHaveTitle('Temperature converter - IT Tools');
    // On load Kelvin is 0.
    await expect(field(page, 'Kelvin')).toHaveValue('0');
    await expect(field(page, 'Newton')).toHaveValue('-90.14');
    await expect(field(page, 'Rømer')).toHaveValue('-135.9');

    await field(page, 'Celsius').fill('100');
    const expected = { Kelvin: '373.15', Celsius: '100', Fahrenheit: '212', Rankine: '671.67', Delisle: '0', Newton: '33', Réaumur: '80', Rømer: '60' };
    for (const [name, value] of Object.entries(expected)) await expect(field(page, name)).toHaveValue(value);

    await field(page, 'Fahrenheit').fill('98.6');
    await expect(field(page, 'Celsius')).toHaveValue('37');
    await field(page, 'Decimal places').fill('0');
    await expect(field(page, 'Kelvin')).toHaveValue('310');
    await expect(field(page, 'Fahrenheit')).toHaveValue('98.6');
    await field(page, 'Decimal places').fill('4');
    await expect(field(page, 'Newton')).toHaveValue('12.21');
    await expect(field(page, 'Rømer')).toHaveValue('26.925');
  });

  test('below absolute zero warns but still converts; clearing a field keeps the others', async ({ page }) => {
    await page.goto('/temperature-converter');
    await field(page, 'Celsius').fill('-300');
    await expect(page.getByText('This temperature is below absolute zero (0 K)')).toBeVisible();
    await expect(field(page, 'Kelvin')).toHaveValue('-26.85');
    await field(page, 'Celsius').fill('');
    await expect(field(page, 'Kelvin')).toHaveValue('-26.85');
    await expect(field(page, 'Celsius')).toHaveValue('');
    await field(page, 'Kelvin').fill('10');
    await expect(page.getByText('This temperature is below absolute zero (0 K)')).toHaveCount(0);
    await expect(field(page, 'Celsius')).toHaveValue('-263.15');
  });
});
