import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const table = (page: Page) => page.getByRole('table', { name: 'Decoded token' });
const b64url = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

test.beforeEach(async ({ page }) => {
  await page.goto('/jwt-parser');
});

test('decodes the sample token with descriptions and a readable iat', async ({ page }) => {
  await expect(field(page, 'JWT to decode')).toBeFocused();
  await expect(table(page).getByRole('row', { name: 'alg (Algorithm) HS256 (HMAC using SHA-256)' })).toBeVisible();
  await expect(table(page).getByRole('row', { name: 'typ (Type) JWT' })).toBeVisible();
  await expect(table(page).getByRole('row', { name: 'name (Full name) John Doe' })).toBeVisible();
  await expect(table(page).getByRole('row', { name: /^iat \(Issued At\) 1516239022 \(2018-01-18T01:30:22\.000Z \/ .+\)$/ })).toBeVisible();
  await expect(table(page).getByRole('columnheader', { name: 'Payload' })).toBeVisible();
  await expect(page.getByText(/Token (expired|not expired|not yet valid)/)).toHaveCount(0);
});

test('verifies the HMAC signature only with the right secret', async ({ page }) => {
  await field(page, 'Secret').fill('your-256-bit-secret');
  await expect(page.getByText('Signature verified')).toBeVisible();
  await field(page, 'Secret').fill('not-the-secret');
  await expect(page.getByText('Invalid signature')).toBeVisible();
  await expect(page.getByText('Signature verified')).toHaveCount(0);
});

test('a Bearer header value with an expired token shows its status; a malformed one shows Invalid JWT', async ({ page }) => {
  const token = `${b64url({ alg: 'RS256', typ: 'JWT' })}.${b64url({ aud: ['api', 'web'], exp: 1600000000, name: 'Zoë 山田' })}.c2ln`;
  await field(page, 'JWT to decode').fill(`Bearer ${token}`);
  await expect(page.getByText('Token expired')).toBeVisible();
  await expect(table(page).getByRole('row', { name: /^exp \(Expiration Time\) 1600000000 \(2020-09-13T12:26:40\.000Z/ })).toBeVisible();
  await expect(table(page).getByText('Zoë 山田')).toBeVisible();
  await field(page, 'Secret').fill('x');
  await expect(page.getByText('Signature verification is only available for HS256, HS384 and HS512')).toBeVisible();

  await field(page, 'JWT to decode').fill('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0');
  await expect(page.getByText('Invalid JWT')).toBeVisible();
  await expect(field(page, 'JWT to decode')).toHaveAttribute('aria-invalid', 'true');
  await expect(table(page)).toHaveCount(0);
  await expect(field(page, 'Secret')).toHaveValue('x');
});

test('copies the header and payload as pretty JSON', async ({ page }) => {
  await allowClipboard(page);
  await page.getByRole('button', { name: 'Copy header JSON' }).click();
  await expect(page.getByText('Header JSON copied to the clipboard')).toBeVisible();
  expect(await readClipboard(page)).toBe('{\n  "alg": "HS256",\n  "typ": "JWT"\n}');
  await page.getByRole('button', { name: 'Copy payload JSON' }).click();
  await expect.poll(() => readClipboard(page)).toBe('{\n  "sub": "1234567890",\n  "name": "John Doe",\n  "iat": 1516239022\n}');
});
