import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { expect, test } from '../../../e2e/fixtures';

/** One page saying `text`; encrypted when a password is given. */
async function onePage(text: string, password?: string): Promise<Buffer> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.addPage([300, 200]).drawText(text, { x: 20, y: 100, size: 24, font: await doc.embedFont(StandardFonts.Helvetica) });
  if (password) doc.encrypt({ userPassword: password, ownerPassword: `${password}-owner` });
  return Buffer.from(await doc.save());
}

test('files put in order by keyboard and buttons merge into one PDF; an encrypted one asks for its password', async ({ page }) => {
  await page.goto('/pdf-merge');
  await expect(page).toHaveTitle('PDF merge - IT Tools');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose files' }).click();
  await (
    await chooser
  ).setFiles([
    { name: 'a.pdf', mimeType: 'application/pdf', buffer: await onePage('A') },
    { name: 'b.pdf', mimeType: 'application/pdf', buffer: await onePage('B') },
    { name: 'locked.pdf', mimeType: 'application/pdf', buffer: await onePage('L', 'secret') },
  ]);
  const order = page.getByRole('list', { name: 'Order of the files' }).getByRole('listitem');
  await expect(order).toHaveText([/a\.pdf/, /b\.pdf/, /locked\.pdf/]);

  // The locked file is named and a "Password" field appears.
  await expect(page.getByText('locked.pdf is protected by a password: type it in “Password”.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('secret');

  // Keyboard: the handle of b.pdf, arrow up → first; a button moves locked.pdf up.
  await page.getByRole('button', { name: /^Move b\.pdf, position 2 of 3/ }).press('ArrowUp');
  await expect(order).toHaveText([/b\.pdf/, /a\.pdf/, /locked\.pdf/]);
  await expect(page.getByRole('button', { name: /^Move b\.pdf, position 1 of 3/ })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'b.pdf is now at position 1 of 3.' })).toBeAttached();
  await page.getByRole('button', { name: 'Move locked.pdf up' }).click();
  await expect(order).toHaveText([/b\.pdf/, /locked\.pdf/, /a\.pdf/]);

  const result = page.getByRole('region', { name: 'Merged PDF' });
  await expect(result).toHaveAttribute('aria-busy', 'false');
  await page.getByLabel('File name').fill('all.pdf');
  const button = result.getByRole('button', { name: 'Download all.pdf' });
  await expect(button).toBeVisible();
  await expect(result).toHaveAttribute('aria-busy', 'false');
  const download = page.waitForEvent('download');
  await button.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('all.pdf');
  const merged = await PDFDocument.load(Buffer.concat(await (await file.createReadStream()).toArray()));
  expect(merged.getPageCount()).toBe(3);
});
