import { expect, test } from '../../../e2e/fixtures';

test('jq runs as you type (its own output and its syntax error with line and column), and a located mistake in the document', async ({ page }) => {
  await page.goto('/json-query');
  const query = page.getByLabel('Query', { exact: true });
  const document = page.getByLabel('JSON or YAML document', { exact: true });
  const result = page.getByLabel('Result', { exact: true });

  // jq, the first query `.`: the bookstore as jq prints it (2 spaces, a final line break).
  await expect(result).toHaveValue(/^\{\n {2}"store": \{\n {4}"book": \[/);
  await query.fill('.store.book[] | select(.price < 10) | .title');
  await page.getByLabel('Raw strings, without quotes (-r)').check();
  await expect(result).toHaveValue('Sayings of the Century\nMoby Dick\n');

  await query.fill('.store.book[] | select(.price <');
  await expect(page.getByText('jq cannot compile this filter.')).toBeVisible();
  await expect(page.getByText(/syntax error, unexpected end of file .* line 1, column 31/)).toBeVisible();
  await expect(result).toHaveValue('');
  await expect(query).toHaveValue('.store.book[] | select(.price <');

  await document.fill('{"store": }');
  await query.fill('.');
  await expect(page.getByText('The document is not valid JSON.')).toBeVisible();
  await expect(page.getByText("Unexpected character '}': a value was expected at line 1, column 11")).toBeVisible();
  await document.fill('[1, 2]');
  await expect(result).toHaveValue('[\n  1,\n  2\n]\n');
  await expect(page.getByText('The document is not valid JSON.')).toBeHidden();
});
