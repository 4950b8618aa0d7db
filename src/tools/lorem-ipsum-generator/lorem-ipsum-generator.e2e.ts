import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

const FIRST = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit.';
const output = (page: Page) => page.getByLabel('Lorem ipsum text', { exact: true });
const sw = (page: Page, name: string) => page.getByLabel(name, { exact: true });
/** A sentence of 8 to 15 lowercase vocabulary words, the first capitalised. */
const SENTENCE = '[A-Z][a-z]*(?: [a-z]+){7,14}\\.';

test.describe('Lorem ipsum generator', () => {
  test('default output: one paragraph of 3 to 8 sentences starting with the classic one', async ({ page }) => {
    await page.goto('/lorem-ipsum-generator');
    await expect(page).toHaveTitle('Lorem ipsum generator - IT Tools');
    await expect(output(page)).toHaveValue(new RegExp(`^${FIRST.replace(/[.,]/g, '\\$&')}(?: ${SENTENCE}){2,7}$`));
    await expect(output(page)).toHaveAttribute('readonly', '');
    await expect(page.getByRole('slider', { name: 'Paragraphs', exact: true })).toHaveAttribute('aria-valuenow', '1');
    await expect(page.getByRole('slider', { name: 'Minimum sentences per paragraph' })).toHaveAttribute('aria-valuenow', '3');
    await expect(page.getByRole('slider', { name: 'Maximum sentences per paragraph' })).toHaveAttribute('aria-valuenow', '8');
    await expect(page.getByRole('slider', { name: 'Minimum words per sentence' })).toHaveAttribute('aria-valuenow', '8');
    await expect(page.getByRole('slider', { name: 'Maximum words per sentence' })).toHaveAttribute('aria-valuenow', '15');
    const text = await output(page).inputValue();
    const words = text.split(' ').length;
    await expect(page.getByText(`${words} words · ${text.length} characters`, { exact: true })).toBeVisible();
  });

  test('each switch and the paragraph slider regenerate the text', async ({ page }) => {
    await page.goto('/lorem-ipsum-generator');
    await expect(output(page)).toHaveValue(/^Lorem ipsum dolor sit amet/);

    await sw(page, 'Start with lorem ipsum').click();
    await expect(output(page)).not.toHaveValue(/^Lorem ipsum dolor sit amet/);
    await expect(output(page)).toHaveValue(new RegExp(`^${SENTENCE}(?: ${SENTENCE}){2,7}$`));

    await sw(page, 'As HTML').click();
    await expect(output(page)).toHaveValue(new RegExp(`^<p>${SENTENCE}(?: ${SENTENCE}){2,7}</p>$`));

    const paragraphs = page.getByRole('slider', { name: 'Paragraphs', exact: true });
    await paragraphs.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(paragraphs).toHaveAttribute('aria-valuenow', '3');
    await expect(output(page)).toHaveValue(new RegExp(`^(?:<p>${SENTENCE}(?: ${SENTENCE}){2,7}</p>\\n\\n){2}<p>${SENTENCE}(?: ${SENTENCE}){2,7}</p>$`));

    // The minimum can reach the maximum but never pass it.
    const minimum = page.getByRole('slider', { name: 'Minimum words per sentence' });
    await minimum.focus();
    for (let step = 0; step < 10; step += 1) await page.keyboard.press('ArrowRight');
    await expect(minimum).toHaveAttribute('aria-valuenow', '15');
    await expect(page.getByRole('slider', { name: 'Maximum words per sentence' })).toHaveAttribute('aria-valuenow', '15');
    await expect(output(page)).toHaveValue(/^<p>[A-Z][a-z]*(?: [a-z]+){14}\./);
  });

  test('Refresh draws a new text with the same settings', async ({ page }) => {
    await page.goto('/lorem-ipsum-generator');
    const before = await output(page).inputValue();
    await page.getByRole('button', { name: 'Refresh', exact: true }).click();
    await expect(output(page)).not.toHaveValue(before);
    await expect(output(page)).toHaveValue(/^Lorem ipsum dolor sit amet, consectetur adipiscing elit\. [A-Z]/);
  });

  test('Copy puts the text on the clipboard and Download saves lorem-ipsum.txt', async ({ page }) => {
    await allowClipboard(page);
    await page.goto('/lorem-ipsum-generator');
    const text = await output(page).inputValue();
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByText('Lorem ipsum copied to the clipboard', { exact: true })).toBeVisible();
    expect(await readClipboard(page)).toBe(text);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download', exact: true }).click()]);
    expect(download.suggestedFilename()).toBe('lorem-ipsum.txt');
  });
});
