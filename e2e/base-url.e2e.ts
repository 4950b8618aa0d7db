import { test, expect } from './fixtures';

test.use({ serviceWorkers: 'allow' });

// Runs against the build made with BASE_URL=/tools/ and served under /tools/.
test('the app works under a sub-path: home, tool, redirects of links and 404', async ({ page }) => {
  const assets: string[] = [];
  page.on('request', (request) => assets.push(new URL(request.url()).pathname));
  await page.goto('./');
  await expect(page.getByRole('heading', { name: 'All the tools' })).toBeVisible();
  expect(assets.filter((path) => !path.startsWith('/tools/'))).toEqual([]);

  await page.getByRole('main').getByRole('link', { name: 'Token generator' }).click();
  await expect(page).toHaveURL(/\/tools\/token-generator$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Token generator' })).toBeVisible();

  await page.goto('./token-generator');
  await expect(page.getByRole('heading', { level: 1, name: 'Token generator' })).toBeVisible();
  // Home is '/tools/', with its slash: '/tools' is outside the service worker's scope.
  await expect(page.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/tools/');
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/tools\/$/);
  await expect(page.getByRole('heading', { name: 'All the tools' })).toBeVisible();

  // The service worker and the manifest live under the base URL too. The worker registers at the
  // first quiet moment (3 s without input); its scope is known from then on, while waiting for it to
  // be ready would mean waiting for its install to precache the whole app (offline.e2e.ts does that).
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope ?? 'not registered'), { timeout: 15_000 })
    .toMatch(/^http:\/\/localhost:\d+\/tools\/$/);
  expect(await page.evaluate(async () => (await fetch('/tools/manifest.webmanifest')).ok)).toBe(true);

  // An address typed without the slash gets it.
  await page.goto('/tools');
  await expect(page.getByRole('heading', { name: 'All the tools' })).toBeVisible();
  await expect(page).toHaveURL(/\/tools\/$/);

  await page.goto('./missing-page');
  await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
});
