import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test.beforeEach(async ({ page }) => {
  await page.goto('/slugify-string');
});

test('slugifies as you type and copies the slug; Copy slug is disabled while empty', async ({ page }) => {
  const copy = page.getByRole('button', { name: 'Copy slug' });
  await expect(field(page, 'Your string to slugify')).toBeFocused();
  await expect(copy).toBeDisabled();
  await field(page, 'Your string to slugify').fill('Déjà Vu & Привет мир ♥');
  await expect(field(page, 'Your slug')).toHaveValue('deja-vu-and-privet-mir-love');
  await allowClipboard(page);
  await copy.click();
  await expect(page.getByText('Slug copied to clipboard')).toBeVisible();
  await expect.poll(() => readClipboard(page)).toBe('deja-vu-and-privet-mir-love');
  await field(page, 'Your string to slugify').fill('!!! 🎉');
  await expect(field(page, 'Your slug')).toHaveValue('');
  await expect(copy).toBeDisabled();
});

test('separator and lowercase options', async ({ page }) => {
  await field(page, 'Your string to slugify').fill('My File Path');
  await field(page, 'Separator').fill('_');
  await page.getByRole('switch', { name: 'Lowercase' }).click({ force: true });
  await expect(field(page, 'Your slug')).toHaveValue('My_File_Path');
  await field(page, 'Separator').fill('');
  await expect(field(page, 'Your slug')).toHaveValue('My-File-Path');
});

test('200,000 characters of junk are slugified without freezing the field', async ({ page }) => {
  const junk = `${'!?\u0001😀#'.repeat(40_000)} Ж fooBar`;
  await field(page, 'Your string to slugify').evaluate((element, text) => {
    const textarea = element as HTMLTextAreaElement;
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
    setter?.call(textarea, text);
    textarea.dispatchEvent(new Event('input', { bubbles: true }));
  }, junk);
  await expect(field(page, 'Your slug')).toHaveValue('zh-foo-bar');
  await expect(field(page, 'Separator')).toBeEditable();
});
