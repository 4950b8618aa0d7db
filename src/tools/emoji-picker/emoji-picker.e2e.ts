import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

const search = (page: Page) => page.getByRole('textbox', { name: 'Search emojis', exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

test.describe('Emoji picker', () => {
  test('shows the groups, finds "unicorn" and says "No results" when nothing matches', async ({ page }) => {
    await page.goto('/emoji-picker');
    await expect(page).toHaveTitle('Emoji picker - IT Tools');
    await expect(search(page)).toHaveAttribute('placeholder', "Search emojis (e.g. 'smile')...");
    await expect(page.getByRole('heading', { name: 'Smileys & Emotion', exact: true })).toBeVisible();
    await expect(button(page, 'Copy emoji 😀')).toBeVisible();
    await expect(page.getByText('Grinning face', { exact: true })).toBeVisible();

    await search(page).fill('unicorn');
    await expect(page.getByRole('heading', { name: 'Search results', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Smileys & Emotion' })).toHaveCount(0);
    await expect(button(page, 'Copy emoji 🦄')).toBeVisible();
    await expect(page.getByText('Unicorn', { exact: true })).toBeVisible();
    await expect(button(page, 'Copy code points U+1F984')).toHaveText('U+1F984');
    await expect(button(page, 'Copy JavaScript escape \\ud83e\\udd84')).toHaveText('\\ud83e\\udd84');
    await expect(button(page, 'Copy emoji 🌈')).toBeVisible();

    await search(page).fill('U+1F1EB');
    await expect(page.getByText('Flag: France', { exact: true })).toBeVisible();

    await search(page).fill('zzqqxx');
    await expect(page.getByText('No results', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Search results' })).toHaveCount(0);
  });

  test('"Clear search" restores the groups', async ({ page }) => {
    await page.goto('/emoji-picker');
    await search(page).fill('thumbs up');
    await expect(button(page, 'Copy emoji 👍')).toBeVisible();
    await button(page, 'Clear search').click();
    await expect(search(page)).toHaveValue('');
    await expect(page.getByRole('heading', { name: 'Smileys & Emotion', exact: true })).toBeVisible();
    await expect(button(page, 'Copy emoji 😀')).toBeVisible();
  });

  test('clicking the emoji, the code points and the escape copies each exactly', async ({ page }) => {
    await allowClipboard(page);
    await page.goto('/emoji-picker');
    await search(page).fill('flag france');
    await button(page, 'Copy emoji 🇫🇷').click();
    await expect(page.getByText('Emoji 🇫🇷 copied to the clipboard', { exact: true })).toBeVisible();
    expect(await readClipboard(page)).toBe('🇫🇷');
    await button(page, 'Copy code points U+1F1EB U+1F1F7').click();
    await expect.poll(() => readClipboard(page)).toBe('U+1F1EB U+1F1F7');
    await button(page, 'Copy JavaScript escape \\ud83c\\uddeb\\ud83c\\uddf7').click();
    await expect.poll(() => readClipboard(page)).toBe('\\ud83c\\uddeb\\ud83c\\uddf7');
    // The copied emoji is offered again above the groups.
    await expect(page.getByRole('heading', { name: 'Recently copied' })).toBeVisible();
    await expect(button(page, 'Copy 🇫🇷 again')).toBeVisible();
  });

  test('the skin tone applies to the emoji shown and copied', async ({ page }) => {
    await allowClipboard(page);
    await page.goto('/emoji-picker');
    await page.getByRole('combobox', { name: 'Skin tone' }).click();
    await page.getByRole('option', { name: 'Medium-dark', exact: true }).click();
    await search(page).fill('U+1F44D');
    await expect(button(page, 'Copy code points U+1F44D U+1F3FE')).toBeVisible();
    await button(page, 'Copy emoji 👍🏾').click();
    expect(await readClipboard(page)).toBe('👍🏾');
    // Emojis without skin tones are unchanged.
    await search(page).fill('unicorn');
    await expect(button(page, 'Copy emoji 🦄')).toBeVisible();
  });
});
