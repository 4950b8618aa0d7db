import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

const input = (page: Page) => page.getByRole('textbox', { name: 'Your input data' });
const output = (page: Page) => page.getByRole('textbox', { name: 'Your transformed data' });

test.describe('List converter', () => {
  test('trims, deduplicates, wraps and joins; copy', async ({ page }) => {
    await allowClipboard(page);
    await page.goto('/list-converter');
    await expect(page).toHaveTitle('List converter - IT Tools');
    await input(page).fill('1\n2\n2\n4\n3');
    await page.getByRole('textbox', { name: 'Item prefix' }).fill("'");
    await page.getByRole('textbox', { name: 'Item suffix' }).fill("'");
    await expect(output(page)).toHaveValue("'1', '2', '4', '3'");
    await page.getByRole('button', { name: 'Copy to clipboard' }).click();
    await expect.poll(() => readClipboard(page)).toBe("'1', '2', '4', '3'");
  });

  test('keep line breaks builds an HTML list; settings are remembered', async ({ page }) => {
    await page.goto('/list-converter');
    await input(page).fill('1\n2\n3');
    await page.getByRole('switch', { name: 'Keep line breaks' }).click();
    await page.getByRole('textbox', { name: 'Separator', exact: true }).fill('');
    await page.getByRole('textbox', { name: 'Item prefix' }).fill('<li>');
    await page.getByRole('textbox', { name: 'Item suffix' }).fill('</li>');
    await page.getByRole('textbox', { name: 'List prefix' }).fill('<ul>');
    await page.getByRole('textbox', { name: 'List suffix' }).fill('</ul>');
    await expect(output(page)).toHaveValue('<ul>\n<li>1</li>\n<li>2</li>\n<li>3</li>\n</ul>');
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Keep line breaks' })).toBeChecked();
    await expect(output(page)).toHaveValue('<ul>\n<li>1</li>\n<li>2</li>\n<li>3</li>\n</ul>');
  });

  test('sort then reverse; splitting a delimited list back into lines', async ({ page }) => {
    await page.goto('/list-converter');
    await input(page).fill('b\na\nc');
    await page.getByRole('combobox', { name: 'Sort list' }).click();
    await page.getByRole('option', { name: 'Sort ascending' }).click();
    await expect(output(page)).toHaveValue('a, b, c');
    await page.getByRole('switch', { name: 'Reverse list' }).click();
    await expect(output(page)).toHaveValue('c, b, a');
    await page.getByRole('textbox', { name: 'Delimited list' }).fill('x, y,, z');
    await expect(page.getByRole('textbox', { name: 'One item per line' })).toHaveValue('x\ny\nz');
  });
});
