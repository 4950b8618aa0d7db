import { EncryptedPDFError, PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { expect, test } from '../../../e2e/fixtures';

async function report(): Promise<Buffer> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.addPage([300, 200]).drawText('Quarterly report', { x: 20, y: 100, size: 20, font: await doc.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await doc.save());
}

test('protect a PDF with a password and permissions, then unlock it: a wrong password is said, the right one opens it', async ({ page }) => {
  await page.goto('/pdf-protect');
  await expect(page).toHaveTitle('PDF password - IT Tools');
  const input = page.locator('input[type=file]');
  await input.setInputFiles({ name: 'report.pdf', mimeType: 'application/pdf', buffer: await report() });

  const password = page.getByLabel('Password to open');
  await password.fill('s3cret');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).first().click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('checkbox', { name: 'Print' }).uncheck();
  await page.getByRole('button', { name: 'Protect PDF' }).click();
  const protectedResult = page.getByRole('region', { name: 'Protect' });
  await expect(protectedResult.getByText('Protected with AES-256: the password is needed to open it.', { exact: false })).toBeVisible();
  const download = page.waitForEvent('download');
  await protectedResult.getByRole('button', { name: 'Download report.pdf' }).click();
  const locked = Buffer.concat(await (await (await download).createReadStream()).toArray());
  await expect(PDFDocument.load(locked)).rejects.toBeInstanceOf(EncryptedPDFError);
  expect((await PDFDocument.load(locked, { password: 's3cret' })).getPageCount()).toBe(1);

  // Unlock the protected file: the wrong password is refused by name, the right one gives an open file.
  await page.getByText('Unlock', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Unlock' })).toBeChecked();
  await page.getByRole('button', { name: 'Remove report.pdf' }).click();
  await input.setInputFiles({ name: 'locked.pdf', mimeType: 'application/pdf', buffer: locked });
  await page.getByLabel('Password', { exact: true }).fill('wrong');
  await page.getByRole('button', { name: 'Unlock PDF' }).click();
  await expect(page.getByText('The password is not the one of locked.pdf.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('s3cret');
  await page.getByRole('button', { name: 'Unlock PDF' }).click();
  const unlocked = page.getByRole('region', { name: 'Unlock' });
  await expect(unlocked.getByText('Unlocked: the file opens without a password and has no restrictions.')).toBeVisible();
  const second = page.waitForEvent('download');
  await unlocked.getByRole('button', { name: 'Download locked.pdf' }).click();
  const open = Buffer.concat(await (await (await second).createReadStream()).toArray());
  expect((await PDFDocument.load(open)).getPageCount()).toBe(1);
});
