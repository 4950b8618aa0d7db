import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

const port = (page: Page) => page.getByLabel('Random port', { exact: true });

test('a port is drawn on load; Refresh draws another in the same range; Copy copies it', async ({ page }) => {
  await page.goto('/random-port-generator');
  await expect(page).toHaveTitle('Random port generator - IT Tools');
  await expect(port(page)).toHaveValue(/^[1-9]\d{3,4}$/);
  expect(Number(await port(page).inputValue())).toBeGreaterThanOrEqual(1024);

  await page.getByLabel('Minimum port').fill('49152');
  await page.getByLabel('Maximum port').fill('49153');
  await expect(port(page)).toHaveValue(/^4915[23]$/);
  for (let index = 0; index < 5; index += 1) {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(port(page)).toHaveValue(/^4915[23]$/);
  }
  await expect(page.getByLabel('Minimum port')).toHaveValue('49152');

  await allowClipboard(page);
  const value = await port(page).inputValue();
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByText('Port copied to the clipboard')).toBeVisible();
  expect(await readClipboard(page)).toBe(value);
});

test('5000–5000 gives 5000; invalid inputs show errors and empty the output', async ({ page }) => {
  await page.goto('/random-port-generator');
  await page.getByLabel('Minimum port').fill('5000');
  await page.getByLabel('Maximum port').fill('5000');
  await expect(port(page)).toHaveValue('5000');

  await page.getByLabel('Maximum port').fill('4000');
  await expect(page.getByText('The maximum must be greater than or equal to the minimum.')).toBeVisible();
  await expect(port(page)).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeDisabled();

  await page.getByLabel('Maximum port').fill('6000');
  await page.getByLabel('Minimum port').fill('80');
  await expect(page.getByText('Enter a whole number between 1024 and 65535.')).toBeVisible();
  await expect(port(page)).toHaveValue('');
  await expect(page.getByLabel('Maximum port')).toHaveValue('6000');
});
