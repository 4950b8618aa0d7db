// Performance figures measured in headless Chromium against the production build (dist/, or
// BENCH_DIST). Prints numbers and, at the end, a table of every figure beside the target its issue
// named, misses marked; asserts nothing. Usage: npm run build && npm run bench
// BENCH_OUT=docs/performance.md also writes that table, with the machine it ran on, as Markdown.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { cpus, totalmem, release } from 'node:os';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { findChromium } from './find-chromium.mjs';
import { coldLoad, median } from './cold-load.mjs';
import { armNavigationTimer, serveBuild } from './page-timing.mjs';
import { variedJson } from './bench-data.mjs';

const dist = process.env.BENCH_DIST ?? 'dist';
/**
 * BENCH_ONLY=<id>,<id>: only those tools' figures ("home" for the home page, CSS and warm navigation,
 * "cold-load" for the requests and ready time of a cold load of every tool page, "cli" for the command
 * line's start and JSON, "files" for the image and PDF tools through the command line).
 */
const only = process.env.BENCH_ONLY?.split(',').filter(Boolean);
const wanted = (id) => !only || only.includes(id);
const port = Number(process.env.BENCH_PORT ?? 5090);
const executablePath = findChromium() ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(`${dist}/index.html`)) {
  console.error(`No build in ${dist}: run "npm run build" first.`);
  process.exit(1);
}

const { base, stop: stopServer } = await serveBuild(dist, port);

const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

/**
 * A page that records long tasks (main thread blocked > 50 ms) from the very start. Service workers
 * are blocked: each page is a new context, a first visit, whose service worker would precache the
 * app (~1,700 files) three seconds after the last input — 15 s of work on two cores, in the middle
 * of whatever the bench measures (SHA-256 of 1 GB: 12.3 s with it, 8.2 s without). The figures are
 * those of a returning visitor; the install is measured apart (the precache size, the cold load).
 */
async function newPage() {
  const page = await browser.newPage({ serviceWorkers: 'block' });
  page.on('crash', () => console.log('  (the page crashed)'));
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  return page;
}
const longestTask = async (page) => Math.max(0, ...(await page.evaluate(() => window.__longTasks)));
const allLongTasks = async (page) => (await page.evaluate(() => window.__longTasks)).map((ms) => ms.toFixed(0)).join(", ");
const resetLongTasks = (page) => page.evaluate(() => (window.__longTasks = []));
const fmt = (ms) => `${ms.toFixed(0)} ms`;

/**
 * Every figure of the run, for the closing table: `record(section, figure, value, target)` with
 * value and target in `unit` (ms by default; KB for sizes). Lower is better unless `higher`; a
 * target of null means the issues named none (the figure is printed for reference); a value of
 * null means the measurement did not finish (a miss when there is a target).
 */
const figures = [];
function record(section, figure, value, target, { unit = 'ms', higher = false } = {}) {
  const met = target === null ? null : value !== null && (higher ? value >= target : value <= target);
  figures.push({ section, figure, value, target, unit, higher, met });
}
const show = (value, unit) => (value === null ? 'did not finish' : unit === 'ms' ? `${value.toFixed(0)} ms` : unit === 'KB' ? `${value.toFixed(1)} KB` : `${value} ${unit}`);

/**
 * The build's downloads, read from its files (no browser): the install-time precache (sw.js's list,
 * what a first visit downloads in the background), each tool's first-use download (offline.json,
 * what "Make available offline" fetches) and the whole app. Sizes as stored, before compression.
 */
function offlineSizes(dir) {
  const size = (name) => (existsSync(`${dir}/${name}`) ? statSync(`${dir}/${name}`).size : 0);
  const sw = readFileSync(`${dir}/sw.js`, 'utf8');
  const precache = JSON.parse(/const PRECACHE = (\[.*?\]);/s.exec(sw)?.[1] ?? '[]');
  const manifest = existsSync(`${dir}/offline.json`) ? JSON.parse(readFileSync(`${dir}/offline.json`, 'utf8')) : { files: [], tools: {} };
  const all = [];
  const walk = (folder) => {
    for (const entry of readdirSync(`${dir}/${folder}`, { withFileTypes: true })) {
      const name = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(name);
      else all.push(name);
    }
  };
  walk('');
  const firstUse = new Set(manifest.files.map(([name]) => name));
  const bytes = (names) => names.reduce((sum, name) => sum + size(name), 0);
  return {
    precache: { files: precache.length, bytes: bytes(precache) },
    firstUse: { files: firstUse.size, bytes: bytes([...firstUse]) },
    app: { files: all.length, bytes: bytes(all) },
    tools: Object.entries(manifest.tools)
      .map(([tool, indexes]) => ({ tool, files: indexes.length, bytes: bytes(indexes.map((index) => manifest.files[index][0])) }))
      .sort((a, b) => b.bytes - a.bytes),
  };
}

// 0. Downloads (no browser): the precache a first visit stores, each tool's first-use download and
//    the whole app (issue "Files as first-class values", part 4: precache at most 10 MB).
if (wanted('offline')) {
  const mb = (bytes) => Math.round((bytes / 1024 / 1024) * 100) / 100;
  const sizes = offlineSizes(dist);
  const section = 'Downloads (build files, before compression)';
  console.log(section);
  console.log(`  install-time precache: ${sizes.precache.files} files, ${mb(sizes.precache.bytes)} MB (budget 10 MB)`);
  for (const tool of sizes.tools) console.log(`  first use of ${tool.tool.padEnd(40)} ${String(tool.files).padStart(4)} file${tool.files === 1 ? '' : 's'}, ${mb(tool.bytes).toFixed(2).padStart(6)} MB`);
  console.log(`  first-use files of all tools: ${sizes.firstUse.files} files, ${mb(sizes.firstUse.bytes)} MB; the whole app: ${sizes.app.files} files, ${mb(sizes.app.bytes)} MB`);
  record(section, 'install-time precache, files', sizes.precache.files, null, { unit: 'files' });
  record(section, 'install-time precache, size', mb(sizes.precache.bytes), 10, { unit: 'MB' });
  for (const tool of sizes.tools) record(section, `first use of ${tool.tool}`, mb(tool.bytes), null, { unit: 'MB' });
  record(section, 'the whole app, files', sizes.app.files, null, { unit: 'files' });
  record(section, 'the whole app, size', mb(sizes.app.bytes), null, { unit: 'MB' });
}

// 1. Home page: JavaScript over the wire (gzipped), tool code, long tasks while loading.
if (wanted('home')) {
  const page = await newPage();
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.push({ url: response.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  });
  await page.goto(base + '/', { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
  const toolChunks = scripts.filter((script) => /\/assets\/(token-generator|hash-text|json-prettify)/.test(script.url));
  console.log('Home page');
  for (const script of scripts) console.log(`  ${script.url.replace(base, '')}  ${(script.raw / 1024).toFixed(1)} KB raw, ${(script.gzip / 1024).toFixed(1)} KB gzip`);
  console.log(`  JavaScript over the wire: ${(total / 1024).toFixed(1)} KB gzipped in ${scripts.length} files (budget 160 KB)`);
  console.log(`  tool chunks loaded: ${toolChunks.length}`);
  const homeLongest = await longestTask(page);
  const lcp = await page.evaluate(
    () => new Promise((resolve) => new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? null)).observe({ type: 'largest-contentful-paint', buffered: true })),
  );
  console.log(`  longest main-thread task while loading: ${fmt(homeLongest)} (budget 200 ms); largest contentful paint ${lcp === null ? '-' : fmt(lcp)}`);
  record('Home page', 'JavaScript over the wire, gzipped', total / 1024, 160, { unit: 'KB' });
  record('Home page', 'tool chunks loaded', toolChunks.length, 0, { unit: 'files' });
  record('Home page', 'longest main-thread task while loading', homeLongest, 200);
  if (lcp !== null) record('Home page', 'largest contentful paint', lcp, null);
  await page.close();
}

// 1b. Home CSS, and warm navigation: the app is loaded at home, the tool's code is not; a click on
//     its card until its heading and first field are visible. Medians of 3 per tool.
if (wanted('home')) {
  const page = await newPage();
  const sheets = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'stylesheet') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    sheets.push({ raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  });
  await page.goto(base + '/', { waitUntil: 'networkidle' });
  const inline = await page.evaluate(() => [...document.querySelectorAll('style')].reduce((sum, style) => sum + (style.textContent?.length ?? 0), 0));
  const raw = sheets.reduce((sum, sheet) => sum + sheet.raw, 0);
  const gzip = sheets.reduce((sum, sheet) => sum + sheet.gzip, 0);
  console.log('Home CSS');
  console.log(`  ${sheets.length} stylesheet(s): ${(gzip / 1024).toFixed(1)} KB gzipped, ${(raw / 1024).toFixed(1)} KB decoded (budget 12 KB gzipped); ${(inline / 1024).toFixed(1)} KB in <style> elements`);
  record('Home page', 'CSS, gzipped', gzip / 1024, 12, { unit: 'KB' });
  const links = await page.evaluate(() =>
    [...document.querySelectorAll('main a[href]')].map((link) => link.getAttribute('href')).filter((href, index, all) => href && href !== '/' && all.indexOf(href) === index),
  );
  await page.close();

  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  /**
   * Home → tool: a click on its card until its heading and first field are visible. `restMs`: how
   * long the pointer rests on the card before the click. A pointer over a card starts loading the
   * tool (issue 6: "so a click usually finds everything loaded"); people's pointers rest a few
   * hundred milliseconds before they click, so the figure with the target lets it rest 300 ms.
   * The same with a click the moment the pointer arrives (code still loading) is printed for two
   * tools as a reference.
   */
  const navigate = async (href, restMs) => {
    const tab = await newPage();
    await tab.goto(base + '/', { waitUntil: 'networkidle' });
    const card = tab.locator(`main a[href="${href}"]`).first();
    await card.scrollIntoViewIfNeeded();
    await tab.evaluate(armNavigationTimer);
    if (restMs > 0) {
      await card.hover();
      await tab.waitForTimeout(restMs);
    }
    await card.click();
    const ms = await tab.evaluate(() => window.__navDone);
    await tab.close();
    return ms;
  };
  console.log('Warm navigation, home → tool (pointer rests 300 ms on its card, click → heading and first field visible), median of 3 (budget 150 ms)');
  const rows = [];
  for (const href of links) {
    const times = [];
    for (let run = 0; run < 3; run += 1) times.push(await navigate(href, 300));
    rows.push({ href, ms: median(times) });
    record('Warm navigation', href, median(times), 150);
    console.log(`  ${href.padEnd(40)} ${fmt(median(times))}  (runs: ${times.map((ms) => ms.toFixed(0)).join(', ')})`);
  }
  for (const href of ['/json-prettify', '/hash-text'].filter((path) => links.includes(path))) {
    const times = [];
    for (let run = 0; run < 5; run += 1) times.push(await navigate(href, 0));
    record('Warm navigation, click the moment the pointer arrives (code still loading)', href, median(times), null);
    console.log(`  click on arrival ${href.padEnd(23)} ${fmt(median(times))}  (runs: ${times.map((ms) => ms.toFixed(0)).join(', ')})`);
  }
  const slowest = rows.reduce((worst, row) => (row.ms > worst.ms ? row : worst), { ms: 0, href: '-' });
  console.log(`  slowest: ${slowest.href} ${fmt(slowest.ms)}`);

  // Cold load of each tool page (an empty cache, the address typed in): JavaScript over the wire
  // (gzipped), time until its heading and first field are visible, longest main-thread task.
  console.log('Cold load of each tool page (empty cache): JavaScript gzipped, first field visible, longest task (budget 200 ms)');
  for (const href of links) {
    const tab = await newPage();
    let scriptBytes = 0;
    tab.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      scriptBytes += gzipSync(body, { level: 9 }).length;
    });
    await tab.goto(base + href);
    const visibleAt = await tab.evaluate(
      () =>
        new Promise((resolve) => {
          const check = () => {
            const heading = document.querySelector('main h1');
            const field = document.querySelector('main input:not([type="hidden"]), main textarea, main [role="textbox"], main button:not([aria-label])');
            const visible = (element) => element && element.getBoundingClientRect().height > 0;
            if (visible(heading) && visible(field)) resolve(performance.now());
            else requestAnimationFrame(check);
          };
          check();
        }),
    );
    await tab.waitForLoadState('networkidle');
    const longest = await longestTask(tab);
    await tab.close();
    console.log(`  ${href.padEnd(40)} ${(scriptBytes / 1024).toFixed(1).padStart(6)} KB JS  first field ${fmt(visibleAt).padStart(7)}  longest task ${fmt(longest)}`);
    record('Cold load: JavaScript gzipped', href, scriptBytes / 1024, null, { unit: 'KB' });
    record('Cold load: first field visible', href, visibleAt, null);
    record('Cold load: longest task', href, longest, 200);
  }
}

/**
 * Issue 19, item 8: a cold load of a tool page (fresh browser context: empty cache, no service
 * worker) makes at most 25 requests, and is ready no later than at 381d321, the build before
 * per-component stylesheets and per-tool string chunks. Ready: the tool's heading and first field
 * visible and the sidebar's tool list there (scripts/cold-load.mjs). Requests: every request of the
 * page and its workers until the network is idle.
 */
const COLD_LOAD_MAX_REQUESTS = 25;
/**
 * 381d321's cold-load ready times (ms), the three tool pages it had: a build of 381d321 cold-loaded
 * with scripts/cold-load-compare.mjs on the 2-core bench machine, interleaved with today's build,
 * median of 7 runs (2026-11-28, load average about 5: absolute times are high, compare within a
 * run). The issue quotes JSON prettify at 0.99 s on its bench machine. BENCH_BASELINE_DIST=<a build
 * of 381d321> measures them again, in the same run, instead.
 */
const READY_AT_381D321 = { '/json-prettify': 820, '/hash-text': 922, '/token-generator': 771 };
if (wanted('cold-load')) {
  const runs = Number(process.env.BENCH_COLD_RUNS ?? 3);
  const page = await browser.newPage();
  await page.goto(base + '/', { waitUntil: 'networkidle' });
  const links = await page.evaluate(() =>
    [...document.querySelectorAll('main a[href]')].map((link) => link.getAttribute('href')).filter((href, index, all) => href && href !== '/' && all.indexOf(href) === index),
  );
  await page.close();
  const baseline = process.env.BENCH_BASELINE_DIST ? await serveBuild(process.env.BENCH_BASELINE_DIST, port + 1) : undefined;
  console.log(
    `Cold load of each tool page, median of ${runs} (fresh context, no service worker): requests (budget ${COLD_LOAD_MAX_REQUESTS}), ready = heading, first field and sidebar list (budget: 381d321's${baseline ? ', measured in this run' : ''})`,
  );
  for (const href of links) {
    const results = [];
    const before = [];
    for (let run = 0; run < runs; run += 1) {
      results.push(await coldLoad(browser, base + href));
      if (baseline && href in READY_AT_381D321) before.push((await coldLoad(browser, baseline.base + href)).ready);
    }
    const requests = median(results.map((result) => result.requests));
    const ready = median(results.map((result) => result.ready));
    const last = results.at(-1);
    const target = baseline && href in READY_AT_381D321 ? median(before) : (READY_AT_381D321[href] ?? null);
    console.log(
      `  ${href.padEnd(40)} ${String(requests).padStart(3)} requests (${last.kinds.js} JS, ${last.kinds.css} CSS, ${last.kinds.json} JSON)  ready ${ready === null ? 'did not finish' : fmt(ready)}${target === null ? '' : ` (381d321: ${fmt(target)})`}  (runs: ${results.map((result) => (result.ready === null ? '-' : result.ready.toFixed(0))).join(', ')})`,
    );
    record('Cold load: requests', href, requests, COLD_LOAD_MAX_REQUESTS, { unit: 'requests' });
    record('Cold load: ready', href, ready, target);
  }
  baseline?.stop();
}

// A 5 MB JSON document of many small records.
function bigJson(targetBytes) {
  const records = [];
  let size = 2;
  for (let index = 0; size < targetBytes; index += 1) {
    const record = { id: index, name: `user-${index}`, email: `user${index}@example.com`, score: index * 1.5, tags: ['a', 'b', index % 7], active: index % 2 === 0, nested: { x: index, y: [1, 2, { z: 'deep' }] } };
    const text = JSON.stringify(record);
    size += text.length + 1;
    records.push(text);
  }
  return `[${records.join(',')}]`;
}

// In-page helpers: find a field by the start of its label (textarea, input or role=textbox), read its text.
const pageHelpers = () => {
  // Long tasks with their start (newPage's list keeps durations only), observed from the start:
  // Chromium reports a task only to observers that existed when it began.
  window.__longTaskEntries = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTaskEntries.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  window.__field = (prefix) =>
    [...document.querySelectorAll('textarea, input, [role="textbox"]')].find((element) => {
      const labelledBy = element.getAttribute('aria-labelledby');
      const label = element.labels?.[0]?.textContent ?? (labelledBy ? document.getElementById(labelledBy)?.textContent : element.getAttribute('aria-label')) ?? '';
      return label.trim().startsWith(prefix);
    });
  window.__text = (element) => (element ? ('value' in element ? element.value : element.textContent) : '');
  // Like a user pasting: a paste event first (the page may take the text itself), then, if the
  // page let it through, the browser's own insertion and input event.
  window.__type = (element, text) => {
    element.focus();
    element.select?.();
    const data = new DataTransfer();
    data.setData('text/plain', text);
    const allowed = element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    if (!allowed) return;
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value').set;
    setter.call(element, text);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  };
};

// 2. JSON prettify of 5 MB: time from the input event to the formatted text in the output field.
if (wanted('json-prettify')) {
  const page = await newPage();
  await page.addInitScript(pageHelpers);
  await page.goto(base + '/json-prettify', { waitUntil: 'networkidle' });
  await page.getByLabel('Your raw JSON', { exact: true }).waitFor();
  const json = bigJson(5 * 1024 * 1024);
  await page.evaluate((text) => (window.__benchJson = text), json);
  await resetLongTasks(page);
  const result = await page.evaluate(async () => {
    const start = performance.now();
    window.__type(window.__field('Your raw JSON'), window.__benchJson);
    await new Promise((resolve) => {
      const check = () => (window.__text(window.__field('Prettified version')).length > window.__benchJson.length ? resolve() : requestAnimationFrame(check));
      check();
    });
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return { ms: performance.now() - start, size: window.__text(window.__field('Prettified version')).length };
  });
  await page.waitForTimeout(300);
  console.log('JSON prettify, 5 MB document');
  console.log(`  input ${(json.length / 1024 / 1024).toFixed(2)} MB → output ${(result.size / 1024 / 1024).toFixed(2)} MB on screen in ${fmt(result.ms)} (budget 1000 ms)`);
  const longest = await longestTask(page);
  console.log(`  longest main-thread task: ${fmt(longest)} (budget 200 ms); all tasks over 50 ms: ${await allLongTasks(page)}`);
  record('JSON prettify, 5 MB', 'output on screen', result.ms, 1000);
  record('JSON prettify, 5 MB', 'longest main-thread task', longest, 200);
  await page.close();
}

// 3. Hash text of 5 MB.
if (wanted('hash-text')) {
  const page = await newPage();
  await page.addInitScript(pageHelpers);
  await page.goto(base + '/hash-text', { waitUntil: 'networkidle' });
  await page.getByLabel('Your text to hash', { exact: true }).waitFor();
  const md5Before = await page.getByLabel('MD5', { exact: true }).inputValue();
  await resetLongTasks(page);
  const elapsed = await page.evaluate(async (before) => {
    const area = [...document.querySelectorAll('textarea')].find((element) => element.labels?.[0]?.textContent?.startsWith('Your text to hash'));
    const rows = ['MD5', 'SHA1', 'SHA256', 'SHA224', 'SHA512', 'SHA384', 'SHA3', 'RIPEMD160'].map((name) =>
      [...document.querySelectorAll('input')].find((element) => element.labels?.[0]?.textContent?.trim() === name),
    );
    const text = 'The quick brown fox jumps over the lazy dog. '.repeat(Math.ceil((5 * 1024 * 1024) / 45)).slice(0, 5 * 1024 * 1024);
    const initial = rows.map((row) => row?.value);
    const start = performance.now();
    window.__type(area, text);
    await new Promise((resolve) => {
      const check = () => (rows.every((row, index) => row && row.value !== initial[index] && row.value !== '') ? resolve() : requestAnimationFrame(check));
      check();
    });
    return { ms: performance.now() - start, md5: rows[0]?.value, before };
  }, md5Before);
  console.log('Hash text, 5 MB of text');
  console.log(`  all eight digests on screen in ${fmt(elapsed.ms)} (includes the 200 ms typing debounce for inputs above 100,000 characters; budget 300 ms for hashing)`);
  console.log(`  MD5 ${elapsed.md5}`);
  const longest = await longestTask(page);
  console.log(`  longest main-thread task: ${fmt(longest)} (budget 200 ms); all tasks over 50 ms: ${await allLongTasks(page)}`);
  record('Hash text, 5 MB', 'eight digests on screen (200 ms debounce included)', elapsed.ms, 500);
  record('Hash text, 5 MB', 'longest main-thread task', longest, 200);
  await page.close();
}

// 3b. The Recipe page (issue 20): a 5-step text recipe on 1 MB of input, and a 50-step recipe's
//     reaction to adding, removing and reordering a step.
if (wanted('recipe')) {
  const section = 'Recipe, 5 steps (URL decode → Base64 decode → JSON prettify → JSON to YAML → SHA-256), 1 MB input';
  const page = await newPage();
  await page.addInitScript(pageHelpers);
  await page.goto(`${base}/recipe#r=1/url-encoder-decode/base64-string-decode/json-prettify/json-to-yaml-converter/hash-sha256`, { waitUntil: 'networkidle' });
  await page.getByRole('list', { name: 'Steps' }).getByRole('listitem').nth(4).waitFor();
  // Varied records (seeded), as JSON (775 KB), in Base64, URL-encoded: 1.04 million characters,
  // just under the 1 MB (1,048,576) auto-run limit.
  // Made and kept in the page: handing 1 MB to page.evaluate is itself a 100 ms task in the page.
  await page.evaluate(
    ([source, args]) => {
      const json = new Function(`return (${source})`)()(args);
      const bytes = new TextEncoder().encode(json);
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      window.__recipeInput = encodeURIComponent(btoa(binary));
    },
    [variedJson.toString(), [770_000, 20]],
  );
  await resetLongTasks(page);
  const result = await page.evaluate(async () => {
    const text = window.__recipeInput;
    const output = () => window.__field('Recipe output');
    const start = performance.now();
    window.__type(window.__field('Recipe input'), text);
    await new Promise((resolve) => {
      // The digest of this input (the empty input's digest was on screen before).
      const done = () => /^[0-9a-f]{64}$/.test(output()?.value ?? '') && output()?.value !== 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
      const check = () => (done() ? resolve() : performance.now() - start > 60_000 ? resolve() : requestAnimationFrame(check));
      check();
    });
    return { ms: performance.now() - start, digest: output()?.value, length: text.length, steps: [...document.querySelectorAll('summary')].map((summary) => summary.textContent) };
  });
  const longest = await longestTask(page);
  const pasteTasks = await allLongTasks(page);
  // Then a change of an option (JSON prettify's "Sort keys" switch): this one waits for the pause.
  await page.waitForTimeout(500);
  await resetLongTasks(page);
  const changed = await page.evaluate(async (before) => {
    const output = () => window.__field('Recipe output');
    const toggle = [...document.querySelectorAll('input[role="switch"]')].find((element) => element.labels?.[0]?.textContent?.trim() === 'Sort keys');
    const start = performance.now();
    toggle.click();
    await new Promise((resolve) => {
      const done = () => /^[0-9a-f]{64}$/.test(output()?.value ?? '') && output()?.value !== before;
      const check = () => (done() ? resolve() : performance.now() - start > 60_000 ? resolve() : requestAnimationFrame(check));
      check();
    });
    return { ms: performance.now() - start, digest: output()?.value, steps: [...document.querySelectorAll('summary')].map((summary) => summary.textContent) };
  }, result.digest);
  const longestChange = await longestTask(page);
  // And a typed option (JSON prettify's "Indent size" 2 → 4): typing waits for the pause.
  await page.waitForTimeout(500);
  await resetLongTasks(page);
  const indentSize = page.getByLabel('Indent size');
  await indentSize.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.evaluate(() => {
    const output = () => window.__field('Recipe output');
    // The digest stays the same (YAML does not keep JSON's indentation): the run is done when JSON
    // prettify's report shows its new size and the output is there again (empty while it runs).
    const size = () => /^[^·]*/.exec(document.querySelectorAll('summary')[2]?.textContent ?? '')?.[0];
    const before = size();
    window.__typedStart = performance.now();
    window.__typed = new Promise((resolve) => {
      const done = () => /^[0-9a-f]{64}$/.test(output()?.value ?? '') && size() !== before;
      const check = () => (done() ? resolve({ ms: performance.now() - window.__typedStart, digest: output()?.value }) : performance.now() - window.__typedStart > 60_000 ? resolve({ ms: null }) : requestAnimationFrame(check));
      check();
    });
  });
  // The start is taken before the key is sent: the figure includes the way there.
  await page.keyboard.press('4');
  const typed = await page.evaluate(() => window.__typed);
  const longestTyped = await longestTask(page);
  console.log(section);
  console.log(`  input ${(result.length / 1024 / 1024).toFixed(2)} MB pasted → SHA-256 ${result.digest} on screen in ${fmt(result.ms)} (a paste runs at once; budget 600 ms)`);
  console.log(`  steps: ${result.steps.join(' | ')}`);
  console.log(`  longest main-thread task: ${fmt(longest)} (budget 50 ms); all tasks over 50 ms: ${pasteTasks || 'none'}`);
  console.log(`  "Sort keys" of JSON prettify switched off → SHA-256 ${changed.digest} on screen in ${fmt(changed.ms)} (a switch runs at once; budget 600 ms)`);
  console.log(`  steps: ${changed.steps.join(' | ')}`);
  console.log(`  longest main-thread task: ${fmt(longestChange)} (budget 50 ms)`);
  console.log(`  "Indent size" of JSON prettify typed (2 → 4) → SHA-256 ${typed.digest} on screen in ${fmt(typed.ms)} (250 ms pause included; budget 600 ms)`);
  console.log(`  longest main-thread task: ${fmt(longestTyped)} (budget 50 ms)`);
  record(section, 'output on screen after the paste (a paste runs at once)', result.ms, 600);
  record(section, 'longest main-thread task', longest, 50);
  record(section, 'output on screen after a switch changed (a switch runs at once)', changed.ms, 600);
  record(section, 'the same: longest main-thread task', longestChange, 50);
  record(section, 'output on screen after an option typed (250 ms pause included)', typed.ms, 600);
  record(section, 'after the typed option: longest main-thread task', longestTyped, 50);
  await page.close();

  const big = 'Recipe, 50 steps';
  const many = await newPage();
  const fifty = Array.from({ length: 50 }, (_, index) => (index % 2 === 0 ? 'base64-string-encode' : 'base64-string-decode')).join('/');
  await many.goto(`${base}/recipe#r=1/${fifty}`, { waitUntil: 'networkidle' });
  await many.getByRole('list', { name: 'Steps' }).getByRole('listitem').nth(49).waitFor();
  await many.getByRole('textbox', { name: 'Recipe input' }).fill('hello');
  await many.waitForTimeout(1000);
  // Click to the next frame after the list changed.
  const react = (name) =>
    many.evaluate(async (button) => {
      const list = document.querySelector('ol');
      const target = [...document.querySelectorAll('button')].find((element) => element.getAttribute('aria-label') === button);
      const changed = new Promise((resolve) => new MutationObserver((_, observer) => (observer.disconnect(), resolve())).observe(list, { childList: true, subtree: true, characterData: true }));
      const start = performance.now();
      target.click();
      await changed;
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      return performance.now() - start;
    }, name);
  const moved = await react('Move step 10 up');
  const removed = await react('Remove step 50');
  const addStart = Date.now();
  const field = many.getByRole('combobox', { name: 'Add a step' });
  await field.fill('JSON minify');
  await many.getByRole('option', { name: /^JSON minify/ }).first().waitFor();
  const added = await many.evaluate(async () => {
    const list = document.querySelector('ol');
    const before = list.children.length;
    const option = [...document.querySelectorAll('[role="option"]')].find((element) => element.textContent?.startsWith('JSON minify'));
    const start = performance.now();
    option.click();
    await new Promise((resolve) => {
      const check = () => (list.children.length > before ? resolve() : requestAnimationFrame(check));
      check();
    });
    return performance.now() - start;
  });
  console.log(big);
  console.log(`  move a step: ${fmt(moved)}; remove a step: ${fmt(removed)}; add a step (its operation's module loading included): ${fmt(added)} (budget 100 ms each; search typed in ${Date.now() - addStart} ms)`);
  record(big, 'move a step up: click to the next frame', moved, 100);
  record(big, 'remove a step: click to the next frame', removed, 100);
  record(big, 'add a step: choice to the new step on screen', added, 100);
  await many.close();
}

/**
 * A converter's figures (issue 8: output on screen within 1.5 s, no main-thread task over 200 ms):
 * opens /<tool>, pastes `text` into the field labelled `input`, waits until the field labelled
 * `output` holds more than 1,000 characters, prints and records both figures under `section`.
 * `count`: a pattern whose matches in the output are counted and printed (e.g. comments kept).
 */
async function measureConversion({ tool, input, output, text, section, count }) {
  const page = await newPage();
  await page.addInitScript(pageHelpers);
  await page.goto(`${base}/${tool}`, { waitUntil: 'networkidle' });
  await page.getByLabel(input, { exact: true }).waitFor();
  await page.evaluate((value) => (window.__benchInput = value), text);
  await resetLongTasks(page);
  const result = await page.evaluate(
    async ({ input, output, count }) => {
      const start = performance.now();
      window.__type(window.__field(input), window.__benchInput);
      await new Promise((resolve, reject) => {
        const timeout = setTimeout(() => reject(new Error('no output after 120 s')), 120_000);
        const check = () => {
          if (window.__text(window.__field(output)).length > 1000) {
            clearTimeout(timeout);
            resolve();
          } else requestAnimationFrame(check);
        };
        check();
      });
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      const ms = performance.now() - start;
      const shown = window.__text(window.__field(output));
      return { ms, size: shown.length, matches: count ? (shown.match(new RegExp(count, 'g')) ?? []).length : undefined };
    },
    { input, output, count: count?.source },
  );
  await page.waitForTimeout(300);
  const longest = await longestTask(page);
  const counted = result.matches === undefined ? '' : ` (${result.matches} × ${count.source} on screen)`;
  console.log(section);
  console.log(`  input ${(text.length / 1024 / 1024).toFixed(2)} MB → output ${(result.size / 1024 / 1024).toFixed(2)} MB${counted} on screen in ${fmt(result.ms)} (budget 1500 ms)`);
  console.log(`  longest main-thread task: ${fmt(longest)} (budget 200 ms); all tasks over 50 ms: ${(await allLongTasks(page)) || 'none'}`);
  record(section, 'output on screen', result.ms, 1500);
  record(section, 'longest main-thread task', longest, 200);
  await page.close();
}

/**
 * A 5 MB text formatted piece by piece on a worker pool (SQL and YAML prettify): time from the paste
 * to the first output and to the whole output (the progress bar gone), and the page's long tasks.
 * The paste's own task is reported apart: Chromium inserting 5 MB into a text area takes 65-105 ms
 * on the 2-core machine before any of the page's code runs (the value setter alone), so the 50 ms
 * budget applies to the tasks after it, the page's own work.
 */
async function measureProgressiveFormat({ tool, input, output, text, section, libraryNote }) {
  const page = await newPage();
  await page.addInitScript(pageHelpers);
  await page.goto(`${base}/${tool}`, { waitUntil: 'networkidle' });
  await page.getByLabel(input, { exact: true }).waitFor();
  await page.evaluate((value) => (window.__benchText = value), text);
  await resetLongTasks(page);
  const result = await page.evaluate(
    async ({ input, output }) => {
      const start = performance.now();
      window.__type(window.__field(input), window.__benchText);
      const pasted = performance.now();
      const times = {};
      await new Promise((resolve) => {
        const check = () => {
          const now = performance.now() - start;
          const busy = document.querySelector('[role="progressbar"]') !== null;
          if (busy && times.progress === undefined) times.progress = now;
          // Read until it first shows: reading the whole 5 MB output is itself a long task.
          if (times.first === undefined && window.__text(window.__field(output)).length > 1000) times.first = now;
          if (times.first !== undefined && !busy) return resolve();
          if (now > 600_000) return resolve();
          requestAnimationFrame(check);
        };
        check();
      });
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      const ms = performance.now() - start;
      // The long tasks are taken before the bench reads the output.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const tasks = window.__longTaskEntries.filter((task) => task.start + task.duration > start);
      const paste = tasks.filter((task) => task.start <= start + 1).reduce((longest, task) => Math.max(longest, task.duration), pasted - start);
      const after = tasks.filter((task) => task.start > start + 1).map((task) => task.duration);
      const when = tasks.filter((task) => task.start > start + 1).map((task) => `${task.duration.toFixed(0)} at ${((task.start - start) / 1000).toFixed(1)} s`);
      return { ...times, ms, paste, after, when, input: window.__benchText.length, output: window.__text(window.__field(output)).length };
    },
    { input, output },
  );
  const longest = Math.max(0, ...result.after);
  const finished = result.ms <= 600_000;
  console.log(`${section} (pool of ${await page.evaluate(() => Math.max(1, Math.min(4, (navigator.hardwareConcurrency || 2) - 1)))} worker(s))`);
  console.log(`  progress shown after ${result.progress === undefined ? '-' : fmt(result.progress)}; first output after ${result.first === undefined ? '-' : fmt(result.first)} (from the paste: the first piece does not wait for the typing pause; budget 500 ms)`);
  console.log(`  input ${(result.input / 1024 / 1024).toFixed(2)} MB → whole output ${(result.output / 1024 / 1024).toFixed(2)} MB on screen in ${finished ? fmt(result.ms) : 'more than 600 s'} (no target: ${libraryNote})`);
  console.log(`  the paste's own task: ${fmt(result.paste)} (Chromium inserting the text, then the page's input handler)`);
  console.log(`  longest main-thread task after it: ${fmt(longest)} (budget 50 ms); tasks over 50 ms: ${result.when.join(', ') || 'none'} (the whole output at ${(result.ms / 1000).toFixed(1)} s)`);
  record(section, 'first output on screen, from the paste (the first piece does not wait for the typing pause)', result.first ?? null, 500);
  record(section, 'whole output on screen', finished ? result.ms : null, null);
  record(section, "the paste's own task (the browser inserting 5 MB, then the input handler)", result.paste, null);
  record(section, 'longest main-thread task after the paste', longest, 50);
  await page.close();
}

// 3c. Smart paste (issue 21): a paste on the home page (no field focused) to the first suggestion
//     on screen, for a token, 64 KB and 5 MB of varied JSON (seeded); the engine is loaded by a
//     first focus of "Paste anything" beforehand, as a person's click on it does.
if (wanted('smart-paste')) {
  const section = 'Smart paste on the home page';
  const page = await newPage();
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  await page.getByRole('textbox', { name: 'Paste anything' }).focus();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.activeElement.blur());
  const jsonOf = (chars, seed) =>
    page.evaluate(
      // Kept in the page: handing megabytes to page.evaluate would be a long task of the bench's own.
      ([source, args]) => (window.__pasteText = new Function(`return (${source})`)()(args)).length,
      [variedJson.toString(), [chars, seed, 2]],
    );
  const jwt = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI0MiIsIm5hbWUiOiJBZGEiLCJpYXQiOjE3MDAwMDAwMDB9.c2lnbmF0dXJlLXNpZ25hdHVyZS1zaWduYXR1cmUtMDE';
  const cases = [
    ['a JWT', () => page.evaluate((token) => (window.__pasteText = token).length, jwt), 100],
    ['64 KB of JSON', () => jsonOf(64 * 1024, 7), 100],
    ['5 MB of JSON', () => jsonOf(5 * 1024 * 1024, 11), 300],
  ];
  console.log(section);
  for (const [name, prepare, target] of cases) {
    const length = await prepare();
    const clear = page.getByRole('button', { name: 'Clear' });
    if (await clear.isVisible()) await clear.click();
    else await page.getByRole('textbox', { name: 'Paste anything' }).fill('');
    await page.evaluate(() => document.activeElement.blur());
    await page.waitForTimeout(300);
    await resetLongTasks(page);
    const result = await page.evaluate(async () => {
      const list = () => document.querySelector('ul[aria-label="Suggestions"] a');
      const data = new DataTransfer();
      data.setData('text/plain', window.__pasteText);
      const start = performance.now();
      document.body.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      await new Promise((resolve) => {
        const check = () => (list() || performance.now() - start > 10_000 ? resolve() : requestAnimationFrame(check));
        check();
      });
      return { ms: performance.now() - start, first: list()?.textContent };
    });
    await page.waitForTimeout(1500);
    const longest = await longestTask(page);
    console.log(`  ${name} (${(length / 1024).toFixed(0)} KB): first suggestion "${result.first}" on screen in ${fmt(result.ms)} (budget ${target} ms); longest main-thread task ${fmt(longest)} (budget 50 ms)`);
    record(section, `${name}: paste to the first suggestion on screen`, result.ms, target);
    record(section, `${name}: longest main-thread task`, longest, 50);
  }
  await page.close();
}

// The command line (issue 22), built by `npm run build:cli`: a cold `it-tools base64-encode hello`
// and `list` (median of 9 runs each, Node's start included), and JSON prettify of a 5 MB file of
// varied records with the memory it takes beyond Node's own (maximum resident set size, less that
// of the cold run).
if (wanted('cli')) {
  const section = 'Command line';
  const bin = 'packages/cli/dist/bin.cjs';
  if (!existsSync(bin)) {
    console.log(`${section}: no build in packages/cli/dist (npm run build:cli): skipped`);
  } else {
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { spawnSync } = await import('node:child_process');
    // Node runs the command and, on exit, reports its maximum resident set size on file descriptor 3.
    const wrapper = `process.argv.splice(1, 0, ${JSON.stringify(bin)}); process.on('exit', () => require('node:fs').writeSync(3, String(process.resourceUsage().maxRSS))); import(${JSON.stringify(pathToFileURL(bin).href)});`;
    // Timed as a person runs it (node bin.cjs …); the memory runs go through the wrapper.
    const timed = (args, { memory = false } = {}) => {
      const start = performance.now();
      const result = spawnSync(process.execPath, memory ? ['-e', wrapper, ...args] : [bin, ...args], { stdio: ['ignore', 'pipe', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
      const ms = performance.now() - start;
      if (result.status !== 0) throw new Error(`it-tools ${args.join(' ')} exited with ${result.status}: ${result.stderr}`);
      return { ms, maxRssKb: memory ? Number(result.output[3]?.toString() || 0) : 0 };
    };
    const runs = (args, count, options) => Array.from({ length: count }, () => timed(args, options));
    console.log(section);
    // Each run beside one of Node alone, so that a slowed machine shows as such.
    const bare = [];
    const cold = [];
    for (let index = 0; index < 9; index++) {
      const start = performance.now();
      spawnSync(process.execPath, ['-e', '0'], { stdio: 'ignore' });
      bare.push(performance.now() - start);
      cold.push(timed(['base64-encode', 'hello']));
    }
    const coldMs = median(cold.map((run) => run.ms));
    const bareMs = median(bare);
    console.log(`  it-tools base64-encode hello: ${fmt(coldMs)} (median of 9; budget 150 ms); Node alone (node -e 0) ${fmt(bareMs)}, runs taken in turn`);
    record(section, 'it-tools base64-encode hello, cold (Node start included)', coldMs, 150);
    record(section, 'Node alone (node -e 0), runs taken in turn with the above', bareMs, null);
    const listMs = median(runs(['list'], 9).map((run) => run.ms));
    console.log(`  it-tools list: ${fmt(listMs)} (median of 9; budget 250 ms)`);
    record(section, 'it-tools list', listMs, 250);
    const dir = mkdtempSync(join(tmpdir(), 'it-tools-bench-'));
    const file = join(dir, 'records.json');
    const json = variedJson([5 * 1024 * 1024, 31]);
    writeFileSync(file, json);
    const prettify = runs(['json-prettify', '-i', file], 3);
    const prettifyMemory = runs(['json-prettify', '-i', file], 3, { memory: true });
    const coldMemory = runs(['base64-encode', 'hello'], 3, { memory: true });
    rmSync(dir, { recursive: true, force: true });
    const prettifyMs = median(prettify.map((run) => run.ms));
    const baseRssKb = median(coldMemory.map((run) => run.maxRssKb));
    const extraMb = (median(prettifyMemory.map((run) => run.maxRssKb)) - baseRssKb) / 1024;
    const inputMb = Buffer.byteLength(json) / 1024 / 1024;
    console.log(`  it-tools json-prettify -i (${inputMb.toFixed(1)} MB of varied records): ${fmt(prettifyMs)} (median of 3; budget 1 s); memory beyond Node's own ${extraMb.toFixed(0)} MB = ${(extraMb / inputMb).toFixed(1)}× the input (median of 3; budget 10×; Node alone ${(baseRssKb / 1024).toFixed(0)} MB)`);
    record(section, 'it-tools json-prettify of a 5 MB file', prettifyMs, 1000);
    record(section, 'json-prettify of a 5 MB file: memory beyond Node\'s own, × the input', Math.round((extraMb / inputMb) * 10) / 10, 10, { unit: '×' });
  }
}

// The file tools (images, PDF) through the built command line: scripts/bench-file-commands.mjs.
if (wanted('files')) await (await import('./bench-file-commands.mjs')).default({ browser, base, record, fmt });

// 4. Each tool's own figures: src/tools/<id>/<id>.page-bench.mjs exports a default async function
//    that receives this kit and prints its lines (BENCH_ONLY=<id>,<id> runs only those).
const kit = { browser, base, newPage, pageHelpers, longestTask, allLongTasks, resetLongTasks, fmt, record, measureConversion, measureProgressiveFormat };
for (const file of readdirSync('src/tools', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => `src/tools/${entry.name}/${entry.name}.page-bench.mjs`)
  .filter((file) => existsSync(file))
  .sort()) {
  const id = file.split('/')[2];
  if (!wanted(id)) continue;
  const { default: run } = await import(pathToFileURL(file).href);
  try {
    await run(kit);
  } catch (error) {
    console.log(`  ${id}: bench failed: ${error instanceof Error ? error.message : error}`);
    record(id, 'bench', null, 0);
  }
}

const chromiumVersion = browser.version();
await browser.close();
stopServer();

// The table: per-tool figures (warm navigation, cold loads) as one row per tool, the rest one row
// per figure; ✗ marks a miss.
const perTool = ['Warm navigation', 'Cold load: JavaScript gzipped', 'Cold load: first field visible', 'Cold load: longest task', 'Cold load: requests', 'Cold load: ready'];
const mark = (figure) => (figure.met === false ? ' ✗' : '');
const cell = (figure) => (figure ? `${show(figure.value, figure.unit)}${mark(figure)}` : '-');
const lines = [];
const main = figures.filter((figure) => !perTool.includes(figure.section));
if (main.length > 0) {
  lines.push('| Case | Figure | Measured | Target |', '| --- | --- | --- | --- |');
  for (const figure of main) lines.push(`| ${figure.section} | ${figure.figure} | ${cell(figure)} | ${figure.target === null ? '-' : (figure.higher ? '≥ ' : '≤ ') + show(figure.target, figure.unit)} |`);
}
const tools = [...new Set(figures.filter((figure) => perTool.includes(figure.section)).map((figure) => figure.figure))];
if (tools.length > 0) {
  if (lines.length > 0) lines.push('');
  lines.push(
    '| Tool page | Warm navigation, pointer rests 300 ms (≤ 150 ms) | Cold load: JS gzipped | Cold load: first field visible | Cold load: longest task (≤ 200 ms) | Cold load: requests (≤ 25) | Cold load: ready (≤ 381d321) |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  );
  for (const tool of tools) {
    const find = (section) => figures.find((figure) => figure.section === section && figure.figure === tool);
    // The ready time's target, where the page existed at 381d321, is printed beside it.
    const readyCell = (figure) => (figure && figure.target !== null ? `${cell(figure)} (≤ ${show(figure.target, figure.unit)})` : cell(figure));
    lines.push(`| ${tool} | ${perTool.map((section) => (section === 'Cold load: ready' ? readyCell(find(section)) : cell(find(section)))).join(' | ')} |`);
  }
}
const misses = figures.filter((figure) => figure.met === false);
const summary = `${figures.length} figures, ${figures.filter((figure) => figure.met === true).length} within target, ${misses.length} missed (✗), ${figures.filter((figure) => figure.met === null).length} without a target.`;
console.log('');
console.log('Summary (✗ = target missed)');
for (const line of lines) console.log(line);
console.log(summary);

if (process.env.BENCH_OUT) {
  let commit = '';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    commit = 'unknown';
  }
  const cpu = cpus();
  const machine = `${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${(totalmem() / 1024 ** 3).toFixed(0)} GiB, Linux ${release()}, Node ${process.version}, Chromium ${chromiumVersion} (headless)`;
  // Only the part between the markers is rewritten, so notes written around it stay.
  const START = '<!-- bench:start -->';
  const END = '<!-- bench:end -->';
  const table = [
    START,
    `- Run: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, commit ${commit}${only ? `, only ${only.join(', ')}` : ''}`,
    `- Machine: ${machine}`,
    `- ${summary}`,
    '',
    ...lines,
    END,
  ].join('\n');
  const previous = existsSync(process.env.BENCH_OUT) ? readFileSync(process.env.BENCH_OUT, 'utf8') : '';
  const text =
    previous.includes(START) && previous.includes(END)
      ? previous.slice(0, previous.indexOf(START)) + table + previous.slice(previous.indexOf(END) + END.length)
      : [
          '# Performance',
          '',
          'Written by `BENCH_OUT=docs/performance.md npm run bench` (after `npm run build`): every figure the issues set a',
          'target for, measured in headless Chromium against the production build served locally, each case in a',
          'fresh page. Figures are printed, never asserted; ✗ marks a missed target. Times are single runs unless the',
          'case says median; a loaded machine makes every figure worse, so compare runs made on the same idle machine.',
          '',
          table,
          '',
        ].join('\n');
  writeFileSync(process.env.BENCH_OUT, text);
  console.log(`Written to ${process.env.BENCH_OUT}`);
}
