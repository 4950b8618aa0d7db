import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { expect, test } from '../../../e2e/fixtures';

/** Pages of 300 × 200 pt saying "Page N". */
async function book(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= pages; page++) doc.addPage([300, 200]).drawText(`Page ${page}`, { x: 20, y: 100, size: 24, font });
  return Buffer.from(await doc.save());
}

test('a PDF split by ranges lists its parts with their pages; a page outside says so; every N pages', async ({ page }) => {
  await page.goto('/pdf-split');
  await expect(page).toHaveTitle('PDF split - IT Tools');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose files' }).click();
  await (await chooser).setFiles({ name: 'book.pdf', mimeType: 'application/pdf', buffer: await book(10) });
  await expect(page.getByText('Type the pages to take, such as 1-3,5,8-.')).toBeVisible();
  // The document's pages are told before any range is typed.
  await expect(page.getByRole('status').filter({ hasText: 'book.pdf:' })).toHaveText('book.pdf: 10 pages');

  await page.getByLabel('Pages', { exact: true }).fill('1-3,12');
  await expect(page.getByText('Page 12 is outside book.pdf, which has 10 pages.')).toBeVisible();
  await page.getByLabel('Pages', { exact: true }).fill('1-3,5,8-');
  const table = page.getByRole('table', { name: 'Files made' });
  await expect(table.getByRole('row')).toHaveText([/File/, /book-p01-03\.pdf3 pages/, /book-p05\.pdf1 page/, /book-p08-10\.pdf3 pages/]);

  const download = page.waitForEvent('download');
  await table.getByRole('button', { name: 'Download book-p05.pdf' }).click();
  const part = await download;
  expect(part.suggestedFilename()).toBe('book-p05.pdf');
  expect((await PDFDocument.load(Buffer.concat(await (await part.createReadStream()).toArray()))).getPageCount()).toBe(1);

  await page.getByText('Every N pages', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Every N pages' })).toBeChecked();
  await page.getByLabel('Pages per file').fill('4');
  await expect(table.getByRole('row')).toHaveText([/File/, /book-p01-04\.pdf4 pages/, /book-p05-08\.pdf4 pages/, /book-p09-10\.pdf2 pages/]);
  const zip = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download all (ZIP)' }).click();
  expect((await zip).suggestedFilename()).toBe('book-split.zip');
});

test('a damaged PDF and a locked one say so as soon as they are given, before any range is typed', async ({ page }) => {
  await page.goto('/pdf-split');
  const pdf = await book(3);
  await page.locator('input[type=file]').setInputFiles({ name: 'cut.pdf', mimeType: 'application/pdf', buffer: pdf.subarray(0, 40) });
  await expect(page.getByRole('alert')).toContainText('cut.pdf');
  await page.getByRole('button', { name: 'Remove cut.pdf' }).click();

  const locked = await PDFDocument.load(pdf);
  locked.encrypt({ userPassword: 'secret', ownerPassword: 'owner' });
  await page.locator('input[type=file]').setInputFiles({ name: 'locked.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await locked.save()) });
  await expect(page.getByRole('alert')).toContainText('locked.pdf');
  await page.getByLabel('Password', { exact: true }).fill('secret');
  await expect(page.getByRole('status').filter({ hasText: 'locked.pdf:' })).toHaveText('locked.pdf: 3 pages');
  await expect(page.getByRole('alert')).toHaveCount(0);
});
