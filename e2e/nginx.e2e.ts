import { test, expect } from './fixtures';
import { firstControl, openThroughRouter, toolPages } from './tool-list';

/**
 * The build served by the real nginx with deploy/it-tools.nginx.conf (the nginx project of
 * playwright.config.ts): the headers self-hosters get, and every page working under the strict
 * Content-Security-Policy — the shared fixture fails a test on any CSP report or page error.
 */
test('nginx sends the security headers, caches hashed files for a year and index.html never', async ({ request }) => {
  const home = await request.get('./');
  expect(home.status()).toBe(200);
  const headers = home.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
  expect(csp).not.toContain("'unsafe-inline' 'wasm"); // inline script only by hash
  expect(csp).toContain("connect-src 'self';");
  expect(csp).toContain("object-src 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['permissions-policy']).toContain('camera=(self)');
  expect(headers['cache-control']).toBe('no-cache');

  const html = await home.text();
  const script = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  const asset = await request.get(script!, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('gzip');
  expect(asset.headers()['content-type']).toContain('javascript');

  // A route of the app gets index.html; a missing hashed file is a real 404.
  const route = await request.get('./hash-text');
  expect(route.status()).toBe(200);
  expect(await route.text()).toBe(html);
  expect((await request.get('./assets/missing-chunk.js')).status()).toBe(404);
  for (const file of ['sw.js', 'manifest.webmanifest']) {
    const response = await request.get(`./${file}`);
    expect(response.status(), file).toBe(200);
    expect(response.headers()['cache-control'], file).toBe('no-cache');
  }
  expect((await request.get('./manifest.webmanifest')).headers()['content-type']).toContain('application/manifest+json');
});

test('home, about, 404 and every tool page work under the Content-Security-Policy', async ({ page }) => {
  test.setTimeout(30_000 + toolPages.length * 2_000);
  await page.goto('./');
  await expect(page.getByRole('heading', { name: 'All the tools' })).toBeVisible();
  await page.goto('./about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('./no-such-page');
  await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
  await page.goto(toolPages[0]!.path.slice(1));
  for (const [index, tool] of toolPages.entries()) {
    if (index > 0) await openThroughRouter(page, tool.path);
    await expect(page.getByRole('heading', { level: 1, name: tool.name }), tool.path).toBeVisible();
    await expect(firstControl(page), tool.path).toBeVisible();
  }
  // Hashing runs WebAssembly in a worker: both are allowed by the policy.
  await openThroughRouter(page, '/hash-text');
  await page.getByRole('textbox', { name: 'Your text to hash' }).fill('abc');
  await expect(page.getByLabel('MD5', { exact: true })).toHaveValue('900150983cd24fb0d6963f7d28e17f72');
});
