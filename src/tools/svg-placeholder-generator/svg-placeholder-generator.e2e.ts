import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

const svgOutput = (page: Page) => page.getByLabel('SVG HTML element', { exact: true });
const base64Output = (page: Page) => page.getByLabel('SVG in Base64', { exact: true });

test.beforeEach(async ({ page }) => {
  await page.goto('/svg-placeholder-generator');
});

test('defaults, then each field updates both outputs and the preview', async ({ page }) => {
  await expect(page).toHaveTitle('SVG placeholder generator - IT Tools');
  await expect(svgOutput(page)).toHaveValue(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 600 350" width="600" height="350">\n/);
  await expect(base64Output(page)).toHaveValue(/^data:image\/svg\+xml;base64,PHN2Zy/);
  await expect(page.getByRole('img', { name: 'SVG placeholder preview' })).toBeVisible();
  await expect(page.getByLabel('Custom text')).toHaveAttribute('placeholder', 'Default is 600x350');

  await page.getByLabel('Width (in px)').fill('320');
  await page.getByLabel('Height (in px)').fill('100');
  await page.getByLabel('Font size').fill('12');
  await page.getByLabel('Background', { exact: true }).fill('#FF0000');
  await page.getByLabel('Text color').fill('#00ff00');
  await page.getByLabel('Custom text').fill('A & <B> 👍');
  await page.getByLabel('Use exact size').click();
  const expected =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 100">\n  <rect width="320" height="100" fill="#ff0000"></rect>\n' +
    '  <text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="monospace" font-size="12px" fill="#00ff00">A &amp; &lt;B&gt; 👍</text>\n</svg>';
  await expect(svgOutput(page)).toHaveValue(expected);
  await expect(base64Output(page)).toHaveValue(`data:image/svg+xml;base64,${Buffer.from(expected, 'utf8').toString('base64')}`);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download svg' }).click()]);
  expect(download.suggestedFilename()).toBe('placeholder-320x100.svg');
  expect(await readFile(await download.path(), 'utf8')).toBe(expected);
});

test('an invalid width shows its error and empties the outputs; copy works again once fixed', async ({ page }) => {
  await page.getByLabel('Width (in px)').fill('0');
  await expect(page.getByText('Enter a whole number between 1 and 10000.')).toBeVisible();
  await expect(svgOutput(page)).toHaveValue('');
  await expect(base64Output(page)).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Copy svg' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Download svg' })).toBeDisabled();
  await expect(page.getByLabel('Height (in px)')).toHaveValue('350');
  await page.getByLabel('Font size').fill('1001');
  await expect(page.getByText('Enter a whole number between 1 and 1000.')).toBeVisible();

  await page.getByLabel('Width (in px)').fill('200');
  await page.getByLabel('Font size').fill('20');
  await expect(svgOutput(page)).toHaveValue(/viewBox="0 0 200 350"/);
  await allowClipboard(page);
  await page.getByRole('button', { name: 'Copy svg' }).click();
  await expect.poll(() => readClipboard(page)).toContain('>200x350</text>');
});
