import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

const fixture = (name: string) => ({ name, mimeType: 'application/pdf', buffer: readFileSync(new URL(`./fixtures/${name}`, import.meta.url)) });
const upload = (page: Page, name: string) => page.getByLabel('PDF file', { exact: true }).setInputFiles(fixture(name));
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test.describe('PDF signature checker', () => {
  test('shows a valid RSA signature with its details and certificates', async ({ page }) => {
    await allowClipboard(page);
    await page.goto('/pdf-signature-checker');
    await expect(page).toHaveTitle('PDF signature checker - IT Tools');
    await expect(page.getByText('Your file never leaves your browser.')).toBeVisible();
    await upload(page, 'signed-rsa.pdf');

    await expect(page.getByText('signed-rsa.pdf')).toBeVisible();
    await expect(page.getByText('16.83 KB')).toBeVisible();
    const signature = section(page, 'Signature 1');
    await expect(signature.getByText('Signature valid', { exact: true })).toBeVisible();
    await expect(signature.getByText('Covers the whole document', { exact: true })).toBeVisible();
    await expect(signature.getByText('Signer certificate expired')).toHaveCount(0);
    const details = signature.getByRole('table', { name: 'Details of signature 1' });
    await expect(details.getByRole('row', { name: /Signer name/ })).toContainText('Alice Example');
    await expect(details.getByRole('row', { name: /Reason/ })).toContainText('I approve this document');
    await expect(details.getByRole('row', { name: /Location/ })).toContainText('Paris');
    const certificates = signature.getByRole('table', { name: 'Certificates of signature 1' });
    await expect(certificates.getByRole('row')).toHaveCount(3);
    await expect(certificates.getByRole('row').nth(1)).toContainText('Common name: Alice Example');
    await expect(certificates.getByRole('row').nth(1)).toContainText('Organizational unit name: Legal');
    await expect(certificates.getByRole('row').nth(1)).toContainText('Common name: Test Root rsa');
    await expect(signature.getByText('Trust in the certificate chain is not checked (no root store is available offline).')).toBeVisible();

    await certificates.getByRole('button', { name: 'View PEM cert' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'PEM certificate' });
    await expect(dialog).toContainText('-----BEGIN CERTIFICATE-----');
    await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
    expect(await readClipboard(page)).toMatch(/^-----BEGIN CERTIFICATE-----\n/);
  });

  test('two incremental signatures: the first no longer covers the document', async ({ page }) => {
    await page.goto('/pdf-signature-checker');
    await upload(page, 'two-signatures.pdf');
    await expect(section(page, 'Signature 1').getByText('Document changed after signing')).toBeVisible();
    await expect(section(page, 'Signature 2').getByText('Covers the whole document')).toBeVisible();
    await expect(section(page, 'Signature 2').getByText('Signature valid', { exact: true })).toBeVisible();
    await expect(section(page, 'Signature 2').getByRole('table', { name: 'Details of signature 2' })).toContainText('Bob Second');
  });

  test('bad files show their message and a new file replaces the results', async ({ page }) => {
    await page.goto('/pdf-signature-checker');
    await upload(page, 'not-a-pdf.pdf');
    await expect(page.getByText('This file is not a PDF.')).toBeVisible();
    await upload(page, 'unsigned.pdf');
    await expect(page.getByText('No signatures found in the provided file.')).toBeVisible();
    await expect(page.getByText('This file is not a PDF.')).toHaveCount(0);
    await upload(page, 'unreadable-signature.pdf');
    await expect(section(page, 'Signature 1').getByText('Unable to read this signature')).toBeVisible();
    await upload(page, 'altered.pdf');
    await expect(section(page, 'Signature 1').getByText('Signature invalid', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Choose file' })).toBeEnabled();
  });

  test('a file that is not a PDF by its type is refused with a message, and the results stay', async ({ page }) => {
    await page.goto('/pdf-signature-checker');
    await upload(page, 'signed-rsa.pdf');
    await expect(section(page, 'Signature 1').getByText('Signature valid', { exact: true })).toBeVisible();
    await page.getByLabel('PDF file', { exact: true }).setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]) });
    await expect(page.getByRole('alert')).toHaveText('photo.png was not taken: only PDF files are.');
    await expect(section(page, 'Signature 1').getByText('Signature valid', { exact: true })).toBeVisible();
  });

  test('several PDFs are checked as a batch: each its status and its summary to download', async ({ page }) => {
    await page.goto('/pdf-signature-checker');
    await page.getByLabel('PDF file', { exact: true }).setInputFiles([fixture('signed-rsa.pdf'), fixture('not-a-pdf.pdf'), fixture('unsigned.pdf')]);
    const rows = page.getByRole('table', { name: 'Files of the batch' }).getByRole('row');
    await expect(page.getByRole('status').filter({ hasText: 'of 3 done' })).toHaveText('1 of 3 done, 2 failed');
    await expect(rows.filter({ hasText: 'not-a-pdf.pdf' })).toContainText('Failed: This file is not a PDF.');
    await expect(rows.filter({ hasText: 'unsigned.pdf' })).toContainText('Failed: No signatures found in the provided file.');
    const download = page.waitForEvent('download');
    await rows.filter({ hasText: 'signed-rsa.pdf' }).getByRole('button', { name: 'Download signed-rsa.json' }).click();
    const report = JSON.parse(Buffer.concat(await (await (await download).createReadStream()).toArray()).toString()) as { signatureValid: boolean; signer: string }[];
    expect(report).toMatchObject([{ signatureValid: true, signer: 'Alice Example' }]);
    // One PDF again: its full report, the batch gone.
    await upload(page, 'signed-rsa.pdf');
    await expect(section(page, 'Signature 1').getByText('Signature valid', { exact: true })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Files of the batch' })).toHaveCount(0);
  });
});
