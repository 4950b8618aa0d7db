import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const generate = (page: Page) => page.getByRole('button', { name: 'Generate CSR', exact: true });

async function choose(page: Page, select: string, option: string) {
  await page.getByRole('main').getByRole('combobox', { name: select, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('CSR generator', () => {
  test('generates a CSR with a new key, copies it and decodes it back', async ({ page }) => {
    await allowClipboard(page);
    await page.goto('/csr-generator');
    await expect(page).toHaveTitle('CSR generator - IT Tools');
    await field(page, 'Common Name (CN)').fill('example.com');
    await field(page, 'Organization (O)').fill('Acme, Inc.');
    await field(page, 'Country (C)').fill('fr');
    await expect(field(page, 'Country (C)')).toHaveValue('FR');
    await field(page, 'Subject alternative names').fill('www.example.com, 192.0.2.1');
    await generate(page).click();

    const csr = field(page, 'CSR (PEM)');
    await expect(csr).toHaveValue(/^-----BEGIN CERTIFICATE REQUEST-----\n[\s\S]+-----END CERTIFICATE REQUEST-----\n$/);
    await expect(field(page, 'Private key (PEM)')).toHaveValue(/^-----BEGIN PRIVATE KEY-----\n/);
    await expect(page.getByText('Keep this key secret: it is not stored anywhere')).toBeVisible();
    await expect(field(page, 'Subject')).toHaveValue('C=FR, O=Acme\\, Inc., CN=example.com');
    await expect(field(page, 'Requested SANs')).toHaveValue('DNS:example.com, DNS:www.example.com, IP Address:192.0.2.1');

    await page.getByRole('button', { name: 'Copy CSR', exact: true }).click();
    await expect(page.getByText('Copied to the clipboard')).toBeVisible();
    const pem = await readClipboard(page);
    expect(pem).toBe(await csr.inputValue());

    await field(page, 'CSR to decode').fill(pem);
    const decoded = page.getByRole('table', { name: 'Decode a CSR' });
    await expect(decoded).toContainText('RSA 2048');
    await expect(decoded).toContainText('Verifies with the key in the request');

    await field(page, 'Locality (L)').fill('Paris');
    await expect(page.getByText('Fields changed: generate the CSR again')).toBeVisible();
    await expect(csr).toHaveValue(pem);
  });

  // The longest main-thread task meanwhile is a figure of csr-generator.page-bench.mjs (npm run bench), not a timed assertion here.
  test('RSA 4096 with an encrypted private key', async ({ page }) => {
    await page.goto('/csr-generator');
    await choose(page, 'Key type', 'RSA 4096');
    await page.getByLabel('Passphrase for the new private key (optional)', { exact: true }).fill('correct horse');
    await expect(page).toHaveURL(/[?&]keyType=rsa4096(&|$)/);
    await field(page, 'Common Name (CN)').fill('big.example');
    await generate(page).click();
    await expect(field(page, 'CSR (PEM)')).toHaveValue(/BEGIN CERTIFICATE REQUEST/, { timeout: 60_000 });
    await expect(field(page, 'Private key (PEM)')).toHaveValue(/^-----BEGIN ENCRYPTED PRIVATE KEY-----\n/);
    await field(page, 'CSR to decode').fill(await field(page, 'CSR (PEM)').inputValue());
    await expect(page.getByRole('table', { name: 'Decode a CSR' })).toContainText('RSA 4096');
  });

  test('shows every validation message at once and keeps what was typed', async ({ page }) => {
    await page.goto('/csr-generator');
    await field(page, 'Country (C)').fill('FRA');
    await field(page, 'Email address (emailAddress)').fill('not-an-email');
    await field(page, 'Organization (O)').fill('o'.repeat(65));
    await field(page, 'Subject alternative names').fill('good.example\nbad name');
    await generate(page).click();
    await expect(page.getByText('Common Name is required', { exact: true })).toBeVisible();
    await expect(page.getByText('Country must be a 2-letter code (e.g. FR)', { exact: true })).toBeVisible();
    await expect(page.getByText('Invalid email address', { exact: true })).toBeVisible();
    await expect(page.getByText('Must be at most 64 characters', { exact: true })).toBeVisible();
    await expect(page.getByText('Invalid subject alternative name: bad name', { exact: true })).toBeVisible();
    await expect(field(page, 'CSR (PEM)')).toHaveCount(0);
    await expect(field(page, 'Country (C)')).toHaveValue('FRA');

    await choose(page, 'Key source', 'Use my private key');
    await field(page, 'Your private key (PEM)').fill('-----BEGIN ENCRYPTED PRIVATE KEY-----\nMIIB\n-----END ENCRYPTED PRIVATE KEY-----');
    await expect(page.getByText('Encrypted private keys are not supported: decrypt the key first')).toBeVisible();
    await field(page, 'Your private key (PEM)').fill('');
    await expect(page.getByText('Paste a private key', { exact: true })).toBeVisible();
  });
});
