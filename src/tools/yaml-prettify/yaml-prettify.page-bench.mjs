// YAML prettify, 5 MB stream: time from the input event to the output on screen (npm run bench).
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
    await new Promise((resolve) => {
      const check = () => (window.__text(window.__field('Prettified version')).length > 1000 ? resolve() : requestAnimationFrame(check));
      check();
    });
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return { ms: performance.now() - start, input: window.__benchText.length, output: window.__text(window.__field('Prettified version')).length };
  });
  await page.waitForTimeout(300);
  console.log('YAML prettify, 5 MB stream');
  console.log(`  input ${(result.input / 1024 / 1024).toFixed(2)} MB → output ${(result.output / 1024 / 1024).toFixed(2)} MB on screen in ${fmt(result.ms)} (budget 1500 ms, includes the 150 ms typing debounce)`);
  console.log(`  longest main-thread task: ${fmt(await longestTask(page))} (budget 200 ms); tasks over 50 ms: ${(await allLongTasks(page)) || 'none'}`);
  record('YAML prettify, 5 MB stream', 'output on screen', result.ms, 1500);
  record('YAML prettify, 5 MB stream', 'longest main-thread task', await longestTask(page), 200);
  await page.close();
}
