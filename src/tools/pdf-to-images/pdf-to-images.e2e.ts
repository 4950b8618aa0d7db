import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { expect, test } from '../../../e2e/fixtures';

/** Two pages of 200 × 150 pt saying "Page N", with a user password. */
async function lockedPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const page of [1, 2]) doc.addPage([200, 150]).drawText(`Page ${page}`, { x: 20, y: 70, size: 30, font });
  doc.encrypt({ userPassword: 'secret', ownerPassword: 'owner' });
  return Buffer.from(await doc.save());
}

test('a protected PDF asks for its password, then its pages show as images to download one by one or as a ZIP', async ({ page }) => {
  await page.goto('/pdf-to-images');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose files' }).click();
  await (await chooser).setFiles({ name: 'slides.pdf', mimeType: 'application/pdf', buffer: await lockedPdf() });
  await expect(page.getByRole('alert')).toContainText('slides.pdf is protected by a password');
  await page.getByRole('textbox', { name: 'Password' }).fill('secret');
  const images = page.getByRole('list', { name: 'Images of the pages' });
  await expect(images.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByText('2 pages drawn.')).toBeVisible();
  // 200 × 150 pt at the default 150 dpi.
  await expect(images.getByRole('listitem').first()).toContainText('417 × 313 px');
  const download = page.waitForEvent('download');
  await images.getByRole('button', { name: 'Download slides-2.png' }).click();
  expect((await download).suggestedFilename()).toBe('slides-2.png');
  const zip = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download all (ZIP)' }).click();
  expect((await zip).suggestedFilename()).toBe('slides-pages.zip');
});
