// XML formatter, 5 MB document: time from the input event to the output on screen (npm run bench).
export default async function ({ base, newPage, pageHelpers, longestTask, allLongTasks, resetLongTasks, fmt, record }) {
  const page = await newPage();
  await page.addInitScript(pageHelpers);
  await page.goto(base + '/xml-formatter', { waitUntil: 'networkidle' });
  await page.getByLabel('Your XML', { exact: true }).waitFor();
  await page.evaluate(() => {
    const parts = [];
    let size = 0;
    for (let index = 0; size < 5 * 1024 * 1024; index += 1) {
      const part = `<item id="${index}"><name>item ${index}</name><tags><tag>a</tag><tag>b</tag></tags><!-- note --><value><![CDATA[x < y]]></value></item>`;
      size += part.length + 1;
      parts.push(part);
    }
    window.__benchText = `<?xml version="1.0"?><items>${parts.join('')}</items>`;
  });
  await resetLongTasks(page);
  const result = await page.evaluate(async () => {
    const start = performance.now();
    window.__type(window.__field('Your XML'), window.__benchText);
    await new Promise((resolve) => {
      const check = () => (window.__text(window.__field('Formatted XML')).length > 1000 ? resolve() : requestAnimationFrame(check));
      check();
    });
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return { ms: performance.now() - start, input: window.__benchText.length, output: window.__text(window.__field('Formatted XML')).length };
  });
  await page.waitForTimeout(300);
  console.log('XML formatter, 5 MB document');
  console.log(`  input ${(result.input / 1024 / 1024).toFixed(2)} MB → output ${(result.output / 1024 / 1024).toFixed(2)} MB on screen in ${fmt(result.ms)} (budget 1500 ms, includes the 150 ms typing debounce)`);
  console.log(`  longest main-thread task: ${fmt(await longestTask(page))} (budget 200 ms); tasks over 50 ms: ${(await allLongTasks(page)) || 'none'}`);
  record('XML formatter, 5 MB document', 'output on screen', result.ms, 1500);
  record('XML formatter, 5 MB document', 'longest main-thread task', await longestTask(page), 200);
  await page.close();
}
