// A cold load of one page, as a first visit: a fresh browser context (empty cache, no service
// worker), the address typed in. Shared by scripts/bench.mjs and scripts/cold-load-compare.mjs.

/**
 * Runs in the page: resolves with performance.now() once the page is ready — its heading and first
 * field are visible in the main content, and the sidebar's tool list is there (at least one link in
 * its navigation). `needsField: false` (the home page) waits for the heading and the list only.
 */
export function whenPageReady(needsField = true) {
  return new Promise((resolve) => {
    const check = () => {
      const visible = (element) => Boolean(element) && element.getBoundingClientRect().height > 0;
      const heading = document.querySelector('main h1');
      const field = document.querySelector('main input:not([type="hidden"]), main textarea, main [role="textbox"], main button:not([aria-label])');
      const listed = document.querySelector('#sidebar nav a[href]') !== null;
      if (visible(heading) && (visible(field) || !needsField) && listed) resolve(performance.now());
      else requestAnimationFrame(check);
    };
    check();
  });
}

/** 'js' | 'css' | 'json' | 'html' | 'other', from a request's URL and resource type. */
export function requestKind(url, resourceType) {
  const path = new URL(url).pathname;
  if (/\.m?js$/.test(path) || resourceType === 'script') return 'js';
  if (/\.css$/.test(path) || resourceType === 'stylesheet') return 'css';
  if (/\.(json|webmanifest)$/.test(path) || resourceType === 'manifest') return 'json';
  if (resourceType === 'document') return 'html';
  return 'other';
}

/**
 * Cold-loads `url` in a new context of `browser`. Returns { ready, longestTask, requests, byReady,
 * kinds, files }: `ready` in ms from navigation start (null if not ready within `timeout`),
 * `longestTask` the longest main-thread task until the network was idle, `requests` every request
 * the page and its workers made until the network was idle, `byReady` those made before it was
 * ready, `kinds` the count per kind of all requests, `files` their paths.
 */
export async function coldLoad(browser, url, { timeout = 30_000, needsField = true } = {}) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  // Long tasks (main thread blocked over 50 ms) from the very start.
  await context.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  const page = await context.newPage();
  const seen = [];
  let readyAt = null;
  context.on('request', (request) => {
    seen.push({
      url: request.url(),
      kind: requestKind(request.url(), request.resourceType()),
      beforeReady: readyAt === null,
    });
  });
  try {
    await page.goto(url, { waitUntil: 'commit' });
    const ready = await Promise.race([page.evaluate(whenPageReady, needsField), new Promise((resolve) => setTimeout(() => resolve(null), timeout))]);
    readyAt = ready ?? Infinity;
    await page.waitForLoadState('networkidle').catch(() => undefined);
    const longestTask = Math.max(0, ...(await page.evaluate(() => window.__longTasks ?? [])));
    const kinds = { js: 0, css: 0, json: 0, html: 0, other: 0 };
    for (const request of seen) kinds[request.kind] += 1;
    return {
      ready,
      longestTask,
      requests: seen.length,
      byReady: seen.filter((request) => request.beforeReady).length,
      kinds,
      files: seen.map((request) => new URL(request.url).pathname),
    };
  } finally {
    await context.close();
  }
}

export const median = (values) => {
  const sorted = values.filter((value) => value !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
