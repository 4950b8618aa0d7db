import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const code = (page: Page, which: 'previous' | 'current' | 'next') => page.getByRole('button', { name: `Copy ${which} OTP` });
/** RFC 6238 Appendix B seeds in base32. */
const SHA1_SEED = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const SHA256_SEED = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZA====';

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a random secret and a live countdown, then the RFC 6238 vector at a fixed time', async ({ page }) => {
  await page.goto('/otp-generator');
  await expect(field(page, 'Secret')).toHaveValue(/^[A-Z2-7]{32}$/);
  await expect(code(page, 'current')).toHaveText(/^\d{6}$/);
  await expect(page.getByText(/^Next in \d\ds$/)).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code of the key URI' })).toBeVisible();

  await field(page, 'Secret').fill(SHA1_SEED);
  await choose(page, 'Digits', '8');
  await field(page, 'Fixed time (Unix seconds)').fill('59');
  await expect(code(page, 'previous')).toHaveText('84755224');
  await expect(code(page, 'current')).toHaveText('94287082');
  // The accessible name starts with the visible code (WCAG 2.5.3, label in name).
  await expect(code(page, 'current')).toHaveAccessibleName('94287082, Copy current OTP');
  await expect(code(page, 'next')).toHaveText('37359152');
  await expect(page.getByText('Fixed time', { exact: true })).toBeVisible();
  await expect(field(page, 'Epoch')).toHaveValue('59');
  await expect(field(page, 'Iteration count')).toHaveValue('1');
  await expect(field(page, 'Iteration count (padded hex)')).toHaveValue('0000000000000001');
  await expect(field(page, 'Secret in hexadecimal')).toHaveValue('3132333435363738393031323334353637383930');
  await expect(field(page, 'Key URI')).toHaveValue(`otpauth://totp/IT-Tools:demo-user?issuer=IT-Tools&secret=${SHA1_SEED}&algorithm=SHA1&digits=8&period=30`);
});

test('SHA256 vector; counter 0 has no previous code', async ({ page }) => {
  await page.goto('/otp-generator?digits=8&fixedTime=59');
  await field(page, 'Secret').fill(SHA256_SEED.toLowerCase());
  await choose(page, 'Algorithm', 'SHA256');
  await expect(code(page, 'current')).toHaveText('46119246');
  await field(page, 'Fixed time (Unix seconds)').fill('0');
  await expect(code(page, 'previous')).toHaveText('—');
  await expect(code(page, 'previous')).toHaveAccessibleName('Copy previous OTP');
  await expect(code(page, 'previous')).toBeDisabled();
});

test('bad secret, period and time show their messages; codes and URI are emptied, other fields kept', async ({ page }) => {
  await page.goto('/otp-generator');
  await field(page, 'Secret').fill('not-base32!');
  await expect(page.getByText('Secret should be a base32 string')).toBeVisible();
  await expect(code(page, 'current')).toHaveText('—');
  await expect(field(page, 'Key URI')).toHaveValue('');
  await expect(page.getByRole('img', { name: 'QR code of the key URI' })).toHaveCount(0);
  await expect(field(page, 'Issuer')).toHaveValue('IT-Tools');
  await field(page, 'Secret').fill('');
  await expect(page.getByText('Please set a secret')).toBeVisible();
  await field(page, 'Secret').fill(SHA1_SEED);
  await field(page, 'Period (seconds)').fill('0');
  await expect(page.getByText('Period must be a whole number between 1 and 3600')).toBeVisible();
  await field(page, 'Fixed time (Unix seconds)').fill('-1');
  await expect(page.getByText('Time must be a whole number of seconds (0 or more)')).toBeVisible();
  await expect(code(page, 'current')).toHaveText('—');
  await field(page, 'Period (seconds)').fill('30');
  await field(page, 'Fixed time (Unix seconds)').fill('1234567890');
  await expect(code(page, 'current')).toHaveText('005924');
  await page.getByRole('button', { name: 'Generate a new random secret' }).click();
  await expect(field(page, 'Secret')).not.toHaveValue(SHA1_SEED);
  await expect(field(page, 'Secret')).toHaveValue(/^[A-Z2-7]{32}$/);
});

test('copies a code and validates a typed one within ±1 period', async ({ page }) => {
  await allowClipboard(page);
  await page.goto(`/otp-generator?fixedTime=95`);
  await field(page, 'Secret').fill(SHA1_SEED);
  await expect(code(page, 'current')).toHaveText('969429');
  await code(page, 'current').click();
  await expect.poll(() => readClipboard(page)).toBe('969429');
  await field(page, 'Code to validate').fill('359 152');
  await expect(page.getByText('Valid code (previous period)')).toBeVisible();
  await field(page, 'Code to validate').fill('969429');
  await expect(page.getByText('Valid code (current period)')).toBeVisible();
  await field(page, 'Code to validate').fill('123456');
  await expect(page.getByText('Invalid code')).toBeVisible();
});
