import type { Page } from '@playwright/test';
import { expect, test } from '../../../e2e/fixtures';

const description = (page: Page) => page.getByLabel('Description', { exact: true });
const runs = (page: Page) => page.getByLabel('Next 5 runs', { exact: true });

test('the default expression is described with the next 5 runs in the browser zone', async ({ page }) => {
  await page.goto('/crontab-generator');
  await expect(page).toHaveTitle('Crontab generator - IT Tools');
  await expect(page.getByLabel('Cron expression', { exact: true })).toHaveValue('40 * * * *');
  await expect(description(page)).toHaveValue('At 40 minutes past the hour, every hour, every day');
  await expect(runs(page)).toHaveValue(/^(\d{4}-\d\d-\d\d \d\d:40:00 \((Mon|Tue|Wed|Thu|Fri|Sat|Sun)\)\n){4}\d{4}-\d\d-\d\d \d\d:40:00 \(\w{3}\)$/);
  await expect(page.getByText(/^Times are in your time zone: \S+$/)).toBeVisible();
  await expect(page.getByRole('cell', { name: '@reboot' }).first()).toBeVisible();
});

test('toggles change the description; macros and never-running schedules have notes', async ({ page }) => {
  await page.goto('/crontab-generator');
  await page.getByLabel('Cron expression', { exact: true }).fill('30 14 * * 1');
  await expect(description(page)).toHaveValue('At 14:30, only on Monday');
  await page.getByLabel('Use 24 hour time format').click();
  await expect(description(page)).toHaveValue('At 02:30 PM, only on Monday');
  await page.getByLabel('Days start at 0').click();
  await expect(description(page)).toHaveValue('At 02:30 PM, only on Sunday');
  await expect(runs(page)).toHaveValue(/^\d{4}-\d\d-\d\d 14:30:00 \(Sun\)/);
  await page.getByLabel('Verbose').click();

  await page.getByLabel('Cron expression', { exact: true }).fill('@reboot');
  await expect(description(page)).toHaveValue('Run once, at startup');
  await expect(page.getByText('@reboot has no schedule: it runs once when the system starts.')).toBeVisible();
  await page.getByLabel('Cron expression', { exact: true }).fill('0 0 30 2 *');
  await expect(page.getByText('This schedule never runs.')).toBeVisible();
  await expect(runs(page)).toHaveValue('');
});

test('an invalid expression shows the error and empties the outputs', async ({ page }) => {
  await page.goto('/crontab-generator');
  await page.getByLabel('Cron expression', { exact: true }).fill('61 * * * *');
  await expect(page.getByText('This cron is invalid')).toBeVisible();
  await expect(page.getByLabel('Cron expression', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(description(page)).toHaveValue('');
  await expect(runs(page)).toHaveValue('');
  await expect(page.getByLabel('Verbose')).toBeChecked();
});
