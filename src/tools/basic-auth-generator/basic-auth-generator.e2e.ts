import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test.beforeEach(async ({ page }) => {
  await page.goto('/basic-auth-generator');
});

test('builds the RFC 7617 header; empty fields give Og==', async ({ page }) => {
  await expect(field(page, 'Authorization header')).toHaveValue('Authorization: Basic Og==');
  await expect(field(page, 'Base64 credentials')).toHaveValue('Og==');
  await field(page, 'Username').fill('Aladdin');
  await field(page, 'Password').fill('open sesame');
  await expect(field(page, 'Password')).toHaveAttribute('type', 'password');
  await expect(field(page, 'Authorization header')).toHaveValue('Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==');
  await expect(field(page, 'Base64 credentials')).toHaveValue('QWxhZGRpbjpvcGVuIHNlc2FtZQ==');
});

test('UTF-8 credentials, show/hide and clear buttons', async ({ page }) => {
  await field(page, 'Username').fill('test');
  await field(page, 'Password').fill('123£');
  await expect(field(page, 'Base64 credentials')).toHaveValue('dGVzdDoxMjPCow==');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(field(page, 'Password')).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await page.getByRole('button', { name: 'Clear password' }).click();
  await expect(field(page, 'Password')).toHaveValue('');
  await expect(field(page, 'Base64 credentials')).toHaveValue('dGVzdDo=');
});

test('a colon in the username shows the error and empties both outputs', async ({ page }) => {
  await field(page, 'Password').fill('pa:ss');
  await field(page, 'Username').fill('a:b');
  await expect(page.getByText('The username must not contain a colon (:)')).toBeVisible();
  await expect(field(page, 'Username')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'Authorization header')).toHaveValue('');
  await expect(field(page, 'Base64 credentials')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Copy header' })).toBeDisabled();
  await expect(field(page, 'Password')).toHaveValue('pa:ss');
  await field(page, 'Username').fill('ab');
  await expect(field(page, 'Base64 credentials')).toHaveValue('YWI6cGE6c3M=');
});

test('Copy header and Copy credentials', async ({ page }) => {
  await allowClipboard(page);
  await field(page, 'Username').fill('Aladdin');
  await field(page, 'Password').fill('open sesame');
  await page.getByRole('button', { name: 'Copy header' }).click();
  await expect(page.getByText('Header copied to the clipboard')).toBeVisible();
  expect(await readClipboard(page)).toBe('Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==');
  await page.getByRole('button', { name: 'Copy credentials' }).click();
  expect(await readClipboard(page)).toBe('QWxhZGRpbjpvcGVuIHNlc2FtZQ==');
});
