import { expect, test } from '../../../e2e/fixtures';

test('grid: edit cells with the keyboard, align and add a column; paste CSV (a ragged row is named)', async ({ page }) => {
  await page.goto('/markdown-table-generator');
  const output = page.getByLabel('Markdown table', { exact: true });
  await expect(output).toHaveValue('| Tool           | Category    | Stars |\n| -------------- | ----------- | ----: |\n| JSON query     | Development |   4.8 |\n| Markdown table | Text        |   4.6 |');

  // Enter goes down (adding a row at the end), → at the end of a cell goes right.
  const cell = page.getByLabel('Row 2, column 1', { exact: true });
  await cell.click();
  await cell.press('End');
  await cell.press('Enter');
  // Each move lands once the next cell has the focus (it is rendered first): type only then.
  await expect(page.getByLabel('Row 3, column 1', { exact: true })).toBeFocused();
  await page.keyboard.type('東京');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByLabel('Row 3, column 2', { exact: true })).toBeFocused();
  await page.keyboard.type('City');
  await expect(page.getByLabel('Row 3, column 2', { exact: true })).toHaveValue('City');
  await page.getByRole('button', { name: 'Centre column 1' }).click();
  await page.getByRole('button', { name: 'Add a column' }).click();
  await page.getByLabel('Header, column 4', { exact: true }).fill('Note');
  await expect(output).toHaveValue(
    '|      Tool      | Category    | Stars | Note |\n| :------------: | ----------- | ----: | ---- |\n|   JSON query   | Development |   4.8 |      |\n| Markdown table | Text        |   4.6 |      |\n|      東京      | City        |       |      |',
  );

  await page.getByText('Paste CSV, TSV or JSON', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Paste CSV, TSV or JSON' })).toBeChecked();
  const data = page.getByLabel('CSV, TSV or JSON', { exact: true });
  await data.fill('a,b\n1,2,3');
  await expect(page.getByText('Row 2 does not have as many fields as the header: 3 instead of 2.')).toBeVisible();
  await expect(data).toHaveValue('a,b\n1,2,3');
  await data.fill('a\tb\n1\t2');
  await expect(output).toHaveValue('| a   | b   |\n| --- | --- |\n| 1   | 2   |');
});

test('a Markdown table becomes CSV; a text without a table is refused', async ({ page }) => {
  await page.goto('/markdown-table-generator');
  const markdown = page.getByLabel('Markdown table to convert', { exact: true });
  const csv = page.getByLabel('CSV', { exact: true });
  await expect(csv).toHaveValue('Fruit,Colour,Price\nApple,red,1.20\nLemon,yellow,0.80');
  await markdown.fill('| Command | Meaning |\n|---|---|\n| `a \\| b` | pipe, then b |');
  await expect(csv).toHaveValue('Command,Meaning\n`a | b`,"pipe, then b"');
  await markdown.fill('no table here');
  await expect(page.getByText('This is not a Markdown table.')).toBeVisible();
  await expect(csv).toHaveValue('');
});
