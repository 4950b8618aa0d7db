import type { Page } from '@playwright/test';
import { expect, test } from '../../../e2e/fixtures';
import { JWT_IO_TOKEN, RFC7515_EC_PUBLIC_JWK, RFC7515_ES256_TOKEN } from './jwt-signer.vectors';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const verdict = (page: Page) => page.getByRole('group', { name: 'Verification result' });

async function choose(page: Page, select: string, option: RegExp | string) {
  await page.getByRole('main').getByRole('combobox', { name: select, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

test('signs the jwt.io sample exactly, warns of its short secret, then signs with a generated ES256 key and verifies', async ({ page }) => {
  await page.goto('/jwt-signer');
  await field(page, 'Secret').fill('your-256-bit-secret');
  await expect(field(page, 'Signed token')).toHaveValue(JWT_IO_TOKEN);
  await expect(page.getByText(/^The secret has 152 bits: shorter than the 256 this algorithm needs/)).toBeVisible();
  await page.getByRole('button', { name: 'Verify this token' }).click();
  await expect(field(page, 'Token to verify')).toHaveValue(JWT_IO_TOKEN);
  await expect(verdict(page).getByText('Signature verified with the HMAC secret (19 bytes)')).toBeVisible();

  await choose(page, 'Algorithm', /^ES256/);
  await page.getByRole('button', { name: 'Generate a key pair for ES256' }).click();
  await expect(field(page, 'Private key (PEM or JWK)')).toHaveValue(/^-----BEGIN PRIVATE KEY-----/);
  await expect(field(page, 'Signed token')).toHaveValue(/^eyJhbGciOiJFUzI1NiIsInR5cCI6IkpXVCJ9\./);
  await page.getByRole('button', { name: 'Verify this token' }).click();
  await expect(field(page, 'Secret or public key (PEM, JWK or JWK set)')).toHaveValue(/^-----BEGIN PUBLIC KEY-----/);
  await expect(verdict(page).getByText('Signature verified with the EC P-256 public key')).toBeVisible();
  await expect(verdict(page).getByText('Valid: the signature checks and the token is within its validity period')).toBeVisible();
});

test('verifies RFC 7515 A.3 with its JWK, says which check fails, and explains a broken signature part', async ({ page }) => {
  await page.goto('/jwt-signer');
  await field(page, 'Token to verify').fill(RFC7515_ES256_TOKEN);
  await expect(verdict(page).getByText('Paste the secret or public key to check the signature')).toBeVisible();
  await field(page, 'Secret or public key (PEM, JWK or JWK set)').fill(RFC7515_EC_PUBLIC_JWK);
  await expect(verdict(page).getByText('Signature verified with the EC P-256 public key')).toBeVisible();
  await expect(verdict(page).getByText('Not valid: expired (exp)')).toBeVisible();
  await expect(verdict(page).getByText(/^Expired Mar 22, 2011/)).toBeVisible();

  await choose(page, 'Expected algorithm', 'RS256');
  await expect(verdict(page).getByText('The token uses ES256, not the expected RS256')).toBeVisible();

  const broken = `${RFC7515_ES256_TOKEN.slice(0, -2)}+/`;
  await field(page, 'Token to verify').fill(broken);
  await expect(page.getByText('The signature part is broken: it is not Base64url')).toBeVisible();
  await expect(field(page, 'Token to verify')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'Token to verify')).toHaveValue(broken);
});
