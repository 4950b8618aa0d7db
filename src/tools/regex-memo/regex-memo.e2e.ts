import { expect, test } from '../../../e2e/fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/regex-memo');
});

test('the cheat sheet is visible with its tables and links', async ({ page }) => {
  await expect(page).toHaveTitle('Regex cheatsheet - IT Tools');
  await expect(page.getByRole('heading', { level: 2, name: 'Normal characters' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'any character except line breaks (all characters with the s flag)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'MDN' })).toHaveAttribute('rel', 'noopener noreferrer');
  await page.getByRole('link', { name: 'Try it in the Regex Tester' }).click();
  await expect(page).toHaveURL(/\/regex-tester$/);
});

test('filter "lookbehind" keeps two rows; no match shows the message', async ({ page }) => {
  await page.getByLabel('Filter the cheatsheet').fill('lookbehind');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Matching', 'References and tools']);
  await expect(page.getByRole('row')).toHaveCount(3);
  await page.getByLabel('Filter the cheatsheet').fill('xyzzy');
  await expect(page.getByText('Nothing matches "xyzzy".')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['References and tools']);
});
