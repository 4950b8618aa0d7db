import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/git-memo');
});

test('the cheat sheet is visible and the filter keeps the stash section', async ({ page }) => {
  await expect(page).toHaveTitle('Git cheatsheet - IT Tools');
  await expect(page.getByRole('heading', { level: 2, name: 'Configuration' })).toBeVisible();
  await expect(page.getByText('git push --force-with-lease')).toBeVisible();
  await page.getByLabel('Filter the cheatsheet').fill('stash');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Stash']);
  await expect(page.getByText('git stash pop')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy command' })).toHaveCount(2);
});

test('no match shows the message; copy copies the command', async ({ page }) => {
  await page.getByLabel('Filter the cheatsheet').fill('xyzzy');
  await expect(page.getByText('Nothing matches "xyzzy".')).toBeVisible();
  await page.getByLabel('Filter the cheatsheet').fill('lease');
  await allowClipboard(page);
  await page.getByRole('button', { name: 'Copy command' }).click();
  await expect.poll(() => readClipboard(page)).toBe('git push --force-with-lease');
});
