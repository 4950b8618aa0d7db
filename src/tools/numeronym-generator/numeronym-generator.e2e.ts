import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

const word = (page: Page) => page.getByLabel('Word', { exact: true });
const output = (page: Page) => page.getByLabel('Numeronym', { exact: true });

test.describe('Numeronym generator', () => {
  test('typing a word shows its numeronym and Copy copies it', async ({ page }) => {
    await allowClipboard(page);
    await page.goto('/numeronym-generator');
    await expect(page).toHaveTitle('Numeronym generator - IT Tools');
    await expect(word(page)).toHaveAttribute('placeholder', "Enter a word, e.g. 'internationalization'");
    await expect(output(page)).toHaveAttribute('placeholder', "Your numeronym will be here, e.g. 'i18n'");
    await expect(output(page)).toHaveAttribute('readonly', '');
    await word(page).fill('internationalization');
    await expect(output(page)).toHaveValue('i18n');
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByText('Numeronym copied to the clipboard')).toBeVisible();
    expect(await readClipboard(page)).toBe('i18n');
  });

  test('each word of a phrase is converted and clearing empties the output', async ({ page }) => {
    await page.goto('/numeronym-generator');
    await word(page).fill('  accessibility Kubernetes éléphant, abc');
    await expect(output(page)).toHaveValue('  a11y K8s é7, abc');
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(word(page)).toHaveValue('');
    await expect(output(page)).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeDisabled();
  });

  // 20,000 characters: Chromium 150 takes 7–17 s to lay out 200,000 characters of emoji, controls and
  // combining marks in a textarea (its own text layout; the service handles 200,000 in its unit test).
  test('20,000 characters of junk keep the field usable', async ({ page }) => {
    await page.goto('/numeronym-generator');
    await word(page).fill('\u0001🙂 abcde\u0301f '.repeat(2_000));
    await expect.poll(() => output(page).inputValue()).toMatch(/^.🙂 a4f .🙂 a4f /u);
    await word(page).fill('Kubernetes');
    await expect(output(page)).toHaveValue('K8s');
  });
});
