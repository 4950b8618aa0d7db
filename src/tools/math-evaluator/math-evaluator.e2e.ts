import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

const expression = (page: Page) => page.getByRole('textbox', { name: 'Math expression', exact: true });
const result = (page: Page) => page.getByRole('textbox', { name: 'Result', exact: true });

test.describe('Math evaluator', () => {
  test('typing updates the Result (Enter adds a line, a trailing ; hides a value), which copies', async ({ page }) => {
    await allowClipboard(page);
    await page.goto('/math-evaluator');
    await expect(page).toHaveTitle('Math evaluator - IT Tools');
    await expect(expression(page)).toBeFocused();
    await expect(expression(page)).toHaveAttribute('placeholder', 'Your math expression (ex: 2*sqrt(6) )...');
    await expect(result(page)).toHaveCount(0);
    await page.keyboard.type('2*sqrt(6)');
    await expect(result(page)).toHaveValue('4.8989794855664');
    await expression(page).fill('x = 6');
    await page.keyboard.press('Enter');
    await page.keyboard.type('x * 7');
    await expect(expression(page)).toHaveValue('x = 6\nx * 7');
    await expect(result(page)).toHaveValue('42');
    await page.keyboard.type(';');
    await expect(result(page)).toHaveValue('6');
    await expression(page).fill('5 cm to inch');
    await expect(result(page)).toHaveValue('1.9685039370079 inch');
    await page.getByRole('button', { name: 'Copy Result' }).click();
    await expect(page.getByText('Copied to the clipboard', { exact: true })).toBeVisible();
    expect(await readClipboard(page)).toBe('1.9685039370079 inch');
  });

  test('an invalid expression shows the message and the engine explanation; JavaScript tricks are refused', async ({ page }) => {
    await page.goto('/math-evaluator');
    await expression(page).fill('foo + 1');
    await expect(page.getByText('Invalid expression', { exact: false })).toBeVisible();
    await expect(page.getByText('Undefined symbol foo')).toBeVisible();
    await expect(expression(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(result(page)).toHaveCount(0);
    await expression(page).fill('cos.constructor("return fetch")()');
    await expect(expression(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(result(page)).toHaveCount(0);
    await expression(page).fill('1/0');
    await expect(result(page)).toHaveValue('Infinity');
  });

  test('mathjs is not in the entry chunk: it loads only with this page', async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    const entry = /<script[^>]+type="module"[^>]+src="([^"]+)"/.exec(html)?.[1];
    expect(entry).toBeTruthy();
    expect(await (await request.get(entry as string)).text()).not.toContain('Undefined symbol');

    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script' || /\.js$/.test(new URL(response.url()).pathname)) scripts.push(await response.text().catch(() => ''));
    });
    await page.goto('/math-evaluator');
    await expression(page).fill('1 + 1');
    await expect(result(page)).toHaveValue('2');
    expect(scripts.some((source) => source.includes('Undefined symbol'))).toBe(true);
  });
});
