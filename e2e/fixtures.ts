import { test as base, expect, type BrowserContext, type BrowserContextOptions, type CDPSession, type Page } from '@playwright/test';

/** What a site can keep in the browser besides local storage, wiped between the tests that share a context (the HTTP cache is kept). */
const STORAGE_TYPES = 'cookies,indexeddb,cache_storage,service_workers,file_systems,websql,shared_storage,storage_buckets';

/**
 * The shared browser-test fixture.
 *
 * The tests of a worker share one browser context that keeps a page open on the site, so Chromium
 * keeps the HTTP cache and, with `--process-per-site` (playwright.config.ts), runs every page of the
 * site in that page's renderer process instead of starting a process and loading every script cold
 * for each test — on two cores that was a third of a simple test's time (the tests of the tools
 * starting with "r": 50 s → 33 s; the process flag alone took a tool page's ready time from ~800 to
 * ~550 ms). Between tests
 * every page of the context is closed and everything the site stored (local storage, IndexedDB,
 * cookies, caches), granted permissions and context routes are cleared, so each test still starts
 * as a first visit. Tests whose context options differ (`test.use` of a locale, a time zone, service
 * workers…) share a context of their own.
 *
 * Every page also fails its test when it makes a request to another origin (nothing may leave the
 * page unless the user asks), logs an uncaught page error, or breaks the Content-Security-Policy
 * (served by nginx in the nginx projects; Chromium reports each blocked script, style, worker,
 * image or request on the console).
 */
/** A shared context and the page kept open on the site for its lifetime. */
interface SharedContext {
  context: BrowserContext;
  keep: Page;
  /** A DevTools session on the kept page, to clear what the site stored. */
  cdp: CDPSession;
}

export const test = base.extend<{ foreignRequests: string[] }, { contexts: Map<string, SharedContext> }>({
  contexts: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: it has none.
    async ({}, use) => {
      const contexts = new Map<string, SharedContext>();
      await use(contexts);
      await Promise.all([...contexts.values()].map(({ context }) => context.close()));
    },
    { scope: 'worker' },
  ],
  context: async ({ browser, contexts, baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId, permissions, serviceWorkers, colorScheme, geolocation, offline, javaScriptEnabled }, provide) => {
    const options: BrowserContextOptions = { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId, permissions, serviceWorkers, colorScheme, geolocation, offline, javaScriptEnabled };
    const key = JSON.stringify(options);
    let shared = contexts.get(key);
    if (!shared) {
      const context = await browser.newContext(options);
      // A page kept open on the site for the context's lifetime: its renderer process stays up and
      // the tests' pages run in it instead of starting one each.
      const keep = await context.newPage();
      await keep.goto('favicon.svg');
      shared = { context, keep, cdp: await context.newCDPSession(keep) };
      contexts.set(key, shared);
    }
    await provide(shared.context);
    await resetContext(shared, baseURL, options);
  },
  page: async ({ context }, provide) => {
    await provide(await context.newPage());
  },
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

/** Makes a shared context a first visit again: no other page open, nothing stored, no permission, no route, online. */
async function resetContext({ context, keep, cdp }: SharedContext, baseURL: string | undefined, options: BrowserContextOptions): Promise<void> {
  await Promise.all(context.pages().filter((open) => open !== keep).map((open) => open.close()));
  await Promise.all([
    cdp.send('Storage.clearDataForOrigin', { origin: new URL(baseURL ?? 'http://localhost').origin, storageTypes: STORAGE_TYPES }),
    // Local storage is cleared by the kept page instead: the renderer that the next test's page
    // shares with it (--process-per-site) holds its own copy of local storage, which a clear made
    // from outside reaches only later, by message — a page opened at once could read the last
    // test's settings (seen in CI). Clearing from inside empties that copy at once.
    keep.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    }),
    context.clearPermissions().then(() => (options.permissions ? context.grantPermissions(options.permissions) : undefined)),
    context.setOffline(options.offline ?? false),
    context.unrouteAll({ behavior: 'ignoreErrors' }),
  ]);
}

export { expect };

/** Grants clipboard access so copy buttons can be checked by reading the clipboard back. */
export async function allowClipboard(page: Page): Promise<void> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
}

export async function readClipboard(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}
