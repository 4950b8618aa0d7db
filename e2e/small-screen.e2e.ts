import { existsSync, readdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const toolIds = readdirSync(new URL('../src/tools', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(new URL(`../src/tools/${entry.name}/index.ts`, import.meta.url)))
  .map((entry) => entry.name);

/** How far the page reaches past the screen's right edge, and the elements that reach furthest; undefined when it fits. */
function overflow(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const past = document.documentElement.scrollWidth - width;
    if (past <= 0) return undefined;
    const beyond = (element: Element) => element.getBoundingClientRect().right > width + 1;
    const leaves = [...document.querySelectorAll('body *')].filter((element) => beyond(element) && ![...element.children].some(beyond));
    return `${past} px past the edge: ${leaves
      .slice(0, 3)
      .map((element) => `<${element.tagName.toLowerCase()}> ${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}`)
      .join(', ')}`;
  });
}

/** Opens a page and waits for the tool itself (its code loads after the header) and the fonts. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('h1')).toBeVisible();
  if (path !== '/') await page.waitForFunction(() => document.getElementById('tool-title')?.closest('section')?.nextElementSibling != null);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

test.describe('a phone screen, 375 px wide', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('no page reaches past the screen’s edge, in Russian (long words and labels)', async ({ page }) => {
    test.setTimeout(180_000);
    await page.addInitScript(() => localStorage.setItem('it-tools:language', 'ru'));
    await open(page, '/');
    const problems: string[] = [];
    const check = async (path: string) => {
      const problem = await overflow(page);
      if (problem) problems.push(`${path}: ${problem}`);
    };
    await check('/');
    // From page to page inside the app, as a person goes (a full load of each page took a minute).
    for (const path of toolIds.map((id) => `/${id}`)) {
      const before = await page.evaluate(() => document.getElementById('tool-title')?.textContent ?? null);
      await page.evaluate((to) => {
        history.pushState(null, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await page.waitForFunction(
        (previous) => document.getElementById('tool-title')?.textContent !== previous && document.getElementById('tool-title')?.closest('section')?.nextElementSibling != null,
        before,
      );
      await check(path);
    }
    expect(problems).toEqual([]);
  });

  test('the tool header’s actions are icons named for assistive technology, and long options wrap (French)', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('it-tools:language', 'fr'));
    await open(page, '/pdf-split');
    expect(await overflow(page)).toBeUndefined();
    const reset = page.getByRole('button', { name: 'Réinitialiser', exact: true });
    await expect(reset).toBeVisible();
    expect((await reset.boundingBox())!.width).toBeLessThan(48);
    await expect(page.getByRole('button', { name: 'Ouvrir dans une recette' })).toBeVisible();
    // The split modes take more rows; the one chosen is marked wherever it lands.
    const modes = page.getByRole('radiogroup', { name: 'Comment découper' });
    await modes.getByText('Un fichier par page').click();
    await expect(page.getByRole('radio', { name: 'Un fichier par page' })).toBeChecked();
    expect(await overflow(page)).toBeUndefined();
  });
});
