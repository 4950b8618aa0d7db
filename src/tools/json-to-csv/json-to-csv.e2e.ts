import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../../../e2e/fixtures';

const rawJson = (page: Page) => page.getByLabel('Your raw JSON', { exact: true });
const output = (page: Page) => page.getByLabel('CSV version of your JSON', { exact: true });

test.beforeEach(async ({ page }) => {
  await page.goto('/json-to-csv');
});

test('IT-Tools sample converts; the delimiter changes the output; Download CSV saves data.csv', async ({ page }) => {
  await expect(page).toHaveTitle('JSON to CSV - IT Tools');
  await rawJson(page).fill(`[
  {
   "Age": 18.0,
   "Salary": 20000.0,
   "Gender": "Male",
   "Country": "Germany",
   "Purchased": "N"
  }
]`);
  await expect(output(page)).toHaveValue('Age,Salary,Gender,Country,Purchased\n18,20000,Male,Germany,N');
  await rawJson(page).fill("[{'a': 'x;y', 'b': 'say \"hi\"'}, {'c': {'n': 1}}]");
  await page.getByRole('combobox', { name: 'Delimiter' }).click();
  await page.getByRole('option', { name: 'Semicolon (;)' }).click();
  await expect(output(page)).toHaveValue('a;b;c\n"x;y";"say ""hi""";\n;;"{""n"":1}"');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toBe('data.csv');
  expect(await readFile(await download.path(), 'utf8')).toBe('a;b;c\n"x;y";"say ""hi""";\n;;"{""n"":1}"');
});

test('a JSON that is not rows shows the shape error, invalid JSON its own', async ({ page }) => {
  await rawJson(page).fill('[1, 2, 3]');
  await expect(page.getByText('The JSON must be an array of objects (or a single object).')).toBeVisible();
  await expect(output(page)).toHaveValue('');
  await rawJson(page).fill('[{"a": }]');
  await expect(page.getByText('Provided JSON is not valid.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  await expect(page.getByRole('combobox', { name: 'Delimiter' })).toHaveValue('Comma (,)');
});
