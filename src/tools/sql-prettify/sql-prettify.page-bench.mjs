// SQL prettify, 5 MB script of varied statements (sql-prettify.bench-data.mjs: seeded, no few
// shapes repeated): time from the input event to the first output on screen and to the whole output
// (the progress bar gone), plus long tasks (npm run bench).
import { variedSqlScript } from './sql-prettify.bench-data.mjs';

export default async function ({ base, newPage, pageHelpers, resetLongTasks, fmt, record }) {
  const section = 'SQL prettify, 5 MB script of varied statements';
  const page = await newPage();
  await page.addInitScript(pageHelpers);
  await page.goto(base + '/sql-prettify', { waitUntil: 'networkidle' });
  await page.getByLabel('Your SQL query', { exact: true }).waitFor();
  await page.evaluate((text) => (window.__benchText = text), variedSqlScript(5 * 1024 * 1024));
  await resetLongTasks(page);
  const result = await page.evaluate(async () => {
    const start = performance.now();
    window.__type(window.__field('Your SQL query'), window.__benchText);
    const times = {};
    await new Promise((resolve) => {
      const check = () => {
        const now = performance.now() - start;
        const busy = document.querySelector('[role="progressbar"]') !== null;
        if (busy && times.progress === undefined) times.progress = now;
        // The output is read until it first shows: reading the whole 5 MB output is itself a long task.
        if (times.first === undefined && window.__text(window.__field('Prettify version')).length > 1000) times.first = now;
        if (times.first !== undefined && !busy) return resolve();
        if (now > 600_000) return resolve();
        requestAnimationFrame(check);
      };
      check();
    });
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    const ms = performance.now() - start;
    // The page's long tasks, taken before the bench reads the output.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const longTasks = window.__longTasks.slice();
    return { ...times, ms, longTasks, input: window.__benchText.length, output: window.__text(window.__field('Prettify version')).length };
  });
  const longest = Math.max(0, ...result.longTasks);
  const longTasks = result.longTasks.map((task) => task.toFixed(0)).join(', ');
  const finished = result.ms <= 600_000;
  console.log(`${section} (pool of ${await page.evaluate(() => Math.max(1, Math.min(4, (navigator.hardwareConcurrency || 2) - 1)))} worker(s))`);
  console.log(`  progress shown after ${result.progress === undefined ? '-' : fmt(result.progress)}; first output after ${result.first === undefined ? '-' : fmt(result.first)} (both include the 150 ms typing pause; budget 500 ms)`);
  console.log(
    `  input ${(result.input / 1024 / 1024).toFixed(2)} MB → whole output ${(result.output / 1024 / 1024).toFixed(2)} MB on screen in ${finished ? fmt(result.ms) : 'more than 600 s'} (no target: sql-formatter's own time for every statement, in the workers)`,
  );
  console.log(`  longest main-thread task: ${fmt(longest)} (budget 50 ms); tasks over 50 ms: ${longTasks || 'none'}`);
  record(section, 'first output on screen (150 ms pause included)', result.first ?? null, 500);
  record(section, 'whole output on screen', finished ? result.ms : null, null);
  record(section, 'longest main-thread task', longest, 50);
  await page.close();
}
