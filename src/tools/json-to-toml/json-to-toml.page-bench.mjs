// JSON to TOML, 5 MB of JSON: time from the paste to the TOML on screen, longest main-thread task.
// Run: npm run build && BENCH_ONLY=json-to-toml npm run bench

/** About `bytes` of JSON: an array of records under a key, with nested objects and arrays. */
function bigJson(bytes) {
  const records = [];
  let size = 20;
  for (let index = 0; size < bytes; index += 1) {
    const record = `{"id": ${index}, "name": "user-${index}", "email": "user${index}@example.com", "score": ${index}.5, "active": ${index % 2 === 0}, "tags": ["a", "b", ${index % 7}], "nested": {"x": ${index}, "y": [1, 2, {"z": "deep"}]}}`;
    records.push(record);
    size += record.length + 2;
  }
  return `{"title": "bench", "users": [${records.join(',\n')}]}`;
}

export default async function bench({ base, newPage, pageHelpers, longestTask, allLongTasks, resetLongTasks, fmt, record }) {
  const page = await newPage();
  await page.addInitScript(pageHelpers);
  await page.goto(`${base}/json-to-toml`, { waitUntil: 'networkidle' });
  await page.getByLabel('Your JSON', { exact: true }).waitFor();
  const json = bigJson(5 * 1024 * 1024);
  await page.evaluate((text) => (window.__benchInput = text), json);
  await resetLongTasks(page);
  const result = await page.evaluate(async () => {
    const start = performance.now();
    window.__type(window.__field('Your JSON'), window.__benchInput);
    await new Promise((resolve, reject) => {
      const timeout = setTimeout(() => reject(new Error('no output after 120 s')), 120_000);
      const check = () => {
        const text = window.__text(window.__field('TOML from your JSON'));
        if (text.length > 1000) {
          clearTimeout(timeout);
          resolve();
        } else requestAnimationFrame(check);
      };
      check();
    });
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return { ms: performance.now() - start, size: window.__text(window.__field('TOML from your JSON')).length };
  });
  await page.waitForTimeout(300);
  console.log('JSON to TOML, 5 MB document');
  console.log(`  input ${(json.length / 1024 / 1024).toFixed(2)} MB → output ${(result.size / 1024 / 1024).toFixed(2)} MB on screen in ${fmt(result.ms)} (budget 1500 ms)`);
  console.log(`  longest main-thread task: ${fmt(await longestTask(page))} (budget 200 ms); all tasks over 50 ms: ${await allLongTasks(page)}`);
  record('JSON to TOML, 5 MB document', 'output on screen', result.ms, 1500);
  record('JSON to TOML, 5 MB document', 'longest main-thread task', await longestTask(page), 200);
  await page.close();
}
