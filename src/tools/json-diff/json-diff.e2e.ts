import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const LEFT = '{"name":"Ann","tags":["a","b"],"same":{"x":1}}';
const RIGHT = "{name: 'Bob', tags: ['a', 'b', 'c'], same: {x: 1.0}, // JSON5\n}";

test.beforeEach(async ({ page }) => {
  await page.goto('/json-diff');
});

test('shows the summary, the differences (copied) and the merged tree', async ({ page }) => {
  await field(page, 'Your first JSON').fill(LEFT);
  await field(page, 'Your JSON to compare').fill(RIGHT);
  await expect(page.getByText('1 added, 0 removed, 1 changed')).toBeVisible();
  const expected = '~ $.name: "Ann" \u2192 "Bob"\n+ $.tags[2]: "c"';
  await expect(field(page, 'Differences')).toHaveValue(expected);
  const tree = page.getByRole('region', { name: 'Tree view' });
  await expect(tree.getByRole('button', { name: '"Ann"' })).toHaveCSS('text-decoration-line', 'line-through');
  await expect(tree.getByRole('button', { name: '"Bob"' })).toBeVisible();
  await allowClipboard(page);
  await page.getByRole('button', { name: 'Copy differences' }).click();
  await expect.poll(() => readClipboard(page)).toBe(expected);
  await field(page, 'Your JSON to compare').fill('{"same":{"x":1},"tags":["a","b"],"name":"Ann"}');
  await expect(page.getByText('The provided JSONs are the same')).toBeVisible();
});

test('"Only show differences" hides unchanged entries; Swap swaps the sides', async ({ page }) => {
  await field(page, 'Your first JSON').fill(LEFT);
  await field(page, 'Your JSON to compare').fill(RIGHT);
  const tree = page.getByRole('region', { name: 'Tree view' });
  await expect(tree.getByText('"same": ')).toBeVisible();
  await page.getByRole('switch', { name: 'Only show differences' }).click({ force: true });
  await expect(tree.getByText('"same": ')).toHaveCount(0);
  await expect(tree.getByRole('button', { name: '"c"' })).toBeVisible();
  await page.getByRole('button', { name: 'Swap' }).click();
  await expect(page.getByText('0 added, 1 removed, 1 changed')).toBeVisible();
});

test('an invalid side shows "Invalid JSON format" under it and keeps the other', async ({ page }) => {
  await field(page, 'Your first JSON').fill('{"a": 1');
  await field(page, 'Your JSON to compare').fill('{"a": 2}');
  await expect(page.getByText('Invalid JSON format')).toHaveCount(1);
  await expect(field(page, 'Your first JSON')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'Your JSON to compare')).toHaveValue('{"a": 2}');
  await expect(field(page, 'Differences')).toHaveCount(0);
  await field(page, 'Your first JSON').fill('{"a": 1}');
  await expect(field(page, 'Differences')).toHaveValue('~ $.a: 1 \u2192 2');
});
