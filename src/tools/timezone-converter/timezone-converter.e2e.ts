import type { Page } from '@playwright/test';
import { expect, test } from '../../../e2e/fixtures';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test.use({ timezoneId: 'Europe/Paris' });

test.describe('Time zone converter', () => {
  test('says when a time does not exist or happens twice', async ({ page }) => {
    await page.goto('/timezone-converter?from=America/New_York');
    await expect(page).toHaveTitle('Time zone converter - IT Tools');
    const time = field(page, 'Date and time');
    await time.fill('2026-03-08 02:30');
    await expect(page.getByText('2026-03-08 02:30 does not exist in America/New_York', { exact: false })).toBeVisible();
    const zones = page.getByRole('table', { name: 'The time in each zone' });
    await expect(zones.getByRole('row', { name: /Europe\/London/ })).toContainText('2026-03-08 07:30');
    await expect(zones.getByRole('row', { name: /Asia\/Kolkata/ })).toContainText('UTC+05:30');

    await time.fill('2026-11-01 01:30');
    await page.getByRole('radio', { name: /01:30 EST/ }).check();
    await expect(zones.getByRole('row', { name: /Europe\/London/ })).toContainText('2026-11-01 06:30');

    await time.fill('Mars/Olympus');
    await expect(page.getByText('“Mars/Olympus” is not a time zone', { exact: false })).toBeVisible();
  });

  test('the meeting planner picks an hour by keyboard', async ({ page }) => {
    await page.goto('/timezone-converter?from=America/New_York&time=2026-12-02%2010:00');
    const time = field(page, 'Date and time');
    await page.getByRole('button', { name: 'Remove Asia/Kolkata' }).click();
    await page.getByRole('button', { name: 'Remove Asia/Tokyo' }).click();

    // New York and London share 09:00–12:00 in New York (14:00–17:00 UTC).
    const grid = page.getByRole('grid', { name: 'Working hours by zone, hour by hour' });
    const cell = grid.getByRole('gridcell', { name: 'America/New_York: 08:00, outside working hours' });
    await cell.click();
    await expect(time).toHaveValue('2026-12-02 08:00');
    await cell.press('ArrowRight');
    await expect(grid.getByRole('gridcell', { name: 'America/New_York: 09:00, working hours, everyone at work' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(time).toHaveValue('2026-12-02 09:00');
    await expect(page.getByText('Everyone is at work 14:00–17:00 UTC: America/New_York 09:00–12:00, Europe/London 14:00–17:00.')).toBeVisible();
  });
});
