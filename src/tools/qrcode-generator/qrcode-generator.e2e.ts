import { readFile } from 'node:fs/promises';
import { expect, test } from '../../../e2e/fixtures';

const TOO_LONG = 'The text is too long to fit in a QR code at this error resistance level.';

test.beforeEach(async ({ page }) => {
  await page.goto('/qrcode-generator');
});

test('the default text renders a QR image and both downloads work', async ({ page }) => {
  await expect(page).toHaveTitle('QR Code generator - IT Tools');
  await expect(page.getByLabel('Text', { exact: true })).toHaveValue('https://it-tools.tech');
  await expect(page.getByLabel('Text', { exact: true })).toHaveAttribute('placeholder', 'Your link or text...');
  await expect(page.getByLabel('Foreground color', { exact: true })).toHaveValue('#000000ff');
  await expect(page.getByLabel('Background color', { exact: true })).toHaveValue('#ffffffff');
  await expect(page.getByRole('combobox', { name: 'Error resistance' })).toHaveValue('Medium (15%)');
  const image = page.getByRole('img', { name: 'QR code', exact: true });
  await expect(image).toBeVisible();
  expect(await image.evaluate((element: HTMLImageElement) => [element.naturalWidth, element.width])).toEqual([1024, 200]);

  const [png] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PNG' }).click()]);
  expect(png.suggestedFilename()).toBe('qr-code.png');
  expect((await readFile(await png.path())).subarray(1, 4).toString()).toBe('PNG');
  const [svg] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download SVG' }).click()]);
  expect(svg.suggestedFilename()).toBe('qr-code.svg');
  expect(await readFile(await svg.path(), 'utf8')).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 33 33"/);
});

test('too much data shows the error under Text; a lower level clears it', async ({ page }) => {
  await page.getByLabel('Text', { exact: true }).fill('a'.repeat(2500));
  await expect(page.getByText(TOO_LONG)).toBeVisible();
  await expect(page.getByLabel('Text', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('img', { name: 'QR code', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Download PNG' })).toBeDisabled();

  await page.getByRole('combobox', { name: 'Error resistance' }).click();
  await page.getByRole('option', { name: 'Low (7%)' }).click();
  await expect(page.getByText(TOO_LONG)).toBeHidden();
  await expect(page.getByRole('img', { name: 'QR code', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download PNG' })).toBeEnabled();
  await expect(page).toHaveURL(/level=L/);
});

test('empty text shows the hint; a colour change redraws the code', async ({ page }) => {
  const image = page.getByRole('img', { name: 'QR code', exact: true });
  await expect(image).toBeVisible();
  const before = await image.getAttribute('src');
  await page.getByLabel('Foreground color', { exact: true }).fill('#ff0000ff');
  await expect(image).not.toHaveAttribute('src', before ?? '');
  await expect(page).toHaveURL(/foreground=%23ff0000ff/);

  await page.getByLabel('Text', { exact: true }).fill('   ');
  await expect(page.getByText('Enter some text to generate a QR code.')).toBeVisible();
  await expect(image).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Download SVG' })).toBeDisabled();
});
