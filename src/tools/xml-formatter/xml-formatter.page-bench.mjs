// XML formatter, 5 MB of varied XML (xml-formatter.bench-data.mjs: seeded, no few record shapes
// repeated, processing instructions in the prolog only as in most real documents): time from the
// input event to the formatted output on screen, and the page's long tasks (npm run bench).
import { variedXmlDocument } from './xml-formatter.bench-data.mjs';

export default async function ({ base, newPage, pageHelpers, resetLongTasks, fmt, record }) {
  const section = 'XML formatter, 5 MB of varied XML';
  const page = await newPage();
  await page.addInitScript(pageHelpers);
  await page.goto(base + '/xml-formatter', { waitUntil: 'networkidle' });
  await page.getByLabel('Your XML', { exact: true }).waitFor();
  await page.evaluate((text) => (window.__benchText = text), variedXmlDocument(5 * 1024 * 1024));
  await resetLongTasks(page);
  const limitMs = Number(process.env.XML_BENCH_LIMIT_MS ?? 120_000);
  const result = await page.evaluate(async (limit) => {
    const start = performance.now();
    window.__type(window.__field('Your XML'), window.__benchText);
    await new Promise((resolve) => {
      const check = () => (window.__text(window.__field('Formatted XML')).length > 1000 || performance.now() - start > limit ? resolve() : requestAnimationFrame(check));
      check();
    });
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    const ms = performance.now() - start;
    await new Promise((resolve) => setTimeout(resolve, 300));
    return { ms, finished: ms <= limit, longTasks: window.__longTasks.slice(), input: window.__benchText.length, output: window.__text(window.__field('Formatted XML')).length };
  }, limitMs);
  const longest = Math.max(0, ...result.longTasks);
  console.log(section);
  console.log(
    `  input ${(result.input / 1024 / 1024).toFixed(2)} MB → output ${(result.output / 1024 / 1024).toFixed(2)} MB on screen in ${result.finished ? fmt(result.ms) : `more than ${fmt(limitMs)}`} (budget 1500 ms, includes the 150 ms typing pause)`,
  );
  console.log(`  longest main-thread task: ${fmt(longest)} (budget 200 ms); tasks over 50 ms: ${result.longTasks.map((task) => task.toFixed(0)).join(', ') || 'none'}`);
  record(section, 'output on screen', result.finished ? result.ms : null, 1500);
  record(section, 'longest main-thread task', longest, 200);
  await page.close();
}
