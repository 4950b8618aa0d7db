import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const SAFELINK = 'https://eur03.safelinks.protection.outlook.com/?url=https%3A%2F%2Fexample.com%2Fpath%3Fa%3D1%26b%3D2&amp;data=05%7C01&amp;sdata=x&amp;reserved=0';

test.beforeEach(async ({ page }) => {
  await page.goto('/safelink-decoder');
});

test('decodes a SafeLink and copies the decoded URL', async ({ page }) => {
  await expect(field(page, 'Outlook SafeLink URL')).toBeFocused();
  await field(page, 'Outlook SafeLink URL').fill(SAFELINK);
  await expect(field(page, 'Decoded URL')).toHaveValue('https://example.com/path?a=1&b=2');
  await allowClipboard(page);
  await page.getByRole('button', { name: 'Copy decoded URL' }).click();
  await expect.poll(() => readClipboard(page)).toBe('https://example.com/path?a=1&b=2');
});

test('several links, one per line, with # for a failing line', async ({ page }) => {
  await field(page, 'Outlook SafeLink URL').fill(`${SAFELINK}\nhttps://urldefense.com/v3/__https://a.test/q*x__;Kw!abc$\nhttps://example.com/`);
  await expect(field(page, 'Decoded URL')).toHaveValue('https://example.com/path?a=1&b=2\nhttps://a.test/q+x\n# Invalid SafeLinks URL provided');
});

test('a look-alike host shows the message, then a missing url parameter, and recovers', async ({ page }) => {
  const input = field(page, 'Outlook SafeLink URL');
  await input.fill('https://evil.example/?x=.safelinks.protection.outlook.com&url=https%3A%2F%2Fa.test');
  await expect(page.getByText('Invalid SafeLinks URL provided')).toBeVisible();
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'Decoded URL')).toHaveValue('');
  await input.fill('https://eur01.safelinks.protection.outlook.com/?data=1');
  await expect(page.getByText('This SafeLink has no url parameter')).toBeVisible();
  await input.fill(SAFELINK);
  await expect(page.getByText('This SafeLink has no url parameter')).toBeHidden();
  await expect(field(page, 'Decoded URL')).toHaveValue('https://example.com/path?a=1&b=2');
});
