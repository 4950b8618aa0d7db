import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test.beforeEach(async ({ page }) => {
  await page.goto('/html-entities');
});

test('escapes and unescapes the defaults; named and numeric entities decode', async ({ page }) => {
  await expect(field(page, 'Your string escaped')).toHaveValue('&lt;title&gt;IT Tool&lt;/title&gt;');
  await expect(field(page, 'Your string unescaped')).toHaveValue('<title>IT Tool</title>');
  await field(page, 'Your escaped string').fill('&eacute; &#8364; &#xE9; &amp &unknown;');
  await expect(field(page, 'Your string unescaped')).toHaveValue('é € é & &unknown;');
});

test('Escape non-ASCII characters turns emoji into one hex reference', async ({ page }) => {
  await field(page, 'Your string').fill(`Café "👋" & 'x'`);
  await expect(field(page, 'Your string escaped')).toHaveValue('Café &quot;👋&quot; &amp; &#39;x&#39;');
  await field(page, 'Escape non-ASCII characters').check();
  await expect(field(page, 'Your string escaped')).toHaveValue('Caf&#xE9; &quot;&#x1F44B;&quot; &amp; &#39;x&#39;');
});

test('payloads stay text: nothing runs, nothing is requested', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await field(page, 'Your escaped string').fill('&lt;img src=x onerror=alert(1)&gt;&lt;script&gt;alert(2)&lt;/script&gt;&lt;a href="javascript:alert(3)"&gt;x&lt;/a&gt;');
  await expect(field(page, 'Your string unescaped')).toHaveValue('<img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">x</a>');
  await expect(page.locator('main img[src="x"], main script')).toHaveCount(0);
  await field(page, 'Your string').fill('<img src=x onerror=alert(4)>');
  await expect(field(page, 'Your string escaped')).toHaveValue('&lt;img src=x onerror=alert(4)&gt;');
  expect(dialogs).toEqual([]);
});

test('copy buttons copy the exact outputs', async ({ page }) => {
  await allowClipboard(page);
  await page.getByRole('button', { name: 'Copy escaped string' }).click();
  await expect(page.getByText('Escaped string copied to the clipboard')).toBeVisible();
  expect(await readClipboard(page)).toBe('&lt;title&gt;IT Tool&lt;/title&gt;');
  await page.getByRole('button', { name: 'Copy unescaped string' }).click();
  expect(await readClipboard(page)).toBe('<title>IT Tool</title>');
});
