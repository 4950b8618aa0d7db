import type { Page } from '@playwright/test';
import { expect, test } from '../../../e2e/fixtures';

const regex = (page: Page) => page.getByLabel('Regex to test', { exact: true });
const text = (page: Page) => page.getByLabel('Text to match', { exact: true });
const matches = (page: Page) => page.getByRole('region', { name: 'Matches' });

test.beforeEach(async ({ page }) => {
  await page.goto('/regex-tester');
});

test('lists matches with captures and groups, replaces, draws the diagram; the regex goes in the URL', async ({ page }) => {
  await expect(page).toHaveTitle('Regex Tester - IT Tools');
  await regex(page).fill('(.)(?<g>r)');
  await text(page).fill('azertyr');
  await page.getByLabel('Replace with', { exact: true }).fill('[$<g>$1]');
  await expect(matches(page).getByText('2 matches')).toBeVisible();
  const rows = matches(page).getByRole('row');
  await expect(rows.nth(1)).toHaveText(['2', 'er', '"1" = e [2 - 3]\n"2" = r [3 - 4]', '"g" = r [3 - 4]'].join(''));
  await expect(rows.nth(2)).toHaveText(['5', 'yr', '"1" = y [5 - 6]\n"2" = r [6 - 7]', '"g" = r [6 - 7]'].join(''));
  await expect(page.getByLabel('Replacement result', { exact: true })).toHaveValue('az[re]t[ry]');
  await expect(page.getByLabel('Sample matching text', { exact: true })).toHaveValue(/^.r$/s);
  await expect(page.getByRole('img', { name: 'Railroad diagram of the regex' })).toBeVisible();
  await expect(page).toHaveURL(/regex=/);
  await expect(page.getByRole('link', { name: 'See Regular Expression Cheatsheet' })).toHaveAttribute('target', '_blank');
});

test('flags: without g only the first match; i and zero-length matches; u and v exclusive', async ({ page }) => {
  await regex(page).fill('a');
  await text(page).fill('A a a');
  await expect(matches(page).getByText('2 matches')).toBeVisible();
  await page.getByLabel('Case-insensitive search (i)').check();
  await expect(matches(page).getByText('3 matches')).toBeVisible();
  await page.getByLabel('Global search (g)').uncheck();
  await expect(matches(page).getByText('1 match', { exact: true })).toBeVisible();
  await page.getByLabel('Unicode Sets (v)').check();
  await expect(page.getByLabel('Unicode (u)')).not.toBeChecked();
  await regex(page).fill('x?');
  await page.getByLabel('Global search (g)').check();
  await text(page).fill('ab');
  await expect(matches(page).getByText('3 matches')).toBeVisible();
  await expect(matches(page).getByRole('cell', { name: '(empty)' }).first()).toBeVisible();
});

test('invalid regex and catastrophic backtracking show their messages; the page stays responsive', async ({ page }) => {
  await text(page).fill('abc');
  await regex(page).fill('(a');
  await expect(page.getByText(/^Invalid regex: .*Unterminated group/)).toBeVisible();
  await expect(text(page)).toHaveValue('abc');
  await regex(page).fill('^(a+)+$');
  await text(page).fill(`${'a'.repeat(40)}!`);
  await expect(page.getByText('Matching took longer than 1 second and was stopped. The regex may cause catastrophic backtracking.')).toBeVisible({ timeout: 15_000 });
  // The page still answers: a new pattern runs at once in a fresh worker.
  await regex(page).fill('a+!');
  await expect(matches(page).getByText('1 match', { exact: true })).toBeVisible();
  await expect(page.getByText('Matching took longer than 1 second')).toBeHidden();
});
