import { readdirSync } from 'node:fs';
import { test, expect } from './fixtures';

const toolIds = readdirSync(new URL('../src/tools', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

test.describe('home', () => {
  test('shows the title, every tool and links to a tool page', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('IT Tools - Handy online tools for developers');
    await expect(page.getByRole('heading', { name: 'All the tools' })).toBeVisible();
    const main = page.getByRole('main');
    await main.getByRole('link', { name: 'Token generator' }).click();
    await expect(page).toHaveURL(/\/token-generator$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Token generator' })).toBeVisible();
    await expect(page).toHaveTitle('Token generator - IT Tools');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Create random strings/);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /token, random/);
  });

  test('loads no tool code and sends nothing to other hosts', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'All the tools' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const toolScripts = scripts.filter((url) => toolIds.some((id) => url.includes(`/${id}-`) || url.includes(`/${id}.`)));
    expect(toolScripts).toEqual([]);
  });

  test('shows header, navigation, main and footer landmarks with version and commit', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Tools' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(/IT Tools \d+\.\d+\.\d+/);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: /^commit [0-9a-f]{7}$/ })).toBeVisible();
  });
});

test.describe('navigation', () => {
  test('unknown paths show the 404 page with a way back home', async ({ page }) => {
    await page.goto('/this-does-not-exist');
    await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
    await expect(page.getByText('Sorry, this page does not seem to exist')).toBeVisible();
    await expect(page.getByText('Maybe the cache is doing tricky things, try force-refreshing?')).toBeVisible();
    await expect(page).toHaveTitle('404 Not Found - IT Tools');
    await page.getByRole('link', { name: 'Back home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'All the tools' })).toBeVisible();
  });

  test('the about page has its title and links, the home button returns', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveTitle('About - IT Tools');
    await expect(page.getByText(/empowers developers and IT workers/)).toBeVisible();
    await expect(page.getByText(/MIT/).first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'GitHub repository' })).toHaveAttribute('href', /^https:\/\//);
    await page.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveTitle('IT Tools - Handy online tools for developers');
  });

  test('the sidebar links to tools and marks the current one', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Tools' });
    await nav.getByRole('link', { name: 'Token generator' }).click();
    await expect(page).toHaveURL(/\/token-generator$/);
    await expect(nav.getByRole('link', { name: 'Token generator' })).toHaveAttribute('aria-current', 'page');
  });

  test('a tool chunk that fails to load shows a reload message, not a blank page', async ({ page }) => {
    await page.route(/\/assets\/token-generator-[^/]*\.js$/, (route) => route.abort());
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: 'Token generator' }).click();
    await expect(page.getByRole('alert')).toContainText('This page could not be loaded');
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Tools' })).toBeVisible();
  });
});

test.describe('favourites', () => {
  test('a card toggle adds the tool to the favourites section and sidebar, persisted', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Add to favorites' }).first().click();
    await expect(page.getByRole('heading', { name: 'Your favorite tools' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Tools' }).getByRole('button', { name: 'Favorite tools' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('favoriteToolsName'))).toMatch(/^\["[a-z0-9-]+"\]$/);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your favorite tools' })).toBeVisible();
    await main.getByRole('button', { name: 'Remove from favorites' }).first().click();
    await expect(page.getByRole('heading', { name: 'Your favorite tools' })).toHaveCount(0);
  });

  test('the tool page header toggles the favourite too', async ({ page }) => {
    await page.goto('/token-generator');
    await page.getByRole('main').getByRole('button', { name: 'Add to favorites' }).click();
    await expect(page.getByRole('main').getByRole('button', { name: 'Remove from favorites' })).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Your favorite tools' })).toBeVisible();
  });

  test('corrupt or stale stored favourites never break the app', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('favoriteToolsName', '{oops'));
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'All the tools' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your favorite tools' })).toHaveCount(0);
    await page.evaluate(() => localStorage.setItem('favoriteToolsName', '["removed-tool"]'));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'All the tools' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your favorite tools' })).toHaveCount(0);
  });
});

test.describe('theme', () => {
  test('follows the system when unset, toggles, and persists without a flash', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.getByRole('button', { name: 'Toggle dark/light mode' }).click();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
    // The stored choice is applied by the inline script, before any module runs.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.reload();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  });

  test('light system preference gives the light theme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  });
});

test.describe('sidebar', () => {
  test('category groups collapse and stay collapsed after reload', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Tools' });
    const header = nav.getByRole('button', { name: 'Crypto' });
    await expect(header).toHaveAttribute('aria-expanded', 'true');
    await header.click();
    await expect(header).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Token generator' })).toBeHidden();
    await page.reload();
    await expect(nav.getByRole('button', { name: 'Crypto' })).toHaveAttribute('aria-expanded', 'false');
    await nav.getByRole('button', { name: 'Crypto' }).click();
    await expect(nav.getByRole('link', { name: 'Token generator' })).toBeVisible();
  });

  test('the menu toggle hides the sidebar, persisted', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Tools' });
    await expect(nav).toBeVisible();
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await expect(nav).toBeHidden();
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Tools' })).toBeHidden();
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Tools' })).toBeVisible();
  });

  test('on a small screen the menu starts collapsed and opens as an overlay', async ({ page }) => {
    await page.setViewportSize({ width: 600, height: 900 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Tools' });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await expect(nav).toBeVisible();
    await expect(page.getByLabel('Language', { exact: true })).toBeVisible();
    await page.getByTestId('menu-overlay').click({ position: { x: 500, y: 400 } });
    await expect(nav).toBeHidden();
  });

  test('shrinking the window to 700px collapses the menu, and growing it back opens it again unless it was closed by hand', async ({ page }) => {
    await page.setViewportSize({ width: 1200, height: 900 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Tools' });
    await expect(nav).toBeVisible();
    await page.setViewportSize({ width: 700, height: 900 });
    await expect(nav).toBeHidden();
    await page.setViewportSize({ width: 1200, height: 900 });
    await expect(nav).toBeVisible();
    // Closed by hand, it stays closed through the same resizes.
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await expect(nav).toBeHidden();
    await page.setViewportSize({ width: 700, height: 900 });
    await page.setViewportSize({ width: 1200, height: 900 });
    // Two frames after the resize: the page has seen it (and would have opened the menu by now).
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(nav).toBeHidden();
  });
});

test('the component gallery is absent from the production build', async ({ page }) => {
  await page.goto('/c-lib');
  await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
  await page.goto('/c-lib/c-select');
  await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
});

test.describe('keyboard navigation', () => {
  test('Tab from load reaches "Skip to content" first, and Enter on it lands in the main content', async ({ page }) => {
    await page.goto('/json-prettify');
    await expect(page.getByRole('heading', { level: 1, name: 'JSON prettify and format' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'JSON prettify and format' })).toBeFocused();
    // Tab continues inside the content, not back in the sidebar.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(true);
  });

  test('after a click on a tool card, focus is on the tool heading', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: 'Token generator' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Token generator' })).toBeFocused();
  });

  test('Ctrl+K right after the page loads opens the palette', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('combobox', { name: 'Search a tool or a command' })).toBeFocused();
  });
});
