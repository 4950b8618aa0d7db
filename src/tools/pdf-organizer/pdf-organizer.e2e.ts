import { readFile } from 'node:fs/promises';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import type { Page } from '@playwright/test';
import { axeViolations } from '../../../e2e/axe';
import { expect, test } from '../../../e2e/fixtures';

/** Page N is (200 + 50 N) × 150 pt and says "Page N"; encrypted when a password is given. */
async function makePdf(pages: number, password?: string): Promise<Buffer> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= pages; page++) doc.addPage([200 + 50 * page, 150]).drawText(`Page ${page}`, { x: 20, y: 60, size: 24, font });
  if (password) doc.encrypt({ userPassword: password, ownerPassword: `${password}-owner` });
  return Buffer.from(await doc.save());
}

async function choose(page: Page, name: string, buffer: Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose file' }).click();
  await (await chooser).setFiles({ name, mimeType: 'application/pdf', buffer });
}

test('pages moved by keyboard and dragging, turned, duplicated, deleted, a blank inserted, a change undone; the arrangement survives a reload and saves as a PDF', async ({
  page,
}) => {
  await page.goto('/pdf-organizer');
  await expect(page).toHaveTitle('PDF organizer - IT Tools');
  await choose(page, 'three.pdf', await makePdf(3));
  const cards = page.getByRole('list', { name: 'Pages of three.pdf' }).getByRole('listitem');
  const list = page.getByLabel('Pages of the new document');
  await expect(cards).toHaveCount(3);
  await expect(list).toHaveValue('1-3');
  await expect(cards.nth(2).locator('img')).toHaveAttribute('src', /^blob:/);

  // Keyboard: page 3 focused, Alt + left twice: first; the move is announced and focus follows it.
  await cards.nth(2).focus();
  await page.keyboard.press('Alt+ArrowLeft');
  await page.keyboard.press('Alt+ArrowLeft');
  await expect(list).toHaveValue('3,1,2');
  await expect(cards.first()).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Page 3 moved to position 1 of 3.' })).toBeAttached();
  // Dragging: page 1 (second) dropped on the last card.
  await cards.nth(1).dragTo(cards.nth(2));
  await expect(list).toHaveValue('3,2,1');

  await cards.nth(1).getByRole('button', { name: 'Rotate right' }).click();
  await expect(cards.nth(1)).toHaveAccessibleName('2 of 3: Page 2, turned 90°');
  await cards.nth(2).getByRole('button', { name: 'Duplicate' }).click();
  await expect(list).toHaveValue('3,2r90,1,1');
  await cards.nth(0).getByRole('button', { name: 'Delete' }).click();
  await expect(list).toHaveValue('2r90,1,1');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(list).toHaveValue('3,2r90,1,1');
  await cards.nth(1).getByRole('button', { name: 'Insert a blank page after' }).click();
  await expect(list).toHaveValue('3,2r90,blank,1,1');
  await expect(page.getByText('5 pages in the new document, from 3 in three.pdf.')).toBeVisible();

  // A reload brings back the same file and arrangement.
  await page.reload();
  await expect(list).toHaveValue('3,2r90,blank,1,1');
  await expect(cards).toHaveCount(5);
  await expect(cards.nth(4).locator('img')).toHaveAttribute('src', /^blob:/);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save PDF' }).click();
  await expect(page.getByText(/^three\.pdf: 5 pages, /)).toBeVisible();
  const saved = await PDFDocument.load(await readFile(await (await download).path()));
  // Page 2 turned (300 × 150 shown as 150 × 300); the blank page has the turned page's shown size.
  const pages = saved.getPages().map((one) => `${one.getWidth()}x${one.getHeight()} r${one.getRotation().angle}`);
  expect(pages).toEqual(['350x150 r0', '300x150 r90', '150x300 r0', '250x150 r0', '250x150 r0']);
});

test('an encrypted PDF asks for its password, then shows its pages (which pass axe); a file that is not a PDF is named', async ({ page }) => {
  await page.goto('/pdf-organizer');
  await choose(page, 'locked.pdf', await makePdf(2, 'secret'));
  await expect(page.getByText('locked.pdf is protected by a password: type it in “Password”.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('wrong');
  await page.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(page.getByText('The password is not the one of locked.pdf.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('secret');
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page.getByRole('list', { name: 'Pages of locked.pdf' }).getByRole('listitem')).toHaveCount(2);
  // The cards and their buttons pass axe in both themes (the page without a file is checked in tool-pages.e2e.ts).
  expect(await axeViolations(page, { include: 'main ol' })).toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await axeViolations(page, { include: 'main ol', onlyThemeRules: true })).toEqual([]);

  await choose(page, 'fake.pdf', Buffer.from('hello, not a PDF'));
  await expect(page.getByText('fake.pdf is not a PDF: it does not start with the %PDF- header.')).toBeVisible();
});
