import { PDFDocument } from '@cantoo/pdf-lib';
import { expect, test } from '../../../e2e/fixtures';
import { uncompressedPdf } from './pdf-compress.example';

test.describe('PDF compressor', () => {
  test('compresses a PDF and shows its sizes; an encrypted one asks for its password', async ({ page }) => {
    await page.goto('/pdf-compress');
    const drop = page.getByLabel('Drop PDF files here, or choose them');
    await drop.setInputFiles({ name: 'plain.pdf', mimeType: 'application/pdf', buffer: Buffer.from(uncompressedPdf()) });
    const result = page.getByRole('region', { name: 'Compressed PDF' });
    await expect(result.getByText(/^2\.\d+ KB → \d+ Bytes \(-\d+ %\)$/)).toBeVisible();
    await expect(result.getByRole('button', { name: /Download/ })).toBeVisible();

    const locked = await PDFDocument.load(uncompressedPdf());
    locked.encrypt({ userPassword: 'secret', ownerPassword: 'owner' });
    await page.getByRole('button', { name: 'Remove plain.pdf' }).click();
    await drop.setInputFiles({ name: 'locked.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await locked.save()) });
    await expect(page.getByText('locked.pdf is protected by a password: type it in “Password”.')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('secret');
    await expect(result.getByText('The file was password-protected; the compressed file is not.', { exact: false })).toBeVisible();
  });
});
