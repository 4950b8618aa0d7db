import type { Page } from '@playwright/test';
import { expect, test } from '../../../e2e/fixtures';

// The page header has its own "Reset" (of the tool's settings): the stopwatch's buttons are found in their group.
const control = (page: Page, name: string) => page.getByRole('group', { name: 'Stopwatch controls' }).getByRole('button', { name, exact: true });

test.describe('Chronometer', () => {
  test('Start shows Stop and the time moves; Lap adds Lap 1; Stop then Reset shows 00:00.000', async ({ page }) => {
    await page.goto('/chronometer');
    await expect(page).toHaveTitle('Chronometer - IT Tools');
    const timer = page.getByRole('timer', { name: 'Elapsed time' });
    await expect(timer).toHaveText('00:00.000');
    await expect(control(page, 'Lap')).toBeDisabled();

    await control(page, 'Start').click();
    await expect(control(page, 'Stop')).toBeVisible();
    await expect(timer).not.toHaveText('00:00.000');
    await expect(timer).toHaveText(/^\d{2}:\d{2}\.\d{3}$/);

    await control(page, 'Lap').click();
    await expect(page.getByRole('cell', { name: 'Lap 1', exact: true })).toBeVisible();

    await control(page, 'Stop').click();
    await expect(control(page, 'Start')).toBeVisible();
    const stopped = await timer.textContent();
    await expect(timer).toHaveText(stopped ?? '');
    await control(page, 'Reset').click();
    await expect(timer).toHaveText('00:00.000');
    await expect(page.getByRole('cell', { name: 'Lap 1', exact: true })).toHaveCount(0);
  });

  test('keyboard: Space starts and stops, L takes a lap, R resets', async ({ page }) => {
    await page.goto('/chronometer');
    const timer = page.getByRole('timer', { name: 'Elapsed time' });
    // The shortcuts listen once the tool has rendered: a key pressed before that is lost.
    await expect(timer).toHaveText('00:00.000');
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Space');
    await expect(control(page, 'Stop')).toBeVisible();
    await page.keyboard.press('l');
    await page.keyboard.press('l');
    await expect(page.getByRole('cell', { name: 'Lap 2', exact: true })).toBeVisible();
    await page.keyboard.press('Space');
    await expect(control(page, 'Start')).toBeVisible();
    await expect(timer).not.toHaveText('00:00.000');
    await page.keyboard.press('r');
    await expect(timer).toHaveText('00:00.000');
    await expect(page.getByRole('cell', { name: 'Lap 1', exact: true })).toHaveCount(0);
  });
});
