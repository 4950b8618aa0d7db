// SQL prettify, 5 MB script: time from the input event to the output on screen (npm run bench).
// sql-formatter needs about 8 ms per KB (40 s or more for 5 MB, in the worker): the wait is capped at 120 s.
export default async function ({ base, newPage, pageHelpers, longestTask, allLongTasks, resetLongTasks, fmt, record }) {
  const page = await newPage();
  await page.addInitScript(pageHelpers);
  await page.goto(base + '/sql-prettify', { waitUntil: 'networkidle' });
  await page.getByLabel('Your SQL query', { exact: true }).waitFor();
  await page.evaluate(() => {
    const parts = [];
    let size = 0;
    for (let index = 0; size < 5 * 1024 * 1024; index += 1) {
      const part = `select a.id, b.name, count(*) as n from table_${index} a join other b on a.id = b.id where a.x > ${index} group by a.id, b.name;`;
      size += part.length + 1;
      parts.push(part);
    }
    window.__benchText = parts.join('\n');
  });
  await resetLongTasks(page);
  const result = await page.evaluate(async () => {
    const start = performance.now();
    window.__type(window.__field('Your SQL query'), window.__benchText);
    const done = await new Promise((resolve) => {
      const check = () =>
        window.__text(window.__field('Prettify version')).length > 1000 ? resolve(true) : performance.now() - start > 120_000 ? resolve(false) : requestAnimationFrame(check);
      check();
    });
    if (!done) return { ms: Number.NaN, input: window.__benchText.length, output: 0 };
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return { ms: performance.now() - start, input: window.__benchText.length, output: window.__text(window.__field('Prettify version')).length };
  });
  await page.waitForTimeout(300);
  console.log('SQL prettify, 5 MB script');
  console.log(`  input ${(result.input / 1024 / 1024).toFixed(2)} MB → output ${(result.output / 1024 / 1024).toFixed(2)} MB on screen in ${Number.isNaN(result.ms) ? 'more than 120 s (not finished)' : fmt(result.ms)} (budget 1500 ms, includes the 150 ms typing debounce)`);
  console.log(`  longest main-thread task: ${fmt(await longestTask(page))} (budget 200 ms); tasks over 50 ms: ${(await allLongTasks(page)) || 'none'}`);
  record('SQL prettify, 5 MB script', 'output on screen', Number.isNaN(result.ms) ? null : result.ms, 1500);
  record('SQL prettify, 5 MB script', 'longest main-thread task', await longestTask(page), 200);
  await page.close();
}
