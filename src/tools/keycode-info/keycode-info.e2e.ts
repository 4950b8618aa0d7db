import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const PROMPT = 'Press the key on your keyboard you want to get info about this key';

test.beforeEach(async ({ page }) => {
  await page.goto('/keycode-info');
  await expect(page.getByText(PROMPT)).toBeVisible();
});

test('shows only the prompt, then every field of a key press, with copy', async ({ page }) => {
  await expect(field(page, 'Key')).toHaveCount(0);
  await page.keyboard.press('Control+Alt+KeyK');
  await expect(field(page, 'Code')).toHaveValue('KeyK');
  await expect(field(page, 'Keycode')).toHaveValue('75');
  await expect(field(page, 'Location')).toHaveValue('0 (Standard)');
  await expect(field(page, 'Modifiers')).toHaveValue('Ctrl + Alt');
  await page.keyboard.press('Numpad1');
  await expect(field(page, 'Code')).toHaveValue('Numpad1');
  await expect(field(page, 'Location')).toHaveValue('3 (Numpad)');
  await expect(field(page, 'Modifiers')).toHaveValue('');
  await expect(field(page, 'Modifiers')).toHaveAttribute('placeholder', 'None');
  await allowClipboard(page);
  await page.getByRole('button', { name: 'Copy Code' }).click();
  await expect.poll(() => readClipboard(page)).toBe('Numpad1');
  await expect(page.getByRole('table', { name: 'Recent keys' }).getByRole('row')).toHaveCount(5); // header + Control, Alt, k, 1
});

test('Space and Tab are inspected without scrolling or moving the focus', async ({ page }) => {
  const prevented = await page.evaluate(() =>
    [' ', 'Tab', 'a'].map((key) => !document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))),
  );
  expect(prevented).toEqual([true, true, false]);
  await page.keyboard.press('Space');
  await expect(page.getByLabel('Last key pressed').getByText('Space', { exact: true })).toBeVisible();
  await expect(field(page, 'Code')).toHaveValue('Space');
  await page.keyboard.press('ShiftRight');
  await expect(field(page, 'Location')).toHaveValue('2 (Right)');
  await expect(field(page, 'Modifiers')).toHaveValue('Shift');
});
