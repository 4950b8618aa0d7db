// XML to JSON, 5 MB of XML: time from the paste to the JSON on screen, longest main-thread task.
// Run: npm run build && BENCH_ONLY=xml-to-json npm run bench

/** About `bytes` of XML: a list of records with attributes, text, nested elements and entities. */
function bigXml(bytes) {
  const parts = ['<?xml version="1.0" encoding="UTF-8"?>\n<users>'];
  let size = 50;
  for (let index = 0; size < bytes; index += 1) {
    const record = `\n  <user id="${index}" active="${index % 2 === 0}">\n    <name>user-${index}</name>\n    <email>user${index}@example.com</email>\n    <score>${index}.5</score>\n    <tags><tag>a</tag><tag>b &amp; c</tag></tags>\n    <!-- record ${index} -->\n  </user>`;
    parts.push(record);
    size += record.length;
  }
  parts.push('\n</users>');
  return parts.join('');
}

export default async function bench({ base, newPage, pageHelpers, longestTask, allLongTasks, resetLongTasks, fmt, record }) {
  const page = await newPage();
  await page.addInitScript(pageHelpers);
  await page.goto(`${base}/xml-to-json`, { waitUntil: 'networkidle' });
  await page.getByLabel('Your XML content', { exact: true }).waitFor();
  const xml = bigXml(5 * 1024 * 1024);
  await page.evaluate((text) => (window.__benchInput = text), xml);
  await resetLongTasks(page);
  const result = await page.evaluate(async () => {
    const start = performance.now();
    window.__type(window.__field('Your XML content'), window.__benchInput);
    await new Promise((resolve, reject) => {
      const timeout = setTimeout(() => reject(new Error('no output after 120 s')), 120_000);
      const check = () => {
        const text = window.__text(window.__field('Converted JSON'));
        if (text.length > 1000) {
          clearTimeout(timeout);
          resolve();
        } else requestAnimationFrame(check);
      };
      check();
    });
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return { ms: performance.now() - start, size: window.__text(window.__field('Converted JSON')).length };
  });
  await page.waitForTimeout(300);
  console.log('XML to JSON, 5 MB document');
  console.log(`  input ${(xml.length / 1024 / 1024).toFixed(2)} MB → output ${(result.size / 1024 / 1024).toFixed(2)} MB on screen in ${fmt(result.ms)} (budget 1500 ms)`);
  console.log(`  longest main-thread task: ${fmt(await longestTask(page))} (budget 200 ms); all tasks over 50 ms: ${await allLongTasks(page)}`);
  record('XML to JSON, 5 MB document', 'output on screen', result.ms, 1500);
  record('XML to JSON, 5 MB document', 'longest main-thread task', await longestTask(page), 200);
  await page.close();
}
