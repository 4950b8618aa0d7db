import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

const token = (page: Page) => page.getByLabel('Token', { exact: true });
const sw = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const lengthInput = (page: Page) => page.getByLabel('Length', { exact: true });
const slider = (page: Page) => page.getByRole('slider', { name: 'Length slider' });
const switchLabels = ['Uppercase (ABC...)', 'Lowercase (abc...)', 'Numbers (123...)', 'Symbols (!-;...)'];

test.describe('Token generator', () => {
  test('shows a 64-character alphanumeric token by default', async ({ page }) => {
    await page.goto('/token-generator');
    await expect(page).toHaveTitle('Token generator - IT Tools');
    await expect(token(page)).toHaveValue(/^[A-Za-z0-9]{64}$/);
    await expect(token(page)).toHaveAttribute('readonly', '');
    await expect(token(page)).toHaveAttribute('placeholder', 'The token...');
    await expect(sw(page, 'Uppercase (ABC...)')).toBeChecked();
    await expect(sw(page, 'Lowercase (abc...)')).toBeChecked();
    await expect(sw(page, 'Numbers (123...)')).toBeChecked();
    await expect(sw(page, 'Symbols (!-;...)')).not.toBeChecked();
    await expect(lengthInput(page)).toHaveValue('64');
    await expect(slider(page)).toHaveAttribute('aria-valuenow', '64');
    await expect(page.getByText(/Entropy: 381\.1 bits per token \(62 possible characters\)/)).toBeVisible();
  });

  test('each switch changes the character classes of the token', async ({ page }) => {
    await page.goto('/token-generator?length=512');
    await expect(token(page)).toHaveValue(/^[A-Za-z0-9]{512}$/);

    await sw(page, 'Symbols (!-;...)').click();
    await expect(token(page)).toHaveValue(/^[A-Za-z0-9.,;:!?/\-"'#{([|\\@)\]=}*+]{512}$/);
    await expect(token(page)).toHaveValue(/[.,;:!?/\-"'#{([|\\@)\]=}*+]/);

    await sw(page, 'Uppercase (ABC...)').click();
    await expect(token(page)).toHaveValue(/^[a-z0-9.,;:!?/\-"'#{([|\\@)\]=}*+]{512}$/);

    await sw(page, 'Lowercase (abc...)').click();
    await expect(token(page)).toHaveValue(/^[0-9.,;:!?/\-"'#{([|\\@)\]=}*+]{512}$/);

    await sw(page, 'Symbols (!-;...)').click();
    await expect(token(page)).toHaveValue(/^[0-9]{512}$/);

    await sw(page, 'Numbers (123...)').click();
    await sw(page, 'Lowercase (abc...)').click();
    await expect(token(page)).toHaveValue(/^[a-z]{512}$/);

    await sw(page, 'Lowercase (abc...)').click();
    await sw(page, 'Uppercase (ABC...)').click();
    await expect(token(page)).toHaveValue(/^[A-Z]{512}$/);
  });

  test('all switches off: empty token, message, Copy disabled', async ({ page }) => {
    await page.goto('/token-generator');
    for (const label of switchLabels) {
      const control = sw(page, label);
      if (await control.isChecked()) await control.click();
    }
    await expect(token(page)).toHaveValue('');
    await expect(page.getByText('Select at least one character set.', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeDisabled();
    await expect(page).toHaveURL(/uppercase=false/);

    await sw(page, 'Numbers (123...)').click();
    await expect(token(page)).toHaveValue(/^[0-9]{64}$/);
    await expect(page.getByText('Select at least one character set.', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeEnabled();
  });

  test('Refresh makes a new token with the same settings', async ({ page }) => {
    await page.goto('/token-generator');
    const first = await token(page).inputValue();
    await page.getByRole('button', { name: 'Refresh', exact: true }).click();
    await expect(token(page)).not.toHaveValue(first);
    await expect(token(page)).toHaveValue(/^[A-Za-z0-9]{64}$/);
  });

  test('URL parameters restore the settings and follow changes', async ({ page }) => {
    await page.goto('/token-generator?length=12&numbers=false&uppercase=false&symbols=true');
    await expect(sw(page, 'Uppercase (ABC...)')).not.toBeChecked();
    await expect(sw(page, 'Lowercase (abc...)')).toBeChecked();
    await expect(sw(page, 'Numbers (123...)')).not.toBeChecked();
    await expect(sw(page, 'Symbols (!-;...)')).toBeChecked();
    await expect(lengthInput(page)).toHaveValue('12');
    await expect(token(page)).toHaveValue(/^[a-z.,;:!?/\-"'#{([|\\@)\]=}*+]{12}$/);

    await sw(page, 'Numbers (123...)').click();
    await expect(page).toHaveURL(/[?&]numbers=true(&|$)/);
    await expect(page).toHaveURL(/[?&]length=12(&|$)/);
    await expect(page).toHaveURL(/[?&]uppercase=false(&|$)/);
    await expect(page).toHaveURL(/[?&]symbols=true(&|$)/);
    const url = page.url();
    expect(url).not.toContain(await token(page).inputValue());

    await lengthInput(page).fill('20');
    await expect(page).toHaveURL(/[?&]length=20(&|$)/);
    await expect(token(page)).toHaveValue(/^.{20}$/);

    await page.reload();
    await expect(lengthInput(page)).toHaveValue('20');
    await expect(sw(page, 'Numbers (123...)')).toBeChecked();
    await expect(token(page)).toHaveValue(/^[a-z0-9.,;:!?/\-"'#{([|\\@)\]=}*+]{20}$/);
  });

  test('an out-of-range length from the URL is clamped', async ({ page }) => {
    await page.goto('/token-generator?length=999');
    await expect(lengthInput(page)).toHaveValue('512');
    await expect(token(page)).toHaveValue(/^[A-Za-z0-9]{512}$/);
  });

  test('slider and number input stay in sync', async ({ page }) => {
    await page.goto('/token-generator');
    await lengthInput(page).fill('100');
    await expect(slider(page)).toHaveAttribute('aria-valuenow', '100');
    await expect(token(page)).toHaveValue(/^[A-Za-z0-9]{100}$/);

    await slider(page).focus();
    await page.keyboard.press('ArrowRight');
    await expect(lengthInput(page)).toHaveValue('101');
    await page.keyboard.press('End');
    await expect(lengthInput(page)).toHaveValue('512');
    await page.keyboard.press('Home');
    await expect(lengthInput(page)).toHaveValue('1');
    await expect(token(page)).toHaveValue(/^[A-Za-z0-9]$/);
    await expect(page).toHaveURL(/[?&]length=1(&|$)/);
  });

  test('length is clamped on blur and an emptied field keeps the previous length', async ({ page }) => {
    await page.goto('/token-generator');
    const input = lengthInput(page);

    await input.fill('999');
    await expect(input).toHaveValue('999');
    await input.blur();
    await expect(input).toHaveValue('512');
    await expect(slider(page)).toHaveAttribute('aria-valuenow', '512');
    await expect(token(page)).toHaveValue(/^[A-Za-z0-9]{512}$/);

    await input.fill('0');
    await input.blur();
    await expect(input).toHaveValue('1');
    await expect(token(page)).toHaveValue(/^[A-Za-z0-9]$/);

    await input.fill('30');
    await expect(token(page)).toHaveValue(/^[A-Za-z0-9]{30}$/);
    await input.fill('');
    await input.blur();
    await expect(input).toHaveValue('30');
    await expect(token(page)).toHaveValue(/^[A-Za-z0-9]{30}$/);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('Copy puts the token on the clipboard and shows a toast', async ({ page }) => {
    await allowClipboard(page);
    await page.goto('/token-generator');
    const value = await token(page).inputValue();
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByText('Token copied to the clipboard', { exact: true })).toBeVisible();
    expect(await readClipboard(page)).toBe(value);
  });

  test('Quantity makes one token per line', async ({ page }) => {
    await page.goto('/token-generator?length=16');
    await page.getByLabel('Quantity', { exact: true }).fill('5');
    await expect(token(page)).toHaveValue(/^([A-Za-z0-9]{16}\n){4}[A-Za-z0-9]{16}$/);
    await expect(page).toHaveURL(/[?&]quantity=5(&|$)/);

    await page.getByLabel('Quantity', { exact: true }).fill('500');
    await page.getByLabel('Quantity', { exact: true }).blur();
    await expect(page.getByLabel('Quantity', { exact: true })).toHaveValue('100');
    expect((await token(page).inputValue()).split('\n')).toHaveLength(100);
  });

  test('excluded characters and look-alikes never appear', async ({ page }) => {
    await page.goto('/token-generator?length=512&uppercase=false&lowercase=false');
    await expect(token(page)).toHaveValue(/^[0-9]{512}$/);
    await page.getByLabel('Exclude characters', { exact: true }).fill('2345');
    await expect(token(page)).toHaveValue(/^[016789]{512}$/);
    await page.getByLabel('Avoid look-alikes (0 O o 1 l I)', { exact: true }).click();
    await expect(token(page)).toHaveValue(/^[6789]{512}$/);
    await expect(page.getByText(/Entropy: 1[,.]024 bits per token \(4 possible characters\)/)).toBeVisible();

    await page.getByLabel('Exclude characters', { exact: true }).fill('23456789');
    await expect(token(page)).toHaveValue('');
    await expect(page.getByLabel('Exclude characters', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Every character of the selected sets is excluded: allow at least one.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeDisabled();
  });
});
