import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

/**
 * Every tool, read from the tool folders (a new tool is covered by the tests that walk all tools
 * without editing them): its id, path, English name and category.
 */
export interface ToolPage {
  id: string;
  path: string;
  name: string;
  category: string;
}

const toolsDir = join(process.cwd(), 'src/tools');

export const toolPages: ToolPage[] = readdirSync(toolsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(toolsDir, entry.name, 'index.ts')))
  .map((entry) => {
    const index = readFileSync(join(toolsDir, entry.name, 'index.ts'), 'utf8');
    const { name } = JSON.parse(readFileSync(join(toolsDir, entry.name, 'locales/en.json'), 'utf8')) as { name: string };
    return {
      id: entry.name,
      path: /path:\s*'([^']+)'/.exec(index)?.[1] ?? `/${entry.name}`,
      name,
      category: /category:\s*'([^']+)'/.exec(index)?.[1] ?? 'unknown',
    };
  });

/** Client-side navigation, as a click on a link does: a page load per tool would cost most of the time. */
export async function openThroughRouter(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** A tool's first control: what a person would use first. */
export const firstControl = (page: Page) =>
  page.locator('main').locator('input, textarea, select, button, [role="textbox"], [contenteditable="true"]').first();
