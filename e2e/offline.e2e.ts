import { test, expect } from './fixtures';
import { openThroughRouter, toolPages } from './tool-list';

test.use({ serviceWorkers: 'allow' });

const tools = toolPages;

test('after one online visit, every tool and a recipe link open offline; "Make available offline" fetches what a tool loads at first use', async ({ page, context }) => {
  test.setTimeout(90_000 + tools.length * 1_000);
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

  // A tool whose first-use files are not precached (math.js, on the page and in the operation
  // worker: over the size limit) downloads them on "Make available offline" (src/modules/offline),
  // and then computes offline too (below).
  await page.goto('/math-evaluator');
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

  // One full load offline (the page itself comes from the cache), then every tool through the
  // router: each tool's code, styles and strings must come from the cache too.
  await page.goto(tools[0]!.path);
  for (const tool of tools) {
    await openThroughRouter(page, tool.path);
    await expect(page.getByRole('heading', { level: 1, name: tool.name })).toBeVisible();
  }
  // The tools really work offline (their workers and strings come from the cache too).
  await page.goto('/hash-text');
  await page.getByRole('textbox', { name: 'Your text to hash' }).fill('abc');
  await expect(page.getByLabel('MD5', { exact: true })).toHaveValue('900150983cd24fb0d6963f7d28e17f72');
  // A recipe link works offline too: its page, the operations' names, their modules and the worker.
  await page.goto('/recipe#r=1/base64-string-decode/json-prettify;indentSize=2');
  await expect(page.getByRole('listitem', { name: 'Step 2: JSON prettify' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Recipe input' }).fill('eyJiIjoxLCJhIjpbMSwyXX0=');
  await expect(page.getByRole('textbox', { name: 'Recipe output' })).toHaveValue('{\n  "a": [\n    1,\n    2\n  ],\n  "b": 1\n}');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'All the tools' })).toBeVisible();
  await context.setOffline(false);
});
