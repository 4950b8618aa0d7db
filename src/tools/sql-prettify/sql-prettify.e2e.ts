import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';
import { variedSqlScript } from './sql-prettify.bench-data.mjs';

const DEFAULT_OUTPUT = 'SELECT\n  field1,\n  field2,\n  field3\nFROM\n  my_table\nWHERE\n  my_condition;';

test.beforeEach(async ({ page }) => {
  await page.goto('/sql-prettify');
});

test('formats the default query; Copy copies it', async ({ page }) => {
  await expect(page).toHaveTitle('SQL prettify and format - IT Tools');
  await expect(page.getByLabel('Your SQL query')).toHaveValue('select field1,field2,field3 from my_table where my_condition;');
  await expect(page.getByLabel('Prettify version of your query', { exact: true })).toHaveValue(DEFAULT_OUTPUT);
  await allowClipboard(page);
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect.poll(() => readClipboard(page)).toBe(DEFAULT_OUTPUT);
  await expect(page.getByRole('button', { name: 'Download SQL' })).toBeEnabled();
});

test('dialect, keyword case and tabular left change the output', async ({ page }) => {
  await page.getByRole('combobox', { name: 'Dialect' }).click();
  await page.getByRole('option', { name: 'PostgreSQL' }).click();
  await page.getByRole('combobox', { name: 'Keyword case' }).click();
  await page.getByRole('option', { name: 'lowercase' }).click();
  await page.getByLabel('Your SQL query').fill('SELECT a, $1::int FROM t WHERE x = 1');
  await expect(page.getByLabel('Prettify version of your query', { exact: true })).toHaveValue('select\n  a,\n  $1::int\nfrom\n  t\nwhere\n  x = 1');
  await page.getByRole('combobox', { name: 'Indent style' }).click();
  await page.getByRole('option', { name: 'Tabular left' }).click();
  await expect(page.getByLabel('Prettify version of your query', { exact: true })).toHaveValue('select    a,\n          $1::int\nfrom      t\nwhere     x = 1');
});

test('bad SQL shows the error with the parser line and empties the output', async ({ page }) => {
  await page.getByLabel('Your SQL query').fill("select 'abc");
  await expect(page.getByText('The query could not be formatted.')).toBeVisible();
  await expect(page.getByText('Parse error: Unexpected "\'abc" at line 1 column 8.')).toBeVisible();
  await expect(page.getByText('This likely happens')).toHaveCount(0);
  await expect(page.getByLabel('Your SQL query')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Prettify version of your query', { exact: true })).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Keyword case' })).toHaveValue('UPPERCASE');
});

test('a large script shows its progress and first statements while formatting; Cancel stops it', async ({ page }) => {
  // A known first statement, then 300 KB of varied ones (seconds of sql-formatter's time).
  const script = `select a, b from t0 where x = 0;\n${variedSqlScript(300_000, 3)}`;
  await page.getByLabel('Your SQL query').fill(script);
  const progress = page.getByRole('progressbar', { name: 'Progress' });
  await expect(progress).toBeVisible();
  await expect(page.getByText(/^Formatting…/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Prettify version of your query' })).toHaveValue(/^SELECT\n {2}a,\n {2}b\nFROM\n {2}t0\nWHERE\n {2}x = 0;\n\n\S/);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(progress).toHaveCount(0);
  await expect(page.getByText('Formatting cancelled. Change the query or an option to format again.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Prettify version of your query' })).toHaveValue('');
});
