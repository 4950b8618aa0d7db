import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

const input = (page: Page) =>
  page.getByRole('textbox', {
    name: 'Your text to convert to NATO phonetic alphabet',
  });
const output = (page: Page) => page.getByRole('textbox', { name: 'Your text in NATO phonetic alphabet' });

test.describe('Text to NATO alphabet', () => {
  test('spells the text once there is one; copy; clear hides the output', async ({ page }) => {
    await allowClipboard(page);
    await page.goto('/text-to-nato-alphabet');
    await expect(page).toHaveTitle('Text to NATO alphabet - IT Tools');
    await expect(output(page)).toBeHidden();
    await input(page).fill('IT-Tools');
    await expect(output(page)).toHaveValue('India Tango - Tango Oscar Oscar Lima Sierra');
    await page.getByRole('button', { name: 'Copy NATO string' }).click();
    await expect.poll(() => readClipboard(page)).toBe('India Tango - Tango Oscar Oscar Lima Sierra');
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(input(page)).toHaveValue('');
    await expect(output(page)).toBeHidden();
  });

  test('digits spelled the ICAO way', async ({ page }) => {
    await page.goto('/text-to-nato-alphabet');
    await input(page).fill('Zyx42!');
    await expect(output(page)).toHaveValue('Zulu Yankee X-ray 4 2 !');
    await page.getByRole('switch', { name: 'Spell digits (Zero … Niner)' }).click();
    await expect(output(page)).toHaveValue('Zulu Yankee X-ray Four Two !');
  });
});
