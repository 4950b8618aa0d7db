import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const output = (page: Page) => field(page, 'Your meta tags');
const DEFAULT_OUTPUT = '<!-- og meta -->\n<meta property="og:type" content="website" />\n\n<!-- twitter meta -->\n<meta name="twitter:card" content="summary_large_image" />';

async function chooseType(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Page type' }).click();
  await page.getByRole('option', { name, exact: true }).click();
}

test.beforeEach(async ({ page }) => {
  await page.goto('/og-meta-generator');
});

test('default output, then a filled website in fixed order with a preview card', async ({ page }) => {
  await expect(output(page)).toHaveValue(DEFAULT_OUTPUT);
  await field(page, 'Description').fill('Handy tools');
  await field(page, 'Title').fill('IT Tools');
  await field(page, 'Page URL').fill('https://it-tools.tech/');
  await field(page, 'Site account').fill('@ittoolsdottech');
  await expect(output(page)).toHaveValue(
    '<!-- og meta -->\n<meta property="og:type" content="website" />\n<meta property="og:title" content="IT Tools" />\n<meta property="og:description" content="Handy tools" />\n<meta property="og:url" content="https://it-tools.tech/" />\n\n<!-- twitter meta -->\n<meta name="twitter:card" content="summary_large_image" />\n<meta name="twitter:site" content="@ittoolsdottech" />\n<meta name="twitter:title" content="IT Tools" />\n<meta name="twitter:description" content="Handy tools" />',
  );
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByText('it-tools.tech', { exact: true })).toBeVisible();
  await expect(preview.getByText('IT Tools', { exact: true })).toBeVisible();
});

test('article tags have no og: prefix; multi fields give one tag per line; a type change clears the section', async ({ page }) => {
  await chooseType(page, 'Article');
  await field(page, 'Author').fill('Jane');
  await field(page, 'Publishing date').fill('2024-01-31');
  await expect(output(page)).toHaveValue(/<meta property="og:type" content="article" \/>\n<meta property="article:published_time" content="2024-01-31" \/>\n<meta property="article:author" content="Jane" \/>/);
  await chooseType(page, 'Movie');
  await expect(field(page, 'Author')).toHaveCount(0);
  await field(page, 'Actor').fill('Ann\n\nBob');
  await expect(output(page)).toHaveValue(/<meta property="video:actor" content="Ann" \/>\n<meta property="video:actor" content="Bob" \/>/);
  await chooseType(page, 'Article');
  await expect(field(page, 'Author')).toHaveValue('');
  await expect(output(page)).not.toHaveValue(/Jane|video:actor/);
});

test('invalid URL and width show their messages and are left out; payloads are escaped', async ({ page }) => {
  await field(page, 'Page URL').fill('example.com');
  await field(page, 'Image width').fill('12px');
  await field(page, 'Title').fill(`"><script>alert('x')</script>`);
  await expect(page.getByText('Must be an absolute URL (http:// or https://)')).toBeVisible();
  await expect(page.getByText('Must be a positive whole number')).toBeVisible();
  await expect(field(page, 'Page URL')).toHaveAttribute('aria-invalid', 'true');
  await expect(output(page)).toHaveValue(/content="&quot;&gt;&lt;script&gt;alert\(&#39;x&#39;\)&lt;\/script&gt;"/);
  await expect(output(page)).not.toHaveValue(/og:url|og:image:width/);
  await expect(page.locator('main script')).toHaveCount(0);
  await field(page, 'Page URL').fill('https://example.com');
  await expect(output(page)).toHaveValue(/<meta property="og:url" content="https:\/\/example.com" \/>/);
});

test('Copy meta tags copies the output', async ({ page }) => {
  await allowClipboard(page);
  await page.getByRole('button', { name: 'Copy meta tags' }).click();
  await expect(page.getByText('Meta tags copied to the clipboard')).toBeVisible();
  expect(await readClipboard(page)).toBe(DEFAULT_OUTPUT);
});
