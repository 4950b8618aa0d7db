import { readFileSync } from 'node:fs';
import { test, expect } from './fixtures';

const read = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
const languages = [
  ['en', 'English'],
  ['es', 'Español'],
  ['fr', 'Français'],
  ['pt', 'Português'],
  ['ru', 'Русский'],
  ['uk', 'Українська'],
  ['zh', '中文'],
  ['vi', 'Tiếng Việt'],
] as const;

test('each language translates the shell and a tool and sets <html lang>; the choice persists', async ({ page }) => {
  // One page through all eight languages (a page load per language would cost most of the time).
  test.setTimeout(languages.length * 20_000);
  await page.goto('/');
  const select = page.getByRole('combobox', { name: /./ }).filter({ has: page.locator('option[value="en"]') });
  for (const [code, name] of languages) {
    await test.step(name, async () => {
      const shell = read(`../src/locales/${code}.json`);
      const token = read(`../src/tools/token-generator/locales/${code}.json`);
      await expect(select.locator('option', { hasText: name })).toHaveCount(1);
      await select.selectOption(code);
      await expect(page.locator('html')).toHaveAttribute('lang', code);
      await expect(select).toHaveAccessibleName(shell.nav.language);
      await expect(page.getByRole('heading', { name: shell.home.allTools })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: token.name })).toBeVisible();
      await expect(page).toHaveTitle(shell.app.homeTitle);

      await page.getByRole('main').getByRole('link', { name: token.name }).click();
      await expect(page.getByRole('heading', { level: 1, name: token.name })).toBeVisible();
      await expect(page.getByText(token.uppercase, { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: token.refresh })).toBeVisible();
      await expect(page).toHaveTitle(shell.app.titleSuffix.replace('{{page}}', token.name));
      await page.goBack();
      await expect(page.getByRole('heading', { name: shell.home.allTools })).toBeVisible();
    });
  }
  // The last choice (Tiếng Việt) survives a reload.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.getByRole('heading', { name: read('../src/locales/vi.json').home.allTools })).toBeVisible();
});

test('the palette searches translated names and follows a language switch', async ({ page }) => {
  const fr = read('../src/tools/hash-text/locales/fr.json');
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
  await page.keyboard.press('Control+k');
  const box = page.getByRole('combobox', { name: read('../src/locales/fr.json').palette.searchLabel });
  await box.fill(fr.name.split(' ')[0]);
  await expect(page.getByRole('listbox').getByRole('option').first()).toContainText(fr.name);
  // An English keyword still finds it under its French name (the File hasher matches too).
  await box.fill('sha256');
  await expect(page.getByRole('listbox').getByRole('option').filter({ hasText: fr.name })).toBeVisible();
});

test('a tool page switches language while open', async ({ page }) => {
  const es = read('../src/tools/json-prettify/locales/es.json');
  await page.goto('/json-prettify');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
  await expect(page.getByRole('heading', { level: 1, name: es.name })).toBeVisible();
  await expect(page.getByText(es.sortKeys, { exact: true })).toBeVisible();
});
