import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { expect, test } from '../../../e2e/fixtures';

test.describe('PDF info', () => {
  test('shows a PDF’s pages, metadata and fonts, and saves edited metadata', async ({ page }) => {
    const doc = await PDFDocument.create({ updateMetadata: false });
    const font = await doc.embedFont(StandardFonts.Helvetica);
    doc.addPage([595.28, 841.89]).drawText('Hello', { x: 50, y: 700, font });
    doc.addPage([595.28, 841.89]);
    doc.setTitle('Quarterly report');
    doc.setAuthor('Ann Example');
    await page.goto('/pdf-info');
    await page.getByLabel('Drop PDF files here, or choose them').setInputFiles({ name: 'report.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await doc.save()) });

    const documentTable = page.getByRole('table', { name: 'Document' });
    await expect(documentTable.getByRole('row', { name: /Title/ })).toContainText('Quarterly report');
    await expect(documentTable.getByRole('row', { name: /^Pages/ })).toContainText('2');
    await expect(page.getByRole('table', { name: 'Page sizes' }).getByRole('row', { name: /1-2/ })).toContainText('A4, portrait');
    await expect(page.getByRole('table', { name: '1 font' }).getByRole('row', { name: /Helvetica/ })).toContainText('No');
    await expect(page.getByRole('link', { name: 'Check signatures with the PDF signature checker' })).toHaveAttribute('href', '/pdf-signature-checker');

    await expect(page.getByLabel('Author')).toHaveValue('Ann Example');
    await page.getByLabel('Title').fill('Final report');
    await page.getByRole('button', { name: 'Save' }).click();
    const edited = page.getByRole('region', { name: 'Edited PDF' });
    await expect(edited.getByText('Metadata saved in a new copy of the PDF.')).toBeVisible();
    await expect(edited.getByRole('button', { name: /Download/ })).toBeVisible();
  });
});
