// JSON to CSV of a 5 MB array of records: time from the input event to the CSV on screen (npm run bench).
export default async function ({ base, newPage, pageHelpers, longestTask, allLongTasks, resetLongTasks, fmt, record }) {
  const page = await newPage();
  await page.addInitScript(pageHelpers);
  await page.goto(base + '/json-to-csv', { waitUntil: 'networkidle' });
  await page.getByLabel('Your raw JSON', { exact: true }).waitFor();
  await page.evaluate(() => {
    const records = [];
    let size = 0;
    for (let index = 0; size < 5 * 1024 * 1024; index += 1) {
      const record = JSON.stringify({ id: index, name: `user ${index}`, email: `user${index}@example.com`, note: index % 3 ? 'plain' : 'has, comma "and quotes"', score: index * 1.5, nested: { x: index } });
      size += record.length + 1;
      records.push(record);
    }
    window.__benchJson = `[${records.join(',')}]`;
  });
  await resetLongTasks(page);
  const result = await page.evaluate(async () => {
    const start = performance.now();
    window.__type(window.__field('Your raw JSON'), window.__benchJson);
    await new Promise((resolve) => {
      const check = () => (window.__text(window.__field('CSV version')).length > 1000 ? resolve() : requestAnimationFrame(check));
      check();
    });
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return { ms: performance.now() - start, input: window.__benchJson.length, output: window.__text(window.__field('CSV version')).length };
  });
  await page.waitForTimeout(300);
  console.log('JSON to CSV, 5 MB document');
  console.log(`  input ${(result.input / 1024 / 1024).toFixed(2)} MB → CSV ${(result.output / 1024 / 1024).toFixed(2)} MB on screen in ${fmt(result.ms)} (budget 1500 ms, includes the 150 ms typing debounce)`);
  console.log(`  longest main-thread task: ${fmt(await longestTask(page))} (budget 200 ms); tasks over 50 ms: ${(await allLongTasks(page)) || 'none'}`);
  record('JSON to CSV, 5 MB document', 'output on screen', result.ms, 1500);
  record('JSON to CSV, 5 MB document', 'longest main-thread task', await longestTask(page), 200);
  await page.close();
}
