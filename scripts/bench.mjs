// Performance figures measured in headless Chromium against the production build (dist/, or
// BENCH_DIST). Prints numbers; asserts nothing. Usage: npm run build && npm run bench
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { findChromium } from './find-chromium.mjs';

const dist = process.env.BENCH_DIST ?? 'dist';
/** BENCH_ONLY=<id>,<id>: only those tools' figures ("home" for the home page, CSS and warm navigation). */
const only = process.env.BENCH_ONLY?.split(',').filter(Boolean);
const wanted = (id) => !only || only.includes(id);
const port = Number(process.env.BENCH_PORT ?? 5090);
const executablePath = findChromium() ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(`${dist}/index.html`)) {
  console.error(`No build in ${dist}: run "npm run build" first.`);
  process.exit(1);
}

const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(port), '--dir', dist], { stdio: 'ignore' });
const base = `http://localhost:${port}`;
for (let attempt = 0; attempt < 50; attempt += 1) {
  try {
    await fetch(base);
    break;
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

/** A page that records long tasks (main thread blocked > 50 ms) from the very start. */
async function newPage() {
  const page = await browser.newPage();
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
  console.log(`  longest main-thread task while loading: ${fmt(await longestTask(page))} (budget 200 ms)`);
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
  const links = await page.evaluate(() =>
    [...document.querySelectorAll('main a[href]')].map((link) => link.getAttribute('href')).filter((href, index, all) => href && href !== '/' && all.indexOf(href) === index),
  );
  await page.close();

  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.log('Warm navigation, home → tool (click on its card → heading and first field visible), median of 3 (budget 150 ms)');
  const rows = [];
  for (const href of links) {
    const times = [];
    for (let run = 0; run < 3; run += 1) {
      const tab = await newPage();
      await tab.goto(base + '/', { waitUntil: 'networkidle' });
      const card = tab.locator(`main a[href="${href}"]`).first();
      await card.scrollIntoViewIfNeeded();
      await tab.evaluate(() => {
        window.__navDone = new Promise((resolve) => {
          document.addEventListener(
            'click',
            () => {
              const start = performance.now();
              const check = () => {
                const heading = document.querySelector('main h1');
                const field = document.querySelector('main input:not([type="hidden"]), main textarea, main [role="textbox"], main button:not([aria-label])');
                const visible = (element) => element && element.getBoundingClientRect().height > 0;
                if (location.pathname !== '/' && visible(heading) && visible(field)) resolve(performance.now() - start);
                else requestAnimationFrame(check);
              };
              check();
            },
            { capture: true, once: true },
          );
        });
      });
      await card.click();
      times.push(await tab.evaluate(() => window.__navDone));
      await tab.close();
    }
    rows.push({ href, ms: median(times) });
    console.log(`  ${href.padEnd(40)} ${fmt(median(times))}  (runs: ${times.map((ms) => ms.toFixed(0)).join(', ')})`);
  }
  const slowest = rows.reduce((worst, row) => (row.ms > worst.ms ? row : worst), { ms: 0, href: '-' });
  console.log(`  slowest: ${slowest.href} ${fmt(slowest.ms)}`);
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
  console.log(`  longest main-thread task: ${fmt(await longestTask(page))} (budget 200 ms); all tasks over 50 ms: ${await allLongTasks(page)}`);
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
  console.log(`  longest main-thread task: ${fmt(await longestTask(page))} (budget 200 ms); all tasks over 50 ms: ${await allLongTasks(page)}`);
  await page.close();
}

// 4. Each tool's own figures: src/tools/<id>/<id>.page-bench.mjs exports a default async function
//    that receives this kit and prints its lines (BENCH_ONLY=<id>,<id> runs only those).
const kit = { browser, base, newPage, pageHelpers, longestTask, allLongTasks, resetLongTasks, fmt };
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
  }
}

await browser.close();
server.kill();
