// Where a navigation's time goes, component by component. Build with React's profiling build first:
//   REACT_PROFILING=1 npx vite build --minify false --outDir dist-prof
//   node scripts/profile-navigation.mjs /hash-text [/json-prettify …]
// For each tool: the app is loaded at home, the tool preloaded (as a pointer over its card does),
// then its card is clicked. Prints the time to the tool's first field, the render time React
// and the components that took the most render time (own time in their last render, summed by
// area and name, for the fibers React worked on since the click). PROFILE_DIST picks another build.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { findChromium } from './find-chromium.mjs';
import { armNavigationTimer, serveBuild } from './page-timing.mjs';

const dist = process.env.PROFILE_DIST ?? 'dist-prof';
if (!existsSync(`${dist}/index.html`)) {
  console.error(`No build in ${dist}: REACT_PROFILING=1 npx vite build --minify false --outDir ${dist}`);
  process.exit(1);
}
const hrefs = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/hash-text'];
const port = Number(process.env.PROFILE_PORT ?? 5097);
const { base, stop } = await serveBuild(dist, port);
const browser = await chromium.launch({
  executablePath: findChromium() ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

/** In the page (at a commit): the own render time of the components rendered since the mark, summed by area and name. */
function collectRenders(root) {
  const byName = new Map();
  let total = 0;
  const visit = (fiber, area) => {
    for (let node = fiber; node; node = node.sibling) {
      const type = node.type;
      const name = typeof type === 'string' ? null : (type?.displayName ?? type?.name ?? type?.render?.displayName ?? type?.render?.name ?? type?.type?.name ?? null);
      let nextArea = area;
      if (node.stateNode instanceof HTMLElement) {
        if (node.stateNode.id === 'sidebar') nextArea = 'sidebar';
        else if (node.stateNode.tagName === 'MAIN') nextArea = 'main';
        else if (node.stateNode.tagName === 'HEADER') nextArea = 'top bar';
      }
      // React's profiling build stamps every fiber it works on with the time it began.
      if (name && node.actualStartTime > window.__navMark) {
        // Own time in its last render: its actual duration less its children's (a fiber that only
        // bailed out costs next to nothing).
        let own = node.actualDuration ?? 0;
        for (let child = node.child; child; child = child.sibling) if (child.actualStartTime > window.__navMark) own -= child.actualDuration ?? 0;
        total += own;
        const label = `${nextArea}: ${name}`;
        const entry = byName.get(label) ?? { count: 0, ms: 0 };
        entry.count += 1;
        entry.ms += own;
        byName.set(label, entry);
      }
      if (node.child) visit(node.child, nextArea);
    }
  };
  visit(root.child, 'shell');
  return { total, rows: [...byName.entries()].map(([label, entry]) => ({ label, ...entry })).sort((a, b) => b.ms - a.ms) };
}

for (const href of hrefs) {
  const page = await browser.newPage();
  // React times components only in "profile mode", which it turns on when developer tools are present.
  // The first commit after the click is the navigation's: its components are summed then.
  await page.addInitScript(`
    const collect = ${collectRenders.toString()};
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      isDisabled: false, supportsFiber: true, renderers: new Map(), inject: () => 1,
      onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, checkDCE() {},
      onCommitFiberRoot(_id, root) {
        (window.__commits ??= []).push({ at: performance.now(), render: root.current.actualDuration });
        if (window.__navMark && !window.__navRenders) window.__navRenders = collect(root.current);
      },
    };
  `);
  await page.goto(base + '/', { waitUntil: 'networkidle' });
  const card = page.locator(`main a[href="${href}"]`).first();
  await card.scrollIntoViewIfNeeded();
  await card.hover();
  await page.waitForTimeout(500);
  await page.evaluate(() => (window.__navMark = performance.now()));
  await page.evaluate(armNavigationTimer);
  await card.click();
  const ms = await page.evaluate(() => window.__navDone);
  await page.waitForTimeout(300);
  const { total, rows } = await page.evaluate(() => window.__navRenders);
  const commits = await page.evaluate(() => window.__commits.filter((commit) => commit.at > window.__navMark).map((commit) => ({ at: commit.at - window.__navMark, render: commit.render })));
  console.log(`  commits after the click (time of commit, render time): ${commits.map((commit) => `${commit.at.toFixed(0)} ms (${commit.render.toFixed(1)})`).join(', ')}`);
  console.log(`${href}: first field visible after ${ms.toFixed(0)} ms; components rendered by the navigation: ${total.toFixed(1)} ms of own render time`);
  for (const row of rows.slice(0, Number(process.env.PROFILE_ROWS ?? 30))) {
    console.log(`  ${row.ms.toFixed(1).padStart(7)} ms  ${String(row.count).padStart(4)} × ${row.label}`);
  }
  await page.close();
}
await browser.close();
stop();
