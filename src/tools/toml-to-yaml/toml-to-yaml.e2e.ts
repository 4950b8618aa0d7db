import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

const input = (page: Page) => page.getByLabel('Your TOML', { exact: true });
const output = (page: Page) => page.getByLabel('YAML from your TOML', { exact: true });

test.beforeEach(async ({ page }) => {
  await page.goto('/toml-to-yaml');
});

test('converts TOML to YAML as you type, with comments, and copies it', async ({ page }) => {
  await expect(page).toHaveTitle('TOML to YAML - IT Tools');
  await expect(input(page)).toHaveAttribute('placeholder', 'Paste your TOML here...');
  await allowClipboard(page);
  await input(page).fill('# servers\ntitle = "x"\n\n[server]\nports = [8000, 8001] # http\ndob = 1979-05-27T07:32:00Z\n\n[[products]]\nname = "Hammer"');
  const expected = '# servers\ntitle: x\nserver:\n  ports: # http\n    - 8000\n    - 8001\n  dob: 1979-05-27T07:32:00.000Z\nproducts:\n  - name: Hammer';
  await expect(output(page)).toHaveValue(expected);
  await page.getByRole('button', { name: 'Copy to clipboard' }).click();
  await expect.poll(() => readClipboard(page)).toBe(expected);
});

test('short arrays on one line and 4-space indentation', async ({ page }) => {
  await input(page).fill('[server]\nports = [8000, 8001]');
  await page.getByLabel('Short arrays on one line ([8000, 8001])').check();
  await page.getByRole('combobox', { name: 'Indentation' }).click();
  await page.getByRole('option', { name: '4 spaces' }).click();
  await expect(output(page)).toHaveValue('server:\n    ports: [8000, 8001]');
  await expect(page).toHaveURL(/flowShortArrays=true/);
});

test('a duplicate key shows the message and the detail, keeps the options', async ({ page }) => {
  await page.getByLabel('Keep comments').uncheck();
  await input(page).fill('a = 1 # one\na = 2');
  await expect(page.getByText('Provided TOML is not valid.')).toBeVisible();
  await expect(page.getByText('Line 2, column 1: trying to redefine an already defined table or value')).toBeVisible();
  await expect(input(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(output(page)).toHaveValue('');
  await input(page).fill('a = 1 # one');
  await expect(output(page)).toHaveValue('a: 1');
  await expect(page.getByLabel('Keep comments')).not.toBeChecked();
});
