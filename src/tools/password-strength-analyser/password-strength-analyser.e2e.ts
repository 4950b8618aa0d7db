import type { Page } from '@playwright/test';
import { axeViolations } from '../../../e2e/axe';
import { expect, test } from '../../../e2e/fixtures';

const password = (page: Page) => page.getByLabel('Password', { exact: true });
const duration = (page: Page) => page.getByRole('region', { name: 'Duration to crack this password with brute force' });
const row = (page: Page, name: string) => page.getByRole('row', { name: new RegExp(`^${name}`) });
const secondOpinion = (page: Page) => page.getByRole('region', { name: 'Second opinion: zxcvbn' });

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

  test('zxcvbn gives a second opinion: its warning for a weak password, "Very strong" for a random passphrase', async ({ page }) => {
    await page.goto('/password-strength-analyser');
    await expect(secondOpinion(page)).toContainText('Type a password to get zxcvbn’s verdict.');

    await password(page).fill('password');
    // Brute force alone finds this one quick; zxcvbn knows it is one of the most used passwords.
    await expect(secondOpinion(page)).toContainText('This is a heavily used password.', { timeout: 15_000 });
    await expect(secondOpinion(page).getByRole('row', { name: /^zxcvbn score/ })).toContainText('Very weak (0 / 4)');
    await expect(secondOpinion(page).getByRole('row', { name: /^Time to guess/ })).toContainText('Instantly');

    await password(page).fill('gravel-otter-lantern-fjord-mosaic');
    await expect(secondOpinion(page).getByRole('row', { name: /^zxcvbn score/ })).toContainText('Very strong (4 / 4)', { timeout: 15_000 });
    await expect(secondOpinion(page)).not.toContainText('Warning');
    await expect(secondOpinion(page).getByRole('row', { name: /^Guesses needed/ })).toContainText('about 10^');

    // The time follows the attacker speed: zxcvbn's guesses at 100 guesses per second.
    await password(page).fill('Password1');
    await expect(secondOpinion(page)).toContainText('This is similar to a commonly used password.', { timeout: 15_000 });
    await page.getByRole('main').getByRole('combobox', { name: 'Attacker speed' }).click();
    await page.getByRole('option', { name: 'Online attack, 100 guesses per second' }).click();
    await expect(secondOpinion(page).getByRole('row', { name: /^Time to guess/ })).toContainText('Less than a second');

    expect(page.url()).not.toContain('Password1');
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
    expect(stored).not.toContain('Password1');
  });

  test('zxcvbn speaks the UI language when it has a pack for it', async ({ page }) => {
    await page.goto('/password-strength-analyser');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
    await expect(page.getByRole('region', { name: 'Deuxième avis : zxcvbn' })).toBeVisible();
    await page.getByLabel('Mot de passe', { exact: true }).fill('password');
    const section = page.getByRole('region', { name: 'Deuxième avis : zxcvbn' });
    await expect(section).toContainText('Ce mot de passe est très utilisé.', { timeout: 15_000 });
    await expect(section).toContainText('Très faible (0 / 4)');
  });

  test('the Token generator link opens it with matching settings', async ({ page }) => {
    await page.goto('/password-strength-analyser');
    await password(page).fill('hello-world');
    await page.getByRole('link', { name: 'Create a stronger random password with the Token generator' }).click();
    await expect(page).toHaveURL(/\/token-generator\?uppercase=false&lowercase=true&numbers=false&symbols=true&length=20$/);
    await expect(page.getByLabel('Length', { exact: true })).toHaveValue('20');
    await expect(page.getByLabel('Uppercase (ABC...)', { exact: true })).not.toBeChecked();
    await expect(page.getByLabel('Symbols (!-;...)', { exact: true })).toBeChecked();
  });

  test("has no accessibility violations with zxcvbn's warning shown, in either theme", async ({ page }) => {
    await page.goto('/password-strength-analyser');
    await password(page).fill('Password1');
    await expect(secondOpinion(page)).toContainText('Capitalize more than the first letter.', { timeout: 15_000 });
    await expect(secondOpinion(page)).toHaveAttribute('aria-busy', 'false');
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
      expect(await axeViolations(page, { include: 'main', allImpacts: true }), colorScheme).toEqual([]);
    }
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
