// Cold loads of tool pages in several builds, interleaved (build A, build B, … for each page, for
// each round), so a busy machine slows every build alike. Prints per page and build the median
// ready time, the requests (all, and before ready) and the JS/CSS/JSON counts.
// Usage: node scripts/cold-load-compare.mjs [--runs 5] [--pages /json-prettify,/hash-text] [--json out.json] old=/tmp/dist-old new=dist
// Without --pages: every tool page of the first build's sitemap-free guess (its home page links).
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { coldLoad, median } from './cold-load.mjs';
import { findChromium } from './find-chromium.mjs';
import { serveBuild } from './page-timing.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  if (index < 0) return fallback;
  const [value] = args.splice(index, 2).slice(1);
  return value;
};
const runs = Number(option('runs', '5'));
const pagesOption = option('pages', '');
const jsonOut = option('json', '');
const builds = args.map((arg) => {
  const [label, dir] = arg.split('=');
  return { label, dir };
});
if (builds.length === 0) {
  console.error('Usage: node scripts/cold-load-compare.mjs [--runs 5] [--pages /a,/b] [--json out.json] label=dist-dir …');
  process.exit(1);
}

const browser = await chromium.launch({
  executablePath: findChromium() ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
let port = Number(process.env.COMPARE_PORT ?? 6870);
for (const build of builds) Object.assign(build, await serveBuild(build.dir, port++));

/** The tool pages a build's home page links to. */
async function toolPages(base) {
  const page = await browser.newPage();
  await page.goto(base + '/', { waitUntil: 'networkidle' });
  const links = await page.evaluate(() =>
    [...document.querySelectorAll('main a[href]')]
      .map((link) => link.getAttribute('href'))
      .filter((href, index, all) => href && href.startsWith('/') && href !== '/' && all.indexOf(href) === index),
  );
  await page.close();
  return links;
}
const pages = pagesOption ? pagesOption.split(',') : await toolPages(builds[0].base);

const results = {};
for (let run = 0; run < runs; run += 1) {
  for (const path of pages) {
    for (const build of builds) {
      const result = await coldLoad(browser, build.base + path);
      ((results[path] ??= {})[build.label] ??= []).push(result);
    }
  }
  console.error(`round ${run + 1}/${runs} done`);
}

const summary = {};
const header = ['page', ...builds.flatMap((build) => [`${build.label} ready`, `${build.label} req (by ready)`, `${build.label} js/css/json`, `${build.label} longest task`])];
console.log(header.join('\t'));
for (const path of pages) {
  const row = [path];
  for (const build of builds) {
    const list = results[path][build.label];
    const ready = median(list.map((result) => result.ready));
    const requests = median(list.map((result) => result.requests));
    const byReady = median(list.map((result) => result.byReady));
    const kinds = list.at(-1).kinds;
    const longestTask = median(list.map((result) => result.longestTask));
    (summary[path] ??= {})[build.label] = {
      ready,
      readyRuns: list.map((result) => result.ready),
      longestTask,
      requests,
      byReady,
      kinds,
      files: list.at(-1).files,
    };
    row.push(ready === null ? 'n/a' : `${ready.toFixed(0)} ms`, `${requests} (${byReady})`, `${kinds.js}/${kinds.css}/${kinds.json}`, `${longestTask.toFixed(0)} ms`);
  }
  console.log(row.join('\t'));
}
if (jsonOut) writeFileSync(jsonOut, JSON.stringify(summary, null, 1));

await browser.close();
for (const build of builds) build.stop();
