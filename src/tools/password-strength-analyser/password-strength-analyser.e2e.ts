import type { Page } from '@playwright/test';
import { expect, test } from '../../../e2e/fixtures';

const password = (page: Page) => page.getByLabel('Password', { exact: true });
const duration = (page: Page) => page.getByRole('region', { name: 'Duration to crack this password with brute force' });
const row = (page: Page, name: string) => page.getByRole('row', { name: new RegExp(`^${name}`) });

test.describe('Password strength analyser', () => {
  test('analyses a password without storing it anywhere', async ({ page }) => {
    await page.goto('/password-strength-analyser');
    await expect(page).toHaveTitle('Password strength analyser - IT Tools');
    await expect(password(page)).toBeFocused();
    await expect(password(page)).toHaveAttribute('type', 'password');
    await expect(duration(page)).toContainText('Instantly');
    await expect(row(page, 'Score')).toContainText('0 / 100');

    await password(page).fill('Password1');
    await expect(duration(page)).toContainText('5 months, 6 days');
    await expect(row(page, 'Password length')).toContainText('9');
    await expect(row(page, 'Entropy')).toContainText('53.59');
    await expect(row(page, 'Character set size')).toContainText('62');
    await expect(row(page, 'Score')).toContainText('42 / 100');

    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password(page)).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password(page)).toHaveAttribute('type', 'password');

    expect(page.url()).not.toContain('Password1');
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
    expect(stored).not.toContain('Password1');
    await expect(page.getByRole('link', { name: 'Create a stronger random password with the Token generator' })).toHaveAttribute(
      'href',
      /\/token-generator\?uppercase=true&lowercase=true&numbers=true&symbols=false&length=20$/,
    );
  });

  test('the attacker speed changes the duration', async ({ page }) => {
    await page.goto('/password-strength-analyser');
    await password(page).fill('Password1');
    await page.getByRole('main').getByRole('combobox', { name: 'Attacker speed' }).click();
    await page.getByRole('option', { name: 'Online attack, 100 guesses per second' }).click();
    await expect(duration(page)).toContainText('4,292 millennia, 5 centuries');
    await expect(page).toHaveURL(/[?&]speed=online(&|$)/);
  });

  test('200,000 characters of emoji stay usable and the field clears', async ({ page }) => {
    await page.goto('/password-strength-analyser');
    await password(page).fill('🔐'.repeat(100_000));
    await expect(duration(page)).toContainText('Practically forever');
    await expect(row(page, 'Password length')).toContainText('100,000');
    await expect(row(page, 'Score')).toContainText('100 / 100');
    await page.getByRole('button', { name: 'Clear the password' }).click();
    await expect(password(page)).toHaveValue('');
    await expect(duration(page)).toContainText('Instantly');
  });
});
