import { expect, test } from '../../../e2e/fixtures';

// Like e2e/offline.e2e.ts (the name matches playwright.config.ts's pattern for it): served by nginx
// when it is installed, with the service worker allowed.
test.use({ serviceWorkers: 'allow' });

test('"Make available offline" downloads a tool\'s first-use files: the math evaluator then computes offline', async ({ page, context }) => {
  test.setTimeout(90_000);
  await page.goto('./');
  await expect(page.getByRole('heading', { name: 'All the tools' })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
    }
  });

  // math.js (on the page and in the operation worker) is not precached: over the size limit, loaded when used.
  await page.goto('./math-evaluator');
  // The line comes once the page has settled (three seconds after its load).
  await expect(page.getByText(/^Needs a download for offline use \(\d+(\.\d+)? (KB|MB)\)$/)).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Make available offline' }).click();
  await expect(page.getByText('Available offline', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Make available offline' })).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('Available offline', { exact: true })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('textbox', { name: 'Math expression', exact: true }).fill('2*sqrt(6)');
  await expect(page.getByRole('textbox', { name: 'Result', exact: true })).toHaveValue('4.8989794855664');
  await context.setOffline(false);
});

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
