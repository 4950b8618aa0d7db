// JSON diff of two 5 MB documents with 1,000 scattered changes: time from the second document's
// input event to the differences on screen, and the longest main-thread task (npm run bench).
export default async function ({ base, newPage, pageHelpers, longestTask, allLongTasks, resetLongTasks, fmt, record }) {
  const page = await newPage();
  await page.addInitScript(pageHelpers);
  await page.goto(base + '/json-diff', { waitUntil: 'networkidle' });
  await page.getByLabel('Your first JSON', { exact: true }).waitFor();
  await page.evaluate(() => {
    const records = [];
    let size = 0;
    for (let index = 0; size < 5 * 1024 * 1024; index += 1) {
      const record = { id: index, name: `user-${index}`, active: index % 2 === 0, tags: ['a', 'b'], nested: { x: index, y: [1, 2, { z: 'deep' }] } };
      size += JSON.stringify(record).length + 4;
      records.push(record);
    }
    window.__benchLeft = JSON.stringify(records);
    for (let change = 0; change < 1000; change += 1) records[Math.floor((change * records.length) / 1000)].nested.x = -1;
    window.__benchRight = JSON.stringify(records);
  });
  await page.evaluate(() => window.__type(window.__field('Your first JSON'), window.__benchLeft));
  await page.waitForTimeout(500);
  await resetLongTasks(page);
  const result = await page.evaluate(async () => {
    const start = performance.now();
    window.__type(window.__field('Your JSON to compare'), window.__benchRight);
    await new Promise((resolve) => {
      const check = () => (/\d+ added, \d+ removed, \d+ changed/.test(document.body.textContent ?? '') ? resolve() : requestAnimationFrame(check));
      check();
    });
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    const summary = /\d+ added, \d+ removed, \d+ changed/.exec(document.body.textContent ?? '')?.[0];
    return { ms: performance.now() - start, size: window.__benchRight.length, summary };
  });
  await page.waitForTimeout(300);
  console.log('JSON diff, two 5 MB documents with scattered changes');
  console.log(`  ${(result.size / 1024 / 1024).toFixed(2)} MB each → "${result.summary}" on screen in ${fmt(result.ms)} (budget 2000 ms, includes the 200 ms typing pause)`);
  console.log(`  longest main-thread task: ${fmt(await longestTask(page))} (budget 200 ms); tasks over 50 ms: ${(await allLongTasks(page)) || 'none'}`);
  record('JSON diff, two 5 MB documents', 'summary on screen (200 ms typing pause included)', result.ms, 2000);
  record('JSON diff, two 5 MB documents', 'longest main-thread task', await longestTask(page), 200);
  await page.close();
}
