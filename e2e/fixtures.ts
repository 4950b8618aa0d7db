import { test as base, expect, type Page } from '@playwright/test';

/**
 * The shared browser-test fixture: every page fails its test when it makes a request to another
 * origin (nothing may leave the page unless the user asks), logs an uncaught page error, or breaks
 * the Content-Security-Policy (served by nginx in the nginx projects; Chromium reports each blocked
 * script, style, worker, image or request on the console).
 */
export const test = base.extend<{ foreignRequests: string[] }>({
  foreignRequests: [
    async ({ page, baseURL }, use) => {
      const foreign: string[] = [];
      const origin = new URL(baseURL ?? 'http://localhost').origin;
      page.on('request', (request) => {
        const url = request.url();
        if (/^(data|blob|about):/.test(url)) return;
        if (new URL(url).origin !== origin) foreign.push(url);
      });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const cspViolations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
      });
      await use(foreign);
      expect(foreign, 'requests to other origins').toEqual([]);
      expect(errors, 'uncaught page errors').toEqual([]);
      expect(cspViolations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Grants clipboard access so copy buttons can be checked by reading the clipboard back. */
export async function allowClipboard(page: Page): Promise<void> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
}

export async function readClipboard(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}
