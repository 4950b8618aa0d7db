import { test, expect } from './fixtures';
import { openThroughRouter, toolPages } from './tool-list';

test.use({ serviceWorkers: 'allow' });

const tools = toolPages;

test('after one online visit, every tool and a recipe link open offline', async ({ page, context }) => {
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
