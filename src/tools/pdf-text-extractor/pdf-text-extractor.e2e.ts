import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { expect, test } from '../../../e2e/fixtures';

/** Page 1 with two lines of text, page 2 without any (as a scan has none). */
async function halfScannedPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const first = doc.addPage([300, 200]);
  first.drawText('Quarterly report', { x: 20, y: 160, size: 14, font });
  first.drawText('Sales went up.', { x: 20, y: 140, size: 12, font });
  doc.addPage([300, 200]).drawRectangle({ x: 40, y: 40, width: 100, height: 60 });
  return Buffer.from(await doc.save());
}

test('the text shows with page markers, the page without text is named and goes to OCR as an image', async ({ page }) => {
  await page.goto('/pdf-text-extractor');
  await page.getByLabel('Page markers').check();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose files' }).click();
  await (await chooser).setFiles({ name: 'report.pdf', mimeType: 'application/pdf', buffer: await halfScannedPdf() });
  await expect(page.getByRole('textbox', { name: 'Text' })).toHaveValue('--- Page 1 ---\nQuarterly report\nSales went up.\n\n--- Page 2 ---');
  await expect(page.getByText('Page 2 of report.pdf has no text layer')).toBeVisible();
  await page.getByRole('button', { name: 'Send page 2 to OCR' }).click();
  await expect(page).toHaveURL(/\/ocr-image/);
  await expect(page.getByText('report-page-2.png')).toBeVisible();
});
