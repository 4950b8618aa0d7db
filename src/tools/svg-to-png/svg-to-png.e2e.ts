import { axeViolations } from '../../../e2e/axe';
import { expect, test } from '../../../e2e/fixtures';
import { sniffSignature } from '../../engine/detect/signatures';

const HALF = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="5"><rect width="5" height="5" fill="#ff0000"/></svg>';

test('an SVG file rendered at 4 ×: previewed with its pixel size, downloaded as a PNG under its name', async ({ page }) => {
  await page.goto('/svg-to-png');
  await expect(page).toHaveTitle('SVG to PNG - IT Tools');
  await page.getByRole('textbox', { name: 'Scale' }).fill('4');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose files' }).click();
  await (await chooser).setFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(HALF) });
  const result = page.getByRole('region', { name: 'Result' });
  await expect(result.getByText('40 × 20 px', { exact: false })).toBeVisible();
  const download = page.waitForEvent('download');
  await result.getByRole('button', { name: 'Download logo.png' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('logo.png');
  const bytes = new Uint8Array(Buffer.concat(await (await file.createReadStream()).toArray()));
  expect(sniffSignature(bytes)?.type).toBe('image/png');
});

test('pasted markup: a script is named and not run, invalid XML gets a clear message, a non-SVG text too', async ({ page }) => {
  await page.goto('/svg-to-png');
  const markup = page.getByRole('textbox', { name: 'Or paste SVG markup' });
  await markup.fill(HALF.replace('<rect', '<script>document.title = "pwned"</script><rect'));
  await page.getByText('By width', { exact: true }).click();
  await page.getByRole('textbox', { name: 'Width (px)' }).fill('100');
  const result = page.getByRole('region', { name: 'Result' });
  await expect(result.getByText('The SVG contains scripts or event handlers: they were not run.')).toBeVisible();
  await expect(result.getByText('100 × 50 px', { exact: false })).toBeVisible();
  await expect(page).toHaveTitle('SVG to PNG - IT Tools');
  // The warning, the options and the preview pass axe in both themes.
  expect(await axeViolations(page, { include: 'main' })).toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await axeViolations(page, { include: 'main', onlyThemeRules: true })).toEqual([]);
  await markup.fill('<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>');
  await expect(page.getByText(/This is not valid SVG: the markup could not be read as XML\./)).toBeVisible();
  await markup.fill('just some words');
  await expect(page.getByText(/This text is not SVG markup/)).toBeVisible();
  // The markup stays as typed.
  await expect(markup).toHaveValue('just some words');
});
