import { createHash } from 'node:crypto';
import type { Download } from '@playwright/test';
import { axeViolations } from '../../../e2e/axe';
import { expect, test } from '../../../e2e/fixtures';
import { EAN8_PNG_QUERY, EAN8_PNG_SHA256 } from './barcode-generator.fixtures';

const bytesOf = async (download: Download) => Buffer.concat(await (await download.createReadStream()).toArray());

test.describe('Barcode generator', () => {
  test('an EAN-13 without its check digit: computed and shown, previewed, downloaded as SVG', async ({ page }) => {
    await page.goto('/barcode-generator');
    await expect(page).toHaveTitle('Barcode generator - IT Tools');
    // The first barcode is drawn at once.
    await expect(page.getByRole('img', { name: 'Code 128 barcode of IT-Tools 2026' })).toBeVisible();

    await page.getByRole('combobox', { name: 'Barcode type', exact: true }).click();
    await page.getByRole('option', { name: 'EAN-13', exact: true }).click();
    const field = page.getByLabel('Text or number to encode');
    // Choosing a type shows one of its numbers in place of the previous type's sample.
    await expect(field).toHaveValue('590123412345');
    await expect(page.getByRole('status').filter({ hasText: 'Check digit' })).toHaveText('Check digit 7 added: 5901234123457');
    await expect(page.getByRole('img', { name: 'EAN-13 barcode of 5901234123457' })).toBeVisible();
    // The preview and the check digit's note pass axe in both themes.
    expect(await axeViolations(page, { include: 'main' })).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(await axeViolations(page, { include: 'main', onlyThemeRules: true })).toEqual([]);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download SVG' }).click();
    const svg = await download;
    expect(svg.suggestedFilename()).toBe('barcode.svg');
    expect((await bytesOf(svg)).toString('utf8')).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+"/);
  });

  test('a wrong check digit is an error under the field, naming the right one; fixing it brings the preview back', async ({ page }) => {
    await page.goto('/barcode-generator?symbology=ean13');
    const field = page.getByLabel('Text or number to encode');
    await field.fill('5901234123458');
    await expect(page.getByText('Wrong check digit: the last digit should be 7, not 8 (5901234123457).')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('button', { name: 'Download SVG' })).toBeDisabled();
    await field.fill('5901234123457');
    await expect(page.getByRole('status').filter({ hasText: 'Check digit' })).toHaveText('Check digit 7 is correct.');
    await expect(page.getByRole('img', { name: 'EAN-13 barcode of 5901234123457' })).toBeVisible();
  });

  test('the PNG downloaded from the page is the one the command line makes (same bytes)', async ({ page }) => {
    await page.goto(`/barcode-generator${EAN8_PNG_QUERY}`);
    const field = page.getByLabel('Text or number to encode');
    await field.fill('9638507');
    await expect(page.getByRole('img', { name: 'EAN-8 barcode of 96385074' })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PNG' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('barcode.png');
    expect(createHash('sha256').update(await bytesOf(file)).digest('hex')).toBe(EAN8_PNG_SHA256);
  });
});
