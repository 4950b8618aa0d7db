import { readdirSync, readFileSync } from 'node:fs';
import { test, expect } from './fixtures';

test.use({ serviceWorkers: 'allow' });

const tools = readdirSync(new URL('../src/tools', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => {
    const index = readFileSync(new URL(`../src/tools/${entry.name}/index.ts`, import.meta.url), 'utf8');
    const strings = JSON.parse(readFileSync(new URL(`../src/tools/${entry.name}/locales/en.json`, import.meta.url), 'utf8')) as { name: string };
    return { path: /path:\s*'([^']+)'/.exec(index)?.[1] ?? `/${entry.name}`, name: strings.name };
  });

test('after one online visit, every tool opens offline', async ({ page, context }) => {
  test.setTimeout(30_000 + tools.length * 1_000);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'All the tools' })).toBeVisible();
  // Wait until the service worker controls the page and has precached everything.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
    }
  });
  const manifest = await page.evaluate(async () => (await fetch('manifest.webmanifest')).json());
  expect(manifest.icons.some((icon: { sizes: string }) => icon.sizes === '512x512')).toBe(true);

  await context.setOffline(true);
  // One full load offline (the page itself comes from the cache), then every tool through the
  // router: each tool's code, styles and strings must come from the cache too.
  await page.goto(tools[0]!.path);
  for (const tool of tools) {
    await page.evaluate((path) => {
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }, tool.path);
    await expect(page.getByRole('heading', { level: 1, name: tool.name })).toBeVisible();
  }
  // The tools really work offline (their workers and strings come from the cache too).
  await page.goto('/hash-text');
  await page.getByRole('textbox', { name: 'Your text to hash' }).fill('abc');
  await expect(page.getByLabel('MD5', { exact: true })).toHaveValue('900150983cd24fb0d6963f7d28e17f72');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'All the tools' })).toBeVisible();
  await context.setOffline(false);
});
