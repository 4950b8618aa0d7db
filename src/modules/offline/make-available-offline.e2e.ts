import { expect, test } from '../../../e2e/fixtures';

// Served by nginx when it is installed (the name matches playwright.config.ts's pattern for
// offline tests). "Make available offline" with the service worker is tested in e2e/offline.e2e.ts,
// after the precache that test waits for anyway (a second precache took 15–25 s of test time).

test.describe('without the service worker', () => {
  test.use({ serviceWorkers: 'block' });

  test('a tool page says what is missing and why it cannot download it', async ({ page }) => {
    await page.goto('./mac-address-lookup');
    await expect(page.getByText(/^Needs a download for offline use \(2\.\d+ MB\)$/)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Make available offline' })).toBeDisabled();
    await expect(page.getByText(/^Offline use needs the app's service worker/)).toBeVisible();
    // A tool whose files are all precached shows nothing.
    await page.goto('./token-generator');
    await expect(page.getByRole('heading', { level: 1, name: 'Token generator' })).toBeVisible();
    await expect(page.getByRole('main').getByText(/offline/i)).toHaveCount(0);
  });
});
