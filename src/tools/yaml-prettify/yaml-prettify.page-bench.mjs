// YAML prettify, 5 MB stream: time from the input event to the first output on screen and to the
// whole output (the progress bar gone), plus long tasks (npm run bench).
export default async function ({ base, newPage, pageHelpers, longestTask, allLongTasks, resetLongTasks, fmt, record }) {
  const page = await newPage();
  await page.addInitScript(pageHelpers);
  await page.goto(base + '/yaml-prettify', { waitUntil: 'networkidle' });
  await page.getByLabel('Your raw YAML', { exact: true }).waitFor();
  await page.evaluate(() => {
    const parts = [];
    let size = 0;
    for (let index = 0; size < 5 * 1024 * 1024; index += 1) {
      const part = `- id: ${index}\n  name: "item ${index}" # comment\n  tags: [a, b]\n  nested: {x: ${index}, y: 1.50}`;
      size += part.length + 1;
      parts.push(part);
    }
    window.__benchText = parts.join('\n');
  });
  await resetLongTasks(page);
  const result = await page.evaluate(async () => {
    const start = performance.now();
    window.__type(window.__field('Your raw YAML'), window.__benchText);
    const times = {};
    await new Promise((resolve) => {
      const check = () => {
        const now = performance.now() - start;
        const busy = document.querySelector('[role="progressbar"]') !== null;
        if (busy && times.progress === undefined) times.progress = now;
        const length = window.__text(window.__field('Prettified version')).length;
        if (length > 1000 && times.first === undefined) times.first = now;
        if (length > 1000 && !busy) return resolve();
        if (now > 120_000) return resolve();
        requestAnimationFrame(check);
      };
      check();
    });
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return { ...times, ms: performance.now() - start, input: window.__benchText.length, output: window.__text(window.__field('Prettified version')).length };
  });
  await page.waitForTimeout(300);
  console.log(`YAML prettify, 5 MB stream (pool of ${await page.evaluate(() => Math.max(1, Math.min(4, (navigator.hardwareConcurrency || 2) - 1)))} worker(s))`);
  console.log(`  progress shown after ${result.progress === undefined ? '-' : fmt(result.progress)}; first output after ${result.first === undefined ? '-' : fmt(result.first)} (both include the 150 ms typing pause)`);
  console.log(`  input ${(result.input / 1024 / 1024).toFixed(2)} MB → whole output ${(result.output / 1024 / 1024).toFixed(2)} MB on screen in ${fmt(result.ms)} (budget 1500 ms; items of a shape met before reuse its layout, see yaml-templates.ts; a list of all-different items takes the library's ~1.5 ms per KB)`);
  console.log(`  longest main-thread task: ${fmt(await longestTask(page))} (budget 200 ms); tasks over 50 ms: ${(await allLongTasks(page)) || 'none'}`);
  if (result.first !== undefined) record('YAML prettify, 5 MB stream', 'first output on screen (150 ms pause included)', result.first, null);
  record('YAML prettify, 5 MB stream', 'whole output on screen', result.ms > 120_000 ? null : result.ms, 1500);
  record('YAML prettify, 5 MB stream', 'longest main-thread task', await longestTask(page), 200);
  await page.close();
}
