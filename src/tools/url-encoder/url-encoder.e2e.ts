import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test.beforeEach(async ({ page }) => {
  await page.goto('/url-encoder');
});

test('encodes and decodes the defaults, with unicode and emoji', async ({ page }) => {
  await expect(page).toHaveTitle('Encode/decode URL-formatted strings - IT Tools');
  await expect(field(page, 'Your string encoded')).toHaveValue('Hello%20world%20%3A)');
  await expect(field(page, 'Your string decoded')).toHaveValue('Hello world :)');
  await field(page, 'Your string').fill('café 👋 a/b?c=d');
  await expect(field(page, 'Your string encoded')).toHaveValue('caf%C3%A9%20%F0%9F%91%8B%20a%2Fb%3Fc%3Dd');
});

test('Full URL mode keeps reserved characters; + as space decodes form values', async ({ page }) => {
  await field(page, 'Your string').fill('https://x.test/a b?q=é&r=1#top');
  await page.getByRole('combobox', { name: 'Encoding mode' }).click();
  await page.getByRole('option', { name: 'Full URL' }).click();
  await expect(field(page, 'Your string encoded')).toHaveValue('https://x.test/a%20b?q=%C3%A9&r=1#top');

  await field(page, 'Your encoded string').fill('q=hello+world%2B1');
  await expect(field(page, 'Your string decoded')).toHaveValue('q=hello+world+1');
  await field(page, 'Decode + as space').check();
  await expect(field(page, 'Your string decoded')).toHaveValue('q=hello world+1');
});

test('a malformed sequence shows the error under the decode field only, and recovers', async ({ page }) => {
  await field(page, 'Your encoded string').fill('%E0%A4%A');
  await expect(page.getByText('Impossible to parse this string')).toBeVisible();
  await expect(field(page, 'Your encoded string')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'Your string decoded')).toHaveValue('');
  await expect(field(page, 'Your string')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'Your string encoded')).toHaveValue('Hello%20world%20%3A)');
  await field(page, 'Your encoded string').fill('%E0%A4%A4');
  await expect(page.getByText('Impossible to parse this string')).toBeHidden();
  await expect(field(page, 'Your string decoded')).toHaveValue('त');
});

test('copy buttons copy the exact outputs with their toasts', async ({ page }) => {
  await allowClipboard(page);
  await page.getByRole('button', { name: 'Copy encoded string' }).click();
  await expect(page.getByText('Encoded string copied to the clipboard')).toBeVisible();
  expect(await readClipboard(page)).toBe('Hello%20world%20%3A)');
  await page.getByRole('button', { name: 'Copy decoded string' }).click();
  await expect(page.getByText('Decoded string copied to the clipboard')).toBeVisible();
  expect(await readClipboard(page)).toBe('Hello world :)');
});
