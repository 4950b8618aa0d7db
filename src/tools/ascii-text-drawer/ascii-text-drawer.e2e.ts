import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

const text = (page: Page) => page.getByLabel('Your text', { exact: true });
const output = (page: Page) => page.getByLabel('ASCII art text', { exact: true });
const width = (page: Page) => page.getByRole('textbox', { name: 'Width', exact: true });

const HI_DOOM = ' _   _ _ \n| | | (_)\n| |_| |_ \n|  _  | |\n| | | | |\n\\_| |_/_|\n         \n         ';

test.describe('ASCII Art Text Generator', () => {
  test('draws the default text; a new font loads only its own chunk; Copy copies the art unchanged', async ({ page }) => {
    await allowClipboard(page);
    const fontRequests: string[] = [];
    page.on('request', (request) => {
      if (/importable-fonts|\/(Doom|Standard|Big)[-.]/u.test(request.url())) fontRequests.push(request.url());
    });
    await page.goto('/ascii-text-drawer');
    await expect(page).toHaveTitle('ASCII Art Text Generator - IT Tools');
    await expect(text(page)).toHaveValue('Ascii ART');
    await expect(page.getByRole('combobox', { name: 'Font', exact: true })).toHaveValue('Standard');
    await expect(width(page)).toHaveValue('80');
    await expect(output(page)).toHaveValue(/\n \/_\/ {3}\\_\\/u);
    const afterDefault = fontRequests.length;

    await text(page).fill('Hi');
    await page.getByRole('combobox', { name: 'Font', exact: true }).click();
    await page.getByRole('combobox', { name: 'Font', exact: true }).fill('Doom');
    await page.getByRole('option', { name: 'Doom', exact: true }).click();
    await expect(output(page)).toHaveValue(HI_DOOM);
    // One more font chunk, and only Doom's.
    const loaded = fontRequests.slice(afterDefault);
    expect(loaded.some((url) => /Doom/u.test(url))).toBe(true);
    expect(loaded.filter((url) => !/Doom/u.test(url))).toEqual([]);

    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByText('ASCII art copied to the clipboard')).toBeVisible();
    expect(await readClipboard(page)).toBe(HI_DOOM);

    await page.getByRole('combobox', { name: 'Comment style', exact: true }).click();
    await page.getByRole('option', { name: '#', exact: true }).click();
    await expect(output(page)).toHaveValue(/^# {2}_ {3}_ _ \n# \| \| \| \(_\)\n/u);
  });

  test('the width wraps long text; an invalid width shows its message and keeps the drawing', async ({ page }) => {
    await page.goto('/ascii-text-drawer');
    // The default text's drawing is on screen first: wait for the new text's.
    await expect(output(page)).toHaveValue(/\S/u);
    const before = await output(page).inputValue();
    await text(page).fill('Hello wonderful world');
    await expect(output(page)).not.toHaveValue(before);
    const wide = (await output(page).inputValue()).split('\n').length;
    await width(page).fill('40');
    const widest = async () => Math.max(...(await output(page).inputValue()).split('\n').map((line) => line.length));
    await expect.poll(widest).toBeLessThanOrEqual(40);
    const drawn = await output(page).inputValue();
    expect(drawn.split('\n').length).toBeGreaterThan(wide);

    await width(page).fill('0');
    await expect(page.getByText('Width must be an integer between 1 and 10000', { exact: true })).toBeVisible();
    await expect(width(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(output(page)).toHaveValue(drawn);
    await expect(text(page)).toHaveValue('Hello wonderful world');
    await width(page).fill('12000');
    await expect(page.getByText('Width must be an integer between 1 and 10000', { exact: true })).toBeVisible();
    await width(page).fill('80');
    await expect(page.getByText('Width must be an integer between 1 and 10000')).toHaveCount(0);
  });

  test('characters the font lacks give a message', async ({ page }) => {
    await page.goto('/ascii-text-drawer');
    await text(page).fill('中文');
    await expect(page.getByText('This font cannot draw these characters.', { exact: true })).toBeVisible();
    await text(page).fill('OK');
    await expect(page.getByText('This font cannot draw these characters.')).toHaveCount(0);
  });
});
